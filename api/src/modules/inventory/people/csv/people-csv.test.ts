import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CsvError } from "../../../../platform/csv/csv-reader.js";
import { chunksOf, drain } from "../../../../test/csv-test-streams.js";
import { type PeopleCsvItem, readPeopleCsv, readPeopleCsvBatches } from "./people-csv.js";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

async function read(bytes: Uint8Array | string, chunkSize = 5) {
  const data = typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes;
  const { items, error } = await drain(readPeopleCsv(chunksOf(data, chunkSize)));
  if (error) throw error;
  return items;
}

async function readError(bytes: Uint8Array | string): Promise<CsvError> {
  const error = await read(bytes).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CsvError);
  return error as CsvError;
}

const rowsOf = (items: PeopleCsvItem[]) => items.filter((item) => item.kind !== "header");

describe("readPeopleCsv", () => {
  it("imports the Google Workspace admin console user export", async () => {
    const items = await read(fixture("google-workspace-users.csv"), 256);
    expect(items[0]).toMatchObject({ kind: "header", line: 1, delimiter: "," });
    expect(items[0]).toMatchObject({ ignored: expect.arrayContaining(["Recovery Email", "Employee ID"]) });
    expect(rowsOf(items)).toEqual([
      {
        kind: "row",
        line: 2,
        person: {
          email: "jelena.markovic@example.com",
          firstName: "Jelena",
          lastName: "Marković",
          groups: ["Management"],
          tags: [],
        },
      },
      {
        kind: "row",
        line: 3,
        person: {
          email: "nikola.djordjevic@example.com",
          firstName: "Nikola",
          lastName: "Đorđević",
          groups: ["Sales/EMEA", "Sales"],
          tags: [],
        },
      },
      {
        kind: "row",
        line: 4,
        person: {
          email: "sofia.bianchi@example.com",
          firstName: "Sofia",
          lastName: "Bianchi",
          groups: ["Engineering"],
          tags: [],
        },
      },
      {
        kind: "row",
        line: 5,
        person: {
          email: "marko.petrovic@example.com",
          firstName: "Marko",
          lastName: "Petrović",
          groups: ["Engineering/Security"],
          tags: [],
        },
      },
    ]);
  });

  it("imports the Microsoft 365 admin centre export (BOM, CRLF, quoted commas), taking the sign-in name as email", async () => {
    const items = await read(fixture("microsoft-365-users.csv"), 300);
    expect(items[0]).toMatchObject({ kind: "header", delimiter: "," });
    expect(items[0]).toMatchObject({ ignored: expect.arrayContaining(["Street address", "Licenses"]) });
    expect(rowsOf(items).map((item) => (item.kind === "row" ? item.person : item))).toEqual([
      { email: "ana.jovanovic@example.org", firstName: "Ana", lastName: "Jovanović", groups: ["Finance"], tags: [] },
      {
        email: "stefan.ilic@example.org",
        firstName: "Stefan",
        lastName: "Ilić",
        groups: ["Customer Support"],
        tags: [],
      },
      // A shared mailbox: no first or last name, so the display name is split.
      { email: "reception@example.org", firstName: "Reception", lastName: "Desk", groups: [], tags: [] },
      { email: "ivana.horvat@example.org", firstName: "Ivana", lastName: "Horvat", groups: ["Finance"], tags: [] },
    ]);
  });

  it("reads a semicolon file with a BOM and a quoted newline, splitting tags and skipping Excel's empty rows", async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(
        'Ime;Prezime;E-mail;Odeljenje;Oznake;Telefon\r\nČeda;"Jovanović\r\nmlađi";ceda@example.com;IT;vip|remote;+381\r\n;;;;;\r\nŽana;Ilić;zana@example.com;;novi;\r\n',
      ),
    ]);
    const items = await read(bytes, 3);
    expect(items[0]).toEqual({
      kind: "header",
      line: 1,
      delimiter: ";",
      columns: { firstName: 0, lastName: 1, email: 2, groups: [3], orgUnitPaths: [], tags: 4 },
      ignored: ["Telefon"],
    });
    expect(rowsOf(items)).toEqual([
      {
        kind: "row",
        line: 2,
        person: {
          email: "ceda@example.com",
          firstName: "Čeda",
          lastName: "Jovanović\r\nmlađi",
          groups: ["IT"],
          tags: ["vip", "remote"],
        },
      },
      {
        kind: "row",
        line: 5,
        person: { email: "zana@example.com", firstName: "Žana", lastName: "Ilić", groups: [], tags: ["novi"] },
      },
    ]);
  });

  it("reads a UTF-16LE tab-separated file (Excel's Unicode text)", async () => {
    const text = "\ufeffFirst name\tLast name\tEmail\r\nĐorđe\tBalašević\tdjordje@example.com\r\n";
    const items = await read(Buffer.from(text, "utf16le"), 7);
    expect(items[0]).toMatchObject({ kind: "header", delimiter: "\t", ignored: [] });
    expect(rowsOf(items)).toEqual([
      {
        kind: "row",
        line: 2,
        person: { email: "djordje@example.com", firstName: "Đorđe", lastName: "Balašević", groups: [], tags: [] },
      },
    ]);
  });

  it("rejects a later row with an email already seen, in any case, naming the first line", async () => {
    const items = await read(
      "Email,First name\nana@example.com,Ana\nbob@example.com,Bob\nANA@Example.com ,Ana again\nana@example.com,Ana thrice\n",
    );
    expect(rowsOf(items)).toEqual([
      { kind: "row", line: 2, person: expect.objectContaining({ email: "ana@example.com" }) },
      { kind: "row", line: 3, person: expect.objectContaining({ email: "bob@example.com" }) },
      {
        kind: "rejected",
        line: 4,
        email: "ANA@Example.com",
        reason: "Duplicate email addresses are not allowed (also on line 2)",
        input: expect.any(Object),
      },
      {
        kind: "rejected",
        line: 5,
        email: "ana@example.com",
        reason: "Duplicate email addresses are not allowed (also on line 2)",
        input: expect.any(Object),
      },
    ]);
  });

  it("lets the first valid row claim an address, not an earlier rejected one", async () => {
    const items = await read(`Email,First name\nana@example.com,${"x".repeat(101)}\nana@example.com,Ana\n`);
    expect(rowsOf(items)).toEqual([
      {
        kind: "rejected",
        line: 2,
        email: "ana@example.com",
        reason: "First name must be at most 100 characters",
        input: expect.any(Object),
      },
      { kind: "row", line: 3, person: expect.objectContaining({ email: "ana@example.com", firstName: "Ana" }) },
    ]);
  });

  it('rejects invalid and missing emails with "Invalid email", keeping the cell for the preview', async () => {
    const items = await read("Email,First name\nana(at)example.com,Ana\n,Bob\n  ,Cid\nok@example.com,Ok\n");
    expect(rowsOf(items)).toEqual([
      {
        kind: "rejected",
        line: 2,
        email: "ana(at)example.com",
        reason: "Invalid email",
        // The row's cells travel with the rejection, for the preview.
        input: expect.objectContaining({ email: "ana(at)example.com", firstName: "Ana" }),
      },
      { kind: "rejected", line: 3, reason: "Invalid email", input: expect.any(Object) },
      { kind: "rejected", line: 4, reason: "Invalid email", input: expect.any(Object) },
      { kind: "row", line: 5, person: expect.objectContaining({ email: "ok@example.com" }) },
    ]);
  });

  it("pads short rows, accepts empty extra cells and rejects rows with more fields than the header", async () => {
    const items = await read(
      "Email,First name,Last name\na@example.com\nb@example.com,Bo,Bee,,\nc@example.com,Cid,Smith,Jr.\n",
    );
    expect(rowsOf(items)).toEqual([
      {
        kind: "row",
        line: 2,
        person: expect.objectContaining({ email: "a@example.com", firstName: "", lastName: "" }),
      },
      { kind: "row", line: 3, person: expect.objectContaining({ email: "b@example.com", lastName: "Bee" }) },
      {
        kind: "rejected",
        line: 4,
        email: "c@example.com",
        reason: "Line has 4 fields, header has 3",
        input: expect.any(Object),
      },
    ]);
  });

  it("yields only the header for a file without data rows (the caller reports no people to save)", async () => {
    const items = await read("Email,Name\r\n\r\n,,\r\n");
    expect(items).toEqual([
      {
        kind: "header",
        line: 1,
        delimiter: ",",
        columns: { email: 0, displayName: 1, groups: [], orgUnitPaths: [] },
        ignored: [],
      },
    ]);
  });

  it.each([
    ["an empty file", Buffer.alloc(0)],
    ["a lone BOM", Buffer.from([0xef, 0xbb, 0xbf])],
    ["a UTF-16 BOM alone", Buffer.from([0xff, 0xfe])],
    ["only blank lines", Buffer.from("\r\n\r\n")],
  ])('refuses %s with "the file is empty"', async (_name, bytes) => {
    const error = await readError(bytes);
    expect(error.message).toBe("the file is empty");
  });

  it("refuses a header without an email column, at its line", async () => {
    const error = await readError("\nName,Phone\nAna,123\n");
    expect(error.message).toMatch(/^Line 2: no email column; expected one of: Email, E-mail,/);
  });

  it("passes on the reader's errors, such as a file that is not UTF-8, after the rows before them", async () => {
    const bytes = Buffer.concat([Buffer.from("Email,Name\nana@example.com,Ana\nb@example.com,"), Buffer.from([0x9e])]);
    const { items, error } = await drain(readPeopleCsv(chunksOf(bytes, 4)));
    expect((error as CsvError).message).toMatch(/^Line 3: the file is not UTF-8 text/);
    expect(items.map((item) => item.kind)).toEqual(["header", "row"]);
  });
});

describe("readPeopleCsvBatches", () => {
  const file = Buffer.from(
    "email,first name,tags\n" +
      Array.from({ length: 300 }, (_, i) => `p${i}@example.com,Ana ${i},a|b\n`).join("") +
      "bad address,Bob,\np1@example.com,Twice,\n",
  );

  it("gives the items readPeopleCsv gives, in order, a batch per chunk of the source", async () => {
    const one = await drain(readPeopleCsv(chunksOf(file, 1000)));
    const batches = await drain(readPeopleCsvBatches(chunksOf(file, 1000)));
    expect(batches.items.flat()).toEqual(one.items);
    expect(batches.items.length).toBeGreaterThan(5);
    expect(batches.items.length).toBeLessThan(one.items.length / 10);
  });

  it("hands over the rows before a broken one, then fails naming its line", async () => {
    const broken = Buffer.concat([file, Buffer.from('p900@example.com,"never closed\n')]);
    const { items, error } = await drain(readPeopleCsvBatches(chunksOf(broken, 1 << 20)));
    expect(items.flat().filter((item) => item.kind === "row")).toHaveLength(300);
    expect(error).toBeInstanceOf(CsvError);
    expect((error as CsvError).line).toBe(304);
  });
});
