import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler, Router } from "express";
import expressStaticGzip from "express-static-gzip";
import { cors } from "./platform/http/cors.js";
import { repoRoot } from "./platform/repo-root.js";

/** The built reference web app, if present (`examples/web-app/dist`). */
export function webAppDir(): string | undefined {
  const dir = path.join(repoRoot, "examples", "web-app", "dist");
  return fs.existsSync(`${dir}/index.html`) ? dir : undefined;
}

/** The built `<bulwark-*>` script bundle, if present (`packages/elements/dist`), served at `/elements/`. */
export function elementsDir(): string | undefined {
  const dir = path.join(repoRoot, "packages", "elements", "dist");
  return fs.existsSync(`${dir}/bulwark-elements.js`) ? dir : undefined;
}

/** A site the API serves besides itself: a build directory at a mount path. */
export interface StaticSite {
  mount: string;
  dir: string;
  /** Answer unknown paths with `index.html` (a single-page app's client-side routes). */
  spaFallback?: boolean;
  /** Send CORS headers to the configured origins (`BULWARK_CORS_ORIGINS`): scripts other sites embed. */
  cors?: boolean;
}

/** One year: files whose name holds their content's hash never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Entry scripts keep their name across releases: cached briefly, then revalidated. */
const SHORT = "public, max-age=300, must-revalidate";
/** Pages are revalidated on every visit (an unchanged one answers 304). */
const REVALIDATE = "no-cache";

/**
 * Cache policy by path inside a build: Vite's `assets/` and esbuild's `chunks/` hold only files
 * named by their hash; HTML is revalidated; everything else (the elements' entry, icons) is short.
 */
export function cacheControl(relativePath: string): string {
  const file = relativePath.replace(/\\/g, "/").replace(/^\/+/, "");
  if (/^(assets|chunks)\//.test(file)) return IMMUTABLE;
  if (file.endsWith(".html")) return REVALIDATE;
  return SHORT;
}

/**
 * Serves `site.dir` precompressed: `file.br` or `file.gz` (written at build time by
 * scripts/precompress.mjs) when the browser accepts it, brotli first, with `Vary: Accept-Encoding`
 * and the cache policy of {@link cacheControl}. The directory's files are listed when the
 * handler is made, so a build must come first.
 */
export function staticSite(site: StaticSite, corsOrigins: readonly string[]): Router {
  const router = Router();
  if (site.cors) router.use(cors(corsOrigins));
  const serve = expressStaticGzip(site.dir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: "index.html",
    serveStatic: {
      index: false,
      setHeaders(res, file) {
        // The file sent may be the `.br` or `.gz` twin: the policy follows the original's name.
        const original = path.relative(site.dir, file).replace(/\.(br|gz)$/, "");
        res.setHeader("Cache-Control", cacheControl(original));
        // express-static-gzip sets Vary to Accept-Encoding alone: the answer differs by Origin too.
        if (site.cors) res.setHeader("Vary", "Accept-Encoding, Origin");
      },
    },
  }) as RequestHandler;
  router.use(serve);
  if (site.spaFallback) router.get(/.*/, spaFallback(site.dir));
  // A missing file of a script bundle is a 404, never the web app's index.html.
  else router.use((_req, res) => void res.status(404).type("text/plain").send("Not found"));
  return router;
}

/** Answers client-side routes with the app's `index.html`, revalidated on every visit. */
function spaFallback(dir: string): RequestHandler {
  const index = path.join(dir, "index.html");
  return (_req, res) => {
    res.setHeader("Cache-Control", REVALIDATE);
    res.sendFile(index);
  };
}

/**
 * What `pnpm start` serves besides the API: the embed script at `/elements/` (before the app's
 * catch-all) and the web app at `/`, each when built. main.ts and scripts/lighthouse.mjs use it.
 */
export function builtSites(): StaticSite[] {
  const elements = elementsDir();
  const webApp = webAppDir();
  return [
    ...(elements ? [{ mount: "/elements", dir: elements, cors: true }] : []),
    ...(webApp ? [{ mount: "/", dir: webApp, spaFallback: true }] : []),
  ];
}

/** Mounts every site on `app`, in order (the more specific mounts first). */
export function mountStaticSites(app: express.Express, sites: readonly StaticSite[], corsOrigins: readonly string[]) {
  for (const site of sites) app.use(site.mount, staticSite(site, corsOrigins));
}
