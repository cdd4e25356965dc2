import type { Decorator, Preview } from "@storybook/react-vite";
import { useMemo } from "react";
import { BulwarkProvider, isLanguage, isThemeName, vars } from "../packages/widgets/src/index";
import { type FakeRoutes, fakeRuntime } from "../packages/widgets/src/storybook/fakeApi";

/**
 * Wraps every story as the widgets are used: in a provider with the toolbar's language and theme.
 * A story that loads data sets `parameters.fakeApi = { routes, signedIn?, tenantId? }`; its
 * screens then talk to canned answers (see packages/widgets/src/storybook/fakeApi.ts).
 */
const withBulwark: Decorator = (Story, context) => {
  const lang = isLanguage(context.globals.lang) ? context.globals.lang : "en";
  const theme = isThemeName(context.globals.theme) ? context.globals.theme : "light";
  const fake = context.parameters.fakeApi as
    | { routes: FakeRoutes; signedIn?: boolean; tenantId?: string | null }
    | undefined;
  // A fresh runtime per story (and per toolbar change) so cached answers never leak between stories.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recreated per story id on purpose
  const runtime = useMemo(() => (fake ? fakeRuntime(fake.routes, fake) : undefined), [context.id, lang, theme]);
  return (
    <BulwarkProvider lang={lang} theme={theme} runtime={runtime} tenantId={fake?.tenantId ?? null} navigate={() => {}}>
      <div style={{ minHeight: "100vh", padding: vars.space[5], background: vars.color.surfaceMuted }}>
        <Story />
      </div>
    </BulwarkProvider>
  );
};

const preview: Preview = {
  decorators: [withBulwark],
  globalTypes: {
    lang: {
      description: "Interface language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "sr", title: "Srpski" },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: "Theme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: "en", theme: "light" },
  parameters: {
    // The decorator paints the theme's background edge to edge.
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i }, exclude: ["ref"] },
  },
};

export default preview;
