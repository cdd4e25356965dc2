import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { parseTokens, type TokenStore } from "./token-store.js";

/**
 * Reads a JSON object file, or an empty object when the file does not exist.
 * Other read errors (permissions, a directory in the way) are thrown: silently treating them as
 * "signed out" would make `bulwark login` overwrite a file it could not read.
 */
export async function readJsonFile(file: string): Promise<Record<string, unknown>> {
  let raw: string;
  try {
    raw = await fs.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Writes a JSON object file readable by its owner only (0600), creating the directory (0700).
 * The write goes through a temporary file and a rename so a crash never leaves half a file.
 */
export async function writeJsonFile(file: string, value: Record<string, unknown>): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  try {
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  // rename keeps the temporary file's mode, but an existing file's looser mode must not survive.
  await fs.chmod(file, 0o600);
}

/**
 * Keeps tokens in a JSON file (Node only), under its `tokens` key; other keys of the file are
 * kept as they are, so a CLI can store its API URL and active organisation beside the tokens.
 * The file is created with mode 0600 and its directory with 0700.
 */
export function fileTokenStore(file: string): TokenStore {
  return {
    async get() {
      return parseTokens((await readJsonFile(file)).tokens);
    },
    async set(tokens) {
      const { tokens: _previous, ...rest } = await readJsonFile(file);
      await writeJsonFile(file, tokens ? { ...rest, tokens } : rest);
    },
  };
}
