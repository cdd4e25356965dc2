import { randomFillSync } from "node:crypto";

// UUIDv7 (RFC 9562): a millisecond timestamp first, so ids of one import land next to each other
// in the id index instead of at random pages of it. Random bits come from a refilled pool.
const pool = Buffer.alloc(16 * 256);
let poolOffset = pool.length;

/** A time-ordered UUID (version 7). */
export function uuidv7(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const o = poolOffset;
  poolOffset += 16;
  const ms = Date.now();
  const high = Math.floor(ms / 0x1000000);
  // Bytes 0-5 the timestamp, then the version (7) and variant (10) bits over random ones.
  pool[o] = (high >>> 16) & 0xff;
  pool[o + 1] = (high >>> 8) & 0xff;
  pool[o + 2] = high & 0xff;
  pool[o + 3] = (ms >>> 16) & 0xff;
  pool[o + 4] = (ms >>> 8) & 0xff;
  pool[o + 5] = ms & 0xff;
  pool[o + 6] = 0x70 | ((pool[o + 6] as number) & 0x0f);
  pool[o + 8] = 0x80 | ((pool[o + 8] as number) & 0x3f);
  const hex = pool.toString("hex", o, o + 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
