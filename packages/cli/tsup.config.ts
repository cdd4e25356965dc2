import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/main.ts"],
  format: ["esm"],
  target: "node20",
  platform: "node",
  sourcemap: true,
  clean: true,
  banner: { js: "#!/usr/bin/env node" },
  // The workspace packages ship as TypeScript source: bundle them; npm dependencies stay imports.
  noExternal: [/^@bulwark\//],
});
