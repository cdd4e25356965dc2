// A tiny static server for the browser tests: the test page, the script bundle from `bundleDir`,
// and /api/* proxied to the test API so page and API share one origin (the API sends no CORS headers).
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";

/**
 * The test page: a hostile host stylesheet, an element whose properties are set before the
 * bundle defines it, and an element inside another shadow root (so its events must be composed).
 */
export function testPage(token: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Bulwark elements: hostile host page</title>
<style>
  /* Hostile host CSS: everything red, huge, spaced, uppercase; every div hidden. */
  * { color: rgb(255, 0, 0) !important; font-size: 40px; font-family: "Comic Sans MS", cursive !important;
      letter-spacing: 7px; text-transform: uppercase; line-height: 3; }
  div { display: none; }
  h1, h2, button { font-size: 60px !important; border: 5px dashed lime; }
  body { margin: 16px; background: #fff7d6; }
  #host-probe { display: block; margin: 4px 0; }
  bulwark-account-settings, #shell { margin: 8px 0; border: 2px solid #333; }
  #side { display: flex; gap: 8px; height: 260px; overflow: hidden; margin: 8px 0; }
</style>
</head>
<body>
<p id="host-probe">Host page text</p>
<p id="host-theme" class="bulwark-theme-dark">Host element with a widget theme class</p>
<bulwark-account-settings id="early"></bulwark-account-settings>
<section id="shell"></section>
<section id="side">
  <!-- A boolean attribute counts by presence: collapsed="false" still collapses. -->
  <bulwark-sidebar id="sidebar" collapsed="false" current-path="/notifications"></bulwark-sidebar>
</section>
<script>
  window.__events = [];
  for (const name of ["bulwark-ready", "bulwark-error", "bulwark-navigate", "bulwark-auth-expired", "bulwark-toggle"]) {
    document.addEventListener(name, (event) => {
      window.__events.push({
        type: event.type,
        detail: event.detail,
        bubbles: event.bubbles,
        composed: event.composed,
        cancelable: event.cancelable,
        // Retargeted to the outermost host at document level; composedPath()[0] is the element itself.
        target: event.target.id || event.target.localName,
        origin: event.composedPath()[0].id,
      });
    });
  }
  const styleOf = (element) => {
    const s = getComputedStyle(element);
    return { color: s.color, fontSize: s.fontSize, fontFamily: s.fontFamily, letterSpacing: s.letterSpacing,
      display: s.display, boxSizing: s.boxSizing, margin: s.margin, primary: s.getPropertyValue("--bulwark-color-primary") };
  };
  window.__styleOf = styleOf;
  window.__hostBefore = {
    probe: styleOf(document.getElementById("host-probe")),
    theme: styleOf(document.getElementById("host-theme")),
    sheets: document.styleSheets.length,
  };
  // Set before the bundle defines the element: must survive the upgrade.
  window.__tokenCalls = 0;
  const early = document.getElementById("early");
  early.fetchToken = async () => { window.__tokenCalls++; return ${JSON.stringify(token)}; };
  early.section = "password";
  // An element inside the host's own shadow root: its events reach document only if composed.
  const shell = document.getElementById("shell").attachShadow({ mode: "open" });
  shell.innerHTML = '<bulwark-verify-email id="verify" verification-token="not-a-valid-token"></bulwark-verify-email>';
</script>
<script type="module" src="/bulwark-elements.js"></script>
</body>
</html>
`;
}

/** A plain host page (no hostile styles) holding `body` and the script bundle. */
export function plainPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body>
${body}
<script type="module" src="/bulwark-elements.js"></script>
</body>
</html>
`;
}

/**
 * Starts the page server on a random loopback port: the hostile test page at "/", and `pages`
 * (path → HTML) beside it.
 */
export async function startPageServer(options: {
  apiBaseUrl: string;
  bundleDir: string;
  token: string;
  pages?: Record<string, string>;
}) {
  const api = new URL(options.apiBaseUrl);
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname.startsWith("/api/")) {
      const upstream = http.request(
        {
          host: api.hostname,
          port: api.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: api.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    if (url.pathname === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(testPage(options.token));
      return;
    }
    const extra = options.pages?.[url.pathname];
    if (extra !== undefined) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(extra);
      return;
    }
    const file = path.join(options.bundleDir, path.normalize(url.pathname).replace(/^[/\\]+/, ""));
    if (url.pathname.endsWith(".js") && file.startsWith(options.bundleDir)) {
      try {
        const body = await readFile(file);
        res.writeHead(200, { "content-type": "text/javascript; charset=utf-8" }).end(body);
        return;
      } catch {
        // Falls through to 404.
      }
    }
    res.writeHead(404, { "content-type": "text/plain" }).end(`Host page: ${url.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
