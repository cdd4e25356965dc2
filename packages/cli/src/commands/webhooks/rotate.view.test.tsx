import { renderToString } from "ink";
import { describe, expect, it } from "vitest";
import { WebhooksRotateView } from "./rotate.view.js";

describe("WebhooksRotateView", () => {
  it("shows the new secret with the warning that it is shown once and until when the old one is valid", () => {
    const frame = renderToString(
      <WebhooksRotateView
        result={{
          endpoint: {
            id: "e-1",
            url: "https://hooks.example.com/in",
            description: "",
            eventTypes: ["PeopleImported"],
            enabled: true,
            disabledReason: null,
            previousSecretExpiresAt: "2026-12-08T10:00:00.000Z",
            createdAt: "2026-12-07T10:00:00.000Z",
            updatedAt: "2026-12-07T10:00:00.000Z",
          },
          secret: "whsec_bmV3",
        }}
      />,
      { columns: 200 },
    );
    expect(frame).toContain("New signing secret for https://hooks.example.com/in (e-1): whsec_bmV3");
    expect(frame).toContain("Store it now: it is not shown again.");
    expect(frame).toContain("The old secret stays valid until 2026-12-08 10:00 UTC");
  });
});
