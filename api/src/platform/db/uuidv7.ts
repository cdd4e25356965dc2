import { randomFillSync } from "node:crypto";

// UUIDv7 (RFC 9562): a millisecond timestamp first, so ids of one import land next to each other
// in the id index instead of at random pages of it. Random bits come from a refilled pool.
const pool = Buffer.alloc(16 * 256);
let poolOffset = pool.length;

/** The two hex digits of each byte value, as their character codes (low byte first). */
const HEX_PAIRS = Uint16Array.from({ length: 256 }, (_, byte) => {
  const hex = byte.toString(16).padStart(2, "0");
  return hex.charCodeAt(0) | (hex.charCodeAt(1) << 8);
});
/** Where each of the 16 bytes' two digits go in the 36 characters of `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`. */
const DIGITS_AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
/** The text being written, dashes in place. */
const text = Buffer.from("00000000-0000-0000-0000-000000000000", "latin1");

/**
 * A time-ordered UUID (version 7). The digits are written into one buffer read as one string: the
 * hex string, its five slices and their join took ~0.5 µs per id, ~30 ms of a 100,000-row import,
 * against ~0.2 µs this way (measured 2026-12-07).
 */
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
  return uuidText(pool, o);
}

/** The 16 bytes from `offset` as a UUID's text (lower-case hex, dashes after bytes 4, 6, 8 and 10). */
export function uuidText(bytes: Uint8Array, offset: number): string {
  for (let i = 0; i < 16; i++) {
    const pair = HEX_PAIRS[bytes[offset + i] as number] as number;
    const at = DIGITS_AT[i] as number;
    text[at] = pair & 0xff;
    text[at + 1] = pair >>> 8;
  }
  return text.toString("latin1");
}
