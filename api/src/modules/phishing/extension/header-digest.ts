import { createHash } from "node:crypto";
import { isIP } from "node:net";
import type { Schema } from "@bulwark/contract";
import { isPublicAddress } from "../../../platform/net/addresses.js";

type Digest = Schema<"PhishingHeaderDigest">;

/** The most characters kept of one header value in the digest. */
const MAX_VALUE = 300;

/**
 * Unfolds an RFC 5322 header block into name/value pairs (names lower-cased), stopping at the
 * first blank line so a body pasted after the headers is never read.
 */
export function parseHeaderBlock(block: string): { name: string; value: string }[] {
  const headers: { name: string; value: string }[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.trim() === "") {
      if (headers.length > 0) break;
      continue;
    }
    const last = headers.at(-1);
    if (/^[ \t]/.test(line) && last) {
      last.value += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    headers.push({ name: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1).trim() });
  }
  return headers;
}

const clip = (value: string | undefined) => (value ? value.slice(0, MAX_VALUE) : null);

/** The verdict of one method (`spf`, `dkim`, `dmarc`) in Authentication-Results, the receiving server's. */
function verdict(results: string[], method: string): string | null {
  for (const value of results) {
    const match = new RegExp(`\\b${method}=([a-z]+)`, "i").exec(value);
    if (match?.[1]) return match[1].toLowerCase();
  }
  return null;
}

/** The first public address of the Received chain read from the bottom (where the message entered). */
function originatingIp(received: string[]): string | null {
  for (const value of [...received].reverse()) {
    for (const match of value.matchAll(/\[([0-9a-fA-F:.]+)\]|\(([0-9a-fA-F:.]+)\)/g)) {
      const address = (match[1] ?? match[2] ?? "").replace(/^ipv6:/i, "");
      if (isIP(address) && isPublicAddress(address)) return address;
    }
  }
  return null;
}

/**
 * What a security team reads first in a reported email's headers: SPF, DKIM and DMARC verdicts,
 * the return path and reply-to, how many relays it passed, where it entered, and the SHA-256 of
 * the block to find it in the mail system. The block itself is not kept.
 */
export function headerDigest(block: string | undefined): Digest {
  const headers = parseHeaderBlock(block ?? "");
  const all = (name: string) => headers.filter((h) => h.name === name).map((h) => h.value);
  const results = all("authentication-results");
  const received = all("received");
  return {
    spf: verdict(results, "spf") ?? clip(all("received-spf")[0]?.split(/\s/)[0]?.toLowerCase()),
    dkim: verdict(results, "dkim"),
    dmarc: verdict(results, "dmarc"),
    returnPath: clip(all("return-path")[0]),
    replyTo: clip(all("reply-to")[0]),
    receivedCount: received.length,
    originatingIp: clip(all("x-originating-ip")[0]?.replace(/[[\]]/g, "")) ?? originatingIp(received),
    sha256: block?.trim() ? createHash("sha256").update(block).digest("hex") : null,
  };
}

/** The domain of a From header (`"Name" <a@b.example>` or `a@b.example`), lower-cased; null when none. */
export function senderDomain(sender: string): string | null {
  const address = /<([^>]+)>/.exec(sender)?.[1] ?? sender;
  const at = address.lastIndexOf("@");
  if (at < 0) return null;
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/[>\s].*$/, "");
  return /^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain) ? domain : null;
}
