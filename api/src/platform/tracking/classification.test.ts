import { describe, expect, it } from "vitest";
import { Classifier, type Hit } from "./classification.js";

// Real user agents, and where each was published.
const UA = {
  // Microsoft Safe Links pre-fetching a gophish link from 40.107.218.12 (gophish issue #973): a
  // plain desktop Chrome, so only its address gives it away.
  safeLinks: "Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/57.0.2987.133 Safari/537.36",
  // Office checking that a link exists before opening it (Microsoft's documented agent string).
  officeExistenceDiscovery: "Microsoft Office Existence Discovery",
  // Crawlers' published agents.
  bingbot: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  slackPreview: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  pythonRequests: "python-requests/2.31.0",
  curl: "curl/8.5.0",
  // Webmail image proxies, which fetch images when the reader opens the message.
  gmailProxy: "Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)",
  yahooProxy: "YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html",
  // People.
  chrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
  outlookDesktop: "Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.4266; Pro)",
};

const classifier = new Classifier({ minClickSeconds: 10, burstMs: 1000, extraScannerRanges: ["198.51.100.0/24"] });
const delivered = new Date("2026-11-24T09:00:00.000Z");
const at = (seconds: number) => new Date(delivered.getTime() + seconds * 1000);
const hit = (overrides: Partial<Hit> = {}): Hit => ({
  kind: "click",
  method: "GET",
  ip: "203.0.113.7",
  userAgent: UA.chrome,
  at: at(120),
  linkId: "a",
  ...overrides,
});

