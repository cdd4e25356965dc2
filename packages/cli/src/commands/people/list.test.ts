import { startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createOrganization,
  createVerifiedUser,
  runCli,
  type SignedInOwner,
  signedInOwner,
} from "../../test-support.js";

let api: TestApi;
let owner: SignedInOwner;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  owner = await signedInOwner(api);
  const people = [
    { email: "ana@acme.test", firstName: "Ana", lastName: "Anić", groups: ["Finance"], tags: ["vip"] },
    { email: "boris@acme.test", firstName: "Boris", lastName: "Borić", groups: ["Sales"], tags: [] },
    { email: "ceca@acme.test", firstName: "Ceca", lastName: "Cekić", groups: ["Sales", "IT"], tags: ["vip"] },
  ];
  const saved = await api.request("POST", "/api/v1/inventory/people/batch", {
    token: owner.user.accessToken,
    tenant: owner.org.id,
    body: { people },
  });
  expect(saved.status).toBe(200);
  // A second organization whose people must never appear.
  const stranger = await createVerifiedUser(api);
  const other = await createOrganization(api, stranger.accessToken, "Other Ltd");
  await api.request("POST", "/api/v1/inventory/people/batch", {
    token: stranger.accessToken,
    tenant: other.id,
    body: { people: [{ email: "ana@other.test", firstName: "Ana" }] },
  });
});
afterEach(async () => {
  await owner.home.remove();
});

const emails = (stdout: string) =>
  stdout
    .trim()
    .split("\n")
    .map((line) => line.split("\t")[0]);

describe("bulwark people list", () => {
  it("prints one tab-separated line per person into a pipe, only the active organization's", async () => {
    const run = await runCli(["people", "list"], { env: owner.home.env });

    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(emails(run.stdout).sort()).toEqual(["ana@acme.test", "boris@acme.test", "ceca@acme.test"]);
    expect(run.stdout).toContain("ceca@acme.test\tCeca\tCekić\tIT,Sales\tvip\t");
  });

  it("filters by search, group and tag (values of one filter match any, filters combine)", async () => {
    const search = await runCli(["people", "list", "--search", "bor"], { env: owner.home.env });
    const group = await runCli(["people", "list", "--group", "Finance", "--group", "IT"], { env: owner.home.env });
    const both = await runCli(["people", "list", "--group", "Sales", "--tag", "vip"], { env: owner.home.env });

    expect(emails(search.stdout)).toEqual(["boris@acme.test"]);
    expect(emails(group.stdout).sort()).toEqual(["ana@acme.test", "ceca@acme.test"]);
    expect(emails(both.stdout)).toEqual(["ceca@acme.test"]);
  });

  it("pages with --limit and --page, and --json tells where the page starts and the total", async () => {
    const first = await runCli(["people", "list", "--limit", "2", "--json"], { env: owner.home.env });
    const second = await runCli(["people", "list", "--limit", "2", "--page", "2", "--json"], { env: owner.home.env });

    expect(first.json()).toMatchObject({ total: 3, skip: 0, limit: 2 });
    expect(first.json().items).toHaveLength(2);
    expect(second.json()).toMatchObject({ total: 3, skip: 2, limit: 2 });
    expect(second.json().items).toHaveLength(1);
    const seen = [...first.json().items, ...second.json().items].map((p: { email: string }) => p.email);
    expect(new Set(seen).size).toBe(3);
  });

  it("--all reads every page", async () => {
    const run = await runCli(["people", "list", "--all", "--limit", "1", "--json"], { env: owner.home.env });

    expect(run.json().items).toHaveLength(3);
  });

  it("refuses a page size the API would refuse, as a usage error (exit 2)", async () => {
    const run = await runCli(["people", "list", "--limit", "500"], { env: owner.home.env });

    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--limit must be a whole number from 1 to 100");
  });
});
