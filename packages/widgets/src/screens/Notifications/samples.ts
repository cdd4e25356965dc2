import type { FakeRoutes } from "../../storybook/fakeApi";
import type { Notification } from "./notificationText";

/**
 * Sample notifications for stories and tests: one of each type, newest first, the first two
 * unread.
 */
export const sampleNotifications: Notification[] = [
  {
    id: "6a0c3f0e-0000-4000-8000-000000000001",
    type: "VulnerabilityCreated",
    isRead: false,
    createdAt: "2026-03-04T10:15:00.000Z",
    meta: { vulnerabilitySeverity: "critical", vulnerabilityId: "v-1" },
  },
  {
    id: "6a0c3f0e-0000-4000-8000-000000000002",
    type: "CredentialLeaked",
    isRead: false,
    createdAt: "2026-03-03T08:00:00.000Z",
    meta: {
      credentials: [
        { username: "ana", domain: "acme.example" },
        { username: "marko", domain: "acme.example" },
        { username: "it", domain: "acme.example" },
        { username: "finance", domain: "acme.example" },
      ],
    },
  },
  {
    id: "6a0c3f0e-0000-4000-8000-000000000003",
    type: "VulnerabilityActivityCreated",
    isRead: true,
    createdAt: "2026-03-02T14:30:00.000Z",
    meta: { vulnerabilityTitle: "Open SMB share", activityStatus: "Resolved" },
  },
  {
    id: "6a0c3f0e-0000-4000-8000-000000000004",
    type: "LearnerFailedCourse",
    isRead: true,
    createdAt: "2026-03-01T09:45:00.000Z",
    meta: { learnerFirstName: "Ivo", learnerLastName: "Ivić", courseName: "Phishing 101" },
  },
  {
    id: "6a0c3f0e-0000-4000-8000-000000000005",
    type: "TargetFailed",
    isRead: true,
    createdAt: "2026-02-27T16:05:00.000Z",
    meta: { targetFullName: "Eva Ević", simulationName: "Q1 invoice lure" },
  },
];

/** One notification of each inventory event type, newest first, the first one unread. */
export const inventoryNotifications: Notification[] = [
  {
    id: "6a0c3f0e-0000-4000-8000-000000000011",
    type: "PeopleImported",
    isRead: false,
    createdAt: "2026-03-05T09:00:00.000Z",
    meta: {
      source: "csv",
      rows: 120,
      created: 100,
      updated: 15,
      unchanged: 3,
      deleted: 0,
      rejected: 2,
      deleteNotInList: false,
    },
  },
  {
    id: "6a0c3f0e-0000-4000-8000-000000000012",
    type: "PeopleSynced",
    isRead: true,
    createdAt: "2026-03-05T08:00:00.000Z",
    meta: { provider: "microsoft", rows: 40, created: 4, updated: 1, unchanged: 35, deleted: 0, rejected: 0 },
  },
  {
    id: "6a0c3f0e-0000-4000-8000-000000000013",
    type: "AssetVerified",
    isRead: true,
    createdAt: "2026-03-05T07:00:00.000Z",
    meta: { assetId: "a-1", name: "acme.example", assetType: "domain", method: "dns" },
  },
  {
    id: "6a0c3f0e-0000-4000-8000-000000000014",
    type: "DiscoveryCompleted",
    isRead: true,
    createdAt: "2026-03-05T06:00:00.000Z",
    meta: {
      assetId: "a-1",
      name: "acme.example",
      discoveryId: "d-1",
      newAssets: [
        { id: "a-2", name: "mail.acme.example", assetType: "subdomain" },
        { id: "a-3", name: "vpn.acme.example", assetType: "subdomain" },
      ],
    },
  },
  {
    id: "6a0c3f0e-0000-4000-8000-000000000015",
    type: "ExportReady",
    isRead: true,
    createdAt: "2026-03-05T05:00:00.000Z",
    meta: {
      exportId: "e-1",
      kind: "people",
      format: "xlsx",
      fileName: "people-2026-03-05.xlsx",
      rowCount: 120,
      requestedByUserId: null,
    },
  },
];

/** `count` more read notifications after the five samples, for paging. */
export function olderNotifications(count: number): Notification[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `6a0c3f0e-0000-4000-8000-1000000000${String(i).padStart(2, "0")}`,
    type: "VulnerabilityCreated" as const,
    isRead: true,
    createdAt: new Date(Date.UTC(2026, 1, 20 - i, 12)).toISOString(),
    meta: { vulnerabilitySeverity: (["high", "medium"] as const)[i % 2] ?? "high" },
  }));
}

/** Fake API routes answering with `items` (one page) and an unread count. */
export function notificationRoutes(items: Notification[], total = items.length, unread?: number): FakeRoutes {
  return {
    "GET /api/v1/notifications/notifications": { items, total },
    "GET /api/v1/notifications/notifications/not-read-count": {
      count: unread ?? items.filter((n) => !n.isRead).length,
    },
    "POST /api/v1/notifications/notifications/mark-all-read": { count: unread ?? 0 },
    "PUT /api/v1/notifications/notifications/*/mark-read": { ...items[0], isRead: true },
  };
}
