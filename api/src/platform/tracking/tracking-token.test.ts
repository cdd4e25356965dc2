import { randomBytes, randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TrackingTokenInputError, TrackingTokens } from "./tracking-token.js";

const tokens = new TrackingTokens(randomBytes(32));
const tenantId = randomUUID();
const subjectId = randomUUID();
const sentAt = new Date("2026-11-24T09:30:00.000Z");

/** Every string that differs from `token` in one character of the base64url alphabet. */
function oneCharacterChanges(token: string): string[] {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const changed: string[] = [];
  for (let index = 0; index < token.length; index++) {
    const replacement = alphabet[(alphabet.indexOf(token[index] as string) + 17) % alphabet.length];
    changed.push(`${token.slice(0, index)}${replacement}${token.slice(index + 1)}`);
  }
  return changed;
}

describe("tracking tokens", () => {
  it("round-trips an open token with a UUID subject and the sent time", () => {
    const token = tokens.open({ purpose: "nano", tenantId, subjectId, sentAt });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(tokens.verify(token)).toEqual({
      kind: "open",
      purpose: "nano",
      tenantId,
      subjectId,
      linkId: undefined,
      url: undefined,
      sentAt,
    });
  });

  it("round-trips a click token with an opaque subject, its link and destination", () => {
    const url = "https://learn.example.com/nano/answer?choice=2&lang=sr#top";
    const token = tokens.click({ purpose: "phishing", tenantId, subjectId: "rid_7Gq2", linkId: "a2", url });
    expect(tokens.verify(token)).toEqual({
      kind: "click",
      purpose: "phishing",
      tenantId,
      subjectId: "rid_7Gq2",
      linkId: "a2",
      url,
      sentAt: undefined,
    });
  });

  it("is compact: an open token with UUIDs and the sent time is 84 characters (63 bytes)", () => {
    expect(tokens.open({ purpose: "phishing", tenantId, subjectId, sentAt })).toHaveLength(84);
  });

  it("carries ids only: a subject that is an email address or a name is refused", () => {
    for (const bad of ["ana@example.com", "Ana Jovanović", "a.b", "", "x".repeat(65)]) {
      expect(() => tokens.open({ purpose: "nano", tenantId, subjectId: bad })).toThrow(TrackingTokenInputError);
    }
  });

  it("refuses destinations that are not absolute http(s) URLs, or carry credentials", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example",
      "/relative",
      "ftp://files.example.com/",
      "https://user:pass@example.com/",
      `https://example.com/${"a".repeat(2100)}`,
    ]) {
      expect(() => tokens.click({ purpose: "nano", tenantId, subjectId, linkId: "a", url })).toThrow(
        TrackingTokenInputError,
      );
    }
  });

  it("refuses a tenant id that is not a UUID and a purpose outside its alphabet", () => {
    expect(() => tokens.open({ purpose: "nano", tenantId: "acme", subjectId })).toThrow(TrackingTokenInputError);
    expect(() => tokens.open({ purpose: "Nano!", tenantId, subjectId })).toThrow(TrackingTokenInputError);
  });

  it("refuses every token with one character changed", () => {
    const token = tokens.click({ purpose: "nano", tenantId, subjectId, linkId: "a1", url: "https://example.com/x" });
    for (const altered of oneCharacterChanges(token)) expect(tokens.verify(altered)).toBeUndefined();
  });

  it("refuses every truncation and an extension of a valid token", () => {
    const token = tokens.open({ purpose: "nano", tenantId, subjectId, sentAt });
    for (let length = 0; length < token.length; length++) expect(tokens.verify(token.slice(0, length))).toBeUndefined();
    expect(tokens.verify(`${token}A`)).toBeUndefined();
    expect(tokens.verify(`${token}AAAA`)).toBeUndefined();
  });

  it("refuses a token signed with another key (another installation)", () => {
    const foreign = new TrackingTokens(randomBytes(32)).open({ purpose: "nano", tenantId, subjectId });
    expect(tokens.verify(foreign)).toBeUndefined();
  });

  it("refuses a token whose payload was re-signed with a changed tenant, subject or destination", () => {
    // An attacker who knows the format but not the key rebuilds the bytes with another tenant and
    // keeps the old tag: the tag no longer matches.
    const token = tokens.click({ purpose: "nano", tenantId, subjectId, linkId: "a", url: "https://example.com/ok" });
    const bytes = Buffer.from(token, "base64url");
    const otherTenant = Buffer.from(randomUUID().replaceAll("-", ""), "hex");
    const start = 2 + 1 + "nano".length;
    otherTenant.copy(bytes, start);
    expect(tokens.verify(bytes.toString("base64url"))).toBeUndefined();
    const redirected = Buffer.concat([
      Buffer.from(token, "base64url").subarray(0, -16 - "https://example.com/ok".length),
      Buffer.from("https://evil.example/"),
      Buffer.from(token, "base64url").subarray(-16),
    ]);
    expect(tokens.verify(redirected.toString("base64url"))).toBeUndefined();
  });

  it("accepts only the canonical spelling of the bytes (no second string for the same token)", () => {
    const token = tokens.open({ purpose: "nano", tenantId, subjectId: "abc" });
    const bytes = Buffer.from(token, "base64url");
    // base64url of a length that is not a multiple of 3 has spare low bits in its last character.
    expect(bytes.length % 3).not.toBe(0);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(token.at(-1) as string);
    const sibling = `${token.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(sibling, "base64url").equals(bytes)).toBe(true);
    expect(tokens.verify(sibling)).toBeUndefined();
    expect(tokens.verify(token)).toBeDefined();
  });

  it("never accepts random strings and never throws on them", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        expect(tokens.verify(text)).toBeUndefined();
      }),
      { seed: 0x7ac, numRuns: 2000 },
    );
  });

  it("round-trips any valid input", () => {
    const opaque = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.oneof(opaque, fc.uuid()),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,32}$/),
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.option(fc.integer({ min: 0, max: 0xffffffff }), { nil: undefined }),
        (tenant, subject, linkId, url, seconds) => {
          const at = seconds === undefined ? undefined : new Date(seconds * 1000);
          const claims = tokens.verify(
            tokens.click({ purpose: "phishing", tenantId: tenant, subjectId: subject, linkId, url, sentAt: at }),
          );
          expect(claims?.tenantId).toBe(tenant.toLowerCase());
          expect(claims?.subjectId).toBe(subject);
          expect(claims?.linkId).toBe(linkId);
          expect(claims?.url).toBe(new URL(url).toString());
          expect(claims?.sentAt).toEqual(at);
        },
      ),
      { seed: 0x7ad, numRuns: 300 },
    );
  });
});
