// Build options shared by tsup.config.ts and the tests (which build the script bundle themselves,
// so they never test a stale dist/).
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from "@vanilla-extract/integration";
import { type Plugin, transform } from "esbuild";
import type { Options } from "tsup";
import { remToVariable } from "../src/rem";

const here = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const collector = here("src/css.ts");

/**
 * Turns every stylesheet vanilla-extract generates into a module that hands its (minified) CSS
 * to `src/css.ts` as a string, instead of emitting a .css file: the elements put that CSS into
 * their shadow roots, where a page stylesheet cannot reach. `rem` becomes `--bulwark-rem` (src/rem.ts). Registered before vanilla-extract's
 * plugin, so its resolver takes the virtual `.vanilla.css` imports first.
 */
export function cssAsStringPlugin(): Plugin {
  return {
    name: "bulwark-css-as-string",
    setup(build) {
      build.onResolve({ filter: virtualCssFileFilter }, (args) => ({ path: args.path, namespace: "bulwark-css" }));
      build.onLoad({ filter: /.*/, namespace: "bulwark-css" }, async ({ path }) => {
        const { source } = await getSourceFromVirtualCssFile(path);
        const { code } = await transform(source, { loader: "css", minify: true });
        const css = remToVariable(code.trim());
        return {
          contents: `import { addCss } from ${JSON.stringify(collector)};\naddCss(${JSON.stringify(css)});\n`,
          loader: "js",
          resolveDir: dirname(collector),
        };
      });
    },
  };
}

const plugins = () => [cssAsStringPlugin(), vanillaExtractPlugin({ identifiers: "short" })];

/** dist/index.js (+ define.js and declarations): ESM for bundlers, React as a peer dependency. */
export const libraryOptions: Options = {
  name: "esm",
  entry: { index: here("src/index.ts"), define: here("src/define.ts") },
  outDir: here("dist"),
  tsconfig: here("tsconfig.json"),
  format: ["esm"],
  platform: "browser",
  target: "es2022",
  splitting: true,
  dts: true,
  sourcemap: true,
  clean: false,
  external: ["react", "react-dom", "react/jsx-runtime", "react-dom/client"],
  // zxcvbn-ts is bundled too; the widgets import it dynamically, so it lands in a chunk of its own.
  noExternal: [/^@bulwark\//, "i18next", "react-i18next", "openapi-fetch", "qrcode-generator", /^@zxcvbn-ts\//],
  esbuildPlugins: plugins(),
  // The widgets' font files are emitted beside the build; theme/fonts.ts resolves them against
  // the importing script, so the host page fetches them from wherever the elements are served.
  loader: { ".woff2": "file" },
};

/**
 * dist/bulwark-elements.js: the script-tag bundle, an ES module that includes React (once) and
 * defines every element when loaded. The widget code (widgets, i18next, translations, client, CSS)
 * is split into dist/chunks/, which the entry imports when the first element connects.
 */
export const bundleOptions: Options = {
  name: "script",
  entry: { "bulwark-elements": here("src/bundle.ts") },
  outDir: here("dist"),
  tsconfig: here("tsconfig.json"),
  format: ["esm"],
  splitting: true,
  platform: "browser",
  target: "es2020",
  minify: true,
  sourcemap: true,
  clean: false,
  dts: false,
  noExternal: [/.*/],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  esbuildPlugins: plugins(),
  esbuildOptions(options) {
    options.chunkNames = "chunks/[name]-[hash]";
    options.assetNames = "chunks/[name]-[hash]";
  },
};
