import type { Schema, User } from "@bulwark/client";
import { scoreCategory } from "../score/score";
import { adminPermissions, type FakeRoutes, sampleTenant, sampleUser, sessionRoutes } from "./fakeApi";

/**
 * Canned people-inventory answers for the stories and tests of the people screens (People,
 * PeopleImport, DirectorySync, InventoryOverview, ExportButton). {@link peopleApi} is a small
 * stateful fake: it filters, sorts and pages like the API, and edits and deletes stick.
 */

type Person = Schema<"Person">;
type ImportReport = Schema<"PeopleImportReport">;
type DirectoryConnection = Schema<"DirectoryConnection">;
type ExportRequest = Schema<"ExportRequest">;

/** An organisation admin who keeps the inventory (Admin holds CrudInventory). */
export const inventoryAdminPermissions = {
  ...adminPermissions,
  permissions: [...adminPermissions.permissions, "CrudInventory"],
};

/** A Viewer: reads the inventory, changes nothing. */
export const inventoryViewerPermissions = {
  ...adminPermissions,
  roles: ["Viewer"],
  permissions: ["ReadInventory"],
};

/** A SecurityAnalyst: keeps the inventory but does not manage the organisation (no directory settings). */
export const inventoryAnalystPermissions = {
  ...adminPermissions,
  roles: ["SecurityAnalyst"],
  permissions: ["ReadInventory", "CrudInventory", "ReadVulnerability", "ReadLearning", "ReadPhishing", "ReadLeaks"],
};

export const inventoryAdminRoutes = (): FakeRoutes => sessionRoutes(sampleUser, inventoryAdminPermissions);
export const inventoryViewerRoutes = (): FakeRoutes =>
  sessionRoutes({ ...sampleUser, tenants: [{ ...sampleTenant, roles: ["Viewer"] }] }, inventoryViewerPermissions);
export const inventoryAnalystRoutes = (): FakeRoutes =>
  sessionRoutes(
    { ...sampleUser, tenants: [{ ...sampleTenant, roles: ["SecurityAnalyst"] }] },
    inventoryAnalystPermissions,
  );
/** An organisation without the inventory feature. */
export const noInventoryRoutes = (): FakeRoutes =>
  sessionRoutes(
    { ...sampleUser, tenants: [{ ...sampleTenant, features: ["learning", "phishing"] }] },
    inventoryAdminPermissions,
  );
/** Signed in without an organisation (demo mode). */
export const noTenantInventoryRoutes = (): FakeRoutes =>
  sessionRoutes({ ...sampleUser, tenants: [] } satisfies User, {
    tenantId: null,
    roles: [],
    permissions: [],
    superAdminPermissions: [],
  });

export const secondTenant = {
  ...sampleTenant,
  id: "5d1f0a2b-7c3e-4f10-9a8b-1c2d3e4f5a6b",
  name: "Beta Logistics",
  color: "#12805c",
};
/** A user in two organisations (the per-organisation overview shows). */
export const multiTenantRoutes = (): FakeRoutes =>
  sessionRoutes({ ...sampleUser, tenants: [sampleTenant, secondTenant] }, inventoryAdminPermissions);

export const sampleGroups = ["Engineering", "Finance", "Management", "Marketing", "Sales", "Support"];
export const sampleTags = ["contractor", "new-hire", "on-call", "remote", "vip"];

const firstNames = ["Ana", "Marko", "Jelena", "Nikola", "Milica", "Stefan", "Ivana", "Luka", "Tijana", "Petar", "Sara"];
const lastNames = ["Petrović", "Jovanović", "Nikolić", "Marković", "Đorđević", "Stojanović", "Ilić", "Pavlović"];
const origins: Schema<"PersonOrigin">[] = ["csv", "csv", "google", "manual", "microsoft"];
const scores = [12, 34, 58, 77, 97, null, 63, 88, 45, 100, 21, 70, 92, null, 55];

