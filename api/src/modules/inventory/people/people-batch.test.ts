import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { activityOf, everyone, PEOPLE, saveBatch, startPeopleApi, storedEmails } from "./people.fixtures.js";

let api: TestApi;
let beta: Awaited<ReturnType<typeof createOrganizationOwner>>;

beforeAll(async () => {
  api = await startPeopleApi();
  beta = await createOrganizationOwner(api, "Beta");
  // Beta has the addresses the Alpha tests use: nothing done in an Alpha may touch them.
  const res = await saveBatch(api, beta, [
    { email: "ana@alpha.rs", firstName: "Beta's Ana" },
    { email: "keep@alpha.rs", firstName: "Beta's Keep" },
  ]);
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await api?.close();
});

/** A fresh organisation per test, so each starts empty. */
const newAlpha = () => createOrganizationOwner(api, "Alpha");

/** After each Alpha test: Beta still has exactly its two people, unchanged. */
async function expectBetaUntouched() {
  const { items } = await everyone(api, beta);
  expect(items.map((p) => [p.email, p.firstName]).sort()).toEqual([
    ["ana@alpha.rs", "Beta's Ana"],
    ["keep@alpha.rs", "Beta's Keep"],
  ]);
}

describe("saving a batch", () => {
  it("creates, updates and leaves unchanged by case-insensitive email, and reports each count", async () => {
    const alpha = await newAlpha();
    const first = await saveBatch(api, alpha, [
      { email: "Ana@Alpha.rs", firstName: "Ana", lastName: "Petrović", groups: ["Finance"], tags: ["vip"] },
      { email: "marko@alpha.rs", firstName: "Marko", lastName: "Marković" },
    ]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      dryRun: false,
      rows: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      deleted: 0,
      rejected: [],
      rejectedCount: 0,
      ignoredColumns: [],
    });
    const second = await saveBatch(api, alpha, [
      { email: "ANA@alpha.rs", firstName: "Ana", lastName: "Petrović", groups: ["Finance"], tags: ["vip"] },
      { email: "marko@alpha.rs", firstName: "Marko", lastName: "Marković", groups: ["Sales"] },
      { email: "zoe@alpha.rs" },
    ]);
    expect(second.body).toMatchObject({ rows: 3, created: 1, updated: 1, unchanged: 1, deleted: 0, rejectedCount: 0 });
    const { items } = await everyone(api, alpha);
    expect(items.map((p) => p.email).sort()).toEqual(["ana@alpha.rs", "marko@alpha.rs", "zoe@alpha.rs"]);
    expect(items.find((p) => p.email === "marko@alpha.rs")?.groups).toEqual(["Sales"]);
    expect(items.every((p) => p.origin === "manual")).toBe(true);
    await expectBetaUntouched();
  });

  it("keeps what a row leaves out, and treats the same labels in another order as no change", async () => {
    const alpha = await newAlpha();
    await saveBatch(api, alpha, [
      { email: "ana@alpha.rs", firstName: "Ana", lastName: "Petrović", groups: ["Sales", "EMEA"], tags: ["vip"] },
    ]);
    const same = await saveBatch(api, alpha, [{ email: "ana@alpha.rs", groups: ["EMEA", "Sales"] }]);
    expect(same.body).toMatchObject({ unchanged: 1, updated: 0 });
    const renamed = await saveBatch(api, alpha, [{ email: "ana@alpha.rs", lastName: "Jovanović", tags: [] }]);
    expect(renamed.body).toMatchObject({ unchanged: 0, updated: 1 });
    const [ana] = (await everyone(api, alpha)).items;
    expect(ana).toMatchObject({ firstName: "Ana", lastName: "Jovanović", groups: ["EMEA", "Sales"], tags: [] });
    const tags = await api.request("GET", `${PEOPLE}/tags/all`, { token: alpha.accessToken, tenant: alpha.tenantId });
    expect(tags.body.items).toEqual([]);
  });

  it("rejects invalid rows with their position and reason ('Invalid email') and saves the rest", async () => {
    const alpha = await newAlpha();
    const res = await saveBatch(api, alpha, [
      { email: "ok@alpha.rs" },
      { email: "not-an-address", firstName: "Bad" },
      { firstName: "No email" },
      { email: "long@alpha.rs", firstName: "x".repeat(101) },
      { email: "extra@alpha.rs", phone: "123" },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(1);
    expect(res.body.rejectedCount).toBe(4);
    expect(res.body.rejected).toEqual([
      { line: 2, email: "not-an-address", reason: "Invalid email" },
      { line: 3, email: null, reason: "Invalid email" },
      { line: 4, email: "long@alpha.rs", reason: "First name must be at most 100 characters" },
      { line: 5, email: "extra@alpha.rs", reason: "phone is not allowed" },
    ]);
    expect(await storedEmails(api, alpha.tenantId)).toEqual(["ok@alpha.rs"]);
    // A row that is not an object at all breaks the contract: the whole request is refused.
    const notObject = await saveBatch(api, alpha, [{ email: "fine@alpha.rs" }, "not an object"]);
    expect(notObject.status).toBe(422);
    expect(await storedEmails(api, alpha.tenantId)).toEqual(["ok@alpha.rs"]);
  });

  it("rejects a later row with an address already in the batch: 'Duplicate email addresses are not allowed'", async () => {
    const alpha = await newAlpha();
    const res = await saveBatch(api, alpha, [
      { email: "ana@alpha.rs", firstName: "First" },
      { email: "marko@alpha.rs" },
      { email: "ANA@ALPHA.RS", firstName: "Second" },
    ]);
    expect(res.body.created).toBe(2);
    expect(res.body.rejected).toEqual([
      { line: 3, email: "ana@alpha.rs", reason: "Duplicate email addresses are not allowed" },
    ]);
    expect((await everyone(api, alpha)).items.find((p) => p.email === "ana@alpha.rs")?.firstName).toBe("First");
  });

  it("finds duplicates of people who already exist too, across the batch's internal steps", async () => {
    const alpha = await newAlpha();
    await saveBatch(api, alpha, [{ email: "p0@alpha.rs" }]);
    // 1,200 rows are saved in several steps; the repeats sit in other steps than their first.
    const rows = Array.from({ length: 1200 }, (_, i) => ({ email: `p${i}@alpha.rs` }));
    rows.push({ email: "p0@alpha.rs" }, { email: "p1100@alpha.rs" });
    const res = await saveBatch(api, alpha, rows);
    expect(res.body).toMatchObject({ rows: 1202, created: 1199, unchanged: 1, rejectedCount: 2 });
    expect(res.body.rejected.map((r: { line: number }) => r.line)).toEqual([1201, 1202]);
  });

  it("catches a repeat that only the unique index sees (a first import), mid-statement, and keeps every other row's labels right", async () => {
    const alpha = await newAlpha();
    // Nobody is looked up in an empty organisation: p5's second row reaches the insert, in the
    // middle of a many-row statement of the third step.
    const row = (i: number) => ({ email: `p${i}@alpha.rs`, tags: [`t${i % 7}`], groups: [`g${i % 3}`] });
    const rows = [
      ...Array.from({ length: 1100 }, (_, i) => row(i)),
      { email: "p5@alpha.rs", tags: ["other"], groups: [] as string[] },
      ...Array.from({ length: 100 }, (_, i) => row(1100 + i)),
    ];
    const res = await saveBatch(api, alpha, rows);
    expect(res.body).toMatchObject({ rows: 1201, created: 1200, rejectedCount: 1 });
    expect(res.body.rejected).toEqual([
      { line: 1101, email: "p5@alpha.rs", reason: "Duplicate email addresses are not allowed" },
    ]);
    const stored = await storedEmails(api, alpha.tenantId);
    expect(stored).toHaveLength(1200);
    // Each person's labels point at that person: every filter finds exactly the right ones.
    for (const [query, expected] of [
      ["tags=t3", rows.filter((r, i) => i !== 1100 && r.tags?.[0] === "t3").length],
      ["groups=g2&tags=t6", rows.filter((r, i) => i !== 1100 && r.groups?.[0] === "g2" && r.tags?.[0] === "t6").length],
      ["tags=other", 0],
    ] as const) {
      const list = await api.request("GET", `${PEOPLE}?limit=1&${query}`, {
        token: alpha.accessToken,
        tenant: alpha.tenantId,
      });
      expect({ query, total: (list.body as { total: number }).total }).toEqual({ query, total: expected });
    }
    const p1150 = await api.request("GET", `${PEOPLE}?limit=1&search=p1150@`, {
      token: alpha.accessToken,
      tenant: alpha.tenantId,
    });
    expect((p1150.body as { items: { tags: string[]; groups: string[] }[] }).items[0]).toMatchObject({
      tags: ["t2"],
      groups: ["g1"],
    });
  });

  it("answers 422 'No people to be saved' for an empty list, and for a list whose every row is rejected", async () => {
    const alpha = await newAlpha();
    const empty = await saveBatch(api, alpha, []);
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ code: "ValidationFailed", message: "No people to be saved" });
    const allBad = await saveBatch(api, alpha, [{ email: "nope" }, { email: "" }]);
    expect(allBad.status).toBe(422);
    expect(allBad.body.message).toBe("No people to be saved");
    expect(allBad.body.errors).toEqual([
      { path: "line 1", message: "Invalid email" },
      { path: "line 2", message: "Invalid email" },
    ]);
    expect(await storedEmails(api, alpha.tenantId)).toEqual([]);
  });

  it("lists the first 1,000 rejections and counts them all", async () => {
    const alpha = await newAlpha();
    const rows: unknown[] = Array.from({ length: 1500 }, (_, i) => ({ email: `bad ${i}` }));
    rows.push({ email: "good@alpha.rs" });
    const res = await saveBatch(api, alpha, rows);
    expect(res.status).toBe(200);
    expect(res.body.rejectedCount).toBe(1500);
    expect(res.body.rejected).toHaveLength(1000);
    expect(res.body.rejected[999].line).toBe(1000);
  });

  it("takes the contract's largest batch, 10,000 people", async () => {
    const alpha = await newAlpha();
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      email: `person.number.${i}@alpha-company.example.com`,
      firstName: "Firstname",
      lastName: "Lastname",
      groups: ["Department"],
      tags: [`tag${i % 5}`],
    }));
    const res = await saveBatch(api, alpha, rows);
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(10_000);
  });

  it("records the counts in the activity log, never the people", async () => {
    const alpha = await newAlpha();
    await saveBatch(api, alpha, [{ email: "secret.person@alpha.rs", firstName: "Secret" }, { email: "bad" }]);
    const [entry] = (await activityOf(api, alpha.accessToken, alpha.tenantId)).filter(
      (a) => a.eventName === "PeopleBatchSaved",
    );
    expect(entry).toMatchObject({ eventGroup: "TenantManagement" });
    expect(entry?.data).toEqual({
      rows: 2,
      created: 1,
      updated: 0,
      unchanged: 0,
      deleted: 0,
      rejected: 1,
      deleteNotInList: false,
    });
    expect(JSON.stringify(entry)).not.toContain("secret.person");
  });
});

