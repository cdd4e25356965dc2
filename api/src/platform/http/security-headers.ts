import type { RequestHandler } from "express";

/** One Content-Security-Policy header value from directives. */
const policy = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources}`)
    .join("; ");

/**
 * API answers are data, never a page: nothing may load from them and nobody may frame them.
 * (OWASP's REST Security Cheat Sheet.)
 */
export const API_CSP = policy({ "default-src": "'none'", "frame-ancestors": "'none'" });

/**
 * The API reference (`/api/docs`): Scalar from files of this origin, its configuration a served
 * file rather than inline, so scripts stay `'self'` only. Scalar injects its styles as `<style>`
 * elements at run time ('unsafe-inline' for styles only: a style cannot run code), draws icons as
 * `data:` images and embeds no font from elsewhere (`data:` fonts at most). It is never framed.
 */
export const DOCS_CSP = policy({
  "default-src": "'self'",
  "script-src": "'self'",
  "style-src": "'self' 'unsafe-inline'",
  "img-src": "'self' data:",
  "font-src": "'self' data:",
  "connect-src": "'self'",
  "object-src": "'none'",
  "base-uri": "'self'",
  "form-action": "'self'",
  "frame-ancestors": "'none'",
});

/**
 * The reference web app: the built bundle is files only (vanilla-extract compiles styles to a CSS
 * file; no inline script or style in index.html), and it calls the API on its own origin. Images
 * may be `data:`/`blob:` (an uploaded logo's preview). Only the app itself may frame it.
 */
export const WEB_APP_CSP = policy({
  "default-src": "'self'",
  "script-src": "'self'",
  "style-src": "'self'",
  "img-src": "'self' data: blob:",
  "font-src": "'self' data:",
  "connect-src": "'self'",
  "object-src": "'none'",
  "base-uri": "'self'",
  "form-action": "'self'",
  "frame-ancestors": "'self'",
});

/** One year, the preload list's minimum. */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Headers on every answer: no MIME sniffing, no referrer, the legacy frame guard for browsers
 * without `frame-ancestors`, and HSTS when the request arrived over https. `req.secure` is only
 * true behind a proxy the configuration trusts (`TRUST_PROXY`) or on a direct TLS socket, so a
 * client cannot switch HSTS on with a forged `X-Forwarded-Proto`.
 */
export const baseHeaders: RequestHandler = (req, res, next) => {
  res.set({
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "SAMEORIGIN",
  });
  if (req.secure) res.set("Strict-Transport-Security", HSTS);
  next();
};

/**
 * Headers on every `/api` answer: the API policy, and `no-store`, since most answers carry tokens
 * or personal data and a shared cache or the browser's disk must keep none of them. The few public,
 * cacheable answers (the contract document, organisation logos) set their own Cache-Control.
 */
export const apiHeaders: RequestHandler = (_req, res, next) => {
  res.set({ "Content-Security-Policy": API_CSP, "Cache-Control": "no-store" });
  next();
};

/** Sets a page's Content-Security-Policy (the API reference, the web app). */
export const contentSecurityPolicy =
  (value: string): RequestHandler =>
  (_req, res, next) => {
    res.set("Content-Security-Policy", value);
    next();
  };
