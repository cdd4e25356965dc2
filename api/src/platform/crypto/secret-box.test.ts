import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSecretBox, loadSecretKey, SecretBoxError } from "./secret-box.js";

const owner = "directory:tenant-a:google";

describe("createSecretBox", () => {
  const box = createSecretBox(randomBytes(32));

  it("derives a separate 32-byte key per purpose, the same for the same key and purpose", () => {
    const key = randomBytes(32);
    const one = createSecretBox(key).deriveKey("tracking-token");
    expect(one).toHaveLength(32);
    expect(createSecretBox(Buffer.from(key)).deriveKey("tracking-token").equals(one)).toBe(true);
    expect(createSecretBox(key).deriveKey("something-else").equals(one)).toBe(false);
    expect(createSecretBox(randomBytes(32)).deriveKey("tracking-token").equals(one)).toBe(false);
    // Never the installation key itself.
    expect(one.equals(key)).toBe(false);
  });

  it("opens what it sealed, in the versioned compact format, with a fresh IV each time", () => {
    const sealed = box.seal("client-secret-value ✓", owner);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain("client-secret-value");
    expect(box.open(sealed, owner)).toBe("client-secret-value ✓");
    expect(box.seal("client-secret-value ✓", owner)).not.toBe(sealed);
  });

  it("refuses a value copied to another owner (different associated data)", () => {
    const sealed = box.seal("secret", owner);
    expect(() => box.open(sealed, "directory:tenant-b:google")).toThrow(SecretBoxError);
    expect(() => box.open(sealed, "directory:tenant-a:microsoft")).toThrow(SecretBoxError);
  });

  it("refuses a tampered ciphertext, IV or tag", () => {
    const sealed = box.seal("secret", owner);
    const [version, iv, body] = sealed.split(".") as [string, string, string];
    const flip = (text: string, at: number) => {
      const bytes = Buffer.from(text, "base64url");
      bytes[at] = (bytes[at] ?? 0) ^ 1;
      return bytes.toString("base64url");
    };
    expect(() => box.open(`${version}.${iv}.${flip(body, 0)}`, owner)).toThrow(SecretBoxError);
    expect(() => box.open(`${version}.${flip(iv, 0)}.${body}`, owner)).toThrow(SecretBoxError);
    expect(() => box.open(`${version}.${iv}.${flip(body, Buffer.from(body, "base64url").length - 1)}`, owner)).toThrow(
      SecretBoxError,
    );
    expect(() => box.open(`v2.${iv}.${body}`, owner)).toThrow(SecretBoxError);
    expect(() => box.open("not sealed", owner)).toThrow(SecretBoxError);
  });

  it("refuses a value sealed with another key", () => {
    const other = createSecretBox(randomBytes(32));
    expect(() => other.open(box.seal("secret", owner), owner)).toThrow(SecretBoxError);
  });

  it("refuses keys that are not 32 bytes", () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe("loadSecretKey", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-secret-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("uses BULWARK_SECRET_KEY when set and writes no key file", () => {
    const dataDir = tempDir();
    const hex = randomBytes(32).toString("hex");
    expect(loadSecretKey({ secretKey: hex, dataDir }).toString("hex")).toBe(hex);
    expect(fs.existsSync(path.join(dataDir, "secret.key"))).toBe(false);
  });

  it("creates a 32-byte key file readable by the owner only, once, and reuses it", () => {
    const dataDir = path.join(tempDir(), "nested", "data");
    const first = loadSecretKey({ secretKey: undefined, dataDir });
    const file = path.join(dataDir, "secret.key");
    expect(first).toHaveLength(32);
    expect(fs.readFileSync(file).equals(first)).toBe(true);
    if (process.platform !== "win32") expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const second = loadSecretKey({ secretKey: undefined, dataDir });
    expect(second.equals(first)).toBe(true);
    expect(fs.readdirSync(dataDir)).toEqual(["secret.key"]);

    // What one load sealed, a later load (a restart) opens.
    const sealed = createSecretBox(first).seal("secret", owner);
    expect(createSecretBox(second).open(sealed, owner)).toBe("secret");
  });

  it("refuses a damaged key file instead of replacing it", () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, "secret.key"), randomBytes(10));
    expect(() => loadSecretKey({ secretKey: undefined, dataDir })).toThrow(/exactly 32 bytes/);
  });
});
