// A worker for stream-thread.test.ts: counts up, and can fail or exit on the way.
import { serveStreams } from "./stream-thread.js";

interface CountInput {
  count: number;
  /** Where the worker writes how many items it has sent (an Int32Array's buffer shared with the test). */
  progress?: SharedArrayBuffer;
  failAt?: number;
  exitAt?: number;
}

serveStreams(async function* ({ count, failAt, exitAt, progress }: CountInput) {
  const shared = progress ? new Int32Array(progress) : undefined;
  for (let sent = 0; sent < count; sent++) {
    if (sent === failAt) throw Object.assign(new RangeError(`failed at ${sent}`), { code: "E_COUNT", at: sent });
    if (sent === exitAt) process.exit(3);
    yield { sent };
    if (shared) Atomics.store(shared, 0, sent + 1);
  }
});
