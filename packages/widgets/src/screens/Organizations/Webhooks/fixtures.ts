import type { WebhookDelivery, WebhookDeliveryDetail, WebhookEndpoint } from "./queries";

// Sample webhooks for stories and tests (not a test file itself).

/** Three endpoints: enabled, disabled after failures, disabled by hand. */
export const sampleEndpoints: WebhookEndpoint[] = [
  {
    id: "40000000-0000-4000-8000-000000000001",
    url: "https://hooks.acme.example/bulwark",
    description: "SIEM intake",
    eventTypes: ["PeopleImported", "PeopleSynced", "AssetVerified", "DiscoveryCompleted", "ExportReady"],
    enabled: true,
    disabledReason: null,
    previousSecretExpiresAt: null,
    createdAt: "2026-03-01T09:00:00.000Z",
    updatedAt: "2026-03-01T09:00:00.000Z",
  },
  {
    id: "40000000-0000-4000-8000-000000000002",
    url: "https://old-receiver.acme.example/in",
    description: "",
    eventTypes: ["AssetVerified"],
    enabled: false,
    disabledReason: "Failures",
    previousSecretExpiresAt: null,
    createdAt: "2026-02-20T09:00:00.000Z",
    updatedAt: "2026-03-02T10:00:00.000Z",
  },
  {
    id: "40000000-0000-4000-8000-000000000003",
    url: "https://staging.acme.example/hooks",
    description: "Staging",
    eventTypes: ["ExportReady"],
    enabled: false,
    disabledReason: "Manual",
    previousSecretExpiresAt: null,
    createdAt: "2026-02-10T09:00:00.000Z",
    updatedAt: "2026-02-10T09:00:00.000Z",
  },
];

const base: WebhookDelivery = {
  id: "50000000-0000-4000-8000-000000000001",
  endpointId: "40000000-0000-4000-8000-000000000001",
  messageId: "60000000-0000-4000-8000-000000000001",
  eventType: "PeopleImported",
  status: "Succeeded",
  attempts: 1,
  nextAttemptAt: null,
  lastAttemptAt: "2026-03-04T10:00:01.000Z",
  responseStatus: 204,
  latencyMs: 48,
  lastError: null,
  replayOf: null,
  createdAt: "2026-03-04T10:00:00.000Z",
};

/** A delivery log: a pending retry after a timeout, a replay, a success after three attempts, a failure. */
export const sampleDeliveries: WebhookDelivery[] = [
  {
    ...base,
    id: "50000000-0000-4000-8000-000000000004",
    eventType: "AssetVerified",
    status: "Pending",
    attempts: 2,
    responseStatus: null,
    latencyMs: 10002,
    lastError: "Timed out after 10000 ms fetching https://hooks.acme.example/bulwark",
    nextAttemptAt: "2026-03-04T12:35:00.000Z",
    createdAt: "2026-03-04T12:00:00.000Z",
  },
  { ...base, id: "50000000-0000-4000-8000-000000000003", replayOf: base.id, createdAt: "2026-03-04T11:00:00.000Z" },
  { ...base, id: "50000000-0000-4000-8000-000000000002", attempts: 3, eventType: "WebhookTest" },
  {
    ...base,
    eventType: "ExportReady",
    status: "Failed",
    attempts: 8,
    responseStatus: 500,
    lastError: "HTTP 500",
    createdAt: "2026-03-01T10:00:00.000Z",
  },
];

/** The pending delivery opened: its body as signed and two attempts, a refusal then a time-out. */
export const sampleDeliveryDetail: WebhookDeliveryDetail = {
  delivery: sampleDeliveries[0] as WebhookDelivery,
  payload: JSON.stringify({
    type: "AssetVerified",
    timestamp: "2026-03-04T12:00:00.000Z",
    data: { assetId: "70000000-0000-4000-8000-000000000001", name: "acme.example", method: "DnsTxt" },
  }),
  attemptLog: [
    {
      attempt: 1,
      attemptedAt: "2026-03-04T12:00:01.000Z",
      responseStatus: 503,
      latencyMs: 35,
      error: "HTTP 503",
      responseBody: '{"error":"maintenance until 12:30"}',
    },
    {
      attempt: 2,
      attemptedAt: "2026-03-04T12:05:06.000Z",
      responseStatus: null,
      latencyMs: 10002,
      error: "Timed out after 10000 ms fetching https://hooks.acme.example/bulwark",
      responseBody: null,
    },
  ],
};

/** What creating (or rotating) answers: an endpoint and its secret. */
export const createdEndpoint = {
  endpoint: { ...sampleEndpoints[0], id: "40000000-0000-4000-8000-0000000000ff", url: "https://new.acme.example/hook" },
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/TCZwnWhqJ0=",
} as const;
