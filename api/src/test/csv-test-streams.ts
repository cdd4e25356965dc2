/**
 * Byte streams for the CSV tests: a file cut into chunks at chosen places, as a request body
 * arrives, and a way to see how much of a stream a reader actually pulled.
 */

/** Yields `bytes` cut at the given offsets (each chunk a fresh Buffer, as a socket delivers them). */
export async function* chunksAt(bytes: Uint8Array, cuts: readonly number[]): AsyncGenerator<Buffer> {
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    if (cut > start) yield Buffer.from(bytes.subarray(start, cut));
    start = Math.max(start, cut);
  }
}

/** Yields `bytes` in chunks of `size` bytes. */
export function chunksOf(bytes: Uint8Array, size: number): AsyncGenerator<Buffer> {
  const cuts: number[] = [];
  for (let at = size; at < bytes.length; at += size) cuts.push(at);
  return chunksAt(bytes, cuts);
}

/** Streams `chunks` lazily, counting what the reader pulled and noting whether it closed the stream. */
export function meteredStream(chunks: Iterable<Uint8Array>) {
  const meter = { pulledBytes: 0, pulledChunks: 0, closed: false };
  async function* stream(): AsyncGenerator<Uint8Array> {
    try {
      for (const chunk of chunks) {
        meter.pulledBytes += chunk.length;
        meter.pulledChunks++;
        yield chunk;
      }
    } finally {
      meter.closed = true;
    }
  }
  return { stream: stream(), meter };
}

/** Everything an async iterable yields, or the error it throws. */
export async function drain<T>(items: AsyncIterable<T>): Promise<{ items: T[]; error?: unknown }> {
  const out: T[] = [];
  try {
    for await (const item of items) out.push(item);
    return { items: out };
  } catch (error) {
    return { items: out, error };
  }
}
