import { readFileSync } from "node:fs";
import http from "node:http";
import type { Schema } from "@bulwark/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { activityOf, everyone, importCsv, PEOPLE, saveBatch, startPeopleApi, storedEmails } from "./people.fixtures.js";

let api: TestApi;
let beta: Awaited<ReturnType<typeof createOrganizationOwner>>;

const fixture = (name: string) => readFileSync(new URL(`./csv/fixtures/${name}`, import.meta.url));
const newAlpha = () => createOrganizationOwner(api, "Alpha");

beforeAll(async () => {
  api = await startPeopleApi();
  beta = await createOrganizationOwner(api, "Beta");
  // Beta holds an address every Alpha file has; no Alpha import may touch it.
  expect((await saveBatch(api, beta, [{ email: "ana@alpha.rs", firstName: "Beta's Ana" }])).status).toBe(200);
});
afterAll(async () => {
  await api?.close();
});

async function expectBetaUntouched() {
  const { items } = await everyone(api, beta);
  expect(items.map((p) => [p.email, p.firstName, p.origin])).toEqual([["ana@alpha.rs", "Beta's Ana", "manual"]]);
}

/** A CSV upload the test writes itself, announcing `length` bytes. */
function uploadRequest(who: { accessToken: string; tenantId: string }, length: number): http.ClientRequest {
  return http.request(new URL(`${api.baseUrl}${PEOPLE}/import`), {
    method: "POST",
    headers: {
      authorization: `Bearer ${who.accessToken}`,
      "x-tenant-id": who.tenantId,
      "content-type": "text/csv",
      "content-length": String(length),
    },
  });
}

/** Expects the 422 of an unreadable file, naming what is wrong. */
function expectCsvNotValid(res: { status: number; body: Schema<"Error"> }, reason: RegExp) {
  expect(res.status).toBe(422);
  expect(res.body.code).toBe("CsvNotValid");
  expect(res.body.message).toMatch(/^Your uploaded Csv file is not valid: /);
  expect(res.body.message).toMatch(reason);
}

