import { renderToString } from "ink";
import { describe, expect, it } from "vitest";
import type { WebhookDelivery } from "./deliveries.js";
import { WebhooksDeliveriesView } from "./deliveries.view.js";

const delivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: "d-1",
  endpointId: "e-1",
  messageId: "m-1",
  eventType: "PeopleImported",
  status: "Succeeded",
  attempts: 1,
  nextAttemptAt: null,
  lastAttemptAt: "2026-11-24T10:00:01.000Z",
  responseStatus: 204,
  latencyMs: 12,
  lastError: null,
  replayOf: null,
  createdAt: "2026-11-24T10:00:00.000Z",
  ...over,
});

describe("WebhooksDeliveriesView", () => {
  it("shows each delivery's status, attempts, last answer, latency and next try", () => {
    // A wide terminal: the table is wider than 100 columns.
    const frame = renderToString(
      <WebhooksDeliveriesView
        result={{
          endpoint: { id: "e-1", url: "https://hooks.example.com/in" },
          total: 2,
          items: [
            delivery({
              id: "d-2",
              status: "Pending",
              attempts: 2,
              responseStatus: null,
              latencyMs: 10003,
              lastError: "timed out",
              nextAttemptAt: "2026-11-24T10:35:00.000Z",
            }),
            delivery({ replayOf: "d-0" }),
          ],
        }}
      />,
      { columns: 160 },
    );
    const lines = frame.split("\n").map((l) => l.trimEnd());
    expect(lines[0]).toMatch(/^CREATED\s+EVENT\s+STATUS\s+ATTEMPTS\s+LAST ANSWER\s+NEXT TRY\s+ID$/);
    expect(lines[1]).toMatch(/PeopleImported\s+Pending\s+2\s+timed out in 10003 ms\s+2026-11-24 10:35:00\s+d-2$/);
    expect(lines[2]).toMatch(/PeopleImported \(replay\)\s+Succeeded\s+1\s+204 in 12 ms\s+-\s+d-1$/);
    expect(lines[3]).toBe("2 of 2 deliveries to https://hooks.example.com/in");
  });

  it("shows a connection error as the API words it, and cuts a long error with an ellipsis", () => {
    const frame = renderToString(
      <WebhooksDeliveriesView
        result={{
          endpoint: { id: "e-1", url: "http://127.0.0.1:9911/hooks" },
          total: 2,
          items: [
            delivery({
              id: "d-2",
              status: "Pending",
              responseStatus: null,
              latencyMs: 2,
              lastError: "Connection refused (ECONNREFUSED) at 127.0.0.1:9911",
            }),
            delivery({ responseStatus: 500, lastError: `answered 500: ${"x".repeat(60)}`, latencyMs: 4 }),
          ],
        }}
      />,
      { columns: 180 },
    );
    const lines = frame.split("\n").map((l) => l.trimEnd());
    expect(lines[1]).toMatch(/Pending\s+1\s+Connection refused \(ECONNREFUSED\) at 12… in 2 ms\s+-\s+d-2$/);
    expect(lines[2]).toMatch(new RegExp(`answered 500: ${"x".repeat(25)}… in 4 ms`));
  });

  it("says so when nothing was delivered yet", () => {
    const frame = renderToString(
      <WebhooksDeliveriesView result={{ endpoint: { id: "e", url: "https://h.example/x" }, items: [], total: 0 }} />,
    );
    expect(frame).toContain("Nothing delivered to https://h.example/x yet.");
  });
});
