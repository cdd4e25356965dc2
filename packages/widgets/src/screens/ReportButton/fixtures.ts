import type { Schema } from "@bulwark/client";
import { adminPermissions, type FakeRoutes, sampleTenant, sampleUser, sessionRoutes } from "../../storybook/fakeApi";

// Sample data of the report button's stories and tests (not a test file itself).

const at = (i: number) => new Date(Date.UTC(2026, 2, 2, 10, 0, 0) - i * 3_600_000 * 7).toISOString();

const senders = [
  ['"Accounts" <billing@evil-invoices.example>', "evil-invoices.example", "Overdue invoice 4471"],
  ['"IT Service Desk" <it@acme-support.example>', "acme-support.example", "Your password expires today"],
  ["DHL Express <noreply@dhl-tracking.example>", "dhl-tracking.example", "Your parcel is waiting"],
  ["ceo@lookalike.example", "lookalike.example", "Urgent wire transfer"],
  ['"Microsoft 365" <security@m1crosoft.example>', "m1crosoft.example", ""],
] as const;
const statuses: Schema<"PhishingExtensionReportStatus">[] = ["Received", "Threat", "Spam", "Received", "Clean"];
const organizations = ["Acme d.o.o.", "Beta Bank a.d.", "Gamma Retail"];

/** `count` reported emails across three organisations, newest first. */
export function makeExtensionReports(count: number): Schema<"PhishingExtensionReport">[] {
  return Array.from({ length: count }, (_, i) => {
    const [sender, domain, subject] = senders[i % senders.length] as (typeof senders)[number];
    return {
      id: `50000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      tenantId: i % 3 === 0 ? sampleTenant.id : `5a000000-0000-4000-8000-00000000000${i % 3}`,
      organizationName: organizations[i % 3] as string,
      reporterEmail: ["ana.petrovic@acme.example", "marko@beta.example", "jelena@gamma.example"][i % 3] as string,
      source: i % 4 === 3 ? "Web" : "Extension",
      sender,
      senderDomain: domain,
      subject,
      messageId: `<${4471 + i}@${domain}>`,
      receivedAt: at(i + 1),
      headerDigest: {
        spf: i % 2 === 0 ? "softfail" : "pass",
        dkim: i % 2 === 0 ? "none" : "pass",
        dmarc: i % 2 === 0 ? "fail" : null,
        returnPath: `<bounce@${domain}>`,
        replyTo: i % 2 === 0 ? "pay@elsewhere.example" : null,
        receivedCount: 2 + (i % 3),
        originatingIp: "93.184.216.34",
        sha256: "f382d9dca45472901fc54cf03baecc6ad61e33db85794cd2a26373903b90daa3",
      },
      comment: i % 2 === 0 ? "Unknown sender asking for payment" : "",
      status: statuses[i % statuses.length] as Schema<"PhishingExtensionReportStatus">,
      reportedAt: at(i),
      updatedAt: at(i),
    };
  });
}

/** A super-admin with ManagePhishing, in no organisation. */
export const phishingAdminRoutes = (): FakeRoutes =>
  sessionRoutes(
    {
      ...sampleUser,
      id: "7a7a7a7a-0000-4000-8000-000000000002",
      email: "phishing-admin@bulwark.example",
      firstName: "Platform",
      lastName: "Admin",
      tenants: [],
      superAdminPermissions: ["ManagePhishing"],
    },
    { tenantId: null, roles: [], permissions: [], superAdminPermissions: ["ManagePhishing"] },
  );

/** An organisation admin (no super-admin permission). */
export const memberRoutes = (): FakeRoutes => sessionRoutes(sampleUser, adminPermissions);

/** The live extension key of the sample organisation. */
export const sampleExtensionKey: Schema<"PhishingExtensionKey"> = {
  id: "60000000-0000-4000-8000-000000000001",
  prefix: "bwx_Zk3q9T",
  createdBy: "Ana Petrović",
  createdAt: "2026-02-20T09:15:00.000Z",
  lastUsedAt: "2026-03-02T10:00:05.000Z",
};

export const list = <T>(items: T[], total = items.length) => ({ items, total });

/** The organisation's reported emails: suspicious ones in every triage status, and simulations spotted. */
export function makeReportedEmails(count: number): Schema<"PhishingReportedEmail">[] {
  return Array.from({ length: count }, (_, i) => {
    const simulation = i % 3 === 1;
    const [sender, , subject] = senders[i % senders.length] ?? senders[0];
    return {
      id: `5e000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
      kind: simulation ? "Simulation" : "Suspicious",
      reporterEmail: ["ana.petrovic@acme.example", "marko.jovanovic@acme.example", "ivana.nikolic@acme.example"][
        i % 3
      ] as string,
      source: simulation ? null : i % 4 === 3 ? "Web" : "Extension",
      sender: simulation ? "it@account-portal.example" : sender,
      subject: simulation ? "Password expires today" : subject,
      receivedAt: at(i + 1),
      reportedAt: at(i),
      status: simulation ? null : (statuses[i % statuses.length] as Schema<"PhishingExtensionReportStatus">),
      simulation: simulation ? { id: "c5000000-0000-4000-8000-000000000001", name: "Q1 password expiry" } : null,
    };
  });
}
