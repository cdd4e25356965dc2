import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CsvError, readCsvRecords } from "../../../../platform/csv/csv-reader.js";
import { mapPeopleHeader, normalizeHeader, personInputFromRecord } from "./people-columns.js";

async function headerOf(fixture: string): Promise<string[]> {
  const bytes = readFileSync(new URL(`./fixtures/${fixture}`, import.meta.url));
  async function* one() {
    yield bytes;
  }
  for await (const record of readCsvRecords(one())) return record.fields;
  throw new Error("no header");
}

describe("mapPeopleHeader", () => {
  it("ignores case, spaces, underscores, hyphens, accents and bracketed notes", () => {
    expect(normalizeHeader("Email Address [Required]")).toBe("emailaddress");
    expect(normalizeHeader(" E_MAIL-address ")).toBe("emailaddress");
    expect(normalizeHeader("Adresa e-pošte")).toBe("adresaeposte");
    expect(normalizeHeader("[Email]")).toBe("email");
    expect(mapPeopleHeader(["FIRST_NAME", "last-name", "e-mail (work)", "Org_Unit_Path"]).columns).toEqual({
      email: 2,
      firstName: 0,
      lastName: 1,
      groups: [3],
      orgUnitPaths: [3],
    });
  });

  it.each([
    ["Email"],
    ["E-mail"],
    ["E-mail Address"],
    ["Email Address"],
    ["Mail"],
    ["Primary Email"],
    ["Work Email"],
    ["Adresa e-pošte"],
    ["Imejl"],
    ["User principal name"],
    ["UPN"],
  ])("takes %s as the email column", (name) => {
    expect(mapPeopleHeader(["Note", name]).columns.email).toBe(1);
  });

  it("maps the Serbian and English names of every field and lists the columns it does not know", () => {
    const { columns, ignored } = mapPeopleHeader([
      "Ime",
      "Prezime",
      "Ime i prezime",
      "Adresa e-pošte",
      "Odeljenje",
      "Sektor",
      "Oznake",
      "Telefon",
      "",
      "Email",
    ]);
    expect(columns).toEqual({
      firstName: 0,
      lastName: 1,
      displayName: 2,
      email: 3,
      groups: [4, 5],
      orgUnitPaths: [],
      tags: 6,
    });
    expect(ignored).toEqual(["Telefon", "Email"]);
  });

  it("prefers any email column to the user principal name, wherever it is", () => {
    expect(mapPeopleHeader(["User principal name", "Mail"])).toEqual({
      columns: { email: 1, groups: [], orgUnitPaths: [] },
      ignored: ["User principal name"],
    });
  });

  it("refuses a header without an email column, saying what it expected and found", () => {
    let error: unknown;
    try {
      mapPeopleHeader(["Name", "Manager Email", "Phone"], 2);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CsvError);
    expect((error as CsvError).message).toBe(
      "Line 2: no email column; expected one of: Email, E-mail, E-mail Address, Email Address, Mail, Primary Email, " +
        "Work Email, Adresa e-pošte, Imejl, User principal name, UPN (the header has: Name, Manager Email, Phone)",
    );
  });

  it("maps the Google Workspace admin console user export", async () => {
    const header = await headerOf("google-workspace-users.csv");
    const { columns, ignored } = mapPeopleHeader(header);
    expect(header[columns.email]).toBe("Email Address [Required]");
    expect(header[columns.firstName!]).toBe("First Name [Required]");
    expect(header[columns.lastName!]).toBe("Last Name [Required]");
    expect(columns.groups.map((i) => header[i])).toEqual(["Org Unit Path [Required]", "Department"]);
    expect(columns.orgUnitPaths.map((i) => header[i])).toEqual(["Org Unit Path [Required]"]);
    expect(ignored).toContain("New Primary Email [UPLOAD ONLY]");
    expect(ignored).toContain("Manager Email");
    expect(ignored).toContain("Password [Required]");
    expect(ignored).toHaveLength(header.length - 5);
  });

  it("maps the Microsoft 365 admin centre 'Export users' file", async () => {
    const header = await headerOf("microsoft-365-users.csv");
    const { columns, ignored } = mapPeopleHeader(header);
    expect(header[columns.email]).toBe("User principal name");
    expect(header[columns.firstName!]).toBe("First name");
    expect(header[columns.lastName!]).toBe("Last name");
    expect(header[columns.displayName!]).toBe("Display name");
    expect(columns.groups.map((i) => header[i])).toEqual(["Department"]);
    expect(ignored).toEqual(expect.arrayContaining(["Block credential", "City", "Country/Region", "Proxy addresses"]));
    expect(ignored).toHaveLength(header.length - 5);
  });
});

describe("personInputFromRecord", () => {
  const { columns } = mapPeopleHeader(["Email", "Name", "First name", "Last name", "Org Unit Path", "Team", "Tags"]);

  it("splits a display name on its last space when first and last name are empty", () => {
    expect(personInputFromRecord(columns, ["a@x.co", " Ana Marija Petrović ", "", " "])).toMatchObject({
      firstName: "Ana Marija",
      lastName: "Petrović",
    });
    expect(personInputFromRecord(columns, ["a@x.co", "Reception"])).toMatchObject({
      firstName: "Reception",
      lastName: "",
    });
    expect(personInputFromRecord(columns, ["a@x.co", "Ana Petrović", "Ana", ""])).toMatchObject({
      firstName: "Ana",
      lastName: "",
    });
  });

  it("strips the leading / of org unit paths, where / alone is no group, and splits tags on | ; ,", () => {
    const row = (ou: string, tags: string) => ["a@x.co", "", "", "", ou, "Blue", tags];
    expect(personInputFromRecord(columns, row("/Sales/EMEA", "vip|remote; new,x"))).toMatchObject({
      groups: ["Sales/EMEA", "Blue"],
      tags: ["vip", "remote", " new", "x"],
    });
    expect(personInputFromRecord(columns, row("/", " "))).toMatchObject({ groups: ["Blue"], tags: [] });
  });

  it("reads missing trailing cells as empty", () => {
    expect(personInputFromRecord(columns, ["a@x.co"])).toEqual({
      email: "a@x.co",
      firstName: "",
      lastName: "",
      groups: [],
      tags: [],
    });
  });
});
