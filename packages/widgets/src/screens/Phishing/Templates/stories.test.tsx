import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BulwarkProvider } from "../../../components/BulwarkProvider/BulwarkProvider";
import { type FakeRoutes, fakeRuntime } from "../../../storybook/fakeApi";
import * as landingEditor from "./LandingPageEditor/LandingPageEditor.stories";
import * as landingPages from "./LandingPages/LandingPages.stories";
import * as editor from "./PhishingTemplateEditor/PhishingTemplateEditor.stories";
import * as templates from "./PhishingTemplates/PhishingTemplates.stories";
import * as profiles from "./SendingProfiles/SendingProfiles.stories";
import * as sendTest from "./shared/SendTestDialog.stories";

// Every phishing content story renders as Storybook's preview renders it (a provider in the
// story's language and theme over its fake API), reaches its screen's heading and calls nothing
// its routes lack: a story whose routes or arguments went stale fails here.
const all = [templates, editor, landingPages, landingEditor, profiles, sendTest].flatMap((stories) =>
  Object.values(composeStories(stories)),
);

describe("phishing content stories", () => {
  for (const Story of all) {
    // A loading story never settles, by design.
    if (Story.storyName === "Loading") continue;
    it(`${Story.id} renders its screen`, async () => {
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
      // A screen has its one h1; a dialog story, its dialog.
      const dialog = Story.id.includes("sendtestdialog");
      expect(
        await (dialog
          ? screen.findByRole("dialog", {}, { timeout: 4000 })
          : screen.findByRole("heading", { level: 1 }, { timeout: 4000 })),
      ).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(document.body.textContent).not.toMatch(/No fake for/);
    });
  }
});
