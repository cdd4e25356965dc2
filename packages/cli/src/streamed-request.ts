import http from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * `fetch` for a request whose body is streamed (the client's `upload`, `duplex: "half"`), sent
 * with `node:http` and answered as a fetch `Response`. Node's fetch sets up its connection
 * machinery (undici's dispatcher, llhttp in WebAssembly, and the built-in modules they load)
 * on its first request: about 50 ms of CPU before the first byte of `bulwark people import`
 * went out, a twentieth of a 100,000-row import (see bench/README.md, people-import).
 * `node:http` is part of Node's start-up snapshot. Failures are reported as fetch reports them
 * (a `TypeError` "fetch failed" with the cause), so the CLI tells an unreachable API the same way.
 */
export async function fetchStreamed(input: RequestInfo | URL, init: RequestInit): Promise<Response> {
  // Neither `Request` nor `Headers` is touched before the request has gone: in Node the first use
  // of either loads fetch's implementation, ~55 ms (the client's upload hands a plain record).
  const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
  const transport = url.protocol === "https:" ? await import("node:https") : http;
  const headers: Record<string, string> = {};
  for (const [name, value] of headerEntries(init.headers)) headers[name.toLowerCase()] = value;
  const body = init.body as unknown as AsyncIterable<Uint8Array>;
  return new Promise<Response>((resolve, reject) => {
    let answered = false;
    const request = transport.request(
      url,
      { method: init.method ?? "POST", headers, ...(init.signal ? { signal: init.signal } : {}) },
      (response) => {
        answered = true;
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
            answerHeaders.append(name, one);
          }
        }
        const status = response.statusCode ?? 0;
        const empty = status === 204 || status === 304 || init.method === "HEAD";
        if (empty) response.resume();
        resolve(
          new Response(empty ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>), {
            status,
            statusText: response.statusMessage ?? "",
            headers: answerHeaders,
          }),
        );
      },
    );
    // The API may answer before it has read the whole body (a refusal): the answer counts, and
    // the broken pipe that follows does not.
    const fail = (error: unknown) => {
      if (answered) return;
      const aborted = error instanceof Error && error.name === "AbortError";
      reject(aborted ? error : new TypeError("fetch failed", { cause: error }));
    };
    // Also after the whole body has gone (the pipeline no longer listens): a server that closes
    // the connection without answering.
    request.on("error", fail);
    // Once the body has gone the API works for a while (a second for 100,000 rows): fetch's
    // implementation, which the answer is read with, loads meanwhile instead of after it.
    pipeline(Readable.from(body, { objectMode: false }), request).then(() => {
      if (!answered) setImmediate(() => globalThis.Response);
    }, fail);
  });
}

/** The entries of fetch's `HeadersInit`, without making a `Headers` of a plain record. */
function headerEntries(init: HeadersInit | undefined): Iterable<[string, string]> {
  if (init === undefined) return [];
  if (Symbol.iterator in init) return init as Iterable<[string, string]>;
  return Object.entries(init);
}
