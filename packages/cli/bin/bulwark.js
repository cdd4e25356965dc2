#!/usr/bin/env node
// In the workspace the TypeScript entry runs through tsx; a published package has dist/main.js.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const source = new URL("../src/main.ts", import.meta.url);
if (existsSync(source)) {
  const { register } = await import("tsx/esm/api");
  // The package's tsconfig (automatic JSX runtime for the Ink views), whatever the working directory.
  register({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) });
  await import(source.href);
} else {
  await import(new URL("../dist/main.js", import.meta.url).href);
}
