/**
 * Address ranges from which mail-security gateways fetch the links and images of incoming mail
 * (link "detonation", URL rewriting, image pre-fetch). A request from one of them is a scanner,
 * not the recipient, whatever its user agent says: Safe Links, for one, sends a plain desktop
 * Chrome user agent.
 *
 * Data, not logic: kept short and to vendors' own published lists, reviewed when a vendor
 * announces a change. An installation adds ranges of its own with TRACKING_SCANNER_RANGES.
 * Checked against the vendors' pages: Microsoft (ID 10), Proofpoint's support networks, and
 * Barracuda's US instance (209.222.80.0/21 also appears in its IP-analysis examples). Not yet
 * checked against a live page: Proofpoint's 148.163.128.0/19 and the Mimecast grids (Mimecast
 * moved its US ranges in 2023): confirm them before relying on them for a customer on those gateways.
 */
export const SCANNER_RANGES: readonly { vendor: string; source: string; cidrs: readonly string[] }[] = [
  {
    vendor: "Microsoft Exchange Online Protection / Defender for Office 365 Safe Links",
    // Microsoft 365 URLs and IP address ranges (learn.microsoft.com, "Microsoft 365 URLs and IP
    // address ranges"), Exchange Online, ID 10 (EOP). gophish issue #973 logs a Safe Links
    // pre-fetch from 40.107.218.12.
    source: "https://learn.microsoft.com/microsoft-365/enterprise/urls-and-ip-address-ranges (Exchange Online, ID 10)",
    cidrs: [
      "40.92.0.0/15",
      "40.107.0.0/16",
      "52.100.0.0/14",
      "104.47.0.0/17",
      "2a01:111:f400::/48",
      "2a01:111:f403::/48",
    ],
  },
  {
    vendor: "Proofpoint (Protection Server updates and URL Defense, Proofpoint on Demand)",
    // Proofpoint support, "Support information": networks the Proofpoint service uses; and the
    // pphosted.com (Proofpoint on Demand) block.
    source: "https://proofpoint.my.site.com/support/PPSup_SupportInfo",
    cidrs: [
      "62.209.50.0/24",
      "91.209.104.0/24",
      "208.36.134.0/24",
      "208.84.64.0/22",
      "208.86.200.0/22",
      "209.66.100.64/26",
      "67.231.144.0/20",
      "148.163.128.0/19",
    ],
  },
  {
    vendor: "Barracuda Email Security Service / Email Gateway Defense",
    // Barracuda Campus, "Barracuda Email Security Service IP Ranges" (US instance).
    source: "https://campus.barracuda.com/product/essentials/doc/78810332/barracuda-email-security-service/",
    cidrs: ["64.235.144.0/20", "209.222.80.0/21"],
  },
  {
    vendor: "Mimecast URL Protect",
    // Mimecast, "Mimecast Data Centers and URLs" (United States and United Kingdom grids).
    source: "https://mimecastsupport.zendesk.com (Mimecast Data Centers and URLs)",
    cidrs: ["205.139.110.0/24", "207.211.30.0/24", "216.205.24.0/24", "195.130.217.0/24", "91.220.42.0/24"],
  },
];
