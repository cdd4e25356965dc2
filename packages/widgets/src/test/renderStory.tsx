import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { expect } from "vitest";
import { BulwarkProvider } from "../components/BulwarkProvider/BulwarkProvider";
import { type FakeRoutes, fakeRuntime } from "../storybook/fakeApi";

/** A story from `composeStories`, as far as rendering it needs. */
export type ComposedStory = ComponentType & {
  parameters: Record<string, unknown>;
  globals: Record<string, unknown>;
};

/**
 * Renders a composed story as Storybook's preview renders it (.storybook/preview.tsx): a provider
 * in the story's language and theme over its fake API, no active organisation. Test-only helper
 * of the stories render tests, which fail when a story's routes or arguments go stale.
 */
export function renderStory(Story: ComposedStory, options: { signedIn?: boolean } = {}) {
  globalThis.localStorage?.clear();
  const fake = Story.parameters.fakeApi as { routes: FakeRoutes };
  return render(
    <BulwarkProvider
      lang={Story.globals.lang === "sr" ? "sr" : "en"}
      theme={Story.globals.theme === "dark" ? "dark" : "light"}
      runtime={fakeRuntime(fake.routes, options)}
      tenantId={null}
      navigate={() => {}}
    >
      <Story />
    </BulwarkProvider>,
  );
}

/** Waits a moment for late calls, then checks the story's fake API had an answer for every one. */
export async function expectEveryCallFaked(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(document.body.textContent).not.toMatch(/No fake for/);
}
