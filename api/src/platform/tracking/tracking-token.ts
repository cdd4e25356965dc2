import { createHmac, timingSafeEqual } from "node:crypto";

/** What a tracked request is: an email's open pixel, or one of its links. */
export type TrackingKind = "open" | "click";

/** What a tracking token says, once its signature is checked. */
export interface TrackingClaims {
  kind: TrackingKind;
  /** The module the message belongs to ("nano", "phishing"): whose handler is told. */
  purpose: string;
  tenantId: string;
  /** The recipient of one message (a nano delivery, a phishing target result): an opaque id. */
  subjectId: string;
  /** Which link of the message (clicks only); several links of one message differ here. */
  linkId: string | undefined;
  /** Where a click goes (clicks only): signed, so it cannot be changed into an open redirect. */
  url: string | undefined;
  /** When the message was sent, if the module knew it when building the email (whole seconds). */
  sentAt: Date | undefined;
}

/** What a module gives to have an open pixel token made. */
export interface OpenTokenInput {
  purpose: string;
  tenantId: string;
  subjectId: string;
  sentAt?: Date | undefined;
}

/** What a module gives to have a click token made for one link of a message. */
export interface ClickTokenInput extends OpenTokenInput {
  linkId: string;
  url: string;
}

/** Thrown when a module asks for a token with an input the format cannot carry safely. */
export class TrackingTokenInputError extends Error {
  override name = "TrackingTokenInputError";
}

const VERSION = 1;
const KIND_OPEN = 1;
const KIND_CLICK = 2;
const FLAG_SENT_AT = 0x10;
const FLAG_UUID_SUBJECT = 0x20;
const KIND_MASK = 0x0f;
/**
 * 128 bits of HMAC-SHA256: forging a tag by guessing takes 2^128 tries, and the tag is checked in
 * constant time. Shorter than the whole MAC to keep links short (NIST SP 800-107 allows truncation).
 */
const MAC_BYTES = 16;
/** Longest destination a click token carries (links longer than this belong in a module's own page). */
export const MAX_URL_LENGTH = 2048;
/** Longest token accepted: a click token with the longest URL, in base64url, with some slack. */
const MAX_TOKEN_LENGTH = 3000;

