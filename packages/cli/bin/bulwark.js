#!/usr/bin/env node
// Runs the compiled CLI, dist/main.js. In the workspace, where the TypeScript sources sit beside
// it, dist/ is built first when it is missing or older than its sources (about a second, once),
// as `pnpm start` does for the API and the web app. A published package has only dist/.
// `pnpm --filter @bulwark/cli dev` runs the sources through tsx instead.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const entry = path.join(packageDir, "dist", "main.js");
const sources = path.join(packageDir, "src");

/** The newest modification time under `target` (a file or a folder), 0 when it does not exist. */
function newest(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of fs.readdirSync(target)) {
    if (name === "node_modules" || name === "dist") continue;
    latest = Math.max(latest, newest(path.join(target, name)));
  }
  return latest;
}

/** Whether dist/ is missing or older than what it is built from (the CLI, the client, the contract). */
function stale() {
  let built;
  try {
    built = fs.statSync(entry).mtimeMs;
  } catch {
    return true;
  }
  const inputs = [
    sources,
    path.join(packageDir, "package.json"),
    path.join(packageDir, "tsup.config.ts"),
    path.join(packageDir, "..", "client", "src"),
    path.join(packageDir, "..", "contract", "src"),
  ];
  return inputs.some((input) => newest(input) > built);
}

/**
 * Builds into a fresh folder and swaps it in, so a run starting meanwhile never sees half a
 * dist/. Answers whether it worked.
 */
function build() {
  process.stderr.write("Building the bulwark CLI (once; rebuilt when its sources change)...\n");
  let tsup;
  try {
    const require = createRequire(path.join(packageDir, "package.json"));
    const manifest = require.resolve("tsup/package.json");
    const bin = JSON.parse(fs.readFileSync(manifest, "utf8")).bin;
    tsup = path.join(path.dirname(manifest), typeof bin === "string" ? bin : bin.tsup);
  } catch {
    return false;
  }
  const fresh = path.join(packageDir, `dist.${process.pid}`);
  const result = spawnSync(process.execPath, [tsup, "--out-dir", fresh, "--silent"], {
    cwd: packageDir,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) {
    fs.rmSync(fresh, { recursive: true, force: true });
    return false;
  }
  const old = path.join(packageDir, `dist.old.${process.pid}`);
  if (fs.existsSync(path.join(packageDir, "dist"))) fs.renameSync(path.join(packageDir, "dist"), old);
  fs.renameSync(fresh, path.join(packageDir, "dist"));
  fs.rmSync(old, { recursive: true, force: true });
  return true;
}

if (fs.existsSync(sources) && stale() && !build()) {
  // No build tools (a production install) or a broken build: run the sources as before.
  process.stderr.write("The bulwark CLI did not build; running its sources through tsx.\n");
  const { register } = await import("tsx/esm/api");
  register({ tsconfig: path.join(packageDir, "tsconfig.json") });
  await import(new URL("../src/main.ts", import.meta.url).href);
} else {
  await import(new URL("../dist/main.js", import.meta.url).href);
}
