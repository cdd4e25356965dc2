import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "./platform/repo-root.js";

/** The built reference web app, if present (`examples/web-app/dist`). */
export function webAppDir(): string | undefined {
  const dir = path.join(repoRoot, "examples", "web-app", "dist");
  return fs.existsSync(`${dir}/index.html`) ? dir : undefined;
}
