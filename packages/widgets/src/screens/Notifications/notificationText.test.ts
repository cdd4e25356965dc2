import { describe, expect, it } from "vitest";
import { createI18n } from "../../i18n/createI18n";
import {
  formatNotificationDate,
  notificationSentence,
  notificationTarget,
  notificationTitle,
} from "./notificationText";
import { sampleNotifications } from "./samples";

const en = createI18n("en").t;
const sr = createI18n("sr").t;
const [vulnerability, leak, activity, failedCourse, failedTarget] = sampleNotifications as [
  (typeof sampleNotifications)[number],
  (typeof sampleNotifications)[number],
  (typeof sampleNotifications)[number],
  (typeof sampleNotifications)[number],
  (typeof sampleNotifications)[number],
];

describe("notificationSentence", () => {
  it("VulnerabilityCreated names the translated severity", () => {
    expect(notificationSentence(vulnerability, en)).toBe("A new vulnerability of critical severity was found.");
    expect(notificationSentence({ type: "VulnerabilityCreated", meta: { vulnerabilitySeverity: "high" } }, sr)).toBe(
      "Pronađena je nova ranjivost, ozbiljnost: visoka.",
    );
  });

  it("CredentialLeaked lists username@domain, three at most, then how many more", () => {
    expect(notificationSentence(leak, en)).toBe(
      "Leaked credentials were found: ana@acme.example, marko@acme.example, it@acme.example and 1 more.",
    );
    expect(
      notificationSentence(
        { type: "CredentialLeaked", meta: { credentials: [{ username: "ana", domain: "a.rs" }] } },
        en,
      ),
    ).toBe("Leaked credentials were found: ana@a.rs.");
    expect(notificationSentence({ type: "CredentialLeaked", meta: { credentials: [] } }, en)).toBe(
      "Leaked credentials were found.",
    );
  });

  it("VulnerabilityActivityCreated names the vulnerability and the translated status", () => {
    expect(notificationSentence(activity, en)).toBe("The vulnerability “Open SMB share” has new activity: resolved.");
    expect(notificationSentence(activity, sr)).toBe("Nova aktivnost na ranjivosti „Open SMB share“: rešena.");
  });

  it("VulnerabilityActivityCreated shows an unknown status as sent", () => {
    expect(
      notificationSentence(
        { type: "VulnerabilityActivityCreated", meta: { vulnerabilityTitle: "X", activityStatus: "Escalated" } },
        en,
      ),
    ).toBe("The vulnerability “X” has new activity: Escalated.");
  });

  it("LearnerFailedCourse names the learner and the course", () => {
    expect(notificationSentence(failedCourse, en)).toBe("Ivo Ivić failed the course “Phishing 101”.");
    expect(notificationSentence(failedCourse, sr)).toBe("Kurs „Phishing 101“ nije položen: Ivo Ivić.");
  });

  it("TargetFailed names the target and the simulation, with a general sentence when meta is missing", () => {
    expect(notificationSentence(failedTarget, en)).toBe("Eva Ević failed the phishing simulation “Q1 invoice lure”.");
    expect(notificationSentence({ type: "TargetFailed", meta: {} as never }, en)).toBe(
      "A target failed a phishing simulation.",
    );
  });

  it("never throws on missing meta", () => {
    for (const type of [
      "VulnerabilityCreated",
      "CredentialLeaked",
      "VulnerabilityActivityCreated",
      "LearnerFailedCourse",
      "TargetFailed",
    ] as const) {
      expect(notificationSentence({ type, meta: null as never }, en)).toEqual(expect.any(String));
    }
  });
});

describe("notificationTitle", () => {
  it("translates every type", () => {
    expect(sampleNotifications.map((n) => notificationTitle(n.type, en))).toEqual([
      "New vulnerability",
      "Leaked credentials",
      "Vulnerability activity",
      "Failed course",
      "Failed simulation",
    ]);
    expect(notificationTitle("TargetFailed", sr)).toBe("Neuspešna simulacija");
  });
});

describe("formatNotificationDate", () => {
  it("formats in the interface language and keeps unparsable values", () => {
    expect(formatNotificationDate("2026-03-04T10:15:00.000Z", "en")).toMatch(/Mar 4, 2026/);
    expect(formatNotificationDate("2026-03-04T10:15:00.000Z", "sr")).toMatch(/2026/);
    expect(formatNotificationDate("soon", "en")).toBe("soon");
  });
});

describe("notificationTarget", () => {
  it("leads each type to the page it is about", () => {
    expect(notificationTarget(vulnerability)).toEqual({
      href: "/continues-monitoring/vulnerabilities/v-1",
      key: "vulnerability",
    });
    expect(notificationTarget(activity)).toBeUndefined();
    expect(notificationTarget(leak)).toEqual({ href: "/leaks/credentials", key: "leaks" });
    expect(notificationTarget(failedCourse)).toEqual({ href: "/awareness/assignments", key: "courses" });
    expect(notificationTarget(failedTarget)).toEqual({ href: "/simulations", key: "simulations" });
    expect(notificationTarget({ type: "TargetFailed", meta: { ...failedTarget.meta, simulationId: "s 1" } })).toEqual({
      href: "/simulations/s%201",
      key: "simulation",
    });
  });
});
