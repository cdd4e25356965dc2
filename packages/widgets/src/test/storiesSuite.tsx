import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { BulwarkProvider } from "../components/BulwarkProvider/BulwarkProvider";
import { type FakeRoutes, fakeRuntime } from "../storybook/fakeApi";

/** A composed story as `composeStories` gives it (the fields the suite reads). */
interface ComposedStory {
  (): ReactNode;
  id: string;
  storyName?: string;
  parameters: Record<string, unknown>;
  globals: Record<string, unknown>;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void;
}

/**
 * Renders every story as Storybook's preview renders it (a provider in the story's language and
 * theme over its fake API; .storybook/preview.tsx), runs its play function, waits for its screen's
 * heading and checks it called nothing its routes lack: a story whose routes, arguments or
 * interactions went stale fails in the test run, not only when someone opens Storybook. Stories
 * named "Loading" are left out: they never settle, by design.
 */
export function storiesSuite(name: string, stories: readonly ComposedStory[]) {
  describe(name, () => {
    for (const Story of stories) {
      if (Story.storyName === "Loading") continue;
      it(`${Story.id} renders its screen`, async () => {
        globalThis.localStorage?.clear();
        const fake = Story.parameters.fakeApi as { routes: FakeRoutes };
        const lang = Story.globals.lang === "sr" ? "sr" : "en";
        const theme = Story.globals.theme === "dark" ? "dark" : "light";
        const { container } = render(
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
        expect(await screen.findByRole("heading", { level: 1 }, { timeout: 4000 })).toBeInTheDocument();
        await Story.play?.({ canvasElement: container });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(document.body.textContent).not.toMatch(/No fake for/);
      });
    }
  });
}
