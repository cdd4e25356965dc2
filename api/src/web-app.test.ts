import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi } from "./test/harness.js";
import { cacheControl } from "./web-app.js";

const HOST = "https://portal.example";

/** A GET without the automatic decompression of fetch: the bytes and headers as sent. */
function get(base: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

/** Writes `content` at `file` with its precompressed twins, as scripts/precompress.mjs does. */
async function write(dir: string, file: string, content: string, compressed = true) {
  const full = path.join(dir, file);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(full, content);
  if (!compressed) return;
  await fs.writeFile(`${full}.br`, zlib.brotliCompressSync(content));
  await fs.writeFile(`${full}.gz`, zlib.gzipSync(content));
}

describe("serving the web app and the elements' script bundle", () => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  const entry = `export const entry = "${"bulwark ".repeat(200)}";`;
  const chunk = `export const chunk = "${"chunk ".repeat(200)}";`;

  beforeAll(async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "bulwark-sites-"));
    const app = path.join(root, "app");
    const elements = path.join(root, "elements");
    await write(app, "index.html", "<!doctype html><title>Bulwark</title>", false);
    await write(app, "assets/index-Ab12Cd34.js", `console.log("${"app ".repeat(200)}");`);
    await write(elements, "bulwark-elements.js", entry);
    await write(elements, "chunks/render-KT3GUAMS.js", chunk);
    api = await startTestApi(
      { BULWARK_CORS_ORIGINS: HOST },
      {
        staticSites: [
          { mount: "/elements", dir: elements, cors: true },
          { mount: "/", dir: app, spaFallback: true },
        ],
      },
    );
  });

  afterAll(async () => {
    await api?.close();
  });

  it("serves the embed script, not the web app's page, with a short cache and brotli when accepted", async () => {
    const res = await get(api.baseUrl, "/elements/bulwark-elements.js", { "accept-encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=300, must-revalidate");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(entry);
  });

  it("serves hashed chunks as immutable, gzip to a browser without brotli, plain to one without either", async () => {
    const gz = await get(api.baseUrl, "/elements/chunks/render-KT3GUAMS.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(chunk);
    const plain = await get(api.baseUrl, "/elements/chunks/render-KT3GUAMS.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(chunk);
  });

  it("answers a missing bundle file with 404, never the app's index.html", async () => {
    const res = await get(api.baseUrl, "/elements/chunks/gone-ZZZZZZZZ.js");
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain("<!doctype html>");
  });

  it("sends CORS headers for the configured origins only", async () => {
    const allowed = await get(api.baseUrl, "/elements/bulwark-elements.js", { origin: HOST });
    expect(allowed.headers["access-control-allow-origin"]).toBe(HOST);
    expect(allowed.headers.vary).toMatch(/Origin/);
    const other = await get(api.baseUrl, "/elements/bulwark-elements.js", { origin: "https://evil.example" });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("serves the app's hashed assets precompressed and immutable, and its pages revalidated", async () => {
    const asset = await get(api.baseUrl, "/assets/index-Ab12Cd34.js", { "accept-encoding": "br" });
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const page of ["/", "/inventory/people"]) {
      const res = await get(api.baseUrl, page);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain("<title>Bulwark</title>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });
});

describe("cacheControl", () => {
  it("keeps hashed build output a year, pages revalidated, the rest five minutes", () => {
    expect(cacheControl("assets/index-Ab12Cd34.js")).toMatch(/immutable/);
    expect(cacheControl("chunks/chunk-3V52YEH6.js")).toMatch(/immutable/);
    expect(cacheControl("index.html")).toBe("no-cache");
    expect(cacheControl("bulwark-elements.js")).toBe("public, max-age=300, must-revalidate");
  });
});
