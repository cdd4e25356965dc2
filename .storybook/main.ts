import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { mergeConfig } from "vite";

const config: StorybookConfig = {
  stories: ["../packages/widgets/src/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  // Builds run offline in CI: no telemetry, no "what's new" fetch.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Compiles the widgets' .css.ts files, as their own build and tests do.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Storybook's own preview bundle is over Vite's 500 kB warning on its own; ours are small.
      build: { chunkSizeWarningLimit: 2000 },
    }),
};

export default config;
