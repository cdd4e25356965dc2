import http from "node:http";
import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEND_EMAIL } from "../../platform/platform.js";
import { createOrganizationOwner, type TestUser } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";

/** A receiver that holds every request until released, counting how many it holds at once. */
async function startHoldingReceiver() {
  const held: http.ServerResponse[] = [];
  let most = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      held.push(res);
      most = Math.max(most, held.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hold`,
    held: () => held.length,
    most: () => most,
    release() {
      for (const res of held.splice(0)) res.writeHead(204).end();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits (polling) until `condition` holds; fails after `ms`. */
async function until(condition: () => boolean, ms = 8_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not reached");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let api: TestApi;
let receiver: Awaited<ReturnType<typeof startHoldingReceiver>>;
let owner: TestUser & { tenantId: string };

beforeAll(async () => {
  receiver = await startHoldingReceiver();
  api = await startTestApi();
  owner = await createOrganizationOwner(api, "Lanes");
});
afterAll(async () => {
  receiver?.release();
  await api?.close();
  await receiver?.close();
});

describe("job lanes of a running server", () => {
  it("sends webhooks several at once in their own lane, so a slow receiver holds up no email", async () => {
    const as = { token: owner.accessToken, tenant: owner.tenantId };
    for (const n of [1, 2, 3]) {
      const created = await api.request("POST", "/api/v1/webhooks/endpoints", {
        ...as,
        body: { url: `${receiver.url}?n=${n}`, description: `slow ${n}`, eventTypes: ["PeopleImported"] },
      });
      expect(created.status).toBe(201);
    }
    const imported = await api.request("POST", "/api/v1/inventory/people/batch", {
      ...as,
      body: { people: [{ email: "ana@lanes.rs" }] },
    });
    expect(imported.status).toBe(200);
    await api.drainEvents();
    await api.platform.queue.enqueue(SEND_EMAIL, {
      to: "waiting@lanes.rs",
      subject: "Reset your password",
      text: "t",
      html: "<p>t</p>",
    });

    const [general, webhooks] = api.lanes;
    if (!general || !webhooks) throw new Error("two lanes expected");
    const sending = webhooks.drain();
    // All three deliveries are in flight together.
    await until(() => receiver.held() === 3);
    // The general lane sends the email while the receivers still hold the webhooks.
    await general.drain();
    expect((await api.outbox()).map((mail) => mail.to)).toContain("waiting@lanes.rs");
    expect(receiver.held()).toBe(3);

    receiver.release();
    expect(await sending).toBe(3);
    expect(receiver.most()).toBe(3);
    const endpoints = await api.request("GET", "/api/v1/webhooks/endpoints", as);
    for (const endpoint of (endpoints.body as Schema<"WebhookEndpointList">).items) {
      const log = await api.request("GET", `/api/v1/webhooks/endpoints/${endpoint.id}/deliveries`, as);
      expect((log.body as Schema<"WebhookDeliveryList">).items.map((delivery) => delivery.status)).toEqual([
        "Succeeded",
      ]);
    }
  });
});
