import type { RequestHandler } from "express";

/**
 * CORS for pages on other sites that embed `<bulwark-*>` elements and call the API directly.
 * Only the configured origins (BULWARK_CORS_ORIGINS) get the headers; tokens travel as bearer
 * headers, so no credentials mode is needed. `x-api-key` is deliberately not allowed: API keys
 * belong on servers, never in pages. `x-extension-key` is: a mail add-in runs in a page of its
 * own origin, and that key can only read the extension data and send reports.
 */
export function cors(allowed: readonly string[]): RequestHandler {
  const any = allowed.includes("*");
  const origins = new Set(allowed);
  return (req, res, next) => {
    const origin = req.headers.origin;
    res.vary("Origin");
    if (!origin || !(any || origins.has(origin))) return next();
    res.set({
      "Access-Control-Allow-Origin": any ? "*" : origin,
      "Access-Control-Expose-Headers": "Retry-After, Content-Disposition",
    });
    if (req.method === "OPTIONS" && req.headers["access-control-request-method"]) {
      res
        .set({
          "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE",
          "Access-Control-Allow-Headers": "authorization, content-type, x-tenant-id, x-extension-key",
          "Access-Control-Max-Age": "600",
        })
        .status(204)
        .end();
      return;
    }
    next();
  };
}
