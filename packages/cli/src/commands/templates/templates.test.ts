import { startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, type SignedInOwner, signedInOwner } from "../../test-support.js";

let api: TestApi;
let owner: SignedInOwner;
let other: SignedInOwner;
let betaTemplateId: string;

beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api, "Phish CLI d.o.o.");
  other = await signedInOwner(api, "Other Phish d.o.o.");
  // Beta's own template, which Alpha's listing must never show.
  const created = await api.request("POST", "/api/v1/phishing/templates", {
    token: other.user.accessToken,
    tenant: other.org.id,
    body: {
      name: "Beta secret template",
      type: "DriveByUrl",
      language: "En",
      emailBody: '<p><a href="{{.URL}}">Open</a></p>',
      sendingEmail: "x@beta.example",
      emailTitle: "Beta",
      emailFromName: "Beta",
    },
  });
  betaTemplateId = created.body.id;
});
afterAll(async () => {
  await owner?.home.remove();
  await other?.home.remove();
  await api?.close();
});

const cli = (...args: string[]) => runCli(args, { env: owner.home.env });

describe("bulwark templates", () => {
  it("lists the shipped library, one line per template in a pipe, filtered by language and type", async () => {
    const all = await cli("templates", "list", "--all", "--json");
    expect(all.code).toBe(0);
    expect(all.json().total).toBeGreaterThanOrEqual(24);
    expect(all.json().items.map((t: { id: string }) => t.id)).not.toContain(betaTemplateId);

    const serbian = await cli("templates", "list", "--language", "sr", "--type", "CredentialHarvest", "--limit", "100");
    expect(serbian.code).toBe(0);
    const lines = serbian.stdout.trim().split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const line of lines) {
      const [id, scope, type, language, name] = line.split("\t");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect([scope, type, language]).toEqual(["common", "CredentialHarvest", "Sr"]);
      expect(name).toBeTruthy();
    }
    const own = await cli("templates", "list", "--scope", "organization", "--json");
    expect(own.json().total).toBe(0);
  });

  it("sends a test email of a template with the platform's default settings", async () => {
    const [line] = (await cli("templates", "list", "--search", "Overdue invoice")).stdout.trim().split("\n");
    const templateId = line?.split("\t")[0] ?? "";
    const sent = await cli("templates", "send-test", templateId, "--to", "cli-tester@phish.example");
    expect(sent.code).toBe(0);
    expect(sent.stdout).toBe("sent\tcli-tester@phish.example\t[TEST] Reminder: invoice INV-20931 is 14 days overdue\n");
    const mails = (await api.outbox()).filter((mail) => mail.to.includes("cli-tester@phish.example"));
    expect(mails).toHaveLength(1);
  });

  it("maps errors to exit codes: 2 for a bad flag, 6 for another organization's template or a bad address", async () => {
    const usage = await cli("templates", "list", "--type", "Smishing");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("--type must be one of CredentialHarvest");
    const missingTo = await cli("templates", "send-test", betaTemplateId);
    expect(missingTo.code).toBe(2);
    const foreign = await cli("templates", "send-test", betaTemplateId, "--to", "x@phish.example");
    expect(foreign.code).toBe(6);
    expect(foreign.stderr).toContain("Template not found");
    const badAddress = await cli("templates", "send-test", betaTemplateId, "--to", "not-an-email");
    expect(badAddress.code).toBe(6);
  });
});
