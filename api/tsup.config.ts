import { createHash } from "node:crypto";
import fs from "node:fs";
import { defineConfig } from "tsup";
import YAML from "yaml";

// `pnpm start` runs this build (api/dist/main.js); `pnpm dev` and the tests run the sources.
export default defineConfig({
  // The worker thread that reads large people CSV uploads (src/platform/threads/stream-thread.ts
  // finds it beside main.js).
  entry: { main: "src/main.ts", "people-csv.worker": "src/modules/inventory/people/csv/people-csv.worker.ts" },
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
  // The contract parsed once here, with the SHA-256 of the YAML it came from: the API reads this
  // instead of parsing openapi.yaml at every start, as long as the YAML is unchanged
  // (parseSpecText in src/platform/http/openapi.ts).
  async onSuccess() {
    const text = fs.readFileSync(new URL("../openapi.yaml", import.meta.url), "utf8");
    const sha256 = createHash("sha256").update(text).digest("hex");
    fs.writeFileSync(
      new URL("./dist/openapi.json", import.meta.url),
      JSON.stringify({ sha256, document: YAML.parse(text) }),
    );
  },
});
