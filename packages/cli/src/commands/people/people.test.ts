import fs from "node:fs/promises";
import path from "node:path";
import { startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runCli, type SignedInOwner, signedInOwner } from "../../test-support.js";

let api: TestApi;
let home: SignedInOwner["home"];
let user: SignedInOwner["user"];
let org: SignedInOwner["org"];

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  ({ home, user, org } = await signedInOwner(api));
});
afterEach(async () => {
  await home.remove();
});

const writeFile = async (name: string, content: string | Buffer) => {
  const file = path.join(home.home, name);
  await fs.writeFile(file, content);
  return file;
};

const peopleInApi = async () =>
  (
    await api.request("GET", "/api/v1/inventory/people?limit=100&sortBy=email", {
      token: user.accessToken,
      tenant: org.id,
    })
  ).body as { items: Array<{ email: string; firstName: string; groups: string[] }>; total: number };

// A semicolon-separated file with a BOM, the header names people use, a quoted field with a
// newline, a duplicate and an invalid address: what an admin's spreadsheet export looks like.
const MESSY = `\uFEFFFirst Name;Last Name;E-mail;Department;Favourite colour\r\nAna;Anić;ana@acme.test;Finance;blue\r\nBoris;"Bor;ić";boris@acme.test;"Sales\r\nNorth";red\r\nCeca;Cekić;not-an-email;IT;green\r\nDuplicate;Ana;ANA@acme.test;IT;\r\nDejan;Dejić;dejan@acme.test;;\r\n`;

describe("bulwark people import", () => {
  it("imports a messy CSV, reports created and rejected rows with line and reason, and exits 10", async () => {
    const file = await writeFile("people.csv", MESSY);

    const run = await runCli(["people", "import", file, "--json"], { env: home.env });

    // The rows that could go in went in; the exit code tells the script that two did not.
    expect(run.code).toBe(10);
    expect(JSON.parse(run.stderr).error).toMatchObject({ message: "2 rows were rejected", exitCode: 10 });
    const report = run.json();
    expect(report).toMatchObject({ dryRun: false, rows: 5, created: 3, updated: 0, rejectedCount: 2 });
    expect(report.ignoredColumns).toEqual(["Favourite colour"]);
    expect(report.rejected).toEqual([
      expect.objectContaining({ line: 5, reason: "Invalid email" }),
      expect.objectContaining({
        line: 6,
        reason: expect.stringContaining("Duplicate email addresses are not allowed"),
      }),
    ]);
    const people = await peopleInApi();
    expect(people.items.map((p) => p.email)).toEqual(["ana@acme.test", "boris@acme.test", "dejan@acme.test"]);
    expect(people.items[1]?.groups).toEqual(["Sales\r\nNorth"]);
  });

  it("prints one tab-separated count per line into a pipe, then the rejected rows", async () => {
    const file = await writeFile("people.csv", MESSY);

    const run = await runCli(["people", "import", file], { env: home.env });

    expect(run.code).toBe(10);
    expect(run.stderr).toBe("bulwark: 2 rows were rejected\n");
    const lines = run.stdout.trim().split("\n");
    expect(lines).toContain("created\t3");
    expect(lines).toContain("rejected\t2");
    expect(lines).toContain("rejected\t5\tnot-an-email\tInvalid email");
  });

  it("--dry-run reports what would change and saves nothing", async () => {
    const file = await writeFile("people.csv", MESSY);

    const run = await runCli(["people", "import", file, "--dry-run", "--json"], { env: home.env });

    expect(run.code).toBe(10);
    expect(run.json()).toMatchObject({ dryRun: true, created: 3 });
    expect((await peopleInApi()).total).toBe(0);
  });

  it("a second import of the same file changes nothing, and --delete-not-in-list removes the others", async () => {
    await runCli(["people", "import", await writeFile("all.csv", MESSY)], { env: home.env });
    const again = await runCli(["people", "import", await writeFile("again.csv", MESSY), "--json"], { env: home.env });
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3 });

    const onlyAna = await writeFile("ana.csv", "email,first name,last name\nana@acme.test,Ana,Anić\n");
    const run = await runCli(["people", "import", onlyAna, "--delete-not-in-list", "--json"], { env: home.env });

    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ unchanged: 1, deleted: 2 });
    expect((await peopleInApi()).items.map((p) => p.email)).toEqual(["ana@acme.test"]);
  });

  it("refuses --delete-not-in-list when a row is rejected, and deletes nobody (exit 6)", async () => {
    await runCli(["people", "import", await writeFile("all.csv", MESSY)], { env: home.env });

    const run = await runCli(["people", "import", await writeFile("bad.csv", MESSY), "--delete-not-in-list"], {
      env: home.env,
    });

    expect(run.code).toBe(6);
    expect((await peopleInApi()).total).toBe(3);
  });

  it("a broken file exits 6 with the product's message and saves nothing", async () => {
    const file = await writeFile("broken.csv", 'email,first name\nana@acme.test,"Ana\nboris@acme.test,Boris\n');

    const run = await runCli(["people", "import", file], { env: home.env });

    expect(run.code).toBe(6);
    expect(run.stderr).toContain("Your uploaded Csv file is not valid");
    expect((await peopleInApi()).total).toBe(0);
  });

  it("a file that is not UTF-8 exits 6 naming the problem", async () => {
    const latin1 = Buffer.concat([
      Buffer.from("email,first name\nzika@acme.test,"),
      Buffer.from([0x8a, 0x69, 0x9e]),
      Buffer.from("\n"),
    ]);
    const run = await runCli(["people", "import", await writeFile("latin1.csv", latin1)], { env: home.env });

    expect(run.code).toBe(6);
    expect(run.stderr).toMatch(/UTF-8/);
  });

  it("a file with no people exits 6 with No people to be saved", async () => {
    const run = await runCli(["people", "import", await writeFile("empty.csv", "email,first name\n")], {
      env: home.env,
    });

    expect(run.code).toBe(6);
    expect(run.stderr).toContain("No people to be saved");
  });

  it("a missing file says File not found with its path and exits 11, without a raw ENOENT", async () => {
    const missing = path.join(home.home, "nope.csv");
    const run = await runCli(["people", "import", missing], { env: home.env });

    expect(run.code).toBe(11);
    expect(run.stderr).toBe(`bulwark: File not found: ${missing}\n`);
  });

  it("a clean file imports with exit 0 and nothing on stderr", async () => {
    const run = await runCli(["people", "import", await writeFile("ok.csv", "email\nana@acme.test\n")], {
      env: home.env,
    });

    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  });
});

