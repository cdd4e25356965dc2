import fs from "node:fs/promises";
import path from "node:path";
import { startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { atTerminal as atTerminalAs, runCli, type SignedInOwner, signedInOwner } from "../../test-support.js";

// `bulwark simulations list|status|stop` against a real API: the list (all, and one tab), plain
// and JSON output, the funnel, the confirmation a stop asks for at a terminal (and --yes for
// scripts), stopping twice, and a second organization whose simulation the first can neither see
// nor stop.

let api: TestApi;
let owner: SignedInOwner;
let other: SignedInOwner;
let running: string;
let upcoming: string;
let betaSimulation: string;

const SIMULATIONS = "/api/v1/phishing/simulations";
const day = 86_400_000;

/** A simulation of `who`'s organization for its Sales group, starting `startOffset` ms from now. */
async function simulation(who: SignedInOwner, name: string, startOffset: number) {
  const as = { token: who.user.accessToken, tenant: who.org.id };
  await api.request("POST", "/api/v1/inventory/people/batch", {
    ...as,
    body: { people: [{ email: `sales@${who.org.id}.test`, firstName: "Sam", lastName: "Sales", groups: ["Sales"] }] },
  });
  const template = await api.request("POST", "/api/v1/phishing/templates", {
    ...as,
    body: {
      name: `${name} template`,
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
  if (template.status !== 201) throw new Error(`creating a template failed: ${JSON.stringify(template.body)}`);
  const created = await api.request("POST", SIMULATIONS, {
    ...as,
    body: {
      name,
      startDate: new Date(Date.now() + startOffset).toISOString(),
      timeZone: "Europe/Belgrade",
      durationWeeks: 1,
      businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      businessHoursStart: "00:00",
      businessHoursEnd: "23:59",
      maxAttacksPerTarget: 1,
      templateIds: [template.body.id],
      targets: { groups: ["Sales"] },
    },
  });
  if (created.status !== 201) throw new Error(`creating a simulation failed: ${JSON.stringify(created.body)}`);
  return created.body.id as string;
}

beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api, "Sim d.o.o.");
  other = await signedInOwner(api, "Other Sim d.o.o.");
  running = await simulation(owner, "Running simulation", 0);
  upcoming = await simulation(owner, "Upcoming simulation", day);
  betaSimulation = await simulation(other, "Other's simulation", 0);
});
afterAll(async () => {
  await owner?.home.remove();
  await other?.home.remove();
  await api?.close();
});

const cli = (...args: string[]) => runCli(args, { env: owner.home.env });
const statusOf = async (id: string) =>
  (await api.request("GET", `${SIMULATIONS}/${id}`, { token: owner.user.accessToken, tenant: owner.org.id })).body
    .status as string;

const atTerminal = (answer: string, ...args: string[]) => atTerminalAs(api, owner, answer, ...args);

describe("bulwark simulations", () => {
  it("lists the active organization's simulations, newest first, in plain lines and JSON", async () => {
    const plain = await cli("simulations", "list");
    expect(plain.code).toBe(0);
    const lines = plain.stdout.trim().split("\n");
    expect(lines.map((line) => line.split("\t").slice(0, 5))).toEqual([
      [upcoming, "Upcoming", "Upcoming simulation", "1", "1"],
      [running, "InProgress", "Running simulation", "1", "1"],
    ]);
    const json = await cli("simulations", "list", "--json");
    expect(json.json().total).toBe(2);
    expect(JSON.stringify(json.json())).not.toContain(betaSimulation);
  });

  it("lists one tab with --state, and refuses an unknown one", async () => {
    const ongoing = await cli("simulations", "list", "--state", "ongoing", "--json");
    expect(ongoing.json().items.map((s: { id: string }) => s.id)).toEqual([running]);
    const wrong = await cli("simulations", "list", "--state", "paused");
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("--state must be one of ongoing, upcoming, finished");
  });

  it("shows a simulation's funnel", async () => {
    const plain = await cli("simulations", "status", running);
    expect(plain.code).toBe(0);
    const lines = plain.stdout.trim().split("\n");
    expect(lines[0]?.split("\t").slice(0, 3)).toEqual([running, "InProgress", "Running simulation"]);
    expect(lines).toContain("sent\t0\t0%");
    expect(lines).toContain("scheduled\t1");
    const json = await cli("simulations", "status", running, "--json");
    expect(json.json().overview).toMatchObject({ targetsCount: 1, scheduled: 1, botEventsCount: 0 });
  });

  it("refuses to stop without --yes when no one is at the terminal, and stops nothing", async () => {
    const run = await cli("simulations", "stop", running);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("needs --yes");
    expect(await statusOf(running)).toBe("InProgress");
  });

  it("asks at a terminal: anything but yes stops nothing, yes stops the simulation", async () => {
    const declined = await atTerminal("no", "simulations", "stop", upcoming);
    expect(declined.asked[0]).toContain(
      'Stop "Upcoming simulation" for good? You can no longer continue the simulation.',
    );
    expect(declined.stderr).toContain("Nothing stopped.");
    expect(await statusOf(upcoming)).toBe("Upcoming");
    const confirmed = await atTerminal("yes", "simulations", "stop", upcoming);
    expect(confirmed.stdout).toContain(`Stopped Upcoming simulation (${upcoming})`);
    expect(await statusOf(upcoming)).toBe("Stopped");
  });

  it("stops with --yes for scripts; a second stop is a conflict (exit 7)", async () => {
    const stopped = await cli("simulations", "stop", running, "--yes", "--json");
    expect(stopped.code).toBe(0);
    expect(stopped.json()).toMatchObject({ id: running, status: "Stopped" });
    const again = await cli("simulations", "stop", running, "--yes");
    expect(again.code).toBe(7);
    expect(again.stderr).toContain("already stopped");
  });

  it("exports a simulation's targets to CSV and XLSX files; another organization's simulation is not found (exit 5)", async () => {
    const dir = await fs.mkdtemp(path.join(owner.home.home, "export-"));
    // The test API has no job poller: run the export job while the CLI waits for it.
    const timer = setInterval(() => void api.drainJobs(), 200);
    try {
      const csvFile = path.join(dir, "targets.csv");
      const csv = await cli("simulations", "export", running, "-o", csvFile);
      expect(csv.code).toBe(0);
      const text = await fs.readFile(csvFile, "utf8");
      expect(text).toContain("First name,Last name,Email");
      expect(text).toContain(`sales@${owner.org.id}.test`);
      expect(text).not.toContain(`sales@${other.org.id}.test`);
      const xlsxFile = path.join(dir, "targets.xlsx");
      const xlsx = await cli("simulations", "export", running, "--format", "xlsx", "--lang", "sr", "-o", xlsxFile);
      expect(xlsx.code).toBe(0);
      // An XLSX file is a zip: it begins with "PK".
      expect((await fs.readFile(xlsxFile)).subarray(0, 2).toString()).toBe("PK");
      expect((await cli("simulations", "export", running, "--format", "pdf")).code).toBe(2);
      const foreign = await cli("simulations", "export", betaSimulation, "-o", path.join(dir, "theirs.csv"));
      expect(foreign.code).toBe(5);
      await expect(fs.access(path.join(dir, "theirs.csv"))).rejects.toThrow();
    } finally {
      clearInterval(timer);
    }
  });

  it("cannot see or stop another organization's simulation (exit 5), which keeps running", async () => {
    expect((await cli("simulations", "status", betaSimulation)).code).toBe(5);
    expect((await cli("simulations", "stop", betaSimulation, "--yes")).code).toBe(5);
    const theirs = await api.request("GET", `${SIMULATIONS}/${betaSimulation}`, {
      token: other.user.accessToken,
      tenant: other.org.id,
    });
    expect(theirs.body.status).toBe("InProgress");
  });
});
