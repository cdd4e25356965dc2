import { describe, expect, it } from "vitest";
import { startFailureMessage } from "./start-failure.js";

/** The error Node 24 threw at start on a checkout installed with Node 20 (message as it printed it). */
function abiMismatch() {
  const error = new Error(
    "The module '/srv/bulwark/node_modules/.pnpm/better-sqlite3@12.6.2/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\n" +
      "was compiled against a different Node.js version using\nNODE_MODULE_VERSION 115. This version of Node.js requires\n" +
      "NODE_MODULE_VERSION 137. Please try re-compiling or re-installing\nthe module (for instance, using `npm rebuild` or `npm install`).",
  ) as NodeJS.ErrnoException;
  error.code = "ERR_DLOPEN_FAILED";
  return error;
}

describe("startFailureMessage", () => {
  it("says to rebuild with this Node.js when a native module was built for another", () => {
    const text = startFailureMessage(abiMismatch());
    expect(text).toMatch(/^Bulwark failed to start: The module '.*better_sqlite3\.node'/);
    expect(text).toContain(`better-sqlite3 was built for another Node.js version than this one (${process.version})`);
    expect(text).toContain("Rebuild with this Node.js, then start again: npx -y pnpm@10 -r rebuild better-sqlite3\n");
    expect(text.endsWith("\n")).toBe(true);
  });

  it("names no package when the message names none, and still says to rebuild", () => {
    const error = Object.assign(new Error("NODE_MODULE_VERSION 115 vs 137"), { code: "ERR_DLOPEN_FAILED" });
    expect(startFailureMessage(error)).toContain("A native module was built for another Node.js version");
    expect(startFailureMessage(error)).toContain("then start again: npx -y pnpm@10 -r rebuild\n");
  });

  it("adds nothing to other failures, whatever they are", () => {
    expect(startFailureMessage(new Error("listen EADDRINUSE: address already in use 0.0.0.0:8080"))).toBe(
      "Bulwark failed to start: listen EADDRINUSE: address already in use 0.0.0.0:8080\n",
    );
    const otherDlopen = Object.assign(new Error("libfoo.so: cannot open shared object file"), {
      code: "ERR_DLOPEN_FAILED",
    });
    expect(startFailureMessage(otherDlopen)).toBe(
      "Bulwark failed to start: libfoo.so: cannot open shared object file\n",
    );
    expect(startFailureMessage("a string")).toBe("Bulwark failed to start: a string\n");
  });
});
