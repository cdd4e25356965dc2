#!/usr/bin/env node
// `pnpm start`: builds what is missing or older than its sources (the reference web app, the API),
// then runs the compiled API (which serves the web app at /). `pnpm dev` runs the API's
// TypeScript through tsx instead, restarting on changes.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const webApp = path.join(root, "examples", "web-app");
const api = path.join(root, "api");

/** The newest modification time under `target` (a file or a folder), 0 when it does not exist. */
function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

/** Whether `built` is missing or older than any of `sources`. */
function stale(built, sources) {
  return !fs.existsSync(built) || fs.statSync(built).mtimeMs < Math.max(...sources.map(newest));
}

/** `pnpm --filter <name> build`, answering whether it worked (pnpm through npx when not run by pnpm). */
function build(name) {
  const pnpm = process.env.npm_execpath;
  const args = ["--filter", name, "build"];
  const [command, commandArgs] = pnpm ? [process.execPath, [pnpm, ...args]] : ["npx", ["-y", "pnpm@10", ...args]];
  // Production whatever the shell says: Vite bundles React's development build under any other NODE_ENV.
  const env = { ...process.env, NODE_ENV: "production" };
  return spawnSync(command, commandArgs, { cwd: root, stdio: "inherit", env }).status === 0;
}

if (fs.existsSync(path.join(webApp, "package.json"))) {
  const built = path.join(webApp, "dist", "index.html");
  if (stale(built, [path.join(webApp, "src"), path.join(root, "packages", "widgets", "src")])) {
    process.stdout.write("Building the web app (once; rebuilt when its sources change)...\n");
    if (!build("web-app")) process.stdout.write("The web app did not build; starting the API alone.\n");
  }
}

// The embed script the README's snippet loads from /elements/.
const elements = path.join(root, "packages", "elements");
if (
  stale(path.join(elements, "dist", "bulwark-elements.js"), [
    path.join(elements, "src"),
    path.join(root, "packages", "widgets", "src"),
  ])
) {
  process.stdout.write("Building the elements' script bundle (once; rebuilt when its sources change)...\n");
  if (!build("@bulwark/elements")) process.stdout.write("The elements did not build; the API starts without them.\n");
}

const apiEntry = path.join(api, "dist", "main.js");
const apiSources = [
  path.join(api, "src"),
  path.join(api, "migrations"),
  path.join(api, "package.json"),
  path.join(api, "tsup.config.ts"),
  path.join(root, "packages", "contract", "src"),
];
/** The API's `build` script (tsup) run directly, so `node scripts/start.mjs` works without pnpm too. */
function buildApi() {
  const manifest = createRequire(path.join(api, "package.json")).resolve("tsup/package.json");
  const bin = JSON.parse(fs.readFileSync(manifest, "utf8")).bin;
  const tsup = path.join(path.dirname(manifest), typeof bin === "string" ? bin : bin.tsup);
  return spawnSync(process.execPath, [tsup, "--silent"], { cwd: api, stdio: "inherit" }).status === 0;
}

if (stale(apiEntry, apiSources)) {
  process.stdout.write("Building the API (once; rebuilt when its sources change)...\n");
  if (!buildApi()) {
    process.stderr.write("The API did not build: see the errors above (`pnpm dev` runs it from source).\n");
    process.exit(1);
  }
}

const server = spawnSync(process.execPath, [apiEntry], { cwd: root, stdio: "inherit" });
process.exit(server.status ?? 1);
