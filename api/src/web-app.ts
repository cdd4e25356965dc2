import fs from "node:fs";
import { fileURLToPath } from "node:url";

/** The built reference web app, if present (`examples/web-app/dist`). */
export function webAppDir(): string | undefined {
  const dir = fileURLToPath(new URL("../../examples/web-app/dist", import.meta.url));
  return fs.existsSync(`${dir}/index.html`) ? dir : undefined;
}
