/**
 * The line printed when the API cannot start, with what to do where the person starting it can
 * fix the cause. The common one: dependencies installed with one Node.js and started with another
 * (nvm, an upgrade to the recommended 24), so better-sqlite3's compiled module no longer loads and
 * Node's own message names ABI numbers ("NODE_MODULE_VERSION 115 … requires 137") but no remedy.
 */
export function startFailureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lines = [`Bulwark failed to start: ${message}`];
  if (
    (error as NodeJS.ErrnoException | undefined)?.code === "ERR_DLOPEN_FAILED" &&
    /NODE_MODULE_VERSION/.test(message)
  ) {
    // `-r`: the native packages are the workspace packages' dependencies; a bare `pnpm rebuild`
    // at the root rebuilds only the root's (tried: it left better-sqlite3 as it was).
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\/build\//.exec(message)?.[1];
    lines.push(
      `${name ?? "A native module"} was built for another Node.js version than this one (${process.version}): the dependencies were installed with a different Node.js.`,
      `Rebuild with this Node.js, then start again: npx -y pnpm@10 -r rebuild${name ? ` ${name}` : ""}`,
    );
  }
  return `${lines.join("\n")}\n`;
}
