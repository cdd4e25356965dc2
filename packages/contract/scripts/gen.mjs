// Regenerates src/generated/openapi.ts from the root openapi.yaml.
// `--check` exits 1 when the committed file differs (drift test in CI).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const root = new URL("../../../", import.meta.url);
const target = fileURLToPath(new URL("../src/generated/openapi.ts", import.meta.url));
// `enumValues` also emits each enum as a value (`domainEventTypeValues` …), so the API, the CLI and
// the widgets list an enum's members from the contract instead of keeping copies that drift.
const ast = await openapiTS(new URL("openapi.yaml", root), { alphabetize: false, enumValues: true });
const banner = "// Generated from openapi.yaml by packages/contract/scripts/gen.mjs. Do not edit.\n";
const output = banner + astToString(ast);

if (process.argv.includes("--check")) {
  const current = readFileSync(target, "utf8");
  if (current !== output) {
    console.error("openapi.ts is out of date with openapi.yaml: run `pnpm gen` and commit the result.");
    process.exit(1);
  }
  console.log("generated types match openapi.yaml");
} else {
  writeFileSync(target, output);
  console.log(`wrote ${target}`);
}
