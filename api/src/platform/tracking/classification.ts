import { BlockList, isIP } from "node:net";
import { isbot } from "isbot";
import { parseCidr } from "../net/addresses.js";
import { SCANNER_RANGES } from "./scanner-ranges.data.js";
import type { TrackingKind } from "./tracking-token.js";

/** Why a request was taken for a machine. */
export type BotReason =
  /** HEAD: a link checker asking whether the link answers; a person's browser sends GET. */
  | "head-request"
  /** No User-Agent header at all: scripts and scanners; every browser and mail client sends one. */
  | "no-user-agent"
  /** From a mail-security gateway's published address range (Safe Links, Proofpoint, Mimecast, Barracuda, ...). */
  | "scanner-ip"
  /** A crawler, scanner or HTTP library user agent (isbot's maintained list). */
  | "scanner-user-agent"
  /** A click sooner after delivery than a person reads an email and decides to click. */
  | "too-soon-after-delivery"
  /** Several different links of one message clicked within the burst window: a scanner following every link. */
  | "link-burst"
  /** The open pixel fetched within the burst window of a scanner's click: the same scanner rendering the message. */
  | "open-with-scanner-click";

/** Why a request was taken for the recipient. */
export type HumanReason =
  /** Nothing points to a machine. */
  | "no-bot-signal"
  /** An open through a webmail image proxy (Gmail, Yahoo), which fetches images when the person opens the message. */
  | "mail-image-proxy";

export type Classification =
  | { classification: "human"; reason: HumanReason }
  | { classification: "bot"; reason: BotReason };

/** One recorded request, as the rules see it. */
export interface Hit {
  kind: TrackingKind;
  method: string;
  ip: string;
  userAgent: string | null;
  at: Date;
  linkId: string | null;
}

/** The rules' settings (from configuration, see config.ts). */
export interface ClassifierOptions {
  /** A click this many seconds or sooner after delivery is a scanner's. */
  minClickSeconds: number;
  /** Window, in milliseconds, of the link-burst and open-with-scanner-click rules. */
  burstMs: number;
  /** Address ranges (CIDR) taken for scanners besides the shipped list. */
  extraScannerRanges: readonly string[];
}

// Webmail image proxies fetch a message's images when its reader opens it (Gmail since 2013,
// Yahoo Mail): their user agents name a bot, but the open is the person's.
const MAIL_IMAGE_PROXY = /GoogleImageProxy|YahooMailProxy/;

/**
 * Tells people from machines among the opens and clicks of tracked emails, each answer with a
 * reason code. Mail gateways fetch every link and image of incoming mail before (and sometimes
 * after) delivery, so without this a phishing simulation reports clicks nobody made.
 *
 * Rules, first match wins: HEAD request; no user agent; scanner address range; scanner user agent
 * (isbot; webmail image proxies count as the person's open); a click within `minClickSeconds` of
 * delivery; then, from the message's other requests: several links clicked within `burstMs`, and an
 * open within `burstMs` of a scanner's click. Each request is judged on its own, so a person's
 * click after a scanner's still counts as the person's.
 */
export class Classifier {
  private readonly ranges = new BlockList();

  constructor(private readonly options: ClassifierOptions) {
    for (const { cidrs } of SCANNER_RANGES) for (const cidr of cidrs) addCidr(this.ranges, cidr);
    for (const cidr of options.extraScannerRanges) addCidr(this.ranges, cidr);
  }

  /**
   * A request judged with the message's other requests (`others`: those within twice the burst
   * window, any order; the request itself may be among them). `deliveredAt`: when the message
   * reached the recipient, if known.
   */
  classify(hit: Hit, deliveredAt: Date | undefined, others: readonly Hit[]): Classification {
    const own = this.intrinsic(hit, deliveredAt);
    if (own.classification === "bot") return own;
    const near = (other: Hit, of: Hit) =>
      other !== of && Math.abs(other.at.getTime() - of.at.getTime()) <= this.options.burstMs;
    const inBurst = (click: Hit) =>
      others.some((other) => other.kind === "click" && near(other, click) && other.linkId !== click.linkId);
    if (hit.kind === "click" && inBurst(hit)) return { classification: "bot", reason: "link-burst" };
    if (hit.kind === "open") {
      const scannerClick = others.some(
        (other) =>
          other.kind === "click" &&
          near(other, hit) &&
          (this.intrinsic(other, deliveredAt).classification === "bot" || inBurst(other)),
      );
      if (scannerClick) return { classification: "bot", reason: "open-with-scanner-click" };
    }
    return own;
  }

  /** What the request alone says (no other request of the message is needed). */
  intrinsic(hit: Hit, deliveredAt: Date | undefined): Classification {
    if (hit.method.toUpperCase() === "HEAD") return { classification: "bot", reason: "head-request" };
    const agent = hit.userAgent?.trim() ?? "";
    if (agent === "") return { classification: "bot", reason: "no-user-agent" };
    if (this.isScannerAddress(hit.ip)) return { classification: "bot", reason: "scanner-ip" };
    if (hit.kind === "open" && MAIL_IMAGE_PROXY.test(agent))
      return { classification: "human", reason: "mail-image-proxy" };
    if (isbot(agent)) return { classification: "bot", reason: "scanner-user-agent" };
    if (
      hit.kind === "click" &&
      deliveredAt &&
      hit.at.getTime() - deliveredAt.getTime() < this.options.minClickSeconds * 1000
    ) {
      return { classification: "bot", reason: "too-soon-after-delivery" };
    }
    return { classification: "human", reason: "no-bot-signal" };
  }

  /** Whether `ip` lies in a scanner range (an IPv4-mapped IPv6 address counts as its IPv4 address). */
  isScannerAddress(ip: string): boolean {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
    const address = mapped ?? ip;
    const family = isIP(address);
    if (family === 0) return false;
    return this.ranges.check(address, family === 4 ? "ipv4" : "ipv6");
  }
}

/** Adds "address/prefix" to `list`; throws on anything else, so a bad range stops the start, not a request. */
function addCidr(list: BlockList, cidr: string): void {
  const range = parseCidr(cidr.trim());
  if (!range) throw new Error(`Not a CIDR range: ${cidr}`);
  list.addSubnet(range.address, range.prefix, range.family);
}
