import { createHmac, timingSafeEqual } from "node:crypto";

/** What a player token opens: one learner's enrolment, or a read-only preview of one lesson. */
export type PlayerClaims =
  | { kind: "learner"; learnerId: string }
  | { kind: "preview"; tenantId: string; courseId: string; lessonId: string; expiresAt: Date };

const KIND_LEARNER = 1;
const KIND_PREVIEW = 2;
/** 128 bits of HMAC-SHA256 (truncation as NIST SP 800-107 allows): guessing a token takes 2^128 tries. */
const MAC_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ""), "hex");
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * The learner player's tokens: the learner's id signed with a key of their own (derived from the
 * installation key), base64url. Self-contained like the tracking tokens, so the invitation email
 * can carry the link without the database keeping a secret per learner, and unguessable: a token
 * is a learner's only if this installation signed it. Removing the learner ends the token (the
 * player finds no learner). A preview token also carries its course, lesson and expiry.
 */
export class PlayerTokens {
  private readonly key: Buffer;

  /** `key`: 32 bytes used for nothing else (`platform.secrets.deriveKey("course-player-token")`). */
  constructor(key: Buffer) {
    if (key.length < 32) throw new Error("A player token key must be at least 32 bytes");
    this.key = Buffer.from(key);
  }

  /** The token of a learner's player link. */
  learner(learnerId: string): string {
    return this.seal(Buffer.concat([Buffer.from([KIND_LEARNER]), uuidBytes(learnerId)]));
  }

  /** A read-only preview of `lessonId` of a course, until `expiresAt`. */
  preview(tenantId: string, courseId: string, lessonId: string, expiresAt: Date): string {
    const time = Buffer.alloc(4);
    time.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000));
    return this.seal(
      Buffer.concat([Buffer.from([KIND_PREVIEW]), uuidBytes(tenantId), uuidBytes(courseId), uuidBytes(lessonId), time]),
    );
  }

  /** The claims of a token this installation issued (and, for a preview, still valid), else undefined. */
  verify(token: string, now = new Date()): PlayerClaims | undefined {
    if (token.length > 200 || !BASE64URL.test(token)) return undefined;
    const bytes = Buffer.from(token, "base64url");
    // Only the canonical spelling of the bytes is a token, so no two strings open the same player.
    if (bytes.toString("base64url") !== token || bytes.length <= MAC_BYTES + 1) return undefined;
    const payload = bytes.subarray(0, bytes.length - MAC_BYTES);
    if (!timingSafeEqual(bytes.subarray(bytes.length - MAC_BYTES), this.mac(payload))) return undefined;
    if (payload[0] === KIND_LEARNER && payload.length === 17) {
      return { kind: "learner", learnerId: uuidOf(payload.subarray(1, 17)) };
    }
    if (payload[0] === KIND_PREVIEW && payload.length === 53) {
      const expiresAt = new Date(payload.readUInt32BE(49) * 1000);
      if (expiresAt.getTime() <= now.getTime()) return undefined;
      return {
        kind: "preview",
        tenantId: uuidOf(payload.subarray(1, 17)),
        courseId: uuidOf(payload.subarray(17, 33)),
        lessonId: uuidOf(payload.subarray(33, 49)),
        expiresAt,
      };
    }
    return undefined;
  }

  private seal(payload: Buffer): string {
    return Buffer.concat([payload, this.mac(payload)]).toString("base64url");
  }

  private mac(payload: Buffer): Buffer {
    return createHmac("sha256", this.key).update(payload).digest().subarray(0, MAC_BYTES);
  }
}

/** Whether `id` is a lower-case UUID (what the tokens carry). */
export const isUuid = (id: string) => UUID.test(id);