describe("importing a CSV file", () => {
  it("imports people from the header names people use, listing the columns it ignored", async () => {
    const alpha = await newAlpha();
    const res = await importCsv(
      api,
      alpha,
      "First Name,Last Name,E-mail,Department,Tags,Phone\nAna,Petrović,Ana@Alpha.rs,Finance,vip|remote,+381\nMarko,Marković,marko@alpha.rs,Sales,,\n",
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      dryRun: false,
      rows: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      deleted: 0,
      rejected: [],
      rejectedCount: 0,
      ignoredColumns: ["Phone"],
    });
    const { items } = await everyone(api, alpha, "&sortBy=email");
    expect(
      items.map(({ email, firstName, lastName, groups, tags, origin }) => ({
        email,
        firstName,
        lastName,
        groups,
        tags,
        origin,
      })),
    ).toEqual([
      {
        email: "ana@alpha.rs",
        firstName: "Ana",
        lastName: "Petrović",
        groups: ["Finance"],
        tags: ["remote", "vip"],
        origin: "csv",
      },
      { email: "marko@alpha.rs", firstName: "Marko", lastName: "Marković", groups: ["Sales"], tags: [], origin: "csv" },
    ]);
    // The same file again changes nothing.
    const again = await importCsv(
      api,
      alpha,
      "First Name,Last Name,E-mail,Department,Tags,Phone\nAna,Petrović,ana@alpha.rs,Finance,remote|vip,+381\nMarko,Marković,marko@alpha.rs,Sales,,\n",
    );
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const [entry] = (await activityOf(api, alpha.accessToken, alpha.tenantId)).filter(
      (a) => a.eventName === "PeopleImported",
    );
    expect(entry?.data).toEqual({
      rows: 2,
      created: 0,
      updated: 0,
      unchanged: 2,
      deleted: 0,
      rejected: 0,
      deleteNotInList: false,
    });
    await expectBetaUntouched();
  });

  it("imports the Google Workspace admin console export", async () => {
    const alpha = await newAlpha();
    const res = await importCsv(api, alpha, fixture("google-workspace-users.csv"));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 4, created: 4, rejectedCount: 0 });
    expect(res.body.ignoredColumns).toEqual(
      expect.arrayContaining(["Recovery Email", "Employee ID", "Password [Required]"]),
    );
    const nikola = (await everyone(api, alpha)).items.find((p) => p.email === "nikola.djordjevic@example.com");
    expect(nikola).toMatchObject({ firstName: "Nikola", lastName: "Đorđević", groups: ["Sales", "Sales/EMEA"] });
  });

  it("imports the Microsoft 365 admin centre export (BOM, CRLF, quoted commas)", async () => {
    const alpha = await newAlpha();
    const res = await importCsv(api, alpha, fixture("microsoft-365-users.csv"));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 4, created: 4, rejectedCount: 0 });
    expect(await storedEmails(api, alpha.tenantId)).toEqual([
      "ana.jovanovic@example.org",
      "ivana.horvat@example.org",
      "reception@example.org",
      "stefan.ilic@example.org",
    ]);
  });

  it("reads a semicolon file with a BOM, CRLF and a quoted line break, and reports bad rows by line", async () => {
    const alpha = await newAlpha();
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(
        'Ime;Prezime;E-mail;Odeljenje;Oznake\r\nČeda;"Jovanović\r\nmlađi";ceda@alpha.rs;IT;vip\r\nPera;Perić;pera(at)alpha.rs;IT;\r\nŽana;Ilić;zana@alpha.rs;;novi\r\nDupli;Čeda;CEDA@alpha.rs;;\r\n',
      ),
    ]);
    const res = await importCsv(api, alpha, bytes, "", "text/csv; charset=utf-8");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 4, created: 2, rejectedCount: 2 });
    expect(res.body.rejected).toEqual([
      { line: 4, email: "pera(at)alpha.rs", reason: "Invalid email" },
      { line: 6, email: "CEDA@alpha.rs", reason: expect.stringMatching(/^Duplicate email addresses are not allowed/) },
    ]);
    const ceda = (await everyone(api, alpha)).items.find((p) => p.email === "ceda@alpha.rs");
    expect(ceda?.lastName).toBe("Jovanović\r\nmlađi");
  });

  it("reads a UTF-16 tab-separated file with a BOM (Excel's Unicode text)", async () => {
    const alpha = await newAlpha();
    const text = "\ufeffFirst name\tLast name\tEmail\r\nĐorđe\tBalašević\tdjordje@alpha.rs\r\n";
    const res = await importCsv(api, alpha, Buffer.from(text, "utf16le"));
    expect(res.status).toBe(200);
    expect((await everyone(api, alpha)).items).toMatchObject([
      { email: "djordje@alpha.rs", firstName: "Đorđe", lastName: "Balašević" },
    ]);
  });

  it("keeps the names, groups and tags of people when the file has no such columns", async () => {
    const alpha = await newAlpha();
    await saveBatch(api, alpha, [
      { email: "ana@alpha.rs", firstName: "Ana", lastName: "P", groups: ["Finance"], tags: ["vip"] },
    ]);
    const res = await importCsv(api, alpha, "Email,Notes\nana@alpha.rs,whatever\nnew@alpha.rs,x\n");
    expect(res.body).toMatchObject({ created: 1, updated: 1, ignoredColumns: ["Notes"] });
    const ana = (await everyone(api, alpha)).items.find((p) => p.email === "ana@alpha.rs");
    // Only the origin changed: the person now comes from a CSV.
    expect(ana).toMatchObject({ firstName: "Ana", lastName: "P", groups: ["Finance"], tags: ["vip"], origin: "csv" });
  });

  it("takes the file as octet-stream, text/plain or Excel's CSV type too, and refuses other types with 415", async () => {
    const alpha = await newAlpha();
    expect((await importCsv(api, alpha, "Email\na@alpha.rs\n", "", "application/octet-stream")).status).toBe(200);
    expect((await importCsv(api, alpha, "Email\nb@alpha.rs\n", "", "text/plain")).status).toBe(200);
    expect((await importCsv(api, alpha, "Email\nc@alpha.rs\n", "", "application/vnd.ms-excel")).status).toBe(200);
    const json = await importCsv(api, alpha, '{"people":[]}', "", "application/json");
    expect(json.status).toBe(415);
    expect(json.body.code).toBe("UnsupportedMediaType");
    expect(await storedEmails(api, alpha.tenantId)).toEqual(["a@alpha.rs", "b@alpha.rs", "c@alpha.rs"]);
  });

  it("answers 422 'No people to be saved' for a file with a header and no rows", async () => {
    const alpha = await newAlpha();
    const res = await importCsv(api, alpha, "First Name,Email\r\n\r\n;;\r\n".replace(";;", ""));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("No people to be saved");
    const allBad = await importCsv(api, alpha, "Email\nnot-an-address\n");
    expect(allBad.status).toBe(422);
    expect(allBad.body).toMatchObject({
      message: "No people to be saved",
      errors: [{ path: "line 2", message: "Invalid email" }],
    });
  });

  it("answers 422 CsvNotValid for an empty file and for a file without an email column", async () => {
    const alpha = await newAlpha();
    expectCsvNotValid(await importCsv(api, alpha, ""), /empty/);
    expectCsvNotValid(await importCsv(api, alpha, "Name,Phone\nAna,123\n"), /Line 1: no email column/);
  });
});

