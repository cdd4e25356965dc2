import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isNetworkError } from "./errors.js";
import { fetchStreamed } from "./streamed-request.js";
import { runCli } from "./test-support.js";

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

// In Node the first use of `Request`, `Response`, `Headers` or `FormData` loads fetch's whole
// implementation (~55 ms of CPU). `bulwark people import` should send its first byte before that:
// a module preloaded into the CLI's process marks, synchronously, the first use of any of them,
// and the server looks for the mark when the upload arrives.
describe("bulwark people import, at its start", () => {
  it("sends the file before loading fetch's implementation, and still reads the answer", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-fetch-load-"));
    const mark = path.join(dir, "fetch-loaded");
    const spy = path.join(dir, "spy.mjs");
    fs.writeFileSync(
      spy,
      `import fs from "node:fs";
for (const name of ["Request", "Response", "Headers", "FormData"]) {
  const original = Object.getOwnPropertyDescriptor(globalThis, name);
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      fs.appendFileSync(${JSON.stringify(mark)}, name + "\\n");
      Object.defineProperty(globalThis, name, original);
      return globalThis[name];
    },
  });
}
`,
    );
    const csv = path.join(dir, "people.csv");
    fs.writeFileSync(csv, "email\nana@example.com\n");
    let loadedBeforeUpload: string | undefined;
    const url = await serve(async (req, res) => {
      loadedBeforeUpload = fs.existsSync(mark) ? fs.readFileSync(mark, "utf8") : "";
      for await (const _ of req);
      res.writeHead(200, { "content-type": "application/json" });
      // Only what the check reads: the CLI prints the report with --json as it came.
      res.end(JSON.stringify({ rows: 1, created: 1 }));
    });
    try {
      const { code, stdout, stderr } = await runCli(["people", "import", csv, "--json"], {
        env: {
          HOME: dir,
          BULWARK_API_URL: url,
          BULWARK_TOKEN: "token",
          BULWARK_TENANT_ID: "00000000-0000-4000-8000-000000000000",
          NODE_OPTIONS: `--import=${spy}`,
        },
      });
      expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
      expect(JSON.parse(stdout)).toMatchObject({ created: 1 });
      expect(loadedBeforeUpload).toBe("");
      // Loaded afterwards, to read the answer.
      expect(fs.readFileSync(mark, "utf8")).not.toBe("");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
