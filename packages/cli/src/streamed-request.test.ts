import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { isNetworkError } from "./errors.js";
import { fetchStreamed } from "./streamed-request.js";

// fetchStreamed stands in for fetch on uploads: these check it answers as fetch would, against
// a real node:http server on loopback.

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function serve(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function* chunks(count: number, size: number) {
  for (let i = 0; i < count; i++) yield new Uint8Array(size).fill(97 + (i % 26));
}

describe("fetchStreamed", () => {
  it("streams the body with the request's method, query and headers, and answers the status, headers and body", async () => {
    const url = await serve(async (req, res) => {
      let bytes = 0;
      for await (const chunk of req) bytes += (chunk as Buffer).length;
      res.writeHead(201, { "content-type": "application/json", "x-seen": "yes" });
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          bytes,
          type: req.headers["content-type"],
          auth: req.headers.authorization,
        }),
      );
    });

    const response = await fetchStreamed(`${url}/upload?dryRun=true`, {
      method: "POST",
      headers: { "content-type": "text/csv", authorization: "Bearer t" },
      body: chunks(40, 64 * 1024) as unknown as BodyInit,
    });

    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.headers.get("x-seen")).toBe("yes");
    expect(await response.json()).toEqual({
      method: "POST",
      url: "/upload?dryRun=true",
      bytes: 40 * 64 * 1024,
      type: "text/csv",
      auth: "Bearer t",
    });
  });

  it("answers a refusal the server sends before reading the whole body", async () => {
    const url = await serve((req, res) => {
      req.once("data", () => {
        res.writeHead(422, { "content-type": "application/json", connection: "close" });
        res.end('{"message":"no"}', () => req.destroy());
      });
    });

    const response = await fetchStreamed(url, { method: "POST", body: chunks(2000, 64 * 1024) as unknown as BodyInit });

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: "no" });
  });

  it("fails as fetch does when the server reads the whole body and closes the connection without answering", async () => {
    const url = await serve(async (req) => {
      for await (const _ of req) {
        // read it all
      }
      req.socket.destroy();
    });

    const error = await fetchStreamed(url, { method: "POST", body: chunks(4, 1024) as unknown as BodyInit }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(TypeError);
    expect(isNetworkError(error)).toBe(true);
  });

  it("fails as fetch does when nothing listens, which the CLI reports as an unreachable API", async () => {
    const url = await serve(() => undefined);
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;

    const error = await fetchStreamed(url, { method: "POST", body: chunks(1, 10) as unknown as BodyInit }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(TypeError);
    expect(isNetworkError(error)).toBe(true);
  });
});
