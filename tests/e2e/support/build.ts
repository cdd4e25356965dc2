import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "./paths.js";

/** The newest modification time under `dir` (skipping dependencies and build output). */
function newest(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

// The pnpm that runs us (CI may have no `pnpm` on PATH); its entry point may be a script for node.
const execPath = process.env.npm_execpath?.includes("pnpm") ? process.env.npm_execpath : undefined;
const [command, ...prefix] = (
  !execPath ? ["pnpm"] : /\.[cm]?js$/.test(execPath) ? [process.execPath, execPath] : [execPath]
) as [string, ...string[]];

/**
 * Builds a workspace package with `pnpm --filter <name> build` when `output` is missing or older
 * than any of `sources` (paths relative to the repository root).
 */
export function buildIfStale(name: string, output: string, sources: string[]): void {
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  const changed = Math.max(...sources.map((source) => newest(path.join(repoRoot, source))));
  if (built >= changed) return;
  const result = spawnSync(command, [...prefix, "--filter", name, "build"], {
    cwd: repoRoot,
    // A production build whatever runs us: Vitest sets NODE_ENV=test, and Vite then bundles
    // React's development build (523 KB instead of 190), which is not what users are served.
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
  if (result.error) throw new Error(`Building ${name}: could not run ${command} (${result.error.message})`);
  if (result.status !== 0) {
    throw new Error(`Building ${name} failed:\n${result.stdout}\n${result.stderr}`);
  }
}