const PURPOSE = /^[a-z][a-z0-9-]{0,31}$/;
// Opaque ids only: no "@" or "." (an email address) and no spaces (a name) can pass, so nothing
// personal travels in the clear inside a link.
const OPAQUE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const LINK_ID = /^[A-Za-z0-9_-]{1,32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Per-recipient tracking tokens: compact, URL-safe (base64url), signed with HMAC-SHA256 under a
 * key of their own (derived from the installation key), so a token cannot be forged, altered or
 * moved to another organisation, recipient, link or destination. The token carries ids and the
 * link's destination, not names or addresses. It is self-contained: checking it needs no
 * database, which keeps the pixel and the redirect fast on any API process.
 *
 * Layout before base64url: version, kind and flags, purpose (length + ASCII), tenant UUID (16
 * bytes), subject (16 bytes when a UUID, else length + ASCII), sent time (4 bytes of Unix seconds,
 * when given), and for clicks the link id (length + ASCII) and the URL (the rest); then the MAC.
 */
export class TrackingTokens {
  private readonly key: Buffer;

  /** `key`: 32 bytes used for nothing else (`platform.secrets.deriveKey("tracking-token")`). */
  constructor(key: Buffer) {
    if (key.length < 32) throw new Error("A tracking token key must be at least 32 bytes");
    this.key = Buffer.from(key);
  }

  /** A token for a message's open pixel. Throws {@link TrackingTokenInputError} on an input it cannot carry. */
  open(input: OpenTokenInput): string {
    return this.seal(KIND_OPEN, input, undefined);
  }

  /** A token for one link of a message, redirecting to `url` (absolute http or https). */
  click(input: ClickTokenInput): string {
    if (!LINK_ID.test(input.linkId)) throw new TrackingTokenInputError("linkId must be 1-32 of A-Z a-z 0-9 _ -");
    return this.seal(KIND_CLICK, input, { linkId: input.linkId, url: checkedUrl(input.url) });
  }

  /**
   * The claims of a token this installation issued, or undefined for anything else: another
   * installation's token, an altered, truncated or extended one, or not a token at all.
   */
  verify(token: string): TrackingClaims | undefined {
    if (token.length < 4 || token.length > MAX_TOKEN_LENGTH || !BASE64URL.test(token)) return undefined;
    const bytes = Buffer.from(token, "base64url");
    // base64url leaves spare bits in its last character; only the one canonical spelling of the
    // bytes is a token, so no two strings verify as the same token.
    if (bytes.toString("base64url") !== token || bytes.length <= MAC_BYTES) return undefined;
    const payload = bytes.subarray(0, bytes.length - MAC_BYTES);
    const mac = bytes.subarray(bytes.length - MAC_BYTES);
    if (!timingSafeEqual(mac, this.mac(payload))) return undefined;
    return parse(payload);
  }

  private seal(kind: number, input: OpenTokenInput, link: { linkId: string; url: string } | undefined): string {
    if (!PURPOSE.test(input.purpose)) throw new TrackingTokenInputError("purpose must be 1-32 of a-z 0-9 -");
    const tenant = input.tenantId.toLowerCase();
    if (!UUID.test(tenant)) throw new TrackingTokenInputError("tenantId must be a UUID");
    if (!OPAQUE_ID.test(input.subjectId)) {
      throw new TrackingTokenInputError("subjectId must be an opaque id: 1-64 of A-Z a-z 0-9 _ -");
    }
    const uuidSubject = UUID.test(input.subjectId);
    const parts: Buffer[] = [];
    let flags = kind;
    if (input.sentAt) flags |= FLAG_SENT_AT;
    if (uuidSubject) flags |= FLAG_UUID_SUBJECT;
    parts.push(Buffer.from([VERSION, flags]), short(input.purpose), uuidBytes(tenant));
    parts.push(uuidSubject ? uuidBytes(input.subjectId) : short(input.subjectId));
    if (input.sentAt) {
      const seconds = Math.floor(input.sentAt.getTime() / 1000);
      if (!Number.isFinite(seconds) || seconds < 0 || seconds > 0xffffffff) {
        throw new TrackingTokenInputError("sentAt is out of range");
      }
      const time = Buffer.alloc(4);
      time.writeUInt32BE(seconds);
      parts.push(time);
    }
    if (link) parts.push(short(link.linkId), Buffer.from(link.url, "utf8"));
    const payload = Buffer.concat(parts);
    return Buffer.concat([payload, this.mac(payload)]).toString("base64url");
  }

  private mac(payload: Buffer): Buffer {
    return createHmac("sha256", this.key).update(payload).digest().subarray(0, MAC_BYTES);
  }
}

/** An absolute http(s) URL without credentials, as the WHATWG parser normalises it. */
function checkedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TrackingTokenInputError("url must be an absolute URL");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new TrackingTokenInputError("url must be http or https");
  }
  if (parsed.username || parsed.password) throw new TrackingTokenInputError("url must not carry credentials");
  const normalised = parsed.toString();
  if (normalised.length > MAX_URL_LENGTH) throw new TrackingTokenInputError(`url is longer than ${MAX_URL_LENGTH}`);
  return normalised;
}

const short = (text: string) => Buffer.concat([Buffer.from([text.length]), Buffer.from(text, "latin1")]);
const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll("-", ""), "hex");
const uuidText = (bytes: Buffer) => {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * Reads a payload whose MAC matched. Only this installation's key signs payloads, so a mismatch
 * here means a format change, answered like any foreign token.
 */
function parse(payload: Buffer): TrackingClaims | undefined {
  let at = 0;
  const take = (length: number): Buffer | undefined => {
    if (at + length > payload.length) return undefined;
    const part = payload.subarray(at, at + length);
    at += length;
    return part;
  };
  const takeShort = (): string | undefined => {
    const length = take(1)?.[0];
    return length === undefined ? undefined : take(length)?.toString("latin1");
  };
  const [version, flags] = take(2) ?? [];
  if (version !== VERSION || flags === undefined) return undefined;
  const kindCode = flags & KIND_MASK;
  if (kindCode !== KIND_OPEN && kindCode !== KIND_CLICK) return undefined;
  const purpose = takeShort();
  const tenant = take(16);
  const subject = flags & FLAG_UUID_SUBJECT ? take(16) : undefined;
  const subjectId = subject ? uuidText(subject) : takeShort();
  if (purpose === undefined || tenant === undefined || subjectId === undefined) return undefined;
  let sentAt: Date | undefined;
  if (flags & FLAG_SENT_AT) {
    const time = take(4);
    if (!time) return undefined;
    sentAt = new Date(time.readUInt32BE() * 1000);
  }
  let linkId: string | undefined;
  let url: string | undefined;
  if (kindCode === KIND_CLICK) {
    linkId = takeShort();
    url = payload.subarray(at).toString("utf8");
    if (linkId === undefined || url === "") return undefined;
  } else if (at !== payload.length) {
    return undefined;
  }
  return {
    kind: kindCode === KIND_OPEN ? "open" : "click",
    purpose,
    tenantId: uuidText(tenant),
    subjectId,
    linkId,
    url,
    sentAt,
  };
}
