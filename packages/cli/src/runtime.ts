import {
  ApiCallError,
  type BulwarkClient,
  type CallResult,
  createBulwarkClient,
  memoryTokenStore,
  type TokenStore,
  type Tokens,
  unwrap as unwrapCall,
} from "@bulwark/client";
import { fileTokenStore } from "@bulwark/client/node";
import { credentialsPath, readCredentials } from "./credentials.js";
import { ApiUnreachableError, isNetworkError, NotSignedInError, UsageError } from "./errors.js";
import type { OutputMode } from "./output.js";
import { createPrompter, type Prompter } from "./prompt.js";
import { fetchStreamed } from "./streamed-request.js";

/** The process's streams and environment, passed in so nothing below reads globals. */
export interface Io {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  env: NodeJS.ProcessEnv;
}

/** What every command gets: streams, where credentials live, prompts and the session. */
export interface Runtime {
  io: Io;
  credentialsFile: string;
  prompter: Prompter;
  /** json with `--json`; Ink on a terminal; plain lines into a pipe or file. */
  mode(json: boolean | undefined): OutputMode;
  /** The signed-in session, from the environment or from `bulwark login`; throws when there is none. */
  session(): Promise<Session>;
}

/** A signed-in client and where its credentials came from. */
export interface Session {
  client: BulwarkClient;
  apiUrl: string;
  /** `env` for BULWARK_TOKEN (nothing is saved), `file` for `bulwark login`. */
  source: "env" | "file";
  tenantId: string | null;
}

const REQUEST_TIMEOUT_MS = 30_000;

export const DEFAULT_API_URL = "http://localhost:8080";

/** A URL with its trailing slashes removed; a usage error when it is not an http(s) URL. */
export function normalizeApiUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`Not a URL: ${value}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError(`Not an http(s) URL: ${value}`);
  return url.href.replace(/\/+$/, "");
}

/**
 * A client for `apiUrl` whose network failures become {@link ApiUnreachableError} and whose
 * requests give up after 30 seconds, except streamed uploads, which take as long as the file
 * and go out through `node:http` ({@link fetchStreamed}).
 */
export function connect(apiUrl: string, tokenStore: TokenStore, tenantId: string | null = null): BulwarkClient {
  const fetchWithTimeout: typeof fetch = async (input, init) => {
    const streamed = (init as { duplex?: string } | undefined)?.duplex === "half";
    try {
      if (streamed) return await fetchStreamed(input, init as RequestInit);
      const request = new Request(input, init);
      return await fetch(request, {
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
    } catch (error) {
      if (isNetworkError(error)) throw new ApiUnreachableError(apiUrl, { cause: error });
      throw error;
    }
  };
  return createBulwarkClient({ baseUrl: apiUrl, tokenStore, tenantId, fetch: fetchWithTimeout });
}

/**
 * The data of a successful call, or the client's {@link ApiCallError}. A 401 on a signed-in
 * call means the session is gone (the client already tried a refresh), which is reported as
 * "not signed in"; `signedIn: false` is for the sign-in calls, whose 401 means wrong credentials.
 */
export function unwrap<Data>(result: CallResult<Data>, options: { signedIn?: boolean } = { signedIn: true }): Data {
  try {
    return unwrapCall(result);
  } catch (error) {
    if (error instanceof ApiCallError && error.statusCode === 401 && options.signedIn) {
      throw new NotSignedInError(`Not signed in (${error.message}): run \`bulwark login\` again`);
    }
    throw error;
  }
}

/**
 * The active organization's id, for calls that name it in their path; a usage error saying how
 * to pick one when there is none.
 */
export function requireTenant(session: Session): string {
  if (!session.tenantId) {
    throw new UsageError("No active organization: run `bulwark orgs use <id|name>` or set BULWARK_TENANT_ID");
  }
  return session.tenantId;
}

/** The runtime of one `bulwark` run over the given streams and environment. */
export function createRuntime(io: Io): Runtime {
  const credentialsFile = credentialsPath(io.env);
  return {
    io,
    credentialsFile,
    prompter: createPrompter(io),
    mode: (json) => (json ? "json" : io.stdout.isTTY ? "tty" : "plain"),
    async session() {
      const env = io.env;
      if (env.BULWARK_TOKEN) {
        const stored = await readCredentials(credentialsFile);
        const url = env.BULWARK_API_URL || stored.apiUrl;
        if (!url) throw new UsageError("BULWARK_TOKEN is set but BULWARK_API_URL is not");
        const apiUrl = normalizeApiUrl(url);
        const tokens: Tokens = { accessToken: env.BULWARK_TOKEN };
        const tenantId = env.BULWARK_TENANT_ID || null;
        return { client: connect(apiUrl, memoryTokenStore(tokens), tenantId), apiUrl, source: "env", tenantId };
      }
      const stored = await readCredentials(credentialsFile);
      if (!stored.tokens) throw new NotSignedInError();
      const apiUrl = normalizeApiUrl(env.BULWARK_API_URL || stored.apiUrl || DEFAULT_API_URL);
      const tenantId = env.BULWARK_TENANT_ID || stored.tenantId || null;
      // The file store writes refreshed tokens back, so the next run starts with them.
      return { client: connect(apiUrl, fileTokenStore(credentialsFile), tenantId), apiUrl, source: "file", tenantId };
    },
  };
}