describe("bot and scanner classification", () => {
  it("takes a person's click from a browser, two minutes after delivery, for human", () => {
    expect(classifier.classify(hit(), delivered, [])).toEqual({ classification: "human", reason: "no-bot-signal" });
    expect(classifier.classify(hit({ userAgent: UA.iphone }), delivered, [])).toEqual({
      classification: "human",
      reason: "no-bot-signal",
    });
  });

  it("takes a HEAD request for a link checker", () => {
    expect(classifier.classify(hit({ method: "HEAD" }), delivered, [])).toEqual({
      classification: "bot",
      reason: "head-request",
    });
  });

  it("takes a request without a user agent (missing or blank) for a script", () => {
    for (const userAgent of [null, "", "   "]) {
      expect(classifier.classify(hit({ userAgent }), delivered, []).reason).toBe("no-user-agent");
    }
  });

  it("takes Safe Links' Chrome-looking pre-fetch from Microsoft's EOP range for a scanner", () => {
    expect(classifier.classify(hit({ ip: "40.107.218.12", userAgent: UA.safeLinks }), delivered, [])).toEqual({
      classification: "bot",
      reason: "scanner-ip",
    });
    // The same agent from an ordinary address is a (very old) browser.
    expect(classifier.classify(hit({ userAgent: UA.safeLinks }), delivered, []).classification).toBe("human");
  });

  it("matches the shipped ranges of Proofpoint, Mimecast and Barracuda, IPv6 and IPv4-mapped addresses", () => {
    for (const ip of [
      "148.163.150.1",
      "205.139.110.20",
      "209.222.82.10",
      "2a01:111:f400:7c00::12",
      "::ffff:40.107.1.2",
    ]) {
      expect(classifier.classify(hit({ ip }), delivered, []).reason, ip).toBe("scanner-ip");
    }
  });

  it("matches the ranges an installation adds (TRACKING_SCANNER_RANGES)", () => {
    expect(classifier.classify(hit({ ip: "198.51.100.77" }), delivered, []).reason).toBe("scanner-ip");
    expect(classifier.classify(hit({ ip: "198.51.101.77" }), delivered, []).reason).toBe("no-bot-signal");
  });

  it("refuses a configured range that is not CIDR when built, not at a request", () => {
    expect(() => new Classifier({ minClickSeconds: 10, burstMs: 1000, extraScannerRanges: ["10.0.0.0/33"] })).toThrow(
      /Not a CIDR range/,
    );
  });

  it("takes crawler, link-preview and HTTP-library agents for scanners", () => {
    for (const userAgent of [UA.officeExistenceDiscovery, UA.bingbot, UA.slackPreview, UA.pythonRequests, UA.curl]) {
      expect(classifier.classify(hit({ userAgent }), delivered, []).reason, userAgent).toBe("scanner-user-agent");
    }
  });

  it("counts an open through Gmail's or Yahoo's image proxy, or Outlook's own fetch, as the reader's", () => {
    for (const userAgent of [UA.gmailProxy, UA.yahooProxy]) {
      expect(classifier.classify(hit({ kind: "open", linkId: null, userAgent }), delivered, [])).toEqual({
        classification: "human",
        reason: "mail-image-proxy",
      });
    }
    expect(
      classifier.classify(hit({ kind: "open", linkId: null, userAgent: UA.outlookDesktop }), delivered, []).reason,
    ).toBe("no-bot-signal");
    // A click through an image proxy is not a person's.
    expect(classifier.classify(hit({ userAgent: UA.gmailProxy }), delivered, []).reason).toBe("scanner-user-agent");
  });

  it("takes a click within the configured seconds of delivery for a scanner, and not one after", () => {
    expect(classifier.classify(hit({ at: at(3) }), delivered, []).reason).toBe("too-soon-after-delivery");
    expect(classifier.classify(hit({ at: at(9.9) }), delivered, []).reason).toBe("too-soon-after-delivery");
    expect(classifier.classify(hit({ at: at(10) }), delivered, []).reason).toBe("no-bot-signal");
    // Unknown delivery time: the rule does not apply.
    expect(classifier.classify(hit({ at: at(3) }), undefined, []).reason).toBe("no-bot-signal");
    // Opens are not held to it: a reader with the mail client open sees new mail at once.
    expect(classifier.classify(hit({ kind: "open", linkId: null, at: at(3) }), delivered, []).classification).toBe(
      "human",
    );
  });

  it("takes several links of one message clicked within a second for a scanner, both of them", () => {
    const first = hit({ linkId: "a", at: at(300) });
    const second = hit({ linkId: "b", at: new Date(at(300).getTime() + 400) });
    expect(classifier.classify(first, delivered, [second])).toEqual({ classification: "bot", reason: "link-burst" });
    expect(classifier.classify(second, delivered, [first])).toEqual({ classification: "bot", reason: "link-burst" });
  });

  it("does not take the same link clicked twice (a double click) or links a minute apart for a burst", () => {
    const first = hit({ linkId: "a", at: at(300) });
    expect(classifier.classify(first, delivered, [hit({ linkId: "a", at: at(300.3) })]).classification).toBe("human");
    expect(classifier.classify(first, delivered, [hit({ linkId: "b", at: at(360) })]).classification).toBe("human");
  });

  it("takes the open pixel fetched in the same second as a scanner's click for the scanner", () => {
    const open = hit({ kind: "open", linkId: null, at: at(300), userAgent: UA.chrome });
    const scannerClick = hit({ at: at(300.5), ip: "40.107.218.12", userAgent: UA.safeLinks });
    expect(classifier.classify(open, delivered, [scannerClick])).toEqual({
      classification: "bot",
      reason: "open-with-scanner-click",
    });
    // Beside a person's click, the open is the person's.
    expect(classifier.classify(open, delivered, [hit({ at: at(300.5) })]).classification).toBe("human");
    // A scanner's click a minute later says nothing about this open.
    expect(classifier.classify(open, delivered, [{ ...scannerClick, at: at(360) }]).classification).toBe("human");
  });

  it("counts a person's click after a scanner's click as the person's", () => {
    const scanner = hit({ linkId: "a", at: at(2), ip: "40.107.218.12", userAgent: UA.safeLinks });
    const person = hit({ linkId: "a", at: at(300), userAgent: UA.chrome });
    expect(classifier.classify(scanner, delivered, [person]).classification).toBe("bot");
    expect(classifier.classify(person, delivered, [scanner])).toEqual({
      classification: "human",
      reason: "no-bot-signal",
    });
    // Also on another link of the message: the scanner's click is long past the burst window.
    expect(classifier.classify({ ...person, linkId: "b" }, delivered, [scanner]).classification).toBe("human");
  });
});
