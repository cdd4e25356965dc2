import http from "node:http";
import type { AddressInfo } from "node:net";
import { startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFRESH_PATH } from "./auth-middleware.js";
import { createBulwarkClient } from "./client.js";
import { ApiCallError, unwrap } from "./errors.js";
import { ExportFailedError, fileNameFromDisposition, runExport } from "./exports.js";
import { recordingFetch, registerOrganizationOwner, registerVerifiedUser } from "./test-support.js";
import { memoryTokenStore } from "./token-store.js";

/** Not a token the API ever issued: it is refused like an expired one. */
const REFUSED_ACCESS_TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub2JvZHkifQ.c2lnbmF0dXJl";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function ownerClient() {
  const owner = await registerOrganizationOwner(api);
  const client = createBulwarkClient({
    baseUrl: api.baseUrl,
    tokenStore: memoryTokenStore(owner.tokens),
    tenantId: owner.tenantId,
  });
  return { owner, client };
}

/** A throwaway HTTP server answering every request with `status` and `body`. */
async function answering(status: number, body: string, contentType = "application/json") {
  const server = http.createServer((_request, response) => {
    response.writeHead(status, { "content-type": contentType }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("unwrap", () => {
  it("answers the data of a successful call, from the promise or from the awaited result", async () => {
    const { owner, client } = await ownerClient();
    const fromPromise = await unwrap(client.GET("/api/v1/users/acl/permissions/my-permissions"));
    const fromResult = unwrap(await client.GET("/api/v1/users/acl/permissions/my-permissions"));
    expect(fromPromise.tenantId).toBe(owner.tenantId);
    expect(fromResult).toEqual(fromPromise);
  });

  it("throws an ApiCallError, a real Error, with status, code and field errors of a 422", async () => {
    const { owner, client } = await ownerClient();
    const error = await unwrap(
      client.POST("/api/v1/users/tenants/{tenantId}/invitations", {
        params: { path: { tenantId: owner.tenantId } },
        body: { emails: ["nope"], roles: ["Viewer"] },
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toBeInstanceOf(Error);
    const failure = error as ApiCallError;
    expect(failure.status).toBe(422);
    expect(failure.statusCode).toBe(422);
    expect(failure.code).toBe("ValidationFailed");
    expect(failure.errors.map((e) => e.path)).toContain("body.emails.0");
    expect(failure.unreachable).toBe(false);
    expect(failure.stack).toContain("ApiCallError");
  });

  it("keeps the server's message and code (403 Forbidden without the organisation's membership)", async () => {
    const { owner } = await ownerClient();
    const stranger = await registerVerifiedUser(api);
    const client = createBulwarkClient({
      baseUrl: api.baseUrl,
      tokenStore: memoryTokenStore(stranger.tokens),
      tenantId: owner.tenantId,
    });
    const error = (await unwrap(client.GET("/api/v1/inventory/people")).catch((e: unknown) => e)) as ApiCallError;
    expect(error.statusCode).toBe(403);
    expect(error.code).toBe("Forbidden");
    expect(error.message).toBe(error.body.message);
  });

  it("reads a non-JSON error answer (a proxy's 502 page) as that status", async () => {
    const proxy = await answering(502, "<html>Bad Gateway</html>", "text/html");
    try {
      const client = createBulwarkClient({ baseUrl: proxy.url });
      const error = (await unwrap(client.GET("/api/v1/users/users/me")).catch((e: unknown) => e)) as ApiCallError;
      expect(error).toBeInstanceOf(ApiCallError);
      expect(error.statusCode).toBe(502);
    } finally {
      await proxy.close();
    }
  });

  it("turns a refused connection into a 503 Unavailable marked unreachable, keeping the cause", async () => {
    const gone = await answering(200, "{}");
    await gone.close();
    const client = createBulwarkClient({ baseUrl: gone.url });
    const error = (await unwrap(client.GET("/api/v1/users/users/me")).catch((e: unknown) => e)) as ApiCallError;
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ statusCode: 503, code: "Unavailable", unreachable: true });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("lets an error thrown by a custom fetch pass through unchanged", async () => {
    class Offline extends Error {}
    const client = createBulwarkClient({
      baseUrl: api.baseUrl,
      fetch: async () => {
        throw new Offline("offline");
      },
    });
    await expect(unwrap(client.GET("/api/v1/users/users/me"))).rejects.toBeInstanceOf(Offline);
  });

  it("does not take a TypeError from a bug for a network failure", async () => {
    const client = createBulwarkClient({
      baseUrl: api.baseUrl,
      fetch: async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'x')");
      },
    });
    const error = await unwrap(client.GET("/api/v1/users/users/me")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiCallError);
  });
});

const CSV = "email,first name,last name\nana@acme.test,Ana,Anić\nboris@acme.test,Boris,Borić\n";

/** The CSV as a stream of small chunks, the way a file is read from disk. */
async function* chunks(text: string, size = 7) {
  const bytes = new TextEncoder().encode(text);
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

describe("client.upload", () => {
  it("streams a body to the call with the bearer and tenant headers and reports bytes sent", async () => {
    const { owner, client: base } = await ownerClient();
    const recorder = recordingFetch();
    const client = createBulwarkClient({
      baseUrl: api.baseUrl,
      tokenStore: memoryTokenStore(owner.tokens),
      tenantId: owner.tenantId,
      fetch: recorder.fetch,
    });
    const progress: number[] = [];
    const report = await unwrap(
      client.upload("/api/v1/inventory/people/import", {
        body: () => chunks(CSV),
        contentType: "text/csv",
        query: { dryRun: false, deleteNotInList: undefined },
        onProgress: (sent) => progress.push(sent),
      }),
    );
    expect(report).toMatchObject({ dryRun: false, rows: 2, created: 2, rejectedCount: 0 });
    expect(progress.at(-1)).toBe(new TextEncoder().encode(CSV).length);
    expect(progress.length).toBeGreaterThan(5);
    const sent = recorder.requests[0]?.headers;
    expect(sent?.get("authorization")).toBe(`Bearer ${owner.tokens.accessToken}`);
    expect(sent?.get("x-tenant-id")).toBe(owner.tenantId);
    expect(sent?.get("content-type")).toBe("text/csv");
    const people = await unwrap(base.GET("/api/v1/inventory/people"));
    expect(people.items.map((p) => p.email).sort()).toEqual(["ana@acme.test", "boris@acme.test"]);
  });

  it("refreshes a refused token once and sends a fresh body, never a copy of the first", async () => {
    const { owner } = await ownerClient();
    const recorder = recordingFetch();
    const store = memoryTokenStore({ accessToken: REFUSED_ACCESS_TOKEN, refreshToken: owner.tokens.refreshToken });
    const client = createBulwarkClient({
      baseUrl: api.baseUrl,
      tokenStore: store,
      tenantId: owner.tenantId,
      fetch: recorder.fetch,
    });
    let bodies = 0;
    const report = await unwrap(
      client.upload("/api/v1/inventory/people/import", {
        body: () => {
          bodies += 1;
          return chunks(CSV);
        },
        contentType: "text/csv",
      }),
    );
    expect(report.created).toBe(2);
    expect(bodies).toBe(2);
    expect(recorder.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /api/v1/inventory/people/import",
      `POST ${REFRESH_PATH}`,
      "POST /api/v1/inventory/people/import",
    ]);
    expect((await store.get())?.accessToken).not.toBe(REFUSED_ACCESS_TOKEN);
  });

  it("answers the API's error for a refused upload (422 for a broken CSV) and saves nothing", async () => {
    const { client } = await ownerClient();
    const result = await client.upload("/api/v1/inventory/people/import", {
      body: () => 'email,first name\nana@acme.test,"Ana\n',
      contentType: "text/csv",
    });
    expect(result.response.status).toBe(422);
    expect(() => unwrap(result)).toThrow(ApiCallError);
    const people = await unwrap(client.GET("/api/v1/inventory/people"));
    expect(people.total).toBe(0);
  });
});

describe("runExport", () => {
  it("requests, polls until ready and downloads the file under the server's file name", async () => {
    const { client } = await ownerClient();
    await unwrap(
      client.POST("/api/v1/inventory/people/batch", {
        body: {
          // Rows are untyped objects in the contract (each is checked on its own).
          people: [{ email: "ana@acme.test", firstName: "Ana" } as never],
        },
      }),
    );
    const phases: string[] = [];
    // The test API runs no job poller: the job is run while the client waits.
    const drain = setInterval(() => void api.drainJobs(), 20);
    try {
      const download = await runExport(
        client,
        { kind: "people", format: "csv", language: "en" },
        { pollMs: 30, onProgress: (phase, request) => phases.push(`${phase}:${request.status}`) },
      );
      expect(download.body).toBeInstanceOf(Blob);
      expect(await download.body.text()).toContain("ana@acme.test");
      expect(download.fileName).toMatch(/\.csv$/);
      expect(download.request.rowCount).toBe(1);
      expect(phases[0]).toBe("preparing:PendingToBeCreated");
      expect(phases.at(-1)).toMatch(/^downloading:/);
    } finally {
      clearInterval(drain);
    }
  });

  it("hands the file over as a stream with parseAs stream", async () => {
    const { client } = await ownerClient();
    const drain = setInterval(() => void api.drainJobs(), 20);
    try {
      const download = await runExport(
        client,
        { kind: "people", format: "xlsx", language: "sr" },
        { pollMs: 30, parseAs: "stream" },
      );
      const bytes = new Uint8Array(await new Response(download.body).arrayBuffer());
      // An XLSX file is a ZIP archive: it starts with "PK".
      expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe("PK");
      expect(download.fileName).toMatch(/\.xlsx$/);
    } finally {
      clearInterval(drain);
    }
  });

  it("stops polling with an AbortError when the signal aborts", async () => {
    const { client } = await ownerClient();
    const controller = new AbortController();
    const seen: string[] = [];
    const run = runExport(
      client,
      { kind: "people", format: "csv", language: "en" },
      {
        pollMs: 60_000,
        signal: controller.signal,
        onProgress: (phase) => {
          seen.push(phase);
          controller.abort();
        },
      },
    );
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    expect(seen).toEqual(["preparing"]);
  });

  // Slow (about 25 s, more on a busy machine): the API retries a failing build twice with
  // backoff before giving up.
  it("rejects with ExportFailedError carrying the server's reason when the job ends in Error", async () => {
    // An API whose people export always fails, plugged in through the API's own export seam.
    type Sources = NonNullable<NonNullable<Parameters<typeof startTestApi>[1]>["exportSources"]>;
    const failing: Sources[number] = {
      kind: "people",
      fileStem: "people",
      requirement: { permission: "ReadInventory", feature: "inventory" },
      columns: [],
      // biome-ignore lint/correctness/useYield: fails before its first row, as a broken database would
      async *rows() {
        throw new Error("the database went away");
      },
    };
    const broken = await startTestApi({}, { exportSources: [failing] });
    let draining: Promise<unknown> = Promise.resolve();
    let drain: ReturnType<typeof setInterval> | undefined;
    try {
      const owner = await registerOrganizationOwner(broken);
      drain = setInterval(() => {
        draining = broken.drainJobs();
      }, 20);
      const client = createBulwarkClient({
        baseUrl: broken.baseUrl,
        tokenStore: memoryTokenStore(owner.tokens),
        tenantId: owner.tenantId,
      });
      const error = await runExport(client, { kind: "people", format: "csv", language: "en" }, { pollMs: 30 }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ExportFailedError);
      const failure = error as ExportFailedError;
      expect(failure.request.status).toBe("Error");
      expect(failure.reason).toBeTruthy();
      // The server's reason is generic: nothing of the internal failure leaks.
      expect(failure.message).not.toContain("database went away");
    } finally {
      clearInterval(drain);
      await draining;
      await broken.close();
    }
  }, 120_000);
});

describe("fileNameFromDisposition", () => {
  it("prefers the UTF-8 filename*, then the quoted, then the bare name, then the fallback", () => {
    expect(fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''Ljudi%20%C4%8Ci.csv`, "x")).toBe(
      "Ljudi Či.csv",
    );
    expect(fileNameFromDisposition('attachment; filename="people \\"q\\".csv"', "x")).toBe('people "q".csv');
    expect(fileNameFromDisposition("attachment; filename=people.csv", "x")).toBe("people.csv");
    expect(fileNameFromDisposition(null, "fallback.csv")).toBe("fallback.csv");
  });
});
