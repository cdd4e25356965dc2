import { spawn, spawnSync } from "node:child_process";
import { statSync, utimesSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { createUser, startTestApi } from "@bulwark/api/testing";
import { describe, expect, it } from "vitest";
import { tempHome } from "./test-support.js";

const launcher = fileURLToPath(new URL("../bin/bulwark.js", import.meta.url));
const hasScript = spawnSync("script", ["--version"]).status === 0;

// `script` gives the child a real terminal, so the Ink views render as a person would see them.
describe.skipIf(!hasScript)("the bulwark launcher on a terminal", () => {
  // The launcher runs the compiled dist/ (built first when older than the sources).
  it("renders its Ink views from any working directory, from the compiled build", async () => {
    const home = await tempHome();
    const api = await startTestApi();
    try {
      const user = await createUser(api);
      const env = {
        PATH: process.env.PATH ?? "",
        ...home.env,
        BULWARK_API_URL: api.baseUrl,
        BULWARK_TOKEN: user.accessToken,
      };
      const command = `"${process.execPath}" "${launcher}" whoami`;
      // Asynchronous: the API answers from this process's event loop.
      const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn("script", ["-qec", command, "/dev/null"], { cwd: os.tmpdir(), env });
        let output = "";
        child.stdout.on("data", (chunk) => {
          output += chunk;
        });
        child.on("close", (code) => resolve({ code, output }));
      });
      expect(result.output).not.toContain("is not defined");
      expect(result.output).toContain(user.email);
      expect(result.code).toBe(0);
    } finally {
      await api.close();
      await home.remove();
    }
  });
});

describe("the bulwark launcher's build", () => {
  const entry = fileURLToPath(new URL("../dist/main.js", import.meta.url));
  const run = () => spawnSync(process.execPath, [launcher, "--version"], { cwd: os.tmpdir(), encoding: "utf8" });

  it("rebuilds dist/ when it is older than the sources, then runs it without building again", () => {
    run();
    // Older than every source: as after a `git pull` that changed the CLI.
    utimesSync(entry, new Date(0), new Date(0));

    const rebuilt = run();
    const again = run();

    expect(rebuilt.stderr).toContain("Building the bulwark CLI");
    expect(rebuilt.stdout).toBe("0.1.0\n");
    expect(rebuilt.status).toBe(0);
    expect(statSync(entry).mtimeMs).toBeGreaterThan(0);
    expect(again.stderr).toBe("");
    expect(again.stdout).toBe("0.1.0\n");
  });
});
