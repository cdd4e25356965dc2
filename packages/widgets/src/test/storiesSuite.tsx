import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { expectStoryRenders } from "./renderStory";

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
 * One test per story: it renders as Storybook's preview renders it ({@link expectStoryRenders}),
 * then its play function runs and it still calls nothing its routes lack, so a story whose
 * routes, arguments or interactions went stale fails in the test run, not only when someone opens
 * Storybook. Stories named "Loading" are left out: they never settle, by design.
 */
export function storiesSuite(name: string, stories: readonly ComposedStory[]) {
  describe(name, () => {
    for (const Story of stories) {
      if (Story.storyName === "Loading") continue;
      it(`${Story.id} renders its screen`, async () => {
        const { container } = await expectStoryRenders(Story);
        await Story.play?.({ canvasElement: container });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(document.body.textContent).not.toMatch(/No fake for/);
      });
    }
  });
}
