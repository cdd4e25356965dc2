import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createSecretBox, type SecretBox } from "../crypto/secret-box.js";

/** An unguessable URL-safe token (256 bits). */
export const randomToken = () => randomBytes(32).toString("base64url");

/** SHA-256 of a high-entropy token, for storage: a database leak does not leak usable tokens. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

const recoveryAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A 24-character recovery key from an unambiguous alphabet (120 bits). */
export function recoveryKey(): string {
  const bytes = randomBytes(24);
  let key = "";
  for (const byte of bytes) key += recoveryAlphabet[byte % recoveryAlphabet.length];
  return key;
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Seals the pair a refresh token was rotated into with a key derived from that token itself:
 * only its holder can open the stored pair, and the database (which keeps the token hashed) cannot.
 */
export function successorBox(refreshToken: string): SecretBox {
  return createSecretBox(createHash("sha256").update("bulwark refresh successor\0").update(refreshToken).digest());
}
