import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BulwarkProvider } from "../../components/BulwarkProvider/BulwarkProvider";
import { type FakeRoutes, fakeRuntime } from "../../storybook/fakeApi";
import * as key from "./ExtensionKey/ExtensionKey.stories";
import * as reports from "./ExtensionReports/ExtensionReports.stories";
import * as report from "./ReportPhish/ReportPhish.stories";

// Every report-button story renders as Storybook's preview renders it (a provider in the story's
// language and theme over its fake API), reaches its heading and calls nothing its routes lack:
// a story whose routes or arguments went stale fails here, not only when someone opens Storybook.
const all = [composeStories(key), composeStories(reports), composeStories(report)].flatMap((stories) =>
  Object.values(stories),
);

describe("report-button stories", () => {
  for (const Story of all) {
    // A loading story never settles, by design.
    if (Story.storyName === "Loading") continue;
    it(`${Story.id} renders`, async () => {
      globalThis.localStorage?.clear();
      const fake = Story.parameters.fakeApi as { routes: FakeRoutes };
      const lang = Story.globals.lang === "sr" ? "sr" : "en";
      const theme = Story.globals.theme === "dark" ? "dark" : "light";
      render(
        <BulwarkProvider
          lang={lang}
          theme={theme}
          runtime={fakeRuntime(fake.routes, {})}
          tenantId={null}
          navigate={() => {}}
        >
          <Story />
        </BulwarkProvider>,
      );
      expect((await screen.findAllByRole("heading", {}, { timeout: 4000 })).length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(document.body.textContent).not.toMatch(/No fake for/);
    });
  }
});