/** `count` people with a spread of scores, groups, tags and origins, newest first. */
export function makePeople(count: number): Person[] {
  return Array.from({ length: count }, (_, i) => {
    const firstName = firstNames[i % firstNames.length] ?? "Ana";
    const lastName = lastNames[(i * 3) % lastNames.length] ?? "Ilić";
    const score = scores[i % scores.length] ?? null;
    const at = new Date(Date.UTC(2026, 2, 20, 9, 0) - i * 86_400_000 * 2.3).toISOString();
    const ascii = `${firstName}.${lastName}`
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/đ/g, "dj");
    return {
      id: `40000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      firstName,
      lastName,
      email: `${ascii}${i >= firstNames.length ? i : ""}@acme.example`,
      groups: [sampleGroups[i % sampleGroups.length] ?? "Sales", ...(i % 4 === 0 ? ["Management"] : [])].filter(
        (g, k, all) => all.indexOf(g) === k,
      ),
      tags: i % 3 === 0 ? [sampleTags[i % sampleTags.length] ?? "remote"] : i % 5 === 1 ? ["remote", "vip"] : [],
      score,
      scoreCategory: score === null ? null : scoreCategory(score),
      origin: origins[i % origins.length] ?? "manual",
      createdAt: at,
      updatedAt: at,
    };
  });
}

/** A dry run of a messy CSV: creates, an update, an unchanged row, rejected rows, an ignored column. */
export const samplePreview: ImportReport = {
  dryRun: true,
  rows: 7,
  created: 3,
  updated: 1,
  unchanged: 1,
  deleted: 0,
  rejectedCount: 2,
  rejected: [
    { line: 5, email: "marko.jovanovic@acme", reason: "Invalid email" },
    { line: 7, email: "ana.petrovic@acme.example", reason: "Duplicate email addresses are not allowed" },
  ],
  ignoredColumns: ["Phone", "Employee ID"],
  preview: [
    {
      line: 2,
      firstName: "Ana",
      lastName: "Petrović",
      email: "ana.petrovic@acme.example",
      groups: ["Engineering"],
      tags: ["remote"],
      action: "update",
      problem: null,
    },
    {
      line: 3,
      firstName: "Jelena",
      lastName: "Nikolić",
      email: "jelena.nikolic@acme.example",
      groups: ["Finance"],
      tags: [],
      action: "unchanged",
      problem: null,
    },
    {
      line: 4,
      firstName: "Nikola",
      lastName: "Marković",
      email: "nikola.markovic@acme.example",
      groups: ["Sales"],
      tags: ["new-hire"],
      action: "create",
      problem: null,
    },
    {
      line: 5,
      firstName: "Marko",
      lastName: "Jovanović",
      email: "marko.jovanovic@acme",
      groups: [],
      tags: [],
      action: "reject",
      problem: "Invalid email",
    },
    {
      line: 6,
      firstName: "Milica",
      lastName: "Ilić",
      email: "milica.ilic@acme.example",
      groups: ["Support", "Management"],
      tags: [],
      action: "create",
      problem: null,
    },
    {
      line: 7,
      firstName: "Ana",
      lastName: "Petrović",
      email: "ana.petrovic@acme.example",
      groups: [],
      tags: [],
      action: "reject",
      problem: "Duplicate email addresses are not allowed",
    },
    {
      line: 8,
      firstName: "",
      lastName: "",
      email: "sara@acme.example",
      groups: [],
      tags: [],
      action: "create",
      problem: null,
    },
  ],
};

/** What saving {@link samplePreview} did. */
export const sampleImportReport: ImportReport = {
  ...samplePreview,
  dryRun: false,
  preview: undefined,
} as ImportReport;
delete (sampleImportReport as { preview?: unknown }).preview;

/** What a directory sync changed. */
export const sampleSyncReport: ImportReport = {
  dryRun: false,
  rows: 42,
  created: 5,
  updated: 3,
  unchanged: 33,
  deleted: 1,
  rejectedCount: 0,
  rejected: [],
  ignoredColumns: [],
};

export function makeTenantOverview(people: readonly Person[], tenant = sampleTenant): Schema<"PeopleTenantOverview"> {
  const scored = people.filter((p) => p.score !== null);
  const categories = { VeryLow: 0, Low: 0, Medium: 0, High: 0, VeryHigh: 0 };
  for (const person of scored) categories[person.scoreCategory ?? "VeryLow"] += 1;
  const average = scored.length ? scored.reduce((sum, p) => sum + (p.score ?? 0), 0) / scored.length : null;
  return {
    tenantId: tenant.id,
    tenantName: tenant.name,
    peopleCount: people.length,
    averageScore: average === null ? null : Math.round(average * 10) / 10,
    scoreCategory: average === null ? null : scoreCategory(average),
    categories,
  };
}

export const sampleTenantsOverview = {
  items: [
    makeTenantOverview(makePeople(48)),
    {
      tenantId: secondTenant.id,
      tenantName: secondTenant.name,
      peopleCount: 215,
      averageScore: 81.4,
      scoreCategory: "High",
      categories: { VeryLow: 4, Low: 11, Medium: 40, High: 120, VeryHigh: 32 },
    },
  ] satisfies Schema<"PeopleTenantOverview">[],
  total: 2,
};

const never = {
  lastSyncAt: null,
  lastSyncStatus: null,
  lastSyncError: null,
  updatedAt: null,
  account: null,
  deleteMissing: false,
  configured: false,
} as const;

export const unconfiguredConnections: { items: DirectoryConnection[]; total: number } = {
  items: [
    { provider: "google", ...never },
    { provider: "microsoft", ...never },
  ],
  total: 2,
};

export const sampleConnections: { items: DirectoryConnection[]; total: number } = {
  items: [
    {
      provider: "google",
      configured: true,
      account: "bulwark-sync@acme-workspace.iam.gserviceaccount.com as admin@acme.example",
      deleteMissing: true,
      lastSyncAt: "2026-03-21T06:00:00.000Z",
      lastSyncStatus: "Succeeded",
      lastSyncError: null,
      updatedAt: "2026-03-01T10:00:00.000Z",
    },
    {
      provider: "microsoft",
      configured: true,
      account: "app 6f1c2d3e-1111-4222-8333-944455566677 in acme.onmicrosoft.com",
      deleteMissing: false,
      lastSyncAt: "2026-03-20T18:30:00.000Z",
      lastSyncStatus: "Failed",
      lastSyncError: "AADSTS7000215: Invalid client secret provided.",
      updatedAt: "2026-03-02T10:00:00.000Z",
    },
  ],
  total: 2,
};

const matches = (person: Person, url: URL): boolean => {
  const q = url.searchParams;
  const search = q.get("search")?.trim().toLowerCase();
  if (search && ![person.firstName, person.lastName, person.email].some((v) => v.toLowerCase().includes(search)))
    return false;
  const groups = q.getAll("groups");
  if (groups.length && !person.groups.some((g) => groups.includes(g))) return false;
  const tags = q.getAll("tags");
  if (tags.length && !person.tags.some((t) => tags.includes(t))) return false;
  const min = q.get("scoreMin");
  const max = q.get("scoreMax");
  if ((min !== null || max !== null) && person.score === null) return false;
  if (min !== null && (person.score ?? 0) < Number(min)) return false;
  if (max !== null && (person.score ?? 0) > Number(max)) return false;
  const from = q.get("createdFrom");
  const to = q.get("createdTo");
  const day = person.createdAt.slice(0, 10);
  if (from && day < from) return false;
  if (to && day > to) return false;
  return true;
};

const json = (status: number, body: unknown) => ({ status, body });

/** Options of {@link peopleApi}. */
export interface PeopleApiOptions {
  people?: Person[];
  /** Answer of the people list instead of the stateful one ("pending", an error reply, ...). */
  list?: unknown;
  /** Session routes; defaults to an inventory admin. */
  session?: FakeRoutes;
  connections?: { items: DirectoryConnection[]; total: number };
  /** How many status checks an export stays pending before it is ready. */
  exportPolls?: number;
  /** Makes the export job fail. */
  exportFails?: boolean;
  /** Answer of a Google / Microsoft sync. */
  syncGoogle?: unknown;
  syncMicrosoft?: unknown;
  /** Answer of the CSV import (both the dry run and the real one). */
  importReply?: unknown;
  /** Answer of a bulk change instead of the stateful one. */
  bulkReply?: unknown;
}

/** Routes of the people inventory over an in-memory list (mutations stick for the story's life). */
export function peopleApi(options: PeopleApiOptions = {}): FakeRoutes {
  const people = [...(options.people ?? makePeople(48))];
  const exports = new Map<string, { request: ExportRequest; polls: number }>();
  let connections = structuredClone(options.connections ?? sampleConnections);
  const list = (values: (p: Person) => string[]) => ({
    items: [...new Set(people.flatMap(values))].sort((a, b) => a.localeCompare(b)),
  });

  return {
    ...(options.session ?? inventoryAdminRoutes()),
    "GET /api/v1/inventory/people":
      options.list ??
      ((_request: Request, url: URL) => {
        const sortBy = (url.searchParams.get("sortBy") ?? "createdAt") as keyof Person;
        const order = url.searchParams.get("sortOrder") === "asc" ? 1 : -1;
        const sorted = people
          .filter((p) => matches(p, url))
          .sort((a, b) => {
            const x = a[sortBy];
            const y = b[sortBy];
            if (x === y) return 0;
            if (x === null) return 1;
            if (y === null) return -1;
            return (x < y ? -1 : 1) * order;
          });
        const skip = Number(url.searchParams.get("skip") ?? 0);
        const limit = Number(url.searchParams.get("limit") ?? 20);
        return { items: sorted.slice(skip, skip + limit), total: sorted.length };
      }),
    "GET /api/v1/inventory/people/groups/all": () => list((p) => p.groups),
    "GET /api/v1/inventory/people/tags/all": () => list((p) => p.tags),
    "PUT /api/v1/inventory/people/*": async (request: Request, url: URL) => {
      const id = url.pathname.split("/").pop();
      const body = (await request.json()) as Schema<"PersonInput">;
      const index = people.findIndex((p) => p.id === id);
      const current = people[index];
      if (!current) return json(404, { statusCode: 404, message: "Not found", code: "NotFound" });
      const email = body.email.trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        return json(422, {
          statusCode: 422,
          message: "Validation failed",
          code: "ValidationFailed",
          errors: [{ path: "body.email", message: "Invalid email" }],
        });
      }
      if (people.some((p) => p.id !== id && p.email.toLowerCase() === email.toLowerCase())) {
        return json(409, { statusCode: 409, message: "Duplicate email addresses are not allowed", code: "Conflict" });
      }
      const saved: Person = {
        ...current,
        firstName: body.firstName ?? current.firstName,
        lastName: body.lastName ?? current.lastName,
        email,
        groups: body.groups ?? current.groups,
        tags: body.tags ?? current.tags,
        origin: "manual",
        updatedAt: new Date().toISOString(),
      };
      people[index] = saved;
      return saved;
    },
    "DELETE /api/v1/inventory/people/*": (_request: Request, url: URL) => {
      const index = people.findIndex((p) => p.id === url.pathname.split("/").pop());
      if (index >= 0) people.splice(index, 1);
      return { status: 204 };
    },
    "POST /api/v1/inventory/people/bulk":
      options.bulkReply ??
      (async (request: Request) => {
        const body = (await request.json()) as Schema<"PeopleBulkRequest">;
        // The filter as the list's query, so "everyone matching" picks whom the list shows.
        const url = new URL("http://fake/");
        for (const [key, value] of Object.entries(body.filter ?? {})) {
          for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
        }
        const targets = body.ids
          ? people.filter((p) => body.ids?.includes(p.id))
          : people.filter((p) => matches(p, url));
        let changed = 0;
        for (const person of targets) {
          if (body.action === "delete") {
            people.splice(people.indexOf(person), 1);
            changed += 1;
            continue;
          }
          const key = body.action === "addTags" ? "tags" : "groups";
          const added = (body.labels ?? []).filter((label) => !person[key].includes(label));
          if (added.length === 0) continue;
          person[key] = [...person[key], ...added].sort();
          changed += 1;
        }
        return { action: body.action, matched: targets.length, changed };
      }),
    "POST /api/v1/inventory/people/import":
      options.importReply ??
      ((_request: Request, url: URL) =>
        url.searchParams.get("dryRun") === "true"
          ? samplePreview
          : url.searchParams.get("deleteNotInList") === "true"
            ? { ...sampleImportReport, deleted: 12 }
            : sampleImportReport),
    "POST /api/v1/inventory/people/sync-google": options.syncGoogle ?? sampleSyncReport,
    "POST /api/v1/inventory/people/sync-microsoft":
      options.syncMicrosoft ??
      json(502, { statusCode: 502, message: "Sync with microsoft failed", code: "SyncFailed" }),
    "GET /api/v1/inventory/directory-connections": () => connections,
    "PUT /api/v1/inventory/directory-connections/*": async (request: Request, url: URL) => {
      const provider = url.pathname.split("/").pop() as "google" | "microsoft";
      const body = (await request.json()) as Record<string, unknown>;
      const account =
        provider === "google"
          ? `bulwark-sync@acme-workspace.iam.gserviceaccount.com as ${String(body.adminEmail)}`
          : `app ${String(body.clientId)} in ${String(body.directoryId)}`;
      const saved: DirectoryConnection = {
        provider,
        configured: true,
        account,
        deleteMissing: Boolean(body.deleteMissing),
        lastSyncAt: null,
        lastSyncStatus: null,
        lastSyncError: null,
        updatedAt: new Date().toISOString(),
      };
      connections = { ...connections, items: connections.items.map((c) => (c.provider === provider ? saved : c)) };
      return saved;
    },
    "DELETE /api/v1/inventory/directory-connections/*": (_request: Request, url: URL) => {
      const provider = url.pathname.split("/").pop();
      connections = {
        ...connections,
        items: connections.items.map((c) =>
          c.provider === provider ? { provider: c.provider as "google" | "microsoft", ...never } : c,
        ),
      };
      return { status: 204 };
    },
    "GET /api/v1/inventory/people/tenants/overview": sampleTenantsOverview,
    "GET /api/v1/inventory/people/tenants/overview/*": makeTenantOverview(people),
    "POST /api/v1/inventory/exports": async (request: Request) => {
      const body = (await request.json()) as Schema<"ExportRequestInput">;
      const id = `50000000-0000-4000-8000-${String(exports.size + 1).padStart(12, "0")}`;
      const now = new Date();
      const exportRequest: ExportRequest = {
        id,
        kind: body.kind,
        format: body.format,
        status: "PendingToBeCreated",
        url: null,
        fileName: `${body.kind}-2026-03-21.${body.format}`,
        rowCount: null,
        error: null,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
      };
      exports.set(id, { request: exportRequest, polls: 0 });
      return { status: 202, body: exportRequest };
    },
    "GET /api/v1/inventory/exports/*": (_request: Request, url: URL) => {
      const entry = exports.get(url.pathname.split("/").pop() ?? "");
      if (!entry) return json(404, { statusCode: 404, message: "Not found", code: "NotFound" });
      entry.polls += 1;
      if (entry.polls >= (options.exportPolls ?? 1)) {
        entry.request = options.exportFails
          ? { ...entry.request, status: "Error", error: "The export could not be written" }
          : {
              ...entry.request,
              status: "ReadyToBeDownloaded",
              url: `/api/v1/inventory/exports/${entry.request.id}/download`,
              rowCount: people.length,
            };
      }
      return entry.request;
    },
    "GET /api/v1/inventory/exports/*/download": (_request: Request, url: URL) => {
      const entry = exports.get(url.pathname.split("/")[5] ?? "");
      if (!entry) return json(404, { statusCode: 404, message: "Not found", code: "NotFound" });
      const csv = ["First name,Last name,Email", ...people.map((p) => `${p.firstName},${p.lastName},${p.email}`)].join(
        "\r\n",
      );
      return new Response(csv, {
        status: 200,
        headers: {
          "content-type": entry.request.format === "csv" ? "text/csv" : "application/octet-stream",
          "content-disposition": `attachment; filename="${entry.request.fileName}"; filename*=UTF-8''${encodeURIComponent(entry.request.fileName)}`,
        },
      });
    },
  };
}
