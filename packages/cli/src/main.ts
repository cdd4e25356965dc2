import { VERSION } from "./version.js";

/**
 * The entry point of `bulwark`. `bulwark --version` alone is answered before anything else
 * loads: scripts and installers ask it to check the CLI is there, and loading the command line
 * parser and the commands took longer than Node's own start (see bench/cli-start.mjs). Anything
 * else runs the CLI (cli.ts), which answers `--version` the same way among other options.
 */
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === "--version" || args[0] === "-v")) {
  process.stdout.write(`${VERSION}\n`);
} else {
  await import("./cli.js");
}
