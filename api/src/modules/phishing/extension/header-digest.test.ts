import { describe, expect, it } from "vitest";
import { headerDigest, parseHeaderBlock, senderDomain } from "./header-digest.js";

// The header digest of a reported email: what it reads, and that it never reads the body.

describe("parseHeaderBlock", () => {
  it("unfolds continuation lines and lower-cases names", () => {
    expect(parseHeaderBlock("Subject: one\r\n two\r\nX-Thing:  three ")).toEqual([
      { name: "subject", value: "one two" },
      { name: "x-thing", value: "three" },
    ]);
  });

  it("stops at the blank line before the body, and skips lines that are no header", () => {
    const headers = parseHeaderBlock("\nFrom: a@b.example\nnot a header\n\nPassword: hunter2\nBody: text");
    expect(headers).toEqual([{ name: "from", value: "a@b.example" }]);
  });
});

describe("headerDigest", () => {
  it("reads Received-SPF when Authentication-Results has no spf, and X-Originating-IP first", () => {
    const digest = headerDigest(
      "Received-SPF: Fail (protection.outlook.com: domain does not designate)\nX-Originating-IP: [93.184.216.34]\nReceived: from x ([10.0.0.1])",
    );
    expect(digest).toMatchObject({
      spf: "fail",
      dkim: null,
      dmarc: null,
      receivedCount: 1,
      originatingIp: "93.184.216.34",
    });
  });

  it("skips private relays for the originating address", () => {
    expect(
      headerDigest("Received: from a (a [192.168.1.2])\nReceived: from b (b [10.1.1.1])").originatingIp,
    ).toBeNull();
  });

  it("is empty, not failing, without headers", () => {
    expect(headerDigest(undefined)).toEqual({
      spf: null,
      dkim: null,
      dmarc: null,
      returnPath: null,
      replyTo: null,
      receivedCount: 0,
      originatingIp: null,
      sha256: null,
    });
  });

  it("clips long values", () => {
    expect(headerDigest(`Reply-To: ${"x".repeat(1000)}@y.example`).replyTo).toHaveLength(300);
  });
});

describe("senderDomain", () => {
  it.each([
    ['"Accounts" <Billing@Evil-Invoices.example>', "evil-invoices.example"],
    ["ceo@lookalike.example", "lookalike.example"],
    ["Accounts <not-an-address>", null],
    ["just a name", null],
  ])("%s → %s", (sender, domain) => {
    expect(senderDomain(sender)).toBe(domain);
  });
});