describe("deleting everyone not in the list", () => {
  it("deletes the organisation's other people, and only this organisation's", async () => {
    const alpha = await newAlpha();
    await saveBatch(api, alpha, [
      { email: "keep@alpha.rs", groups: ["Stays"] },
      { email: "drop1@alpha.rs", tags: ["leaving"] },
      { email: "drop2@alpha.rs", groups: ["Gone"] },
    ]);
    const res = await saveBatch(
      api,
      alpha,
      [{ email: "KEEP@alpha.rs" }, { email: "new@alpha.rs" }],
      "?deleteNotInList=true",
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1, unchanged: 1, deleted: 2 });
    expect(await storedEmails(api, alpha.tenantId)).toEqual(["keep@alpha.rs", "new@alpha.rs"]);
    const groups = await api.request("GET", `${PEOPLE}/groups/all`, {
      token: alpha.accessToken,
      tenant: alpha.tenantId,
    });
    expect(groups.body.items).toEqual(["Stays"]);
    const tags = await api.request("GET", `${PEOPLE}/tags/all`, { token: alpha.accessToken, tenant: alpha.tenantId });
    expect(tags.body.items).toEqual([]);
    const [entry] = (await activityOf(api, alpha.accessToken, alpha.tenantId)).filter(
      (a) => a.eventName === "PeopleBatchSaved",
    );
    expect(entry?.data).toMatchObject({ deleted: 2, deleteNotInList: true });
    await expectBetaUntouched();
  });

  it("refuses the whole batch with 422 when any row is rejected: nothing saved, nobody deleted", async () => {
    const alpha = await newAlpha();
    await saveBatch(api, alpha, [{ email: "keep@alpha.rs" }, { email: "colleague@alpha.rs" }]);
    const res = await saveBatch(
      api,
      alpha,
      [{ email: "keep@alpha.rs", firstName: "Changed" }, { email: "coleague@alpha" }],
      "?deleteNotInList=true",
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("ValidationFailed");
    expect(res.body.errors).toEqual([{ path: "line 2", message: "Invalid email" }]);
    expect(await storedEmails(api, alpha.tenantId)).toEqual(["colleague@alpha.rs", "keep@alpha.rs"]);
    expect((await everyone(api, alpha)).items.find((p) => p.email === "keep@alpha.rs")?.firstName).toBe("");
  });

  it("refuses it too when the rejection is a duplicate found while saving", async () => {
    const alpha = await newAlpha();
    await saveBatch(api, alpha, [{ email: "colleague@alpha.rs" }]);
    const res = await saveBatch(
      api,
      alpha,
      [{ email: "a@alpha.rs" }, { email: "A@alpha.rs" }],
      "?deleteNotInList=true",
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: "line 2", message: "Duplicate email addresses are not allowed" }]);
    expect(await storedEmails(api, alpha.tenantId)).toEqual(["colleague@alpha.rs"]);
  });
});

