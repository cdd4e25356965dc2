#!/usr/bin/env node
// The whole test suite, as CI runs it: lint, contract, types, unit and API tests on SQLite,
// the API suite again on PostgreSQL when TEST_DATABASE_URL is set, then the cross-package tests.
// Each step prints its name; the run stops at the first failing step and exits with its code.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const pnpm = process.env.npm_execpath?.includes("pnpm") ? process.env.npm_execpath : undefined;
const run = (label, command, args, env = {}) => {
  process.stdout.write(`\n▶ ${label}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env }, shell: false });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`✖ ${label} failed after ${seconds}s\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✔ ${label} (${seconds}s)\n`);
};
const pnpmArgs = (args) => (pnpm ? [pnpm, args] : ["pnpm", args]);
const exec = (label, args, env) => {
  const [cmd, rest] = pnpmArgs(args);
  // npm_execpath may be a .cjs/.js file: run it with node.
  if (cmd.endsWith(".cjs") || cmd.endsWith(".js")) run(label, process.execPath, [cmd, ...rest], env);
  else run(label, cmd, rest, env);
};

exec("lint and format (biome)", ["exec", "biome", "check", "."]);
exec("contract lint (redocly)", ["exec", "redocly", "lint", "openapi.yaml", "--format=stylish"]);
exec("generated types match openapi.yaml", [
  "--filter",
  "@bulwark/contract",
  "exec",
  "node",
  "scripts/gen.mjs",
  "--check",
]);
exec("typecheck", ["-r", "typecheck"]);

if (!existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium") && !process.env.CI) {
  process.stdout.write(
    "\n• Browser tests will be skipped: no Chromium at /usr/bin/chromium (apt-get install chromium, or set CHROMIUM_PATH)\n",
  );
}
exec("unit, component and API tests (SQLite)", ["exec", "vitest", "run"]);
if (process.env.TEST_DATABASE_URL) {
  exec("API tests (PostgreSQL)", ["exec", "vitest", "run", "--project", "api-postgres"], {
    BULWARK_TEST_DB: "postgres",
  });
} else {
  process.stdout.write("\n• API tests on PostgreSQL skipped: set TEST_DATABASE_URL (see .ci/run)\n");
}
exec("storybook build", ["exec", "storybook", "build", "-o", "storybook-static", "--quiet", "--disable-telemetry"], {
  STORYBOOK_DISABLE_TELEMETRY: "1",
});
process.stdout.write("\nAll test steps passed.\n");
