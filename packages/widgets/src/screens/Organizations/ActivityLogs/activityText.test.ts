import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/createI18n";
import { activitySentence, isKnownActivity } from "./activityText";

const en = createI18n("en").t;
const sr = createI18n("sr").t;

const entry = (eventName: string, data: Record<string, unknown> = {}, ip: string | null = "192.0.2.7") => ({
  eventName,
  data,
  ip,
  description: `API words for ${eventName}`,
});

/** Every source file of the API, tests aside. */
function apiSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return apiSources(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The event names the API writes to the activity log: `eventName: "X"` and the subscriber's tables. */
function apiEventNames(): string[] {
  const names = new Set<string>();
  const root = join(import.meta.dirname, "../../../../../../api/src/modules");
  for (const file of apiSources(root)) {
    const source = readFileSync(file, "utf8");
    if (!/recordActivity|writeActivity|eventName/.test(source)) continue;
    for (const match of source.matchAll(/eventName:\s*([^,\n]+)/g)) {
      for (const name of (match[1] ?? "").matchAll(/"([A-Z][A-Za-z]+)"/g)) names.add(name[1] ?? "");
    }
    // The bulk actions' names are a table of their own in the activity-log subscriber.
    for (const bulk of source.matchAll(/(?:delete|addTags|addGroups):\s*"(PeopleBulk[A-Za-z]+)"/g))
      names.add(bulk[1] ?? "");
  }
  names.delete("");
  return [...names].sort();
}

describe("activitySentence", () => {
  it("has a sentence for every event name the API writes to the activity log", () => {
    const names = apiEventNames();
    // The scan finds the log's events (a broken scan would pass vacuously).
    expect(names).toEqual(
      expect.arrayContaining(["AssetsAdded", "DiscoveryCompleted", "PeopleBulkTagged", "SignedIn"]),
    );
    expect(names.filter((name) => !isKnownActivity(name))).toEqual([]);
  });

  it("names the reporter and the sender of a reported email, and the prefix of a new extension key", () => {
    const reported = entry("PhishingEmailReported", { reporterEmail: "ana@acme.example", sender: "b@evil.example" });
    expect(activitySentence(reported, en)).toBe("ana@acme.example reported an email from b@evil.example as phishing");
    expect(activitySentence(reported, sr)).toBe("ana@acme.example je prijavio/la poruku od b@evil.example kao fišing");
    expect(activitySentence(entry("ExtensionKeyRotated", { prefix: "bwx_Zk3q9T" }), en)).toBe(
      "Reporting extension key bwx_Zk3q9T… created",
    );
  });

  it("says every known event in both languages without showing a key or the API's words", () => {
    for (const name of apiEventNames()) {
      for (const t of [en, sr]) {
        for (const data of [{}, { name: "x", email: "a@b.c", url: "https://h.example", count: 2, newAssets: 3 }]) {
          const sentence = activitySentence(entry(name, data), t);
          expect(sentence, name).not.toMatch(/organizations\.activity|API words|{{/);
          expect(sentence.trim(), name).not.toBe("");
        }
      }
    }
  });

  it("counts assets with each language's plural forms", () => {
    const added = (count: number, t = sr) => activitySentence(entry("AssetsAdded", { count, names: [] }), t);
    expect(added(1, en)).toBe("1 asset added");
    expect(added(5, en)).toBe("5 assets added");
    expect(added(1)).toBe("Dodat je 1 resurs");
    expect(added(3)).toBe("Dodata su 3 resursa");
    expect(added(5)).toBe("Dodato je 5 resursa");
    expect(added(21)).toBe("Dodat je 21 resurs");
  });

  it("names the discovery's asset and counts what it found", () => {
    const found = (t = sr, data: Record<string, unknown> = { name: "acme.example", newAssets: 4 }) =>
      activitySentence(entry("DiscoveryCompleted", data), t);
    expect(found(en)).toBe("Discovery from acme.example added 4 new assets");
    expect(found()).toBe("Otkrivanje sa acme.example dodalo je 4 nova resursa");
    expect(found(sr, { name: "acme.example", newAssets: 11 })).toBe(
      "Otkrivanje sa acme.example dodalo je 11 novih resursa",
    );
    // An entry without the name says the sentence without it.
    expect(found(en, { newAssets: 1 })).toBe("Discovery added 1 new asset");
  });

  it("says imports, bulk changes, exports and webhooks from their data", () => {
    const counts = { created: 100, updated: 15, unchanged: 3, deleted: 0, rejected: 2 };
    expect(activitySentence(entry("PeopleSynced", { ...counts, provider: "microsoft" }), sr)).toBe(
      "Osobe sinhronizovane iz servisa Microsoft 365: dodato 100, izmenjeno 15, bez promene 3, obrisano 0, odbijeno 2",
    );
    expect(activitySentence(entry("PeopleBulkTagged", { changed: 2, labels: ["vip", "q3"] }), en)).toBe(
      "2 people tagged vip, q3",
    );
    expect(activitySentence(entry("PeopleBulkDeleted", { changed: 3 }), sr)).toBe("Obrisane su 3 osobe");
    expect(activitySentence(entry("ExportReady", { kind: "people", format: "xlsx", rowCount: 1 }), en)).toBe(
      "Export of people ready (XLSX, 1 row)",
    );
    expect(activitySentence(entry("ExportReady", { kind: "assets", format: "csv", rowCount: 12 }), sr)).toBe(
      "Izvoz je spreman: resursi (CSV, 12 redova)",
    );
    expect(
      activitySentence(entry("WebhookEndpointDisabled", { url: "https://h.example/in", failedDeliveries: 5 }), sr),
    ).toBe("Webhook adresa https://h.example/in je isključena posle 5 neuspelih isporuka zaredom");
    expect(activitySentence(entry("AssetVerified", { name: "acme.example", method: "dns" }), sr)).toBe(
      "Resurs acme.example je verifikovan (DNS TXT zapis)",
    );
    expect(activitySentence(entry("TwoFactorPolicyChanged", { requireTwoFactor: true }), en)).toBe(
      "Two-factor authentication required for members",
    );
    expect(activitySentence(entry("MemberRolesChanged", { email: "a@b.rs", after: ["Admin", "Viewer"] }), en)).toBe(
      "a@b.rs now holds Admin, Viewer",
    );
  });

  it("takes a sign-in's address from the entry itself", () => {
    expect(activitySentence(entry("SignedIn", { sessionId: "s" }), sr)).toBe("Prijava sa adrese 192.0.2.7");
    expect(activitySentence(entry("SignedIn", {}, null), en)).toBe("Signed in");
  });

  it("keeps the API's description only for an event name it does not know", () => {
    expect(activitySentence(entry("ReportExported"), sr)).toBe("API words for ReportExported");
    // Inherited names of plain objects are not events.
    expect(activitySentence(entry("toString"), en)).toBe("API words for toString");
    expect(activitySentence(entry("SignedOut"), sr)).toBe("Odjava");
  });

  it("never throws on malformed data", () => {
    for (const name of apiEventNames()) {
      expect(() => activitySentence({ ...entry(name), data: null as never }, en)).not.toThrow();
      expect(() =>
        activitySentence(entry(name, { count: "x", names: 3, labels: "a", after: {}, newAssets: [] }), sr),
      ).not.toThrow();
    }
  });

  it("names the phishing template, landing page or sending profile that changed", () => {
    expect(activitySentence(entry("TemplateCreated", { name: "Invoice" }), en)).toBe(
      "Phishing template “Invoice” created",
    );
    expect(activitySentence(entry("TemplateCopied", { name: "Invoice" }), sr)).toBe(
      "Fišing šablon „Invoice“ je kopiran iz biblioteke",
    );
    expect(activitySentence(entry("LandingPageDeleted", {}), en)).toBe("Landing page deleted");
    expect(activitySentence(entry("SendingProfileUpdated", { name: "SMTP" }), sr)).toBe(
      "Izmenjen je profil za slanje „SMTP“",
    );
  });
});
