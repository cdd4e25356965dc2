#!/usr/bin/env node
// The MSP portal's server: serves the portal page and the elements bundle, mints short-lived
// embed tokens for the page, and forwards /api to Bulwark so the elements call it from the
// portal's own origin (no CORS set-up needed on Bulwark). node:http only.
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The widgets the page embeds; the embed token allows exactly these. */
export const WIDGETS = ["notifications", "organization", "activity-logs", "members"];

const here = path.dirname(fileURLToPath(import.meta.url));
const defaultBundle = path.join(here, "..", "..", "packages", "elements", "dist", "bulwark-elements.js");

/**
 * Where Bulwark is and how the portal proves who it is: an organisation API key (preferred: it
 * never expires with a password change) or an organisation admin's email and password.
 */
export function configFromEnv(env = process.env) {
  return {
    apiUrl: (env.BULWARK_API_URL ?? "http://localhost:8080").replace(/\/+$/, ""),
    apiKey: env.BULWARK_API_KEY || undefined,
    tenantId: env.BULWARK_TENANT_ID || undefined,
    email: env.BULWARK_EMAIL || undefined,
    password: env.BULWARK_PASSWORD || undefined,
    port: Number(env.PORT ?? 8081),
    host: env.HOST ?? "127.0.0.1",
    bundle: env.BULWARK_ELEMENTS_BUNDLE ?? defaultBundle,
    lang: env.PORTAL_LANG === "sr" ? "sr" : "en",
  };
}

async function callApi(config, method, pathname, { body, headers = {} } = {}) {
  const response = await fetch(`${config.apiUrl}${pathname}`, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const data = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const error = new Error(`${method} ${pathname}: ${response.status} ${data?.message ?? ""}`.trim());
    error.statusCode = response.status;
    throw error;
  }
  return data;
}

/**
 * Mints embed tokens. With an API key every mint is one call; with an admin's credentials the
 * portal signs in once and refreshes its own session as Bulwark's client would.
 */
export function createTokenMinter(config) {
  if (!config.apiKey && !(config.email && config.password)) {
    throw new Error("Set BULWARK_API_KEY and BULWARK_TENANT_ID, or BULWARK_EMAIL and BULWARK_PASSWORD");
  }
  if (config.apiKey && !config.tenantId) throw new Error("BULWARK_API_KEY needs BULWARK_TENANT_ID");
  let session;
  let tenantId = config.tenantId;

  async function signIn() {
    const login = await callApi(config, "POST", "/api/v1/users/auth/login", {
      body: { email: config.email, password: config.password },
    });
    if (!login.token) throw new Error("The portal's admin account has two-factor on: use an API key instead");
    session = login.token;
    if (!tenantId) {
      const me = await callApi(config, "GET", "/api/v1/users/users/me", {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      tenantId = me.tenants[0]?.id;
      if (!tenantId) throw new Error("The portal's admin account belongs to no organisation");
    }
  }

  async function mintWithSession() {
    if (!session) await signIn();
    const request = () =>
      callApi(config, "POST", "/api/v1/users/embed-tokens", {
        body: { tenantId, widgets: WIDGETS },
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
    try {
      return await request();
    } catch (error) {
      if (error.statusCode !== 401) throw error;
      // The access token expired: refresh once, or sign in again if the refresh token is gone too.
      try {
        session = await callApi(config, "POST", "/api/v1/users/auth/refresh-token", {
          body: { refreshToken: session.refreshToken },
        });
      } catch {
        await signIn();
      }
      return request();
    }
  }

  return {
    get tenantId() {
      return tenantId;
    },
    async mint() {
      if (config.apiKey) {
        return callApi(config, "POST", "/api/v1/users/embed-tokens", {
          body: { tenantId, widgets: WIDGETS },
          headers: { "x-api-key": config.apiKey },
        });
      }
      return mintWithSession();
    },
    /** Signs in (admin credentials) so the tenant is known before the first page is served. */
    async ready() {
      if (!config.apiKey && !session) await signIn();
    },
  };
}

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );

/** Forwards a request to Bulwark unchanged (method, headers, body) and streams the answer back. */
function proxy(config, req, res) {
  const target = new URL(req.url, config.apiUrl);
  const transport = target.protocol === "https:" ? https : http;
  const headers = { ...req.headers, host: target.host };
  // The page never sends the portal's own credentials on; only the embed token in Authorization.
  delete headers.cookie;
  const upstream = transport.request(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on("error", () => {
    if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
    res.end(JSON.stringify({ statusCode: 502, message: "Bulwark is unreachable", code: "BadGateway" }));
  });
  req.pipe(upstream);
}

/** Creates the portal's HTTP server (not listening). */
export function createPortalServer(config = configFromEnv()) {
  const minter = createTokenMinter(config);
  const template = fs.readFileSync(path.join(here, "public", "index.html"), "utf8");
  const portalScript = fs.readFileSync(path.join(here, "public", "portal.js"), "utf8");
  const portalCss = fs.readFileSync(path.join(here, "public", "portal.css"), "utf8");

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://portal.local");
    try {
      if (url.pathname.startsWith("/api/")) return proxy(config, req, res);
      if (req.method === "POST" && url.pathname === "/embed-token") {
        // A real portal authenticates its own user here and picks that customer's organisation.
        const minted = await minter.mint();
        res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
        return res.end(JSON.stringify({ token: minted.token, expiresAt: minted.expiresAt }));
      }
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { allow: "GET, HEAD, POST" });
        return res.end();
      }
      if (url.pathname === "/" || url.pathname === "/index.html") {
        await minter.ready();
        const lang = url.searchParams.get("lang") === "sr" ? "sr" : config.lang;
        const html = template
          .replace('<html lang="en">', `<html lang="${lang}">`)
          .replaceAll("{{tenantId}}", escapeHtml(minter.tenantId ?? ""))
          .replaceAll("{{lang}}", lang);
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
        return res.end(html);
      }
      if (url.pathname === "/portal.js") {
        res.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
        return res.end(portalScript);
      }
      if (url.pathname === "/portal.css") {
        res.writeHead(200, { "content-type": "text/css; charset=utf-8" });
        return res.end(portalCss);
      }
      if (url.pathname.startsWith("/elements/")) {
        // The bundle and the chunks it imports on first use, from the elements' dist folder.
        const root = path.dirname(config.bundle);
        const file = path.resolve(root, `.${decodeURIComponent(url.pathname.slice("/elements".length))}`);
        if (!file.startsWith(root + path.sep) || !/\.js(\.map)?$/.test(file) || !fs.existsSync(file)) {
          res.writeHead(404, { "content-type": "text/plain" });
          return res.end(
            fs.existsSync(config.bundle)
              ? "Not found"
              : "Build the elements first: pnpm --filter @bulwark/elements build",
          );
        }
        res.writeHead(200, {
          "content-type": file.endsWith(".map") ? "application/json" : "text/javascript; charset=utf-8",
        });
        return fs.createReadStream(file).pipe(res);
      }
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("Not found");
    } catch (error) {
      res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ statusCode: 502, message: error instanceof Error ? error.message : "failed" }));
    }
  });
  return server;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const config = configFromEnv();
  let server;
  try {
    server = createPortalServer(config);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
  server.listen(config.port, config.host, () => {
    process.stdout.write(`MSP portal on http://${config.host}:${config.port}/ (Bulwark at ${config.apiUrl})\n`);
  });
}
