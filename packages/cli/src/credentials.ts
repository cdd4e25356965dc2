import os from "node:os";
import path from "node:path";
import type { Tokens } from "@bulwark/client";
import { readJsonFile, writeJsonFile } from "@bulwark/client/node";

/** What `bulwark login` keeps between runs. */
export interface Credentials {
  apiUrl?: string | undefined;
  email?: string | undefined;
  /** The active organization, set by `bulwark orgs use` (or at login when there is only one). */
  tenantId?: string | null | undefined;
  tokens?: Tokens | undefined;
}

/**
 * The user's configuration directory for bulwark: `$XDG_CONFIG_HOME/bulwark` when set, otherwise
 * the platform's usual place (`~/.config`, `~/Library/Application Support`, `%APPDATA%`).
 */
export function configDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.XDG_CONFIG_HOME) return path.join(env.XDG_CONFIG_HOME, "bulwark");
  const home = env.HOME || os.homedir();
  if (platform === "darwin") return path.join(home, "Library", "Application Support", "bulwark");
  if (platform === "win32") return path.join(env.APPDATA || path.join(home, "AppData", "Roaming"), "bulwark");
  return path.join(home, ".config", "bulwark");
}

/** Where `bulwark login` stores the session (mode 0600). */
export const credentialsPath = (env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform) =>
  path.join(configDir(env, platform), "credentials.json");

/** The stored credentials, or an empty object when there are none. */
export async function readCredentials(file: string): Promise<Credentials> {
  const raw = await readJsonFile(file);
  return {
    apiUrl: typeof raw.apiUrl === "string" ? raw.apiUrl : undefined,
    email: typeof raw.email === "string" ? raw.email : undefined,
    tenantId: typeof raw.tenantId === "string" ? raw.tenantId : null,
    tokens: raw.tokens as Tokens | undefined,
  };
}

/** Replaces the stored credentials (mode 0600, directory 0700). */
export async function writeCredentials(file: string, credentials: Credentials): Promise<void> {
  await writeJsonFile(file, JSON.parse(JSON.stringify(credentials)) as Record<string, unknown>);
}

/** Changes some fields of the stored credentials, keeping the others. */
export async function updateCredentials(file: string, changes: Partial<Credentials>): Promise<void> {
  const raw = await readJsonFile(file);
  await writeJsonFile(file, JSON.parse(JSON.stringify({ ...raw, ...changes })) as Record<string, unknown>);
}
