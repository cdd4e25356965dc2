import type { Schema } from "@bulwark/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { peopleSearch as peopleSearchMigration } from "../../../../migrations/0008_people_search.js";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { type Actor, importCsv, PEOPLE, saveBatch, startPeopleApi } from "./people.fixtures.js";
import { peopleSearch } from "./people.repository.js";

// The people list's text search goes through an index (FTS5 trigrams on SQLite, pg_trgm on
// PostgreSQL). These tests hold it to the rule it replaced: a person matches when the lower-cased
// first name, last name or email contains the lower-cased term, one field at a time. Any term,
// any length, any character; whatever wrote the people. On SQLite small organisations are read
// rather than looked up (TextSearch.scanBelow): the organisations here are small, so the index is
// switched on for every size, and the first test checks both ways.

type Person = Schema<"Person">;
type Row = { firstName: string; lastName: string; email: string; tags?: string[] };

let api: TestApi;
let alpha: Actor;
let beta: Actor;

const alphaPeople: Row[] = [
  { firstName: "Ana", lastName: "Petrović", email: "ana.petrovic@alpha.rs", tags: ["vip"] },
  { firstName: "Jelena", lastName: "Ćirić", email: "jelena@alpha.rs" },
  { firstName: "Đorđe", lastName: "Ilić", email: "djordje@alpha.rs", tags: ["vip"] },
  { firstName: "O'Brien", lastName: 'Say "Hi"', email: "obrien@alpha.rs" },
  { firstName: "Percent", lastName: "50%_off\\x", email: "percent_off@alpha.rs" },
  { firstName: "İpek", lastName: "ŞAHİN", email: "ipek@alpha.rs" },
  { firstName: "Zoë", lastName: "Ñúñez", email: "zoe+news@alpha.rs", tags: ["vip"] },
  { firstName: "", lastName: "", email: "nobody.named@alpha.rs" },
];
// Beta's people share names with Alpha's: none of them may show in Alpha, nor Alpha's in Beta.
const betaPeople: Row[] = [
  { firstName: "Ana", lastName: "Beta", email: "ana@beta.rs" },
  { firstName: "Jelena", lastName: "Betić", email: "jelena@beta.rs" },
];

/** What the search must find among `people`: the rule, written plainly. */
function expected(people: readonly Row[], term: string): string[] {
  const needle = term.trim().normalize("NFC").toLowerCase();
  return people
    .filter((p) => [p.firstName, p.lastName, p.email].some((field) => field.toLowerCase().includes(needle)))
    .map((p) => p.email)
    .sort();
}

async function search(actor: Actor, term: string, query = "") {
  const res = await api.request("GET", `${PEOPLE}?limit=100&search=${encodeURIComponent(term)}${query}`, {
    token: actor.accessToken,
    tenant: actor.tenantId,
  });
  expect(res.status).toBe(200);
  const body = res.body as Schema<"PersonList">;
  return { emails: body.items.map((p: Person) => p.email).sort(), total: body.total, items: body.items };
}

async function personByEmail(actor: Actor, email: string): Promise<Person> {
  const found = await search(actor, email);
  const person = found.items.find((p) => p.email === email);
  if (!person) throw new Error(`${email} not found`);
  return person;
}

beforeAll(async () => {
  peopleSearch.scanBelow = 0;
  api = await startPeopleApi();
  alpha = await createOrganizationOwner(api, "Alpha");
  beta = await createOrganizationOwner(api, "Beta");
  expect((await saveBatch(api, alpha, alphaPeople)).status).toBe(200);
  expect((await saveBatch(api, beta, betaPeople)).status).toBe(200);
});
afterAll(async () => {
  peopleSearch.scanBelow = 10_000;
  await api?.close();
});

