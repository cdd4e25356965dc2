import { render, screen } from "@testing-library/react";
import { expect } from "vitest";
import { BulwarkProvider } from "../components/BulwarkProvider/BulwarkProvider";
import { type FakeRoutes, fakeRuntime } from "../storybook/fakeApi";

/** A composed story (`composeStories`) as the suites below read it. */
interface ComposedStory {
  (): React.ReactNode;
  storyName?: string;
  parameters: Record<string, unknown>;
  globals: Record<string, unknown>;
}

/**
 * Renders a story as Storybook's preview renders it (a provider in the story's language and theme
 * over its fake API; .storybook/preview.tsx), waits for its screen's h1 and checks it called
 * nothing its routes lack ("No fake for …"): a story whose routes or arguments went stale fails
 * in the test run, not only when someone opens Storybook.
 */
export async function expectStoryRenders(
  Story: ComposedStory,
  options: {
    signedIn?: boolean /** Any heading will do: a part of a page (a card, a form) has no h1. */;
    anyHeading?: boolean;
  } = {},
) {
  globalThis.localStorage?.clear();
  const fake = Story.parameters.fakeApi as { routes: FakeRoutes };
  const lang = Story.globals.lang === "sr" ? "sr" : "en";
  const theme = Story.globals.theme === "dark" ? "dark" : "light";
  const rendered = render(
    <BulwarkProvider
      lang={lang}
      theme={theme}
      runtime={fakeRuntime(fake.routes, options.signedIn === false ? { signedIn: false } : {})}
      tenantId={null}
      navigate={() => {}}
    >
      <Story />
    </BulwarkProvider>,
  );
  if (options.anyHeading) {
    expect((await screen.findAllByRole("heading", {}, { timeout: 4000 })).length).toBeGreaterThan(0);
  } else {
    expect(await screen.findByRole("heading", { level: 1 }, { timeout: 4000 })).toBeInTheDocument();
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(document.body.textContent).not.toMatch(/No fake for/);
  return rendered;
}
