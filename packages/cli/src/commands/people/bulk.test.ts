import { startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createOrganization,
  createVerifiedUser,
  runCli,
  type SignedInOwner,
  signedInOwner,
} from "../../test-support.js";

// `bulwark people delete|tag|group` against the real API: one bulk call each, the target named
// by ids or filters (never by omission), and another organization's people never touched.

let api: TestApi;
let owner: SignedInOwner;
let other: { token: string; tenant: string };

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  owner = await signedInOwner(api);
  const people = [
    { email: "ana@acme.test", firstName: "Ana", groups: ["Finance"], tags: ["vip"] },
    { email: "boris@acme.test", firstName: "Boris", groups: ["Sales"], tags: [] },
    { email: "ceca@acme.test", firstName: "Ceca", groups: ["Sales"], tags: ["vip"] },
  ];
  const saved = await api.request("POST", "/api/v1/inventory/people/batch", {
    token: owner.user.accessToken,
    tenant: owner.org.id,
    body: { people },
  });
  expect(saved.status).toBe(200);
  const stranger = await createVerifiedUser(api);
  const org = await createOrganization(api, stranger.accessToken, "Other Ltd");
  other = { token: stranger.accessToken, tenant: org.id };
  await api.request("POST", "/api/v1/inventory/people/batch", {
    token: other.token,
    tenant: other.tenant,
    body: { people: [{ email: "ana@other.test", groups: ["Sales"], tags: ["vip"] }] },
  });
});
afterEach(async () => {
  await owner.home.remove();
});

const listed = async (args: string[] = []) => {
  const run = await runCli(["people", "list", "--json", ...args], { env: owner.home.env });
  return run.json().items as Array<{ id: string; email: string; tags: string[]; groups: string[] }>;
};
const otherPeople = async () =>
  (await api.request("GET", "/api/v1/inventory/people", { token: other.token, tenant: other.tenant })).body.items;

describe("bulwark people delete|tag|group", () => {
  it("tags everyone matching a filter and says how many changed", async () => {
    const run = await runCli(["people", "tag", "phished", "--group", "Sales"], { env: owner.home.env });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("2 people tagged phished\n");
    expect((await listed(["--tag", "phished"])).map((p) => p.email).sort()).toEqual([
      "boris@acme.test",
      "ceca@acme.test",
    ]);
    expect((await otherPeople())[0].tags).toEqual(["vip"]);
  });

  it("adds people to groups by id, and --json prints the API's counts", async () => {
    const [first] = await listed(["--search", "ana"]);
    const run = await runCli(["people", "group", "Board", "EMEA", "--id", first?.id ?? "", "--json"], {
      env: owner.home.env,
    });
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({ action: "addGroups", matched: 1, changed: 1 });
    expect((await listed(["--search", "ana"]))[0]?.groups).toEqual(["Board", "EMEA", "Finance"]);
  });

  it("deletes everyone matching with --yes, and only them", async () => {
    const run = await runCli(["people", "delete", "--tag", "vip", "--yes"], { env: owner.home.env });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("2 people deleted\n");
    expect((await listed()).map((p) => p.email)).toEqual(["boris@acme.test"]);
    expect(await otherPeople()).toHaveLength(1);
  });

  it("refuses to delete without --yes when no one is at the terminal, and without a target at all", async () => {
    const noYes = await runCli(["people", "delete", "--tag", "vip"], { env: owner.home.env });
    expect(noYes.code).toBe(2);
    expect(noYes.stderr).toContain("needs --yes");
    const noTarget = await runCli(["people", "delete", "--yes"], { env: owner.home.env });
    expect(noTarget.code).toBe(2);
    expect(noTarget.stderr).toContain("--everyone");
    const both = await runCli(["people", "tag", "x", "--id", "a", "--group", "Sales"], { env: owner.home.env });
    expect(both.code).toBe(2);
    expect(await listed()).toHaveLength(3);
  });

  it("deletes the whole organization's people only with --everyone", async () => {
    const run = await runCli(["people", "delete", "--everyone", "--yes"], { env: owner.home.env });
    expect(run.stdout).toBe("3 people deleted\n");
    expect(await listed()).toHaveLength(0);
    expect(await otherPeople()).toHaveLength(1);
  });

  it("passes the API's refusal on with its exit code (a malformed id is 422)", async () => {
    const run = await runCli(["people", "delete", "--id", "not-an-id", "--yes"], { env: owner.home.env });
    expect(run.code).toBe(6);
    expect(await listed()).toHaveLength(3);
  });
});
