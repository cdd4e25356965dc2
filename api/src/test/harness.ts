import fs from "node:fs/promises";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { type AppOptions, createApp } from "../app.js";
import { createPlatform } from "../bootstrap.js";
import { loadConfig } from "../platform/config.js";
import { EVENTS_DISPATCH } from "../platform/events/events.js";
import { createLogger } from "../platform/logger.js";
import type { Platform } from "../platform/platform.js";
import { assertMatchesContract } from "./contract.js";
import { freshPostgresDatabase, testDialect } from "./database.js";

export interface RequestOptions {
  body?: unknown;
  /** Raw body (sent as is) instead of JSON. */
  raw?: string | Buffer | FormData;
  token?: string;
  tenant?: string;
  headers?: Record<string, string>;
  /** Skip the contract check (for deliberately malformed requests the contract cannot describe). */
  unchecked?: boolean;
}

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A real API on a random loopback port with its own empty database (SQLite file or a fresh
 * PostgreSQL database). Every response goes through the contract check. `options.staticSites`
 * serves built front ends from the same origin (the browser tests serve the web app at "/").
 */
export async function startTestApi(
  env: Record<string, string> = {},
  options: Pick<AppOptions, "staticSites" | "exportSources"> = {},
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bulwark-test-"));
  const pgDb = testDialect === "postgres" ? await freshPostgresDatabase() : undefined;
  const config = loadConfig({
    BULWARK_DATA_DIR: dataDir,
    PUBLIC_URL: "http://bulwark.test",
    LOG_LEVEL: "error",
    // Test servers (DNS, HTTP, directory fakes) live on loopback.
    ALLOW_PRIVATE_NETWORK: "true",
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const { platform, close } = await createPlatform(config, createLogger(config.logLevel));
  const { app, worker, workers, housekeeping } = createApp(platform, options);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  async function request<T = any>(
    method: string,
    pathname: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.tenant) headers["x-tenant-id"] = options.tenant;
    let body: BodyInit | undefined;
    if (options.raw !== undefined) body = options.raw as BodyInit;
    else if (options.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}${pathname}`, { method, headers, body });
    const contentType = response.headers.get("content-type") ?? "";
    const text = await response.text();
    const parsed = contentType.includes("application/json") && text ? JSON.parse(text) : text;
    if (!options.unchecked) {
      assertMatchesContract(method, new URL(pathname, baseUrl).pathname, response.status, parsed, contentType);
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** Runs every due background job now (emails), instead of waiting for the poller. */
  const drainJobs = () => worker.drain();
  /**
   * Hands the published domain events to their subscribers now (notifications, activity log,
   * webhook deliveries created), without running any other job (webhook sends, discovery, ...).
   */
  const drainEvents = () => worker.drain([EVENTS_DISPATCH]);

  /** The emails written to the outbox, oldest first, with the links they carry. */
  async function outbox() {
    await drainJobs();
    const dir = path.join(dataDir, "outbox");
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    const messages = await Promise.all(
      files.map(async (file) => {
        const raw = await fs.readFile(path.join(dir, file), "utf8");
        const stat = await fs.stat(path.join(dir, file));
        const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? "";
        const subject = /^Subject: (.+)$/m.exec(raw)?.[1]?.trim() ?? "";
        const unfolded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
        const links = [...unfolded.matchAll(/http:\/\/bulwark\.test\/[^\s"<>]+/g)].map((m) => m[0]);
        return { file, to, subject, links, raw, mtime: stat.mtimeMs };
      }),
    );
    return messages.sort((a, b) => a.mtime - b.mtime);
  }

  /**
   * The token of the newest link to `pathname` emailed to `to`. Waits up to 10 s for it: where the
   * job poller runs too (the browser tests' stacks), it may have claimed the email's job, which
   * drainJobs() then skips, and still be writing the message (a loaded CI run saw it missing).
   */
  async function emailedToken(to: string, pathname: string): Promise<string> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = (await outbox()).filter((m) => m.to.includes(to));
      const link = mails
        .flatMap((m) => m.links)
        .filter((l) => l.includes(pathname))
        .at(-1);
      if (link) return new URL(link).searchParams.get("token") as string;
      if (Date.now() > deadline) throw new Error(`No email to ${to} with a ${pathname} link`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    baseUrl,
    platform: platform as Platform,
    request,
    drainJobs,
    drainEvents,
    /** The workers a running server starts (general, webhook sends), for tests of the lanes themselves. */
    lanes: workers,
    /** The daily clean-up of records past their retention (`RETENTION_DAYS`), run when a test calls it. */
    housekeeping,
    outbox,
    emailedToken,
    async close() {
      await worker.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
      await pgDb?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;
export { type Receiver, startReceiver } from "../modules/webhooks/webhook-receiver.fixture.js";
export { freshPostgresDatabase, testDialect } from "./database.js";
export { type DnsServer, type DnsZone, dnsmasqAvailable, startDnsServer } from "./dns-server.js";
export { addMember, createOrganizationOwner, createUser, PASSWORD, type TestUser, uniqueEmail } from "./factories.js";
export { createTestServiceAccount, startFakeGoogle, startFakeMicrosoft } from "./fake-directories.js";
export { type SinkMessage, type SmtpSink, startSmtpSink } from "./smtp-sink.js";
