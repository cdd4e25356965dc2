#!/usr/bin/env node
// In the workspace the TypeScript entry runs through tsx; a published package has dist/main.js.
import { existsSync } from "node:fs";

const source = new URL("../src/main.ts", import.meta.url);
if (existsSync(source)) {
  const { register } = await import("tsx/esm/api");
  register();
  await import(source.href);
} else {
  await import(new URL("../dist/main.js", import.meta.url).href);
}