describe("files that cannot be read save nothing", () => {
  it("a quote left open half way through: 422 naming the line, none of the rows before it saved", async () => {
    const alpha = await newAlpha();
    const good = Array.from({ length: 3000 }, (_, i) => `Person,${i},person${i}@alpha.rs`).join("\n");
    const res = await importCsv(
      api,
      alpha,
      `First Name,Last Name,Email\n${good}\nBroken,"quote,broken@alpha.rs\nMore,Rows,more@alpha.rs\n`,
    );
    expectCsvNotValid(res, /Line 3002/);
    expect(await storedEmails(api, alpha.tenantId)).toEqual([]);
    await expectBetaUntouched();
  });

  it("a 1.5 MB file broken on its last line: 422, none of the 40,000 rows before it saved", async () => {
    const alpha = await newAlpha();
    const good = Array.from({ length: 40_000 }, (_, i) => `Person,${i},person${i}@alpha.rs`).join("\n");
    const res = await importCsv(api, alpha, `First Name,Last Name,Email\n${good}\nBroken,"quote,broken@alpha.rs\n`);
    expectCsvNotValid(res, /Line 40002/);
    expect(await storedEmails(api, alpha.tenantId)).toEqual([]);
    await expectBetaUntouched();
  });

  it("a 10 MB field: 422, nothing saved, and the answer reaches the client", async () => {
    const alpha = await newAlpha();
    const csv = `Email,First Name\nfirst@alpha.rs,Ana\nhuge@alpha.rs,${"x".repeat(10 * 1024 * 1024)}\nlast@alpha.rs,Zoe\n`;
    const res = await importCsv(api, alpha, csv);
    expectCsvNotValid(res, /Line 3/);
    expect(await storedEmails(api, alpha.tenantId)).toEqual([]);
  });

  it("a file in another encoding than UTF-8 (Windows-1250): 422 naming the line, nothing saved", async () => {
    const alpha = await newAlpha();
    const csv = Buffer.concat([
      Buffer.from("First Name,Email\nAna,ana@alpha.rs\n"),
      // "Žana" in Windows-1250: 0x8E is not valid UTF-8.
      Buffer.from([0x8e, 0x61, 0x6e, 0x61]),
      Buffer.from(",zana@alpha.rs\n"),
    ]);
    const res = await importCsv(api, alpha, csv);
    expectCsvNotValid(res, /Line 3: the file is not UTF-8/);
    expect(await storedEmails(api, alpha.tenantId)).toEqual([]);
  });

  it("a client that goes away mid-upload: nothing saved, and the API carries on", async () => {
    const alpha = await newAlpha();
    const url = new URL(`${api.baseUrl}${PEOPLE}/import`);
    const rows = Array.from({ length: 2000 }, (_, i) => `aborted${i}@alpha.rs,Name`).join("\n");
    await new Promise<void>((resolve) => {
      const req = http.request(url, {
        method: "POST",
        headers: {
          authorization: `Bearer ${alpha.accessToken}`,
          "x-tenant-id": alpha.tenantId,
          "content-type": "text/csv",
          "content-length": String(10 * 1024 * 1024),
        },
      });
      req.on("error", () => resolve());
      req.write(`Email,First Name\n${rows}\n`, () => {
        // Long enough for the API to read what was sent, then the client is gone.
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 200);
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await storedEmails(api, alpha.tenantId)).toEqual([]);
    const after = await importCsv(api, alpha, "Email\nafter@alpha.rs\n");
    expect(after.status).toBe(200);
    expect(await storedEmails(api, alpha.tenantId)).toEqual(["after@alpha.rs"]);
  });

  it("a slow upload holds no lock: other writes are answered while it arrives, and its rows are saved once it has", async () => {
    const alpha = await newAlpha();
    const other = await newAlpha();
    const body = `Email,First Name\n${Array.from({ length: 500 }, (_, i) => `slow${i}@alpha.rs,Slow`).join("\n")}\n`;
    const half = Buffer.byteLength(body) >> 1;
    let sendRest = () => {};
    const answered = new Promise<{ status: number; body: Schema<"PeopleImportReport"> }>((resolve, reject) => {
      const req = uploadRequest(alpha, Buffer.byteLength(body));
      req.on("response", async (response) => {
        let text = "";
        for await (const chunk of response) text += chunk;
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
      });
      req.on("error", reject);
      req.write(Buffer.from(body).subarray(0, half));
      sendRest = () => req.end(Buffer.from(body).subarray(half));
    });
    await new Promise((resolve) => setTimeout(resolve, 100));

    // Were the upload's transaction open, these would wait for it, and it for the rest of the file.
    expect((await importCsv(api, other, "Email\nother@alpha.rs\n")).status).toBe(200);
    expect((await saveBatch(api, alpha, [{ email: "meanwhile@alpha.rs" }])).status).toBe(200);
    sendRest();

    const res = await answered;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 500, created: 500, rejectedCount: 0 });
    expect((await storedEmails(api, alpha.tenantId)).length).toBe(501);
  });

  it("a body declared larger than 512 MB: 413 'Large size' before anything is read", async () => {
    const alpha = await newAlpha();
    const res = await new Promise<{ status: number; body: Schema<"Error"> }>((resolve, reject) => {
      const req = uploadRequest(alpha, 513 * 1024 * 1024);
      req.on("response", (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => {
          req.destroy();
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
        });
      });
      req.on("error", reject);
      req.write("Email\n");
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: "PayloadTooLarge", message: "Large size" });
  });
});

