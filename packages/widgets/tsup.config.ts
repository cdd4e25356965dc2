import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm"],
  target: "es2022",
  dts: true,
  sourcemap: true,
  clean: true,
  // Peer and regular dependencies stay imports; the consumer's bundler provides them.
  external: ["react", "react-dom", "react/jsx-runtime", "i18next", "react-i18next"],
  // Emits the styles of every .css.ts file as dist/index.css instead of injecting them at runtime.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: "short" })],
  // The self-hosted font files (theme/fonts.ts) are copied beside the build and imported as URLs.
  loader: { ".woff2": "file" },
});
