import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";

// Response headers a security review checks first: what a browser may run and embed, what a
// shared cache may keep, and that https sticks once used.
let api: TestApi;
let direct: TestApi;
let site: string;
beforeAll(async () => {
  // A stand-in for the built web app, served the way main.ts serves it.
  site = await fs.mkdtemp(path.join(os.tmpdir(), "bulwark-site-"));
  await fs.writeFile(path.join(site, "index.html"), "<!doctype html><title>app</title><div id=root></div>");
  api = await startTestApi({ TRUST_PROXY: "true" }, { staticSites: [{ mount: "/", dir: site, spaFallback: true }] });
  direct = await startTestApi();
});
afterAll(async () => {
  await api?.close();
  await direct?.close();
  await fs.rm(site, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function csp(headers: Headers): Map<string, string[]> {
  const value = headers.get("content-security-policy");
  expect(value, "Content-Security-Policy").toBeTruthy();
  return new Map(
    (value ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe("Cache-Control on API answers", () => {
  it("is no-store on answers carrying tokens or personal data, and on errors", async () => {
    const user = await createUser(api);
    const login = await api.request("POST", "/api/v1/users/auth/login", {
      body: { email: user.email, password: user.password },
    });
    const me = await api.request("GET", "/api/v1/users/users/me", { token: user.accessToken });
    const denied = await api.request("GET", "/api/v1/users/users/me");
    const unknown = await api.request("GET", "/api/v1/nothing-here", { unchecked: true });
    for (const res of [login, me, denied, unknown]) {
      expect(res.headers.get("cache-control")).toContain("no-store");
    }
  });

  it("lets the public contract document be cached", async () => {
    const res = await api.request("GET", "/api/v1/openapi.json");
    expect(res.headers.get("cache-control")).not.toContain("no-store");
  });
});

describe("Content-Security-Policy", () => {
  it("on API answers: nothing may load and nobody may frame them", async () => {
    const res = await api.request("GET", "/api/v1/health");
    const policy = csp(res.headers);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("on the API reference: scripts only from files of this origin, no inline script, not framed", async () => {
    const page = await fetch(`${api.baseUrl}/api/docs`);
    const policy = csp(page.headers);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    const html = await page.text();
    // Every <script> has a src: nothing inline for the policy to have to allow.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe("");
    }
    const init = await fetch(`${api.baseUrl}/api/docs/init.js`);
    expect(init.headers.get("content-type")).toContain("javascript");
  });

  it("on the web app: own-origin scripts and styles only, framed only by itself, on every route", async () => {
    for (const route of ["/", "/inventory/people", "/index.html"]) {
      const res = await fetch(`${api.baseUrl}${route}`);
      expect(res.status).toBe(200);
      const policy = csp(res.headers);
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("script-src")).toEqual(["'self'"]);
      expect(policy.get("style-src")).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
    }
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent when the request came over https through a trusted proxy", async () => {
    const res = await api.request("GET", "/api/v1/health", { headers: { "x-forwarded-proto": "https" } });
    const hsts = res.headers.get("strict-transport-security") ?? "";
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain("includeSubDomains");
  });

  it("is not sent over plain http, nor on a forwarded header the API does not trust", async () => {
    expect((await api.request("GET", "/api/v1/health")).headers.get("strict-transport-security")).toBeNull();
    const spoofed = await direct.request("GET", "/api/v1/health", { headers: { "x-forwarded-proto": "https" } });
    expect(spoofed.headers.get("strict-transport-security")).toBeNull();
  });
});
