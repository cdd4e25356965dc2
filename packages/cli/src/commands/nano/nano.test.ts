import { startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { atTerminal as atTerminalAs, runCli, type SignedInOwner, signedInOwner } from "../../test-support.js";

// `bulwark nano campaigns list|stop` against a real API: the list (all, and one tab), plain and
// JSON output, the confirmation a stop asks for at a terminal (and --yes for scripts), stopping
// twice, and a second organization whose campaign the first can neither see nor stop.

let api: TestApi;
let owner: SignedInOwner;
let other: SignedInOwner;
let running: string;
let upcoming: string;
let betaCampaign: string;

const CAMPAIGNS = "/api/v1/learning/nano-campaigns";
const hour = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

/** A campaign of `who`'s organization for its Sales group, sending `when`. */
async function campaign(who: SignedInOwner, name: string, when: Record<string, string>) {
  const as = { token: who.user.accessToken, tenant: who.org.id };
  await api.request("POST", "/api/v1/inventory/people/batch", {
    ...as,
    body: { people: [{ email: `sales@${who.org.id}.test`, firstName: "Sam", lastName: "Sales", groups: ["Sales"] }] },
  });
  const page = await api.request("POST", "/api/v1/learning/nano-pages", {
    ...as,
    body: {
      type: "SimpleQuiz",
      name: `${name} quiz`,
      languages: ["En"],
      translations: {
        En: {
          emailSubject: "One question",
          question: "Is it safe to reuse a password?",
          answers: [
            { text: "Yes", correct: false },
            { text: "No", correct: true },
          ],
        },
      },
    },
  });
  const created = await api.request("POST", CAMPAIGNS, {
    ...as,
    body: {
      name,
      contents: [{ nanoPageId: page.body.id, ...when }],
      timeZone: "Europe/Belgrade",
      workingHoursStart: "00:00",
      workingHoursEnd: "23:59",
      businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      language: "En",
      learners: { groups: ["Sales"] },
    },
  });
  if (created.status !== 201) throw new Error(`creating a campaign failed: ${JSON.stringify(created.body)}`);
  return created.body.id as string;
}

beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api, "Nano d.o.o.");
  other = await signedInOwner(api, "Other d.o.o.");
  running = await campaign(owner, "Running campaign", { startsAt: iso(-hour), endsAt: iso(hour) });
  upcoming = await campaign(owner, "Upcoming campaign", { startsAt: iso(24 * hour), endsAt: iso(48 * hour) });
  betaCampaign = await campaign(other, "Other's campaign", { startsAt: iso(-hour), endsAt: iso(hour) });
});
afterAll(async () => {
  await owner?.home.remove();
  await other?.home.remove();
  await api?.close();
});

const cli = (...args: string[]) => runCli(args, { env: owner.home.env });
const statusOf = async (id: string) =>
  (await api.request("GET", `${CAMPAIGNS}/${id}`, { token: owner.user.accessToken, tenant: owner.org.id })).body
    .status as string;

const atTerminal = (answer: string, ...args: string[]) => atTerminalAs(api, owner, answer, ...args);

describe("bulwark nano campaigns", () => {
  it("lists the active organization's campaigns, newest first, in plain lines and JSON", async () => {
    const plain = await cli("nano", "campaigns", "list");
    expect(plain.code).toBe(0);
    const lines = plain.stdout.trim().split("\n");
    expect(lines.map((line) => line.split("\t").slice(0, 4))).toEqual([
      [upcoming, "upcoming", "Upcoming campaign", "1"],
      [running, "running", "Running campaign", "1"],
    ]);
    const json = await cli("nano", "campaigns", "list", "--json");
    expect(json.json().total).toBe(2);
    expect(JSON.stringify(json.json())).not.toContain(betaCampaign);
  });

  it("lists one tab with --state, and refuses an unknown one", async () => {
    const active = await cli("nano", "campaigns", "list", "--state", "active", "--json");
    expect(active.json().items.map((c: { id: string }) => c.id)).toEqual([running]);
    const wrong = await cli("nano", "campaigns", "list", "--state", "paused");
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("--state must be one of active, upcoming, finished");
  });

  it("refuses to stop without --yes when no one is at the terminal, and stops nothing", async () => {
    const run = await cli("nano", "campaigns", "stop", running);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("needs --yes");
    expect(await statusOf(running)).toBe("running");
  });

  it("asks at a terminal: anything but yes stops nothing, yes stops the campaign", async () => {
    const declined = await atTerminal("no", "nano", "campaigns", "stop", upcoming);
    expect(declined.asked[0]).toContain('Stop "Upcoming campaign" for good?');
    expect(declined.stderr).toContain("Nothing stopped.");
    expect(await statusOf(upcoming)).toBe("upcoming");
    const confirmed = await atTerminal("yes", "nano", "campaigns", "stop", upcoming);
    expect(confirmed.stdout).toContain(`Stopped Upcoming campaign (${upcoming})`);
    expect(await statusOf(upcoming)).toBe("stopped");
  });

  it("stops with --yes for scripts; a second stop is a conflict (exit 7)", async () => {
    const stopped = await cli("nano", "campaigns", "stop", running, "--yes", "--json");
    expect(stopped.code).toBe(0);
    expect(stopped.json()).toMatchObject({ id: running, status: "stopped" });
    const again = await cli("nano", "campaigns", "stop", running, "--yes");
    expect(again.code).toBe(7);
    expect(again.stderr).toContain("already stopped");
  });

  it("cannot stop another organization's campaign (exit 5), which keeps running", async () => {
    const run = await cli("nano", "campaigns", "stop", betaCampaign, "--yes");
    expect(run.code).toBe(5);
    const theirs = await api.request("GET", `${CAMPAIGNS}/${betaCampaign}`, {
      token: other.user.accessToken,
      tenant: other.org.id,
    });
    expect(theirs.body.status).toBe("running");
  });
});
