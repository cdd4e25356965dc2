import { renderToString } from "ink";
import { describe, expect, it } from "vitest";
import type { WebhooksDeliveryResult } from "./delivery.js";
import { WebhooksDeliveryView } from "./delivery.view.js";

const detail: WebhooksDeliveryResult = {
  delivery: {
    id: "d-2",
    endpointId: "e-1",
    messageId: "msg-1",
    eventType: "PeopleImported",
    status: "Pending",
    attempts: 2,
    nextAttemptAt: "2026-12-07T16:23:58.000Z",
    lastAttemptAt: "2026-12-07T16:18:28.000Z",
    responseStatus: null,
    latencyMs: 2,
    lastError: "Connection refused (ECONNREFUSED) at 127.0.0.1:9911",
    replayOf: null,
    createdAt: "2026-12-07T16:18:22.000Z",
  },
  payload: '{"type":"PeopleImported","data":{"created":1}}',
  attemptLog: [
    {
      attempt: 1,
      attemptedAt: "2026-12-07T16:18:23.000Z",
      responseStatus: 503,
      latencyMs: 12,
      error: "HTTP 503",
      responseBody: "maintenance",
    },
    {
      attempt: 2,
      attemptedAt: "2026-12-07T16:18:28.000Z",
      responseStatus: null,
      latencyMs: 2,
      error: "Connection refused (ECONNREFUSED) at 127.0.0.1:9911",
      responseBody: null,
    },
  ],
};

describe("WebhooksDeliveryView", () => {
  it("shows the webhook-id, each attempt with its answer, and the body indented", () => {
    const lines = renderToString(<WebhooksDeliveryView result={detail} />, { columns: 120 })
      .split("\n")
      .map((l) => l.trimEnd());
    expect(lines[0]).toBe("PeopleImported · Pending · webhook-id msg-1");
    expect(lines[1]).toBe("Created 2026-12-07 16:18:22 · next attempt 2026-12-07 16:23:58");
    expect(lines).toContain("Attempt 1 · 2026-12-07 16:18:23 · HTTP 503 · 12 ms");
    expect(lines).toContain("  maintenance");
    expect(lines).toContain(
      "Attempt 2 · 2026-12-07 16:18:28 · Connection refused (ECONNREFUSED) at 127.0.0.1:9911 · 2 ms",
    );
    const body = lines.slice(lines.indexOf("Body as sent and signed") + 1).join("\n");
    expect(JSON.parse(body)).toEqual({ type: "PeopleImported", data: { created: 1 } });
    expect(body).toContain('\n  "data": {');
  });

  it("says so when nothing was attempted yet", () => {
    const frame = renderToString(<WebhooksDeliveryView result={{ ...detail, attemptLog: [] }} />, { columns: 120 });
    expect(frame).toContain("Not attempted yet: the first attempt is queued.");
  });
});