describe("previewing an import", () => {
  it("works out every row's action and problem, and saves nothing", async () => {
    const alpha = await newAlpha();
    await saveBatch(api, alpha, [
      { email: "same@alpha.rs", firstName: "Same", lastName: "Person" },
      { email: "changed@alpha.rs", firstName: "Old" },
    ]);
    await importCsv(api, alpha, "First Name,Last Name,Email\nSame,Person,same@alpha.rs\n");
    const before = await everyone(api, alpha);
    const res = await importCsv(
      api,
      alpha,
      "First Name,Last Name,Email,Department\nSame,Person,same@alpha.rs,\nNew,Name,changed@alpha.rs,IT\nFresh,One,fresh@alpha.rs,Sales\nBad,Row,bad-address,\n",
      "?dryRun=true",
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dryRun: true, rows: 4, created: 1, updated: 1, unchanged: 1, rejectedCount: 1 });
    expect(res.body.preview).toEqual([
      {
        line: 2,
        firstName: "Same",
        lastName: "Person",
        email: "same@alpha.rs",
        groups: [],
        tags: [],
        action: "unchanged",
        problem: null,
      },
      {
        line: 3,
        firstName: "New",
        lastName: "Name",
        email: "changed@alpha.rs",
        groups: ["IT"],
        tags: [],
        action: "update",
        problem: null,
      },
      {
        line: 4,
        firstName: "Fresh",
        lastName: "One",
        email: "fresh@alpha.rs",
        groups: ["Sales"],
        tags: [],
        action: "create",
        problem: null,
      },
      {
        // A rejected row shows what it held, so the admin sees which row to fix.
        line: 5,
        firstName: "Bad",
        lastName: "Row",
        email: "bad-address",
        groups: [],
        tags: [],
        action: "reject",
        problem: "Invalid email",
      },
    ]);
    expect(await everyone(api, alpha)).toEqual(before);
    const events = (await activityOf(api, alpha.accessToken, alpha.tenantId)).filter(
      (a) => a.eventName === "PeopleImported",
    );
    expect(events).toHaveLength(1);
  });

  it("previews the first 1,000 rows and counts them all", async () => {
    const alpha = await newAlpha();
    const rows = Array.from({ length: 1500 }, (_, i) => (i % 2 ? `p${i}@alpha.rs` : `bad ${i}`)).join("\n");
    const res = await importCsv(api, alpha, `Email\n${rows}\n`, "?dryRun=true");
    expect(res.body).toMatchObject({ rows: 1500, created: 750, rejectedCount: 750 });
    expect(res.body.preview).toHaveLength(1000);
    expect(res.body.preview[999]).toMatchObject({ line: 1001, action: "create" });
    expect(res.body.rejected).toHaveLength(750);
    expect(await storedEmails(api, alpha.tenantId)).toEqual([]);
  });

  it("previews a file of 25,000 rows, rejected rows with their cells", async () => {
    const alpha = await newAlpha();
    const rows = Array.from({ length: 25_000 }, (_, i) =>
      i % 1000 === 3 ? `Bad,Row ${i},not-an-address,Sales` : `Ana,Petrović ${i},person${i}@alpha.rs,Sales`,
    );
    const csv = `First Name,Last Name,Email,Department\n${rows.join("\n")}\n`;
    expect(Buffer.byteLength(csv)).toBeGreaterThan(1024 * 1024);
    const res = await importCsv(api, alpha, csv, "?dryRun=true");
    expect(res.body).toMatchObject({ rows: 25_000, created: 24_975, rejectedCount: 25 });
    expect(res.body.preview).toHaveLength(1000);
    expect(res.body.preview[3]).toMatchObject({
      line: 5,
      action: "reject",
      problem: "Invalid email",
      email: "not-an-address",
      lastName: "Row 3",
    });
    expect(await storedEmails(api, alpha.tenantId)).toEqual([]);
  });
});

