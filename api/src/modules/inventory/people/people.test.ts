import { randomUUID } from "node:crypto";
import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner, createUser } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import {
  type Actor,
  activityOf,
  addMember,
  everyone,
  PEOPLE,
  saveBatch,
  setFeatures,
  startPeopleApi,
  superAdmin,
} from "./people.fixtures.js";

type Person = Schema<"Person">;

let api: TestApi;
let alpha: Awaited<ReturnType<typeof createOrganizationOwner>>;
let beta: Awaited<ReturnType<typeof createOrganizationOwner>>;
let viewer: Actor;
let analyst: Actor;

// Alpha's people. Scores are set in the database: nothing in the API scores people yet.
const alphaPeople = [
  { firstName: "Ana", lastName: "Petrović", email: "ana.petrovic@alpha.rs", groups: ["Finance"], tags: ["vip"] },
  { firstName: "Marko", lastName: "Marković", email: "marko@alpha.rs", groups: ["Sales", "EMEA"], tags: [] },
  { firstName: "Đorđe", lastName: "Ilić", email: "djordje@alpha.rs", groups: ["IT"], tags: ["admin", "vip"] },
  { firstName: "Zoe", lastName: "Adams", email: "zoe@alpha.rs", groups: ["Sales"], tags: ["new"] },
  { firstName: "bob", lastName: "brown", email: "bob@alpha.rs", groups: [], tags: [] },
];
const scores: Record<string, number | null> = {
  "ana.petrovic@alpha.rs": 97,
  "marko@alpha.rs": 26,
  "djordje@alpha.rs": 75,
  "zoe@alpha.rs": 10,
  "bob@alpha.rs": null,
};
// Beta has a person named like Alpha's and the same groups and tags: none of it may show in Alpha.
const betaPeople = [
  { firstName: "Ana", lastName: "Beta", email: "ana@beta.rs", groups: ["Finance", "Beta only"], tags: ["vip", "beta"] },
];

const list = (actor: Actor, query = "") =>
  api.request("GET", `${PEOPLE}?limit=100${query}`, { token: actor.accessToken, tenant: actor.tenantId });
const emailsOf = (body: { items: Person[] }) => body.items.map((p) => p.email);

