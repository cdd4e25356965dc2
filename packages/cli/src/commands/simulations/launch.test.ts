import { startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, type SignedInOwner, signedInOwner } from "../../test-support.js";
import { parseDays } from "./launch.js";

// `bulwark simulations launch` and `status --watch` against a real API: a launch from flags
// (plain and JSON), every bad flag a usage error (exit 2) with nothing saved, the API's refusals
// (another organization's template, an unknown remedial course: exit 6), and the watch, which
// prints one block per interval into a pipe until Ctrl-C, or once for a finished simulation.

let api: TestApi;
let owner: SignedInOwner;
let other: SignedInOwner;
let template: string;
let betaTemplate: string;

const SIMULATIONS = "/api/v1/phishing/simulations";
const EVERY_HOUR = ["--days", "mon-sun", "--hours", "00:00-23:59", "--time-zone", "Europe/Belgrade"];

async function templateOf(who: SignedInOwner, name: string) {
  const res = await api.request("POST", "/api/v1/phishing/templates", {
    token: who.user.accessToken,
    tenant: who.org.id,
    body: {
      name,
      description: "",
      type: "DriveByUrl",
      language: "En",
      emailBody: '<p>Hi {{.FirstName}}, <a href="{{.URL}}">see the document</a></p>',
      sendingEmail: "docs@share.example",
      emailTitle: "A document for you",
      emailFromName: "Docs",
      tags: [],
      redFlags: [],
    },
  });
  if (res.status !== 201) throw new Error(`creating a template failed: ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

const simulationsOf = async (who: SignedInOwner) =>
  (await api.request("GET", SIMULATIONS, { token: who.user.accessToken, tenant: who.org.id })).body.items as {
    id: string;
    name: string;
  }[];

beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api, "Launch d.o.o.");
  other = await signedInOwner(api, "Other Launch d.o.o.");
  await api.request("POST", "/api/v1/inventory/people/batch", {
    token: owner.user.accessToken,
    tenant: owner.org.id,
    body: {
      people: [
        { email: "ana@launch.test", firstName: "Ana", lastName: "A", groups: ["Sales"] },
        { email: "bo@launch.test", firstName: "Bo", lastName: "B", groups: ["IT"], tags: ["vip"] },
      ],
    },
  });
  template = await templateOf(owner, "Shared document");
  betaTemplate = await templateOf(other, "Beta's own");
});
afterAll(async () => {
  await owner?.home.remove();
  await other?.home.remove();
  await api?.close();
});

const cli = (...args: string[]) => runCli(args, { env: owner.home.env });

describe("parseDays", () => {
  it("reads names, short names and ranges, each day once in the week's order", () => {
    expect(parseDays("mon-wed,Friday,fri")).toEqual(["Monday", "Tuesday", "Wednesday", "Friday"]);
    expect(parseDays("sun,mon")).toEqual(["Monday", "Sunday"]);
  });
  it("refuses an unknown day, a backwards range and nothing", () => {
    expect(() => parseDays("mon,funday")).toThrow('Unknown day "funday"');
    expect(() => parseDays("fri-mon")).toThrow("runs backwards");
    expect(() => parseDays(",")).toThrow("at least one business day");
  });
});

describe("bulwark simulations launch", () => {
  it("launches from flags: the id, then status, name, targets and emails", async () => {
    const run = await cli(
      "simulations",
      "launch",
      "Q1 shared document",
      "--template",
      template,
      "--group",
      "Sales",
      "--tag",
      "vip",
      ...EVERY_HOUR,
      "--weeks",
      "2",
    );
    expect(run.code, run.stderr).toBe(0);
    const [id, line] = run.stdout.trim().split("\n");
    expect(line?.split("\t").slice(0, 4)).toEqual(["InProgress", "Q1 shared document", "2 targets", "2 emails"]);
    expect((await simulationsOf(owner)).map((s) => s.id)).toContain(id);
  });

  it("prints the simulation as JSON with --json, with the schedule as given", async () => {
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const run = await cli(
      "simulations",
      "launch",
      "Upcoming",
      "--template",
      template,
      "--person",
      (
        await api.request("GET", "/api/v1/inventory/people?limit=10", {
          token: owner.user.accessToken,
          tenant: owner.org.id,
        })
      ).body.items[0].id,
      "--start",
      start,
      "--time-zone",
      "America/New_York",
      "--days",
      "mon,wed,fri",
      "--hours",
      "08:30-16:00",
      "--max-attacks",
      "3",
      "--json",
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.json()).toMatchObject({
      name: "Upcoming",
      status: "Upcoming",
      timeZone: "America/New_York",
      businessDays: ["Monday", "Wednesday", "Friday"],
      businessHoursStart: "08:30",
      businessHoursEnd: "16:00",
      maxAttacksPerTarget: 3,
      targetsCount: 1,
      // One template: one email per target, whatever the maximum.
      emailsCount: 1,
      remedialCourse: null,
      remedialNanoPage: null,
    });
  });

  it.each([
    ["no template", ["--group", "Sales"], "at least one template"],
    ["no targets", ["--template", "T"], "Name the targets"],
    ["bad hours", ["--template", "T", "--group", "Sales", "--hours", "9-17"], "--hours must be HH:mm-HH:mm"],
    ["an unknown day", ["--template", "T", "--group", "Sales", "--days", "mon,xyz"], 'Unknown day "xyz"'],
    ["zero weeks", ["--template", "T", "--group", "Sales", "--weeks", "0"], "--weeks must be a whole number"],
    ["a bad start", ["--template", "T", "--group", "Sales", "--start", "soon"], "--start must be a date"],
  ])("refuses %s as a usage error (exit 2) and saves nothing", async (_name, flags, message) => {
    const before = (await simulationsOf(owner)).length;
    const run = await cli("simulations", "launch", "Bad", ...flags);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(await simulationsOf(owner)).toHaveLength(before);
  });

  it("passes the API's refusals on: another organization's template, an unknown remedial course or nano page (exit 6)", async () => {
    const before = (await simulationsOf(owner)).length;
    const theirs = await cli(
      "simulations",
      "launch",
      "Theirs",
      "--template",
      betaTemplate,
      "--group",
      "Sales",
      ...EVERY_HOUR,
    );
    expect(theirs.code).toBe(6);
    expect(theirs.stderr).toContain("Template not found");
    const course = await cli(
      "simulations",
      "launch",
      "Remedial",
      "--template",
      template,
      "--group",
      "Sales",
      "--remedial-course",
      "0190a0b0-0000-7000-8000-000000000000",
      ...EVERY_HOUR,
    );
    expect(course.code).toBe(6);
    expect(course.stderr).toContain("Course not found");
    const page = await cli(
      "simulations",
      "launch",
      "Remedial nano",
      "--template",
      template,
      "--group",
      "Sales",
      "--remedial-nano-page",
      "0190a0b0-0000-7000-8000-000000000000",
      ...EVERY_HOUR,
    );
    expect(page.code).toBe(6);
    expect(page.stderr).toContain("Nano page not found");
    expect(await simulationsOf(owner)).toHaveLength(before);
    expect(await simulationsOf(other)).toHaveLength(0);
  });
});

describe("bulwark simulations status --watch", () => {
  it("into a pipe: one block of lines per interval until Ctrl-C, then exits 0", async () => {
    const running = (await simulationsOf(owner)).find((s) => s.name === "Q1 shared document");
    const blocks = (out: string) => out.split("\n").filter((line) => line.startsWith("at\t")).length;
    const run = await runCli(["simulations", "status", running?.id as string, "--watch", "--interval", "1"], {
      env: owner.home.env,
      interruptWhen: (out) => blocks(out) >= 2,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(blocks(run.stdout)).toBeGreaterThanOrEqual(2);
    const first = run.stdout.split("\n\n")[0]?.split("\n") ?? [];
    expect(first[0]).toMatch(/^at\t\d{4}-\d\d-\d\dT/);
    expect(first[1]?.split("\t")[0]).toBe(running?.id);
    expect(first).toContain("scheduled\t2");
  });

  it("stops by itself once the simulation is finished; --json gives one object per line", async () => {
    const upcoming = (await simulationsOf(owner)).find((s) => s.name === "Upcoming");
    const id = upcoming?.id as string;
    expect((await cli("simulations", "stop", id, "--yes")).code).toBe(0);
    const run = await cli("simulations", "status", id, "--watch", "--interval", "1", "--json");
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ simulation: { id, status: "Stopped" } });
  });

  it("refuses a bad interval (exit 2) and another organization's simulation (exit 5)", async () => {
    const [mine] = await simulationsOf(owner);
    const bad = await cli("simulations", "status", mine?.id as string, "--watch", "--interval", "0");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--interval must be whole seconds");
    const runOther = await runCli(["simulations", "status", mine?.id as string, "--watch"], { env: other.home.env });
    expect(runOther.code).toBe(5);
  });
});
