import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../test/harness.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ BULWARK_CORS_ORIGINS: "https://portal.example.com" });
});
afterAll(async () => {
  await api?.close();
});

describe("CORS", () => {
  it("answers a preflight from an allowed origin with the headers elements need", async () => {
    const res = await fetch(`${api.baseUrl}/api/v1/notifications/notifications`, {
      method: "OPTIONS",
      headers: {
        origin: "https://portal.example.com",
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization, x-tenant-id",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("https://portal.example.com");
    expect(res.headers.get("access-control-allow-headers")).toContain("x-tenant-id");
    expect(res.headers.get("access-control-allow-headers")).not.toContain("x-api-key");
  });

  it("gives no CORS headers to other origins", async () => {
    const res = await fetch(`${api.baseUrl}/api/v1/health`, { headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.headers.get("vary")).toContain("Origin");
  });

  it("rejects a malformed BULWARK_CORS_ORIGINS at start", async () => {
    const { loadConfig } = await import("../config.js");
    expect(() => loadConfig({ BULWARK_CORS_ORIGINS: "portal.example.com" })).toThrow(/BULWARK_CORS_ORIGINS/);
  });
});