beforeAll(async () => {
  api = await startPeopleApi();
  alpha = await createOrganizationOwner(api, "Alpha");
  beta = await createOrganizationOwner(api, "Beta");
  viewer = await addMember(api, alpha, ["Viewer"]);
  analyst = await addMember(api, alpha, ["SecurityAnalyst"]);
  // One at a time and a millisecond apart, so "newest first" has one right answer.
  for (const person of alphaPeople) {
    expect((await saveBatch(api, alpha, [person])).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  expect((await saveBatch(api, beta, betaPeople)).status).toBe(200);
  for (const [email, score] of Object.entries(scores)) {
    await api.platform.db.updateTable("people").set({ score }).where("email", "=", email).execute();
  }
  await api.platform.db.updateTable("people").set({ score: 100 }).where("tenant_id", "=", beta.tenantId).execute();
});
afterAll(async () => {
  await api?.close();
});

describe("listing people", () => {
  it("answers newest first with the total, and pages with skip and limit", async () => {
    const all = await list(alpha);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(5);
    expect(emailsOf(all.body)).toEqual(alphaPeople.map((p) => p.email).reverse());
    const page = await api.request("GET", `${PEOPLE}?skip=1&limit=2`, {
      token: alpha.accessToken,
      tenant: alpha.tenantId,
    });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(5);
    expect(emailsOf(page.body)).toEqual(
      alphaPeople
        .map((p) => p.email)
        .reverse()
        .slice(1, 3),
    );
  });

  it("shows each person's fields, the score's category, and the origin", async () => {
    const { items } = await everyone(api, alpha);
    const ana = items.find((p) => p.email === "ana.petrovic@alpha.rs") as Person;
    expect(ana).toMatchObject({
      firstName: "Ana",
      lastName: "Petrović",
      groups: ["Finance"],
      tags: ["vip"],
      score: 97,
      scoreCategory: "VeryHigh",
      origin: "manual",
    });
    const byEmail = new Map(items.map((p) => [p.email, p]));
    expect(byEmail.get("marko@alpha.rs")?.scoreCategory).toBe("Low");
    expect(byEmail.get("djordje@alpha.rs")?.scoreCategory).toBe("Medium");
    expect(byEmail.get("zoe@alpha.rs")?.scoreCategory).toBe("VeryLow");
    expect(byEmail.get("bob@alpha.rs")).toMatchObject({ score: null, scoreCategory: null });
  });

  it("searches first name, last name and email case-insensitively, anywhere in the value", async () => {
    const search = async (term: string) =>
      emailsOf((await list(alpha, `&search=${encodeURIComponent(term)}`)).body).sort();
    expect(await search("PETROV")).toEqual(["ana.petrovic@alpha.rs"]);
    expect(await search("arkov")).toEqual(["marko@alpha.rs"]);
    expect(await search("zoe@")).toEqual(["zoe@alpha.rs"]);
    // Non-ASCII letters match in either case.
    expect(await search("ĐORĐ")).toEqual(["djordje@alpha.rs"]);
    expect(await search("ilić")).toEqual(["djordje@alpha.rs"]);
    // A search never runs across the end of one field into the next.
    expect(await search("ana petr")).toEqual([]);
    expect(await search("alpha.rs")).toHaveLength(5);
    expect((await list(alpha, "&search=nobody")).body).toEqual({ items: [], total: 0 });
  });

  it("filters by any of the given groups, and by any of the given tags, both at once with AND", async () => {
    const query = async (q: string) => {
      const res = await list(alpha, q);
      expect(res.body.total).toBe(res.body.items.length);
      return emailsOf(res.body).sort();
    };
    expect(await query("&groups=Sales")).toEqual(["marko@alpha.rs", "zoe@alpha.rs"]);
    expect(await query("&groups=Finance&groups=IT")).toEqual(["ana.petrovic@alpha.rs", "djordje@alpha.rs"]);
    expect(await query("&tags=vip")).toEqual(["ana.petrovic@alpha.rs", "djordje@alpha.rs"]);
    expect(await query("&tags=vip&groups=IT")).toEqual(["djordje@alpha.rs"]);
    expect(await query("&tags=vip&groups=Sales")).toEqual([]);
    // Beta's group name matches nobody in Alpha.
    expect(await query("&groups=Beta only")).toEqual([]);
  });

  it("filters by score range, people without a score never matching", async () => {
    const query = async (q: string) => emailsOf((await list(alpha, q)).body).sort();
    expect(await query("&scoreMin=26&scoreMax=75")).toEqual(["djordje@alpha.rs", "marko@alpha.rs"]);
    expect(await query("&scoreMin=96")).toEqual(["ana.petrovic@alpha.rs"]);
    expect(await query("&scoreMax=25")).toEqual(["zoe@alpha.rs"]);
    expect(await query("&scoreMin=0")).toHaveLength(4);
  });

  it("filters by the day people were added, both days inclusive", async () => {
    const set = (email: string, day: string) =>
      api.platform.db
        .updateTable("people")
        .set({ created_at: `${day}T12:00:00.000Z` })
        .where("email", "=", email)
        .execute();
    await set("ana.petrovic@alpha.rs", "2026-01-10");
    await set("marko@alpha.rs", "2026-01-11");
    await set("zoe@alpha.rs", "2026-01-12");
    const query = async (q: string) => emailsOf((await list(alpha, q)).body).sort();
    expect(await query("&createdFrom=2026-01-11&createdTo=2026-01-11")).toEqual(["marko@alpha.rs"]);
    expect(await query("&createdFrom=2026-01-10&createdTo=2026-01-11")).toEqual([
      "ana.petrovic@alpha.rs",
      "marko@alpha.rs",
    ]);
    expect(await query("&createdTo=2026-01-12")).toEqual(["ana.petrovic@alpha.rs", "marko@alpha.rs", "zoe@alpha.rs"]);
    expect(await query("&createdFrom=2026-01-13")).toEqual(["bob@alpha.rs", "djordje@alpha.rs"]);
  });

  it("sorts by each key both ways; people without a score come last either way", async () => {
    const sorted = async (sortBy: string, sortOrder?: string) =>
      emailsOf((await list(alpha, `&sortBy=${sortBy}${sortOrder ? `&sortOrder=${sortOrder}` : ""}`)).body);
    expect(await sorted("score")).toEqual([
      "zoe@alpha.rs",
      "marko@alpha.rs",
      "djordje@alpha.rs",
      "ana.petrovic@alpha.rs",
      "bob@alpha.rs",
    ]);
    expect(await sorted("score", "desc")).toEqual([
      "ana.petrovic@alpha.rs",
      "djordje@alpha.rs",
      "marko@alpha.rs",
      "zoe@alpha.rs",
      "bob@alpha.rs",
    ]);
    expect(await sorted("email")).toEqual([...alphaPeople.map((p) => p.email)].sort());
    expect(await sorted("email", "desc")).toEqual([...alphaPeople.map((p) => p.email)].sort().reverse());
    // Names sort without regard to case ("bob" between "Ana" and "Marko").
    expect(await sorted("firstName")).toEqual([
      "ana.petrovic@alpha.rs",
      "bob@alpha.rs",
      "marko@alpha.rs",
      "zoe@alpha.rs",
      "djordje@alpha.rs",
    ]);
    expect(await sorted("lastName", "desc")).toEqual([
      "ana.petrovic@alpha.rs",
      "marko@alpha.rs",
      "djordje@alpha.rs",
      "bob@alpha.rs",
      "zoe@alpha.rs",
    ]);
    expect(await sorted("createdAt", "asc")).toEqual(alphaPeople.map((p) => p.email));
  });

  it("refuses unknown sort keys, scores out of range, bad days and unknown parameters with 422", async () => {
    for (const query of [
      "&sortBy=salary",
      "&scoreMin=101",
      "&scoreMax=-1",
      "&createdFrom=yesterday",
      "&limt=5",
      "&limit=101",
    ]) {
      expect((await list(alpha, query)).status, query).toBe(422);
    }
  });
});

describe("one person", () => {
  const find = async (email: string) => (await everyone(api, alpha)).items.find((p) => p.email === email) as Person;

  it("answers a person by id, and 404 for an unknown id", async () => {
    const ana = await find("ana.petrovic@alpha.rs");
    const res = await api.request("GET", `${PEOPLE}/${ana.id}`, { token: alpha.accessToken, tenant: alpha.tenantId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(ana);
    const missing = await api.request("GET", `${PEOPLE}/${randomUUID()}`, {
      token: alpha.accessToken,
      tenant: alpha.tenantId,
    });
    expect(missing.status).toBe(404);
  });

  it("edits a person: given fields change, left-out fields stay, the person becomes manual", async () => {
    await saveBatch(api, alpha, [
      { email: "edit.me@alpha.rs", firstName: "Edit", lastName: "Me", groups: ["Ops"], tags: ["x"] },
    ]);
    const person = await find("edit.me@alpha.rs");
    const res = await api.request("PUT", `${PEOPLE}/${person.id}`, {
      token: analyst.accessToken,
      tenant: alpha.tenantId,
      body: { email: "Edited@Alpha.RS", lastName: "Edited", tags: ["y", "x", "y"] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: person.id,
      email: "edited@alpha.rs",
      firstName: "Edit",
      lastName: "Edited",
      groups: ["Ops"],
      tags: ["x", "y"],
      origin: "manual",
    });
    expect(res.body.updatedAt >= person.updatedAt).toBe(true);
    // The new labels are what the filters and the pickers see.
    expect(emailsOf((await list(alpha, "&tags=y")).body)).toEqual(["edited@alpha.rs"]);
    const activity = await activityOf(api, alpha.accessToken, alpha.tenantId);
    const entry = activity.find((a) => a.eventName === "PersonUpdated");
    expect(entry?.data).toEqual({ personId: person.id });
  });

  it("answers 409 'Duplicate email addresses are not allowed' for another person's address, in any case", async () => {
    const bob = await find("bob@alpha.rs");
    const res = await api.request("PUT", `${PEOPLE}/${bob.id}`, {
      token: alpha.accessToken,
      tenant: alpha.tenantId,
      body: { email: "ZOE@alpha.rs" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "Conflict", message: "Duplicate email addresses are not allowed" });
    expect((await find("bob@alpha.rs")).email).toBe("bob@alpha.rs");
  });

  it("answers 422 'Invalid email' for an address that is not one", async () => {
    const bob = await find("bob@alpha.rs");
    const res = await api.request("PUT", `${PEOPLE}/${bob.id}`, {
      token: alpha.accessToken,
      tenant: alpha.tenantId,
      body: { email: "bob at alpha" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual({ path: "body.email", message: "Invalid email" });
  });

  it("deletes a person, whose labels then leave the pickers; deleting again is 404", async () => {
    await saveBatch(api, alpha, [{ email: "gone@alpha.rs", groups: ["Temporary"], tags: ["leaving"] }]);
    const gone = await find("gone@alpha.rs");
    expect(
      (await api.request("GET", `${PEOPLE}/tags/all`, { token: alpha.accessToken, tenant: alpha.tenantId })).body.items,
    ).toContain("leaving");
    const res = await api.request("DELETE", `${PEOPLE}/${gone.id}`, {
      token: alpha.accessToken,
      tenant: alpha.tenantId,
    });
    expect(res.status).toBe(204);
    expect(
      (await api.request("GET", `${PEOPLE}/${gone.id}`, { token: alpha.accessToken, tenant: alpha.tenantId })).status,
    ).toBe(404);
    const tags = await api.request("GET", `${PEOPLE}/tags/all`, { token: alpha.accessToken, tenant: alpha.tenantId });
    expect(tags.body.items).not.toContain("leaving");
    const groups = await api.request("GET", `${PEOPLE}/groups/all`, {
      token: alpha.accessToken,
      tenant: alpha.tenantId,
    });
    expect(groups.body.items).not.toContain("Temporary");
    const again = await api.request("DELETE", `${PEOPLE}/${gone.id}`, {
      token: alpha.accessToken,
      tenant: alpha.tenantId,
    });
    expect(again.status).toBe(404);
    const activity = await activityOf(api, alpha.accessToken, alpha.tenantId);
    expect(activity.find((a) => a.eventName === "PersonDeleted")?.data).toEqual({ personId: gone.id });
  });
});

describe("tags and groups", () => {
  it("lists the organisation's tags and groups alphabetically, each once", async () => {
    const tags = await api.request("GET", `${PEOPLE}/tags/all`, { token: viewer.accessToken, tenant: alpha.tenantId });
    expect(tags.status).toBe(200);
    expect(tags.body.items).toEqual(["admin", "new", "vip", "x", "y"]);
    const groups = await api.request("GET", `${PEOPLE}/groups/all`, {
      token: viewer.accessToken,
      tenant: alpha.tenantId,
    });
    expect(groups.body.items).toEqual(["EMEA", "Finance", "IT", "Ops", "Sales"]);
  });
});

describe("score overviews", () => {
  it("counts each organisation of the user with its average score and categories", async () => {
    const res = await api.request("GET", `${PEOPLE}/tenants/overview`, { token: alpha.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    const [overview] = res.body.items;
    expect(overview).toMatchObject({ tenantId: alpha.tenantId, tenantName: "Alpha" });
    // Ana 97, Marko 26, Đorđe 75, Zoe 10; Bob and the edited person have no score.
    expect(overview.peopleCount).toBe((await everyone(api, alpha)).total);
    expect(overview.averageScore).toBe(52);
    expect(overview.scoreCategory).toBe("Medium");
    expect(overview.categories).toEqual({ VeryLow: 1, Low: 1, Medium: 1, High: 0, VeryHigh: 1 });
  });

  it("answers one organisation's overview, and 403 for an organisation the user is not in", async () => {
    const own = await api.request("GET", `${PEOPLE}/tenants/overview/${beta.tenantId}`, { token: beta.accessToken });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      tenantName: "Beta",
      peopleCount: 1,
      averageScore: 100,
      scoreCategory: "VeryHigh",
    });
    const foreign = await api.request("GET", `${PEOPLE}/tenants/overview/${beta.tenantId}`, {
      token: alpha.accessToken,
    });
    expect(foreign.status).toBe(403);
  });

  it("leaves out organisations without the inventory feature", async () => {
    const user = await createOrganizationOwner(api, "No inventory");
    await setFeatures(api, user.tenantId, ["learning"]);
    const res = await api.request("GET", `${PEOPLE}/tenants/overview`, { token: user.accessToken });
    expect(res.body).toEqual({ items: [], total: 0 });
  });
});

describe("who may do what", () => {
  it("answers 403 'Organization must be set!' without an organisation", async () => {
    for (const [method, path] of [
      ["GET", PEOPLE],
      ["GET", `${PEOPLE}/tags/all`],
      ["GET", `${PEOPLE}/groups/all`],
      ["POST", `${PEOPLE}/batch`],
    ] as const) {
      const res = await api.request(method, path, {
        token: alpha.accessToken,
        ...(method === "POST" ? { body: { people: [{ email: "x@alpha.rs" }] } } : {}),
      });
      expect(res.status, path).toBe(403);
      expect(res.body).toMatchObject({ code: "OrganizationRequired", message: "Organization must be set!" });
    }
  });

  it("lets a Viewer read and refuses every write with 403", async () => {
    expect((await list(viewer)).status).toBe(200);
    const person = (await everyone(api, alpha)).items[0] as Person;
    expect(
      (await api.request("GET", `${PEOPLE}/${person.id}`, { token: viewer.accessToken, tenant: alpha.tenantId }))
        .status,
    ).toBe(200);
    const writes = [
      await saveBatch(api, viewer, [{ email: "viewer.made@alpha.rs" }]),
      await api.request("POST", `${PEOPLE}/import`, {
        token: viewer.accessToken,
        tenant: alpha.tenantId,
        raw: "Email\nviewer.made@alpha.rs\n",
        headers: { "content-type": "text/csv" },
      }),
      await api.request("PUT", `${PEOPLE}/${person.id}`, {
        token: viewer.accessToken,
        tenant: alpha.tenantId,
        body: { email: person.email, firstName: "Hacked" },
      }),
      await api.request("DELETE", `${PEOPLE}/${person.id}`, { token: viewer.accessToken, tenant: alpha.tenantId }),
      await api.request("POST", `${PEOPLE}/sync-google`, { token: viewer.accessToken, tenant: alpha.tenantId }),
    ];
    for (const res of writes) expect(res.status).toBe(403);
    expect((await everyone(api, alpha)).items.map((p) => p.email)).not.toContain("viewer.made@alpha.rs");
    expect((await everyone(api, alpha)).items.find((p) => p.id === person.id)?.firstName).toBe(person.firstName);
  });

  it("answers 403 to a signed-in user who is not a member, and 401 without a token", async () => {
    const stranger = await createUser(api);
    const res = await api.request("GET", PEOPLE, { token: stranger.accessToken, tenant: alpha.tenantId });
    expect(res.status).toBe(403);
    expect(
      (await saveBatch(api, { accessToken: stranger.accessToken, tenantId: alpha.tenantId }, [{ email: "s@x.rs" }]))
        .status,
    ).toBe(403);
    expect((await api.request("GET", PEOPLE, { tenant: alpha.tenantId })).status).toBe(401);
  });

  it("answers 404 for an organisation that does not exist", async () => {
    expect((await api.request("GET", PEOPLE, { token: alpha.accessToken, tenant: randomUUID() })).status).toBe(404);
  });

  it("answers 403 FeatureNotEnabled when the organisation does not have inventory", async () => {
    const owner = await createOrganizationOwner(api, "Learning only");
    await setFeatures(api, owner.tenantId, ["learning"]);
    for (const res of [await list(owner), await saveBatch(api, owner, [{ email: "a@b.rs" }])]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: "FeatureNotEnabled",
        message: "Inventory is not enabled for this organization",
      });
    }
  });

  it("lets a ManageInventory super-admin read and write without membership, a ReadTenants one only read", async () => {
    const manager = await superAdmin(api, ["ManageInventory"]);
    const managerInBeta = { accessToken: manager.accessToken, tenantId: beta.tenantId };
    expect(emailsOf((await list(managerInBeta)).body)).toEqual(["ana@beta.rs"]);
    expect((await saveBatch(api, managerInBeta, [{ email: "by.admin@beta.rs" }])).status).toBe(200);
    const reader = await superAdmin(api, ["ReadTenants"]);
    const readerInBeta = { accessToken: reader.accessToken, tenantId: beta.tenantId };
    expect((await list(readerInBeta)).status).toBe(200);
    expect((await saveBatch(api, readerInBeta, [{ email: "by.reader@beta.rs" }])).status).toBe(403);
    await api.platform.db.deleteFrom("people").where("email", "=", "by.admin@beta.rs").execute();
  });

  it("lets an embed token of the people widget read its own organisation's people, nothing else", async () => {
    const minted = await api.request("POST", "/api/v1/users/embed-tokens", {
      token: alpha.accessToken,
      body: { tenantId: alpha.tenantId, widgets: ["people", "inventory-overview"] },
    });
    expect(minted.status).toBe(201);
    const embed = { accessToken: minted.body.token as string, tenantId: alpha.tenantId };
    const person = (await everyone(api, alpha)).items[0] as Person;
    expect((await list(embed)).status).toBe(200);
    for (const path of [`${PEOPLE}/${person.id}`, `${PEOPLE}/tags/all`, `${PEOPLE}/groups/all`]) {
      expect((await api.request("GET", path, { token: embed.accessToken, tenant: alpha.tenantId })).status, path).toBe(
        200,
      );
    }
    const overview = await api.request("GET", `${PEOPLE}/tenants/overview`, {
      token: embed.accessToken,
      tenant: alpha.tenantId,
    });
    expect(overview.body.items.map((o: { tenantId: string }) => o.tenantId)).toEqual([alpha.tenantId]);
    expect(
      (await api.request("GET", `${PEOPLE}/tenants/overview/${alpha.tenantId}`, { token: embed.accessToken })).status,
    ).toBe(200);
    // Writes, other organisations and other calls are refused.
    expect((await saveBatch(api, embed, [{ email: "embed@alpha.rs" }])).status).toBe(403);
    expect((await list({ accessToken: embed.accessToken, tenantId: beta.tenantId })).status).toBe(403);
    expect(
      (
        await api.request("GET", "/api/v1/inventory/directory-connections", {
          token: embed.accessToken,
          tenant: alpha.tenantId,
        })
      ).status,
    ).toBe(403);
  });
});

describe("tenant isolation", () => {
  it("never shows Beta's people, tags or groups in Alpha, nor Alpha's in Beta", async () => {
    const alphaList = await everyone(api, alpha);
    expect(alphaList.items.map((p) => p.email)).not.toContain("ana@beta.rs");
    const betaList = await everyone(api, beta);
    expect(betaList.items.map((p) => p.email)).toEqual(["ana@beta.rs"]);
    expect(betaList.total).toBe(1);
    const betaTags = await api.request("GET", `${PEOPLE}/tags/all`, { token: beta.accessToken, tenant: beta.tenantId });
    expect(betaTags.body.items).toEqual(["beta", "vip"]);
    const alphaGroups = await api.request("GET", `${PEOPLE}/groups/all`, {
      token: alpha.accessToken,
      tenant: alpha.tenantId,
    });
    expect(alphaGroups.body.items).not.toContain("Beta only");
  });

  it("answers 404 for Alpha's person ids in Beta and changes nothing", async () => {
    const ana = (await everyone(api, alpha)).items.find((p) => p.email === "ana.petrovic@alpha.rs") as Person;
    const asBeta = { token: beta.accessToken, tenant: beta.tenantId };
    expect((await api.request("GET", `${PEOPLE}/${ana.id}`, asBeta)).status).toBe(404);
    expect(
      (await api.request("PUT", `${PEOPLE}/${ana.id}`, { ...asBeta, body: { email: "stolen@beta.rs" } })).status,
    ).toBe(404);
    expect((await api.request("DELETE", `${PEOPLE}/${ana.id}`, asBeta)).status).toBe(404);
    const after = (await everyone(api, alpha)).items.find((p) => p.id === ana.id);
    expect(after).toEqual(ana);
  });

  it("a member of Beta gets 403 for every people call with Alpha's id in the header", async () => {
    const asBetaInAlpha = { token: beta.accessToken, tenant: alpha.tenantId };
    for (const path of [
      PEOPLE,
      `${PEOPLE}/tags/all`,
      `${PEOPLE}/groups/all`,
      "/api/v1/inventory/directory-connections",
    ]) {
      expect((await api.request("GET", path, asBetaInAlpha)).status, path).toBe(403);
    }
  });
});
