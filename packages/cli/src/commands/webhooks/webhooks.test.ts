import { type Receiver, startReceiver, startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, type SignedInOwner, signedInOwner } from "../../test-support.js";

let api: TestApi;
let receiver: Receiver;
let owner: SignedInOwner;

beforeAll(async () => {
  receiver = await startReceiver();
  // One retry, at once, so a failing receiver's delivery settles within a drain.
  api = await startTestApi({ WEBHOOK_RETRY_DELAYS: "0" });
  owner = await signedInOwner(api, "Hooks d.o.o.");
});
afterAll(async () => {
  await owner?.home.remove();
  await api?.close();
  await receiver?.close();
});

const cli = (...args: string[]) => runCli(args, { env: owner.home.env });

describe("bulwark webhooks", () => {
  it("adds an endpoint (secret printed once), lists it, sends a test, shows the delivery log and replays", async () => {
    const added = await cli(
      "webhooks",
      "add",
      receiver.url("/cli"),
      "--events",
      "PeopleImported,ExportReady",
      "--json",
    );
    expect(added.code).toBe(0);
    const { endpoint, secret } = added.json();
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint.eventTypes).toEqual(["PeopleImported", "ExportReady"]);

    const list = await cli("webhooks", "list");
    expect(list.code).toBe(0);
    expect(list.stdout).toBe(`${endpoint.id}\t${receiver.url("/cli")}\tenabled\tPeopleImported,ExportReady\n`);
    expect(list.stdout).not.toContain(secret);

    const test = await cli("webhooks", "test", receiver.url("/cli"), "--json");
    expect(test.code).toBe(0);
    expect(test.json()).toMatchObject({ eventType: "WebhookTest", status: "Pending" });
    await api.drainJobs();
    expect(receiver.at("/cli")).toHaveLength(1);

    const log = await cli("webhooks", "deliveries", endpoint.id);
    expect(log.code).toBe(0);
    const [line] = log.stdout.trim().split("\n");
    const [deliveryId, event, status, attempts, answer] = (line ?? "").split("\t");
    expect([event, status, attempts, answer]).toEqual(["WebhookTest", "Succeeded", "1", "204"]);

    const replay = await cli("webhooks", "replay", deliveryId ?? "", "--json");
    expect(replay.code).toBe(0);
    expect(replay.json()).toMatchObject({ replayOf: deliveryId, status: "Pending" });
    await api.drainJobs();
    expect(receiver.at("/cli")).toHaveLength(2);
    const succeeded = await cli("webhooks", "deliveries", endpoint.id, "--status", "succeeded", "--json");
    expect(succeeded.json().total).toBe(2);

    const removed = await cli("webhooks", "remove", endpoint.id);
    expect(removed.code).toBe(0);
    expect(removed.stdout.trim()).toBe(`Removed ${receiver.url("/cli")} (${endpoint.id})`);
    expect((await cli("webhooks", "list", "--json")).json().total).toBe(0);
  });

  it("rotates an endpoint's secret: printed once, and the next delivery is signed with the new and the old", async () => {
    const added = (await cli("webhooks", "add", receiver.url("/cli-rotate"), "--json")).json();
    const rotated = await cli("webhooks", "rotate", receiver.url("/cli-rotate"));
    expect(rotated.code).toBe(0);
    const [id, url, secret] = rotated.stdout.trim().split("\t");
    expect([id, url]).toEqual([added.endpoint.id, receiver.url("/cli-rotate")]);
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(added.secret);
    expect((await cli("webhooks", "list")).stdout).not.toContain(secret);

    await cli("webhooks", "test", added.endpoint.id);
    await api.drainJobs();
    const [delivery] = receiver.at("/cli-rotate");
    expect(delivery?.headers["webhook-signature"]?.split(" ")).toEqual([
      expect.stringMatching(/^v1,/),
      expect.stringMatching(/^v1,/),
    ]);

    const missing = await cli("webhooks", "rotate", "https://nowhere.example/hook");
    expect(missing.code).toBe(5);
  });

  it("shows a failing receiver's attempts and error in the log, and each attempt of one delivery", async () => {
    receiver.script("/cli-down", [503]);
    const added = (await cli("webhooks", "add", receiver.url("/cli-down"), "--json")).json();
    await cli("webhooks", "test", added.endpoint.id);
    await api.drainJobs();
    const log = (await cli("webhooks", "deliveries", added.endpoint.id, "--json")).json();
    expect(log.items[0]).toMatchObject({ status: "Failed", attempts: 2, responseStatus: 503, lastError: "HTTP 503" });

    const shown = await cli("webhooks", "delivery", log.items[0].id);
    expect(shown.code).toBe(0);
    const attempts = shown.stdout
      .trim()
      .split("\n")
      .map((line) => line.split("\t"));
    expect(attempts.map(([n, , status, , error]) => [n, status, error])).toEqual([
      ["1", "503", "HTTP 503"],
      ["2", "503", "HTTP 503"],
    ]);
    const json = (await cli("webhooks", "delivery", log.items[0].id, "--json")).json();
    // The body as the receiver got it, byte for byte, and the receiver's own words.
    expect(json.payload).toBe(receiver.at("/cli-down")[0]?.body);
    expect(json.attemptLog[0].responseBody).toBe("failing with 503");
    expect(JSON.parse(json.payload)).toMatchObject({ type: "WebhookTest" });

    const missing = await cli("webhooks", "delivery", "00000000-0000-4000-8000-000000000000");
    expect(missing.code).toBe(5);
  });

  it("maps errors to exit codes: 2 for a bad option, 5 for an unknown endpoint, 6 for a URL the API refuses", async () => {
    const usage = await cli("webhooks", "add", receiver.url("/x"), "--events", "Nope");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("--events takes");
    const missing = await cli("webhooks", "test", "00000000-0000-4000-8000-000000000000", "--json");
    expect(missing.code).toBe(5);
    const replayMissing = await cli("webhooks", "replay", "00000000-0000-4000-8000-000000000000");
    expect(replayMissing.code).toBe(5);
    const invalid = await cli("webhooks", "add", "ftp://example.com/hook", "--json");
    expect(invalid.code).toBe(6);
    expect(JSON.parse(invalid.stderr).error.exitCode).toBe(6);
  });
});
