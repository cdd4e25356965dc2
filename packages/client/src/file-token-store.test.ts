import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileTokenStore } from "./file-token-store.js";

let dir: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "bulwark-client-"));
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const modeOf = async (file: string) => (await fs.stat(file)).mode & 0o777;

describe("fileTokenStore", () => {
  it("round-trips tokens through a file readable by its owner only, creating the directory", async () => {
    const file = path.join(dir, "nested", "bulwark", "credentials.json");
    const store = fileTokenStore(file);

    await store.set({ accessToken: "access", refreshToken: "refresh" });

    expect(await fileTokenStore(file).get()).toEqual({ accessToken: "access", refreshToken: "refresh" });
    expect(await modeOf(file)).toBe(0o600);
    expect(await modeOf(path.dirname(file))).toBe(0o700);
  });

  it("answers null when the file does not exist", async () => {
    expect(await fileTokenStore(path.join(dir, "missing.json")).get()).toBeNull();
  });

  it("keeps the file's other keys and removes only the tokens on set(null)", async () => {
    const file = path.join(dir, "credentials.json");
    await fs.writeFile(file, JSON.stringify({ apiUrl: "http://localhost:8080", tenantId: "t1" }));
    const store = fileTokenStore(file);

    await store.set({ accessToken: "a", refreshToken: "r" });
    expect(JSON.parse(await fs.readFile(file, "utf8"))).toEqual({
      apiUrl: "http://localhost:8080",
      tenantId: "t1",
      tokens: { accessToken: "a", refreshToken: "r" },
    });

    await store.set(null);
    expect(JSON.parse(await fs.readFile(file, "utf8"))).toEqual({ apiUrl: "http://localhost:8080", tenantId: "t1" });
    expect(await store.get()).toBeNull();
  });

  it("tightens a file that was readable by others to 0600 on write", async () => {
    const file = path.join(dir, "credentials.json");
    await fs.writeFile(file, "{}", { mode: 0o644 });
    await fs.chmod(file, 0o644);

    await fileTokenStore(file).set({ accessToken: "a" });

    expect(await modeOf(file)).toBe(0o600);
  });

  it("reads a corrupt file as signed out", async () => {
    const file = path.join(dir, "credentials.json");
    await fs.writeFile(file, "{oops");
    expect(await fileTokenStore(file).get()).toBeNull();
  });
});
