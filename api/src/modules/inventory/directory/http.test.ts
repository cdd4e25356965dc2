import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { DirectoryError } from "./directory.js";
import { createHttp, MAX_RETRY_WAIT_MS, retryAfterMs } from "./http.js";

type Step = (request: IncomingMessage, response: ServerResponse) => void;

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A real server that answers the n-th request with steps[n] (the last step repeats). */
async function scripted(steps: Step[]) {
  const seen: { method: string; headers: IncomingMessage["headers"]; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      seen.push({ method: request.method ?? "", headers: request.headers, body });
      const step = steps[Math.min(seen.length - 1, steps.length - 1)];
      step?.(request, response);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/path?pageToken=secret-page`, seen };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Step =>
  (_request, response) => {
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(JSON.stringify(body));
  };
const cut: Step = (request) => request.socket.destroy();

function recorder() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe("createHttp", () => {
  it("waits what Retry-After asks after a 429, then returns the retried answer", async () => {
    const server = await scripted([json(429, { error: "slow down" }, { "retry-after": "1" }), json(200, { ok: true })]);
    const { waits, sleep } = recorder();
    const response = await createHttp("google", { sleep })({ method: "GET", url: server.url, what: "user list" });
    expect(response).toMatchObject({ status: 200, json: { ok: true } });
    expect(waits).toEqual([1000]);
    expect(server.seen).toHaveLength(2);
  });

  it("reads Retry-After as an HTTP date on 503 and caps each wait at 30 s", async () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    const server = await scripted([
      json(503, {}, { "retry-after": "Wed, 01 Jan 2025 00:00:05 GMT" }),
      json(503, {}, { "retry-after": "3600" }),
      json(200, { ok: true }),
    ]);
    const { waits, sleep } = recorder();
    await createHttp("microsoft", { sleep, now: () => now })({ method: "GET", url: server.url, what: "user list" });
    expect(waits).toEqual([5000, MAX_RETRY_WAIT_MS]);
  });

  it("backs off 1, 2, 4, 8 s without Retry-After and gives up after 4 retries", async () => {
    const server = await scripted([json(429, {})]);
    const { waits, sleep } = recorder();
    const call = createHttp("microsoft", { sleep })({ method: "GET", url: server.url, what: "user list" });
    await expect(call).rejects.toThrow(DirectoryError);
    await expect(call).rejects.toMatchObject({ kind: "unavailable", reason: expect.stringMatching(/429.*4 retries/) });
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect(server.seen).toHaveLength(5);
  });

  it("returns 4xx other than 429 at once, without retrying", async () => {
    for (const status of [400, 401, 403, 404]) {
      const server = await scripted([json(status, { error: "no" })]);
      const { waits, sleep } = recorder();
      const response = await createHttp("google", { sleep })({ method: "GET", url: server.url, what: "user list" });
      expect(response.status).toBe(status);
      expect(server.seen).toHaveLength(1);
      expect(waits).toEqual([]);
    }
  });

  it("retries a network error once", async () => {
    const server = await scripted([cut, json(200, { ok: true })]);
    const { sleep } = recorder();
    const response = await createHttp("google", { sleep })({ method: "GET", url: server.url, what: "user list" });
    expect(response.json).toEqual({ ok: true });
    expect(server.seen).toHaveLength(2);
  });

  it("gives up after the second network error, naming the host but not the query", async () => {
    const server = await scripted([cut]);
    const { sleep } = recorder();
    const call = createHttp("google", { sleep })({ method: "GET", url: server.url, what: "user list" });
    await expect(call).rejects.toMatchObject({ provider: "google", kind: "unavailable" });
    const error = (await call.catch((e: unknown) => e)) as DirectoryError;
    expect(error.reason).toMatch(/Could not reach Google \(127\.0\.0\.1:\d+\) for the user list/);
    expect(error.reason).not.toContain("secret-page");
    expect(server.seen).toHaveLength(2);
  });

  it("times out a server that never answers, once per attempt", async () => {
    const server = await scripted([() => {}]);
    const { sleep } = recorder();
    const call = createHttp("microsoft", { sleep, timeoutMs: 150 })({
      method: "GET",
      url: server.url,
      what: "user list",
    });
    await expect(call).rejects.toMatchObject({ reason: expect.stringContaining("no answer within 150 ms") });
    expect(server.seen).toHaveLength(2);
  });

  it("sends forms url-encoded and does not follow redirects", async () => {
    const server = await scripted([
      (_request, response) => {
        response.writeHead(302, { location: "http://127.0.0.1:1/elsewhere" });
        response.end();
      },
    ]);
    const response = await createHttp("microsoft")({
      method: "POST",
      url: server.url,
      form: { grant_type: "client_credentials", scope: "https://graph.microsoft.com/.default" },
      headers: { authorization: "Bearer t" },
      what: "token request",
    });
    expect(response.status).toBe(302);
    expect(server.seen[0]?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(server.seen[0]?.body).toBe(
      "grant_type=client_credentials&scope=https%3A%2F%2Fgraph.microsoft.com%2F.default",
    );
  });

  it("leaves json undefined for a body that is not JSON", async () => {
    const server = await scripted([
      (_request, response) => {
        response.writeHead(200, { "content-type": "text/html" });
        response.end("<html>proxy</html>");
      },
    ]);
    const response = await createHttp("google")({ method: "GET", url: server.url, what: "user list" });
    expect(response).toMatchObject({ status: 200, json: undefined, contentType: "text/html" });
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates, and ignores what it cannot read", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(retryAfterMs("2", now)).toBe(2000);
    expect(retryAfterMs("Wed, 01 Jan 2025 00:00:10 GMT", now)).toBe(10_000);
    expect(retryAfterMs("Tue, 31 Dec 2024 23:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
