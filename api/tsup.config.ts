import { defineConfig } from "tsup";

// `pnpm start` runs this build (api/dist/main.js); `pnpm dev` and the tests run the sources.
export default defineConfig({
  entry: ["src/main.ts"],
  format: ["esm"],
  target: "node20",
  platform: "node",
  sourcemap: true,
  clean: true,
  // One file: Node reads one module instead of hundreds at start. The migrations (api/migrations,
  // imported by the migrator) are compiled in with the rest.
  splitting: false,
  // The workspace packages ship as TypeScript source: bundled; npm dependencies stay imports.
  noExternal: [/^@bulwark\//],
});
