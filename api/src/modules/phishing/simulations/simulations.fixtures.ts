import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import type { Schema } from "@bulwark/contract";
import { weekdays } from "../../../platform/schedule/business-hours.js";
import type { TestApi } from "../../../test/harness.js";
import { type SinkMessage, startSmtpSink } from "../../../test/smtp-sink.js";
import { PHISHING_SEND } from "./simulation-delivery.js";

// Test helpers of phishing simulations (not a test file itself).

/** Every day a business day: a launch at any moment has business hours ahead. */
export const ALL_DAYS = [...weekdays] as Schema<"BusinessDay">[];

/** A desktop browser's agent: what a person's browser sends. */
export const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Moves every queued simulation email to now (the clock is not ours to move) and runs the queue. */
export async function sendDue(api: TestApi) {
  await api.platform.db
    .updateTable("jobs")
    .set({ run_at: new Date(Date.now() - 1000).toISOString() })
    .where("type", "=", PHISHING_SEND)
    .where("status", "=", "pending")
    .execute();
  await api.drainJobs();
}

/**
 * A raw request to a public page (tracking, landing, report) with exactly these headers, the
 * emails' `http://bulwark.test` replaced by the test API's address; `ip` arrives as
 * X-Forwarded-For (the API trusts it in these tests).
 */
export function publicRequest(
  api: TestApi,
  url: string,
  options: { method?: string; ip?: string; userAgent?: string; body?: string } = {},
) {
  const { method = "GET", ip = "203.0.113.7", userAgent = CHROME, body } = options;
  const target = new URL(url.replace("http://bulwark.test", api.baseUrl));
  const headers: Record<string, string> = { "x-forwarded-for": ip, "user-agent": userAgent };
  if (body !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => {
          text += chunk.toString("utf8");
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * An SMTP server on loopback for a simulation test: every message is also written where the
 * harness reads its outbox (the factories' sign-up emails), then handed to `onMessage`. `api` is
 * read when a message arrives (the sink starts before the API, whose address it needs).
 */
export function startSimulationSmtp(api: () => TestApi, onMessage: (message: SinkMessage) => Promise<void> | void) {
  return startSmtpSink({
    onMessage: async (message) => {
      const dir = path.join(api().platform.config.dataDir, "outbox");
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, `${Date.now()}-${Math.random()}.eml`), message.raw);
      await onMessage(message);
    },
  });
}
