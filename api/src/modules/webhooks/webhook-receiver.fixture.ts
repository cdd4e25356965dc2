import http from "node:http";

/** A request the receiver got. */
export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A real HTTP receiver on loopback for webhook tests. Each path answers from its script of
 * statuses, one per request, the last repeated (default 204); a `redirect` entry answers 302 to
 * `/redirected`, so a test can see that the redirect was not followed.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const scripts = new Map<string, Array<number | "redirect">>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(", ") : (value ?? ""),
        ]),
      );
      received.push({ path, headers, body: Buffer.concat(chunks).toString("utf8") });
      const script = scripts.get(path) ?? [];
      const answer = (script.length > 1 ? script.shift() : script[0]) ?? 204;
      if (answer === "redirect") {
        res.writeHead(302, { location: "/redirected" }).end();
        return;
      }
      res.writeHead(answer, { "content-type": "text/plain" }).end(answer >= 400 ? `failing with ${answer}` : "ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    /** `http://127.0.0.1:<port><path>`. */
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** Sets the statuses `path` answers, in order. */
    script: (path: string, statuses: Array<number | "redirect">) => scripts.set(path, [...statuses]),
    received,
    /** What `path` received. */
    at: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
