import fs from "node:fs/promises";
import { startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOrganization, createVerifiedUser, loginArgs, PASSWORD, runCli, tempHome } from "../../test-support.js";

let api: TestApi;
let home: Awaited<ReturnType<typeof tempHome>>;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  home = await tempHome();
});
afterEach(async () => {
  await home.remove();
});

describe("bulwark orgs", () => {
  it("lists the user's organizations, and login makes the only one active", async () => {
    const user = await createVerifiedUser(api);
    const org = await createOrganization(api, user.accessToken, "Acme d.o.o.");
    const stranger = await createVerifiedUser(api);
    await createOrganization(api, stranger.accessToken, "Other Ltd");
    await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });

    const list = await runCli(["orgs", "list", "--json"], { env: home.env });

    expect(list.code).toBe(0);
    const body = list.json();
    expect(body.total).toBe(1);
    expect(body.items.map((t: { name: string }) => t.name)).toEqual(["Acme d.o.o."]);
    expect(body.items[0].roles).toEqual(["Admin"]);
    expect(body.activeTenantId).toBe(org.id);
  });

  it("prints one tab-separated line per organization into a pipe, marking the active one", async () => {
    const user = await createVerifiedUser(api);
    const org = await createOrganization(api, user.accessToken, "Acme d.o.o.");
    await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });

    const list = await runCli(["orgs", "list"], { env: home.env });

    expect(list.code).toBe(0);
    expect(list.stdout).toBe(`${org.id}\tAcme d.o.o.\tAdmin\tactive\n`);
  });

  it("use <name> saves the active organization, which whoami then shows", async () => {
    const user = await createVerifiedUser(api);
    await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });
    // Created after login, so login had no single organization to pick.
    const org = await createOrganization(api, user.accessToken, "Beta Security");
    expect((await runCli(["whoami", "--json"], { env: home.env })).json().activeTenant).toBeNull();

    const use = await runCli(["orgs", "use", "beta security", "--json"], { env: home.env });

    expect(use.code).toBe(0);
    expect(use.json()).toEqual({ id: org.id, name: "Beta Security" });
    expect(JSON.parse(await fs.readFile(home.credentialsFile, "utf8")).tenantId).toBe(org.id);
    const whoami = await runCli(["whoami", "--json"], { env: home.env });
    expect(whoami.json().activeTenant).toEqual({ id: org.id, name: "Beta Security" });
  });

  it("use <id> works with the organization's id", async () => {
    const user = await createVerifiedUser(api);
    await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });
    const org = await createOrganization(api, user.accessToken, "Gamma");

    const use = await runCli(["orgs", "use", org.id], { env: home.env });

    expect(use.code).toBe(0);
    expect(use.stdout.trim()).toBe(`Active organization: Gamma (${org.id})`);
  });

  it("use answers exit code 5 for an organization the user does not belong to", async () => {
    const user = await createVerifiedUser(api);
    const stranger = await createVerifiedUser(api);
    const foreign = await createOrganization(api, stranger.accessToken, "Not Yours");
    await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });

    const byId = await runCli(["orgs", "use", foreign.id], { env: home.env });
    const byName = await runCli(["orgs", "use", "Not Yours"], { env: home.env });

    expect(byId.code).toBe(5);
    expect(byName.code).toBe(5);
    expect(JSON.parse(await fs.readFile(home.credentialsFile, "utf8")).tenantId).toBeNull();
  });

  it("use is a usage error (2) with BULWARK_TOKEN, where BULWARK_TENANT_ID chooses the organization", async () => {
    const user = await createVerifiedUser(api);
    const org = await createOrganization(api, user.accessToken, "Env Org");
    const env = { ...home.env, BULWARK_API_URL: api.baseUrl, BULWARK_TOKEN: user.accessToken };

    const use = await runCli(["orgs", "use", org.id], { env });
    const whoami = await runCli(["whoami", "--json"], { env: { ...env, BULWARK_TENANT_ID: org.id } });

    expect(use.code).toBe(2);
    expect(use.stderr).toContain("BULWARK_TENANT_ID");
    expect(whoami.json().activeTenant).toEqual({ id: org.id, name: "Env Org" });
  });

  it("create makes an organization the user administers and, with --use, the active one", async () => {
    const user = await createVerifiedUser(api);
    await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });

    const created = await runCli(
      ["orgs", "create", "Acme d.o.o.", "--industry", "retail", "--web-url", "https://acme.example", "--use", "--json"],
      { env: home.env },
    );

    expect(created.code).toBe(0);
    const { id, name, active } = created.json();
    expect({ name, active }).toEqual({ name: "Acme d.o.o.", active: true });
    expect(JSON.parse(await fs.readFile(home.credentialsFile, "utf8")).tenantId).toBe(id);
    const list = (await runCli(["orgs", "list", "--json"], { env: home.env })).json();
    expect(list.items).toMatchObject([{ id, name: "Acme d.o.o.", industry: "Retail", webUrl: "https://acme.example" }]);
    expect(list.items[0].roles).toEqual(["Admin"]);
    expect(list.activeTenantId).toBe(id);
  });

  it("create prints the id, then the name, into a pipe; a second organization needs ManageTenants (exit 4)", async () => {
    const user = await createVerifiedUser(api);
    await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });

    const first = await runCli(["orgs", "create", "Beta Security"], { env: home.env });
    const second = await runCli(["orgs", "create", "Gamma"], { env: home.env });

    expect(first.code).toBe(0);
    const [id, rest] = first.stdout.trimEnd().split("\n");
    expect(rest).toBe("Beta Security");
    expect(JSON.parse(await fs.readFile(home.credentialsFile, "utf8")).tenantId).not.toBe(id);
    expect(second.code).toBe(4);
    const names = (await runCli(["orgs", "list", "--json"], { env: home.env }))
      .json()
      .items.map((t: { name: string }) => t.name);
    expect(names).toEqual(["Beta Security"]);
  });

  it("create refuses an unknown industry (2) and what the API refuses (6, the field named) and creates nothing", async () => {
    const user = await createVerifiedUser(api);
    await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });

    const industry = await runCli(["orgs", "create", "Delta", "--industry", "Mining"], { env: home.env });
    const color = await runCli(["orgs", "create", "Delta", "--color", "red"], { env: home.env });
    const name = await runCli(["orgs", "create", "D"], { env: home.env });

    expect(industry.code).toBe(2);
    expect(industry.stderr).toContain("InformationTechnology");
    expect(color.code).toBe(6);
    expect(color.stderr).toContain("color");
    expect(name.code).toBe(6);
    expect(name.stderr).toContain("name");
    expect((await runCli(["orgs", "list", "--json"], { env: home.env })).json().total).toBe(0);
  });

  it("answers exit code 3 when not signed in", async () => {
    expect((await runCli(["orgs", "list"], { env: home.env })).code).toBe(3);
  });
});