describe("searching people", () => {
  it("finds exactly the people whose name or email contains the term, for terms of any length and character", async () => {
    const terms = [
      // One and two characters: below a trigram, answered by a scan.
      "a",
      "ć",
      "ić",
      "@a",
      // Three and more: answered by the index.
      "ana",
      "ANA",
      "jelena",
      "ĆIRIĆ",
      "đorđ",
      "rović",
      "@alpha.rs",
      "alpha",
      "o'b",
      'say "hi"',
      '"',
      '"hi"',
      "50%",
      "%_o",
      "_off",
      "\\x",
      "ipek",
      "i̇pek", // what "İpek" lower-cases to in JavaScript: i + combining dot
      "şahi̇n",
      "zoë",
      "zoe\u0308", // NFD: the same name as typed on a Mac
      "ñúñez",
      "zoe+",
      "news@",
      // Never across the end of one field into the next, and no match at all.
      "ana pet",
      "anapetrović",
      "petrovićana",
      "nobody at all",
    ];
    for (const scanBelow of [0, 10_000]) {
      peopleSearch.scanBelow = scanBelow;
      for (const term of terms) {
        const found = await search(alpha, term);
        const want = expected(alphaPeople, term);
        expect({ scanBelow, term, emails: found.emails, total: found.total }).toEqual({
          scanBelow,
          term,
          emails: want,
          total: want.length,
        });
      }
    }
    peopleSearch.scanBelow = 0;
  });

  it("never finds another organisation's people", async () => {
    expect((await search(alpha, "beta")).emails).toEqual([]);
    expect((await search(alpha, "jelena")).emails).toEqual(["jelena@alpha.rs"]);
    expect((await search(beta, "jelena")).emails).toEqual(["jelena@beta.rs"]);
    expect((await search(beta, "petrović")).emails).toEqual([]);
    expect((await search(beta, "ana")).emails).toEqual(["ana@beta.rs"]);
  });

  it("pages and counts a search newest first, oldest first, and with other filters and orders", async () => {
    const all = await search(alpha, "alpha.rs");
    expect(all.total).toBe(alphaPeople.length);
    const newestFirst = all.items.map((p) => p.email);
    const page = async (query: string) =>
      (
        await api.request("GET", `${PEOPLE}?search=alpha.rs${query}`, {
          token: alpha.accessToken,
          tenant: alpha.tenantId,
        })
      ).body as Schema<"PersonList">;
    const second = await page("&skip=2&limit=3");
    expect(second.total).toBe(alphaPeople.length);
    expect(second.items.map((p) => p.email)).toEqual(newestFirst.slice(2, 5));
    const oldest = await page("&sortOrder=asc&limit=2");
    expect(oldest.items.map((p) => p.email)).toEqual([...newestFirst].reverse().slice(0, 2));
    const byEmail = await page("&sortBy=email&limit=3");
    expect(byEmail.items.map((p) => p.email)).toEqual([...newestFirst].sort().slice(0, 3));
    const vip = await search(alpha, "alpha", "&tags=vip");
    expect(vip.emails).toEqual(
      alphaPeople
        .filter((p) => p.tags?.includes("vip"))
        .map((p) => p.email)
        .sort(),
    );
    expect(vip.total).toBe(3);
  });

  it("follows edits, deletions, re-imports and imports that delete who is not in the file", async () => {
    const ana = await personByEmail(alpha, "ana.petrovic@alpha.rs");
    const renamed = await api.request("PUT", `${PEOPLE}/${ana.id}`, {
      token: alpha.accessToken,
      tenant: alpha.tenantId,
      body: { email: "ana.petrovic@alpha.rs", firstName: "Anastasija", lastName: "Petrović" },
    });
    expect(renamed.status).toBe(200);
    expect((await search(alpha, "anastasija")).emails).toEqual(["ana.petrovic@alpha.rs"]);
    // The old spelling is still a substring of the new one; a name it no longer has is not found.
    const moved = await api.request("PUT", `${PEOPLE}/${ana.id}`, {
      token: alpha.accessToken,
      tenant: alpha.tenantId,
      body: { email: "ana.petrovic@alpha.rs", firstName: "Ana", lastName: "Marić" },
    });
    expect(moved.status).toBe(200);
    expect((await search(alpha, "petrović")).emails).toEqual([]);
    expect((await search(alpha, "marić")).emails).toEqual(["ana.petrovic@alpha.rs"]);

    const obrien = await personByEmail(alpha, "obrien@alpha.rs");
    const deleted = await api.request("DELETE", `${PEOPLE}/${obrien.id}`, {
      token: alpha.accessToken,
      tenant: alpha.tenantId,
    });
    expect(deleted.status).toBe(204);
    expect((await search(alpha, "o'brien")).emails).toEqual([]);

    // A re-import renames one person and adds one; a dry run of another name changes nothing.
    const csv = "email,first name,last name\njelena@alpha.rs,Jelena,Lazarević\nnew.one@alpha.rs,Novak,Novaković\n";
    expect((await importCsv(api, alpha, csv)).status).toBe(200);
    expect((await search(alpha, "ćirić")).emails).toEqual([]);
    expect((await search(alpha, "lazarević")).emails).toEqual(["jelena@alpha.rs"]);
    expect((await search(alpha, "novak")).emails).toEqual(["new.one@alpha.rs"]);
    const dry = await importCsv(api, alpha, "email,first name\njelena@alpha.rs,Dragana\n", "?dryRun=true");
    expect(dry.status).toBe(200);
    expect((await search(alpha, "dragana")).emails).toEqual([]);
    expect((await search(alpha, "jelena")).emails).toEqual(["jelena@alpha.rs"]);

    const kept = "email,first name,last name\njelena@alpha.rs,Jelena,Lazarević\nzoe+news@alpha.rs,Zoë,Ñúñez\n";
    expect((await importCsv(api, alpha, kept, "?deleteNotInList=true")).body).toMatchObject({ deleted: 6 });
    expect((await search(alpha, "alpha.rs")).emails).toEqual(["jelena@alpha.rs", "zoe+news@alpha.rs"]);
    expect((await search(alpha, "novak")).emails).toEqual([]);
    expect((await search(alpha, "ab")).emails).toEqual([]);
    // Beta's people were never touched by any of it.
    expect((await search(beta, "beta.rs")).emails).toEqual(["ana@beta.rs", "jelena@beta.rs"]);
  });

  it("finds the people saved before the index existed, once the migration has run", async () => {
    const gamma = await createOrganizationOwner(api, "Gamma");
    expect((await saveBatch(api, gamma, [{ email: "milica@gamma.rs", firstName: "Milica" }])).status).toBe(200);
    const migration = peopleSearchMigration(api.platform.dialect);
    // Back to the schema before the index; a person is added as the code of that time did.
    await migration.down?.(api.platform.db);
    const now = new Date().toISOString();
    await api.platform.db
      .insertInto("people")
      .values({
        id: "0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
        tenant_id: gamma.tenantId,
        email: "stefan@gamma.rs",
        first_name: "Stefan",
        last_name: "Stefanović",
        groups: "[]",
        tags: "[]",
        score: null,
        origin: "manual",
        external_id: null,
        search: "stefan\u001fstefanović\u001fstefan@gamma.rs",
        created_at: now,
        updated_at: now,
      })
      .execute();
    await migration.up(api.platform.db);
    expect((await search(gamma, "stefanov")).emails).toEqual(["stefan@gamma.rs"]);
    expect((await search(gamma, "milica")).emails).toEqual(["milica@gamma.rs"]);
    expect((await search(gamma, "gamma.rs")).total).toBe(2);
    expect((await search(alpha, "jelena")).emails).toEqual(["jelena@alpha.rs"]);
  });

  it("finds a large import's people at once, before and after they are indexed, and follows edits meanwhile", async () => {
    // From 1,000 rows an import leaves its people's trigrams for after its answer
    // (TextSearch.catchUp); searches read the people not yet indexed meanwhile.
    const delta = await createOrganizationOwner(api, "Delta");
    const rows = Array.from({ length: 1500 }, (_, i) => `p${i}@delta.rs,${i % 10 === 0 ? "Jelena" : "Ana"},Row ${i}`);
    expect((await importCsv(api, delta, `email,first name,last name\n${rows.join("\n")}\n`)).status).toBe(200);
    expect((await search(delta, "jelena")).total).toBe(150);

    const sqlite = api.platform.dialect === "sqlite";
    const scope = async () =>
      (
        await sql<{ id: number; pending_after: number | null }>`select s.id, st.pending_after
          from text_search_scopes as s left join text_search_state as st
            on st.index_name = 'people_search' and st.scope_id = s.id
          where s.scope = ${delta.tenantId}`.execute(api.platform.db)
      ).rows[0];
    const indexed = async () =>
      Number(
        (
          await sql<{
            n: number;
          }>`select count(*) as n from people_search where rowid between ${(await scope())!.id * 2 ** 40} and ${((await scope())!.id + 1) * 2 ** 40 - 1}`.execute(
            api.platform.db,
          )
        ).rows[0]?.n,
      );
    const tail = 700;
    if (sqlite) {
      await peopleSearch.catchUp(api.platform.db, "sqlite");
      expect((await scope())?.pending_after).toBeNull();
      expect(await indexed()).toBe(1500);
      // The state a process leaves when it stops between an import's answer and the end of its
      // catch-up: the newest people are in the table, not in the index.
      const { rows: nums } = await sql<{ num: number }>`select num from people where tenant_id = ${delta.tenantId}
        order by num desc limit 1 offset ${tail}`.execute(api.platform.db);
      const after = Number(nums[0]?.num);
      const low = (await scope())!.id * 2 ** 40;
      await sql`delete from people_search where rowid > ${low + after} and rowid < ${low + 2 ** 40}`.execute(
        api.platform.db,
      );
      await sql`update text_search_state set pending_after = ${after}
        where index_name = 'people_search' and scope_id = ${(await scope())!.id}`.execute(api.platform.db);
      expect(await indexed()).toBe(1500 - tail);
    }
    // Found all the same, and pages come newest first across the indexed and the waiting people.
    const page = await api.request("GET", `${PEOPLE}?limit=20&search=jelena`, {
      token: delta.accessToken,
      tenant: delta.tenantId,
    });
    const body = page.body as Schema<"PersonList">;
    expect(body.total).toBe(150);
    expect(body.items.map((p) => p.email)).toEqual(Array.from({ length: 20 }, (_, i) => `p${1490 - i * 10}@delta.rs`));
    // A waiting person renamed, one deleted, one of the indexed renamed: all followed.
    const waiting = await personByEmail(delta, "p1490@delta.rs");
    const early = await personByEmail(delta, "p0@delta.rs");
    for (const [person, firstName] of [
      [waiting, "Dragana"],
      [early, "Dragana"],
    ] as const) {
      const res = await api.request("PUT", `${PEOPLE}/${person.id}`, {
        token: delta.accessToken,
        tenant: delta.tenantId,
        body: { email: person.email, firstName, lastName: person.lastName },
      });
      expect(res.status).toBe(200);
    }
    const gone = await personByEmail(delta, "p1480@delta.rs");
    expect(
      (await api.request("DELETE", `${PEOPLE}/${gone.id}`, { token: delta.accessToken, tenant: delta.tenantId }))
        .status,
    ).toBe(204);
    const expectAfterEdits = async () => {
      expect((await search(delta, "jelena")).total).toBe(147);
      expect((await search(delta, "dragana")).emails).toEqual(["p0@delta.rs", "p1490@delta.rs"]);
      expect((await search(delta, "p1480@")).total).toBe(0);
    };
    await expectAfterEdits();
    if (sqlite) {
      // The searches above started the catch-up; once done, every person is indexed once.
      await peopleSearch.catchUp(api.platform.db, "sqlite");
      expect((await scope())?.pending_after).toBeNull();
      expect(await indexed()).toBe(1499);
    }
    await expectAfterEdits();

    // A count kept for a term (the same request again) follows every later write.
    const before = await search(delta, "dragana");
    expect(before.total).toBe(2);
    const third = await personByEmail(delta, "p700@delta.rs");
    const renamed = await api.request("PUT", `${PEOPLE}/${third.id}`, {
      token: delta.accessToken,
      tenant: delta.tenantId,
      body: { email: third.email, firstName: "Dragana", lastName: third.lastName },
    });
    expect(renamed.status).toBe(200);
    expect((await search(delta, "dragana")).total).toBe(3);
    const removed = await api.request("DELETE", `${PEOPLE}/${early.id}`, {
      token: delta.accessToken,
      tenant: delta.tenantId,
    });
    expect(removed.status).toBe(204);
    expect((await search(delta, "dragana")).total).toBe(2);
    expect((await importCsv(api, delta, "email,first name\np701@delta.rs,Dragana\n")).status).toBe(200);
    expect((await search(delta, "dragana")).total).toBe(3);
  });
});