describe("bulwark people export", () => {
  // The test API has no job poller: run the export job while the CLI waits for it.
  let timer: ReturnType<typeof setInterval>;
  beforeEach(() => {
    timer = setInterval(() => void api.drainJobs(), 200);
  });
  afterEach(() => clearInterval(timer));

  it("writes a CSV file with the people and neutralised formulas", async () => {
    await runCli(
      ["people", "import", await writeFile("p.csv", "email,first name,last name\nana@acme.test,=HYPERLINK(1),Anić\n")],
      { env: home.env },
    );
    const out = path.join(home.home, "out.csv");

    const run = await runCli(["people", "export", "--format", "csv", "-o", out, "--json"], { env: home.env });

    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ file: out, rowCount: 1 });
    const text = await fs.readFile(out, "utf8");
    expect(text).toContain("ana@acme.test");
    expect(text).toContain("'=HYPERLINK(1)");
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("writes an XLSX file with Serbian headers", async () => {
    await runCli(["people", "import", await writeFile("p.csv", "email\nana@acme.test\n")], { env: home.env });
    const out = path.join(home.home, "ljudi.xlsx");

    const run = await runCli(["people", "export", "--format", "xlsx", "--lang", "sr", "-o", out], { env: home.env });

    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(out);
    const bytes = await fs.readFile(out);
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
  });

  it("an unknown format is a usage error", async () => {
    const run = await runCli(["people", "export", "--format", "pdf"], { env: home.env });

    expect(run.code).toBe(2);
    expect(run.stderr).toContain("use csv or xlsx");
  });
});

describe("bulwark people sync", () => {
  it("without a stored connection exits 7 and says to connect first", async () => {
    const run = await runCli(["people", "sync", "google"], { env: home.env });

    expect(run.code).toBe(7);
    expect(run.stderr).toMatch(/Connect Google Workspace first/);
  });

  it("an unknown directory is a usage error", async () => {
    const run = await runCli(["people", "sync", "ldap"], { env: home.env });

    expect(run.code).toBe(2);
  });
});
