import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/node.ts"],
  format: ["esm"],
  target: "es2022",
  dts: true,
  sourcemap: true,
  clean: true,
  // The contract (types and enum values) is bundled in; openapi-fetch stays an import resolved by the consumer.
  external: ["openapi-fetch"],
});