describe("importing with deleteNotInList", () => {
  it("deletes the organisation's people who are not in the file", async () => {
    const alpha = await newAlpha();
    await saveBatch(api, alpha, [{ email: "ana@alpha.rs" }, { email: "gone@alpha.rs" }]);
    const res = await importCsv(api, alpha, "Email\nana@alpha.rs\nnew@alpha.rs\n", "?deleteNotInList=true");
    expect(res.body).toMatchObject({ created: 1, updated: 1, deleted: 1 });
    expect(await storedEmails(api, alpha.tenantId)).toEqual(["ana@alpha.rs", "new@alpha.rs"]);
    await expectBetaUntouched();
  });

  it("refuses the whole file with 422 when any row is rejected, saving and deleting nothing", async () => {
    const alpha = await newAlpha();
    await saveBatch(api, alpha, [{ email: "ana@alpha.rs" }, { email: "colleague@alpha.rs" }]);
    const res = await importCsv(
      api,
      alpha,
      "Email,First Name\nana@alpha.rs,Changed\ncolleage@alpha\n",
      "?deleteNotInList=true",
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: "line 3", message: "Invalid email" }]);
    expect(await storedEmails(api, alpha.tenantId)).toEqual(["ana@alpha.rs", "colleague@alpha.rs"]);
    expect((await everyone(api, alpha)).items.every((p) => p.firstName === "")).toBe(true);
  });
});

describe("a larger file", () => {
  it("imports 30,000 rows in one go, then finds them all unchanged", async () => {
    const alpha = await newAlpha();
    const rows = Array.from(
      { length: 30_000 },
      (_, i) => `Name${i},Surname,person${i}@alpha.rs,Dept${i % 8},tag${i % 7}`,
    );
    const csv = `First Name,Last Name,Email,Department,Tags\n${rows.join("\n")}\n`;
    const res = await importCsv(api, alpha, csv);
    expect(res.body).toMatchObject({ rows: 30_000, created: 30_000, rejectedCount: 0 });
    const again = await importCsv(api, alpha, csv);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 30_000 });
    const dept3 = await api.request("GET", `${PEOPLE}?groups=Dept3&tags=tag0&limit=1`, {
      token: alpha.accessToken,
      tenant: alpha.tenantId,
    });
    // Rows i with i % 8 == 3 and i % 7 == 0: one in every 56.
    expect(dept3.body.total).toBe(
      Array.from({ length: 30_000 }, (_, i) => i).filter((i) => i % 8 === 3 && i % 7 === 0).length,
    );
  });

  it("imports 30,000 people with a tag each (labels past what an import holds at once), every pair saved", async () => {
    const alpha = await newAlpha();
    const rows = Array.from(
      { length: 30_000 },
      (_, i) => `Name${i},Surname,own${i}@alpha.rs,Dept${i % 3},own-tag-${i}`,
    );
    const res = await importCsv(api, alpha, `First Name,Last Name,Email,Department,Tags\n${rows.join("\n")}\n`);
    expect(res.body).toMatchObject({ rows: 30_000, created: 30_000, rejectedCount: 0 });
    const pairs = await api.platform.db
      .selectFrom("person_labels")
      .innerJoin("labels", "labels.id", "person_labels.label_id")
      .where("labels.tenant_id", "=", alpha.tenantId)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(pairs.count)).toBe(60_000);
    for (const i of [0, 19_999, 20_000, 29_999]) {
      const found = await api.request("GET", `${PEOPLE}?tags=own-tag-${i}&groups=Dept${i % 3}`, {
        token: alpha.accessToken,
        tenant: alpha.tenantId,
      });
      expect(found.body.items.map((p: { email: string }) => p.email)).toEqual([`own${i}@alpha.rs`]);
    }
  });
});
