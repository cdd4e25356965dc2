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
    lines.push(
      `A native module was built for another Node.js version than this one (${process.version}): the dependencies were installed with a different Node.js.`,
      "Rebuild them with this Node.js: npx -y pnpm@10 rebuild   (or install again), then start again.",
    );
  }
  return `${lines.join("\n")}\n`;
}
