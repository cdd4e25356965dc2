import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository's root: the nearest folder above this module that holds `openapi.yaml`. Found
 * by walking up rather than by a fixed `../../..`, because the same code runs from `api/src/`
 * (tsx, tests) and bundled into `api/dist/main.js` (`pnpm start`), at different depths.
 */
export const repoRoot: string = (() => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "openapi.yaml"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`openapi.yaml not found above ${here}`);
  }
})();