describe("a failure while saving", () => {
  it("rolls back everything the batch had written before it", async () => {
    const alpha = await newAlpha();
    await saveBatch(api, alpha, [{ email: "before@alpha.rs", firstName: "Before" }]);
    // The database refuses one address: row 800, after several hundred rows were written.
    const db = api.platform.db;
    if (api.platform.dialect === "postgres") {
      await sql`create function refuse_boom() returns trigger as $$
        begin if new.email = 'boom@alpha.rs' then raise exception 'refused'; end if; return new; end $$ language plpgsql`.execute(
        db,
      );
      await sql`create trigger refuse_boom before insert on people for each row execute function refuse_boom()`.execute(
        db,
      );
    } else {
      await sql`create trigger refuse_boom before insert on people when new.email = 'boom@alpha.rs'
        begin select raise(abort, 'refused'); end`.execute(db);
    }
    try {
      const rows = Array.from({ length: 1000 }, (_, i) => ({ email: `row${i}@alpha.rs` }));
      rows[799] = { email: "boom@alpha.rs" };
      rows.push({ email: "before@alpha.rs", firstName: "Changed" } as never);
      // 500 is not in the contract (no call promises to fail), hence unchecked.
      const res = await api.request("POST", `${PEOPLE}/batch?deleteNotInList=true`, {
        token: alpha.accessToken,
        tenant: alpha.tenantId,
        body: { people: rows },
        unchecked: true,
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ statusCode: 500, code: "Internal", message: "Something went wrong" });
    } finally {
      await sql`drop trigger refuse_boom${api.platform.dialect === "postgres" ? sql` on people` : sql``}`.execute(db);
    }
    expect(await storedEmails(api, alpha.tenantId)).toEqual(["before@alpha.rs"]);
    expect((await everyone(api, alpha)).items[0]?.firstName).toBe("Before");
    expect(
      (await activityOf(api, alpha.accessToken, alpha.tenantId)).filter((a) => a.eventName === "PeopleBatchSaved"),
    ).toHaveLength(1);
  });
});
