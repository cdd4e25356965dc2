import type { Request } from "express";
import { badRequest, payloadTooLarge } from "../errors.js";

/** The largest streamed request body (a people CSV of several million rows). */
export const MAX_STREAM_BODY_BYTES = 512 * 1024 * 1024;

/**
 * Content types a streamed text body may arrive as besides the declared one: what `curl
 * --data-binary`/`-T`, scripts and some browsers send for a file they do not recognise, and what
 * browsers on Windows with Excel installed give a `.csv` file (`application/vnd.ms-excel`).
 */
export const LENIENT_STREAM_TYPES = ["application/octet-stream", "text/plain", "application/vnd.ms-excel"] as const;

/**
 * The request body as a stream of chunks, never held whole. Refuses up front with 413 "Large
 * size" when `Content-Length` is over `maxBytes`, and while reading once more than `maxBytes`
 * have arrived (a chunked upload declares no length). A client that goes away mid-upload ends
 * the iteration with 400 "The upload was interrupted", so the reader stops and nothing half-read
 * is saved.
 */
export function streamBody(req: Request, maxBytes = MAX_STREAM_BODY_BYTES): AsyncIterable<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) throw payloadTooLarge("Large size");
  return {
    async *[Symbol.asyncIterator]() {
      let received = 0;
      try {
        // Stopping early (a reader that found a broken line) must not destroy the request: that
        // would close the socket before the error is answered.
        for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
          received += chunk.length;
          if (received > maxBytes) throw payloadTooLarge("Large size");
          yield chunk;
        }
      } catch (error) {
        if (error instanceof Error && "statusCode" in error) throw error;
        // ECONNRESET "aborted" and friends: the client stopped sending.
        throw badRequest("The upload was interrupted");
      }
      // Node ends the iteration quietly on some aborts; a body shorter than announced is one.
      if (!req.complete) throw badRequest("The upload was interrupted");
    },
  };
}

/**
 * Reads and discards what is left of a request body, up to `maxBytes`, so an error answered
 * before the upload finished reaches the client instead of a reset connection. Past the limit
 * (or if the client stops), the connection is closed.
 */
export async function discardRest(req: Request, maxBytes = MAX_STREAM_BODY_BYTES): Promise<void> {
  if (req.complete || req.destroyed || req.readableEnded) return;
  await new Promise<void>((resolve) => {
    let received = 0;
    const done = () => {
      req.off("data", onData);
      req.off("end", done);
      req.off("close", done);
      req.off("error", done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        req.destroy();
        done();
      }
    };
    req.on("data", onData);
    req.on("end", done);
    req.on("close", done);
    req.on("error", done);
    req.resume();
  });
}
