import type { Schema } from "@bulwark/client";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../i18n/createI18n";
import {
  formatNotificationDate,
  notificationSentence,
  notificationTarget,
  notificationTitle,
} from "./notificationText";
import { inventoryNotifications, sampleNotifications } from "./samples";

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

  it("PeopleBulkChanged says what happened to how many people, with plural forms in both languages", () => {
    const bulk = (meta: Schema<"PeopleBulkChangedData">) => ({ type: "PeopleBulkChanged" as const, meta });
    expect(notificationSentence(bulk({ action: "delete", matched: 2, changed: 2, labels: [] }), en)).toBe(
      "2 people deleted.",
    );
    expect(notificationSentence(bulk({ action: "delete", matched: 1, changed: 1, labels: [] }), en)).toBe(
      "1 person deleted.",
    );
    expect(notificationSentence(bulk({ action: "addTags", matched: 5, changed: 1, labels: ["vip", "q3"] }), en)).toBe(
      "1 person tagged vip, q3.",
    );
    expect(notificationSentence(bulk({ action: "addGroups", matched: 4, changed: 4, labels: ["Sales"] }), en)).toBe(
      "4 people added to Sales.",
    );
    expect(notificationSentence(bulk({ action: "delete", matched: 3, changed: 3, labels: [] }), sr)).toBe(
      "Obrisane su 3 osobe.",
    );
    expect(notificationSentence(bulk({ action: "addTags", matched: 5, changed: 5, labels: ["vip"] }), sr)).toBe(
      "5 osoba je označeno: vip.",
    );
    expect(notificationTarget(bulk({ action: "delete", matched: 1, changed: 1, labels: [] }))).toEqual({
      href: "/inventory/people",
      key: "people",
    });
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

  it("PhishingEmailReported names the reporter, the sender and the subject, in both languages", () => {
    const reported = {
      type: "PhishingEmailReported" as const,
      meta: {
        reportId: "0190a5a0-0000-7000-8000-000000000001",
        reporterEmail: "ana@alpha.test",
        sender: "billing@evil.example",
        subject: "Overdue invoice",
        source: "Extension" as const,
        reportedAt: "2026-03-02T10:00:00.000Z",
      },
    };
    expect(notificationSentence(reported, en)).toBe(
      "ana@alpha.test reported an email from billing@evil.example as phishing: “Overdue invoice”.",
    );
    expect(notificationSentence(reported, sr)).toBe(
      "ana@alpha.test je prijavio/la poruku od billing@evil.example kao fišing: „Overdue invoice“.",
    );
    expect(notificationSentence({ type: "PhishingEmailReported", meta: {} as never }, en)).toBe(
      "Someone reported an email as phishing.",
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

describe("inventory notifications", () => {
  const [imported, synced, verified, discovered, exported] = inventoryNotifications as [
    (typeof inventoryNotifications)[number],
    (typeof inventoryNotifications)[number],
    (typeof inventoryNotifications)[number],
    (typeof inventoryNotifications)[number],
    (typeof inventoryNotifications)[number],
  ];

  it("says what an import, a sync, a verification, a discovery and an export did, in en and sr", () => {
    expect(inventoryNotifications.map((n) => notificationSentence(n, en))).toEqual([
      "People were saved from a CSV file: 100 created, 15 updated, 3 unchanged, 0 deleted, 2 rejected.",
      "People were synced from Microsoft 365: 4 created, 1 updated, 35 unchanged, 0 deleted, 0 rejected.",
      "acme.example is now verified.",
      "Discovery from acme.example added new assets: 2.",
      "Your export people-2026-03-05.xlsx is ready to download.",
    ]);
    expect(notificationSentence(imported, sr)).toBe(
      "Osobe su sačuvane iz izvora CSV datoteka: dodato 100, izmenjeno 15, bez promene 3, obrisano 0, odbijeno 2.",
    );
    expect(inventoryNotifications.map((n) => notificationTitle(n.type, sr))).toEqual([
      "Osobe uvezene",
      "Osobe sinhronizovane",
      "Resurs verifikovan",
      "Otkriveni novi resursi",
      "Izvoz je spreman",
    ]);
    for (const n of inventoryNotifications) {
      expect(notificationSentence({ type: n.type, meta: null as never }, en)).toEqual(expect.any(String));
    }
  });

  it("leads to the people, the asset or the assets; an export has no page", () => {
    expect(notificationTarget(imported)).toEqual({ href: "/inventory/people", key: "people" });
    expect(notificationTarget(synced)).toEqual({ href: "/inventory/people", key: "people" });
    expect(notificationTarget(verified)).toEqual({ href: "/inventory/assets/a-1", key: "asset" });
    expect(notificationTarget(discovered)).toEqual({ href: "/inventory/assets", key: "assets" });
    expect(notificationTarget(exported)).toBeUndefined();
  });
});
