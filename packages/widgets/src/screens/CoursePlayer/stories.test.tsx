import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BulwarkProvider } from "../../components/BulwarkProvider/BulwarkProvider";
import { type FakeRoutes, fakeRuntime } from "../../storybook/fakeApi";
import * as player from "./CoursePlayer/CoursePlayer.stories";
import * as join from "./JoinCourse/JoinCourse.stories";

// Every player story renders as Storybook's preview renders it (a provider in the story's language
// and theme over its fake API, signed out as a learner is), plays its steps (start, open a page,
// submit), ends with one h1 and calls nothing its routes lack: a story whose routes, arguments or
// steps went stale fails here, not only when someone opens Storybook.
const all = [composeStories(player), composeStories(join)].flatMap((stories) => Object.values(stories));

describe("course player stories", () => {
  for (const Story of all) {
    // A loading story never settles, by design.
    if (Story.storyName === "Loading") continue;
    it(`${Story.id} renders and plays`, async () => {
      globalThis.localStorage?.clear();
      const fake = Story.parameters.fakeApi as { routes: FakeRoutes };
      const lang = Story.globals.lang === "sr" ? "sr" : "en";
      const theme = Story.globals.theme === "dark" ? "dark" : "light";
      const { container } = render(
        <BulwarkProvider
          lang={lang}
          theme={theme}
          runtime={fakeRuntime(fake.routes, { signedIn: false })}
          tenantId={null}
          navigate={() => {}}
        >
          <Story />
        </BulwarkProvider>,
      );
      expect(await screen.findByRole("heading", { level: 1 }, { timeout: 4000 })).toBeInTheDocument();
      await Story.play?.({ canvasElement: container } as never);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      expect(document.body.textContent).not.toMatch(/No fake for/);
    });
  }
});
