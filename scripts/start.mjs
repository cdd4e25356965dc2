#!/usr/bin/env node
// `pnpm start`: builds the reference web app when it is missing or older than its sources,
// then runs the API (which serves the web app at /) from source with tsx.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const webApp = path.join(root, "examples", "web-app");

function newest(dir) {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

/** Builds `filter` when `built` is missing or older than `sources` (directories). */
function buildIfStale(label, filter, built, sources) {
  const latest = Math.max(...sources.map(newest));
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= latest) return;
  process.stdout.write(`Building ${label} (once; rebuilt when its sources change)...\n`);
  const result = spawnSync(process.execPath, [process.env.npm_execpath ?? "pnpm", "--filter", filter, "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.stdout.write(`${label} did not build; the API starts without it.\n`);
}

const widgets = path.join(root, "packages", "widgets", "src");
if (fs.existsSync(path.join(webApp, "package.json"))) {
  buildIfStale("the web app", "web-app", path.join(webApp, "dist", "index.html"), [path.join(webApp, "src"), widgets]);
}
// The embed script the README's snippet loads from /elements/.
const elements = path.join(root, "packages", "elements");
buildIfStale("the elements' script bundle", "@bulwark/elements", path.join(elements, "dist", "bulwark-elements.js"), [
  path.join(elements, "src"),
  widgets,
]);

const tsx = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
const api = spawnSync(process.execPath, [tsx, path.join(root, "api", "src", "main.ts")], {
  cwd: root,
  stdio: "inherit",
});
process.exit(api.status ?? 1);
