import { startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createOrganization,
  createVerifiedUser,
  runCli,
  type SignedInOwner,
  signedInOwner,
} from "../../test-support.js";
import { parseRole } from "./members.js";

let api: TestApi;
let owner: SignedInOwner;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  owner = await signedInOwner(api);
});
afterEach(async () => {
  await owner.home.remove();
});

describe("bulwark members", () => {
  it("invites by email with a role, and the list shows the member and the pending invitation", async () => {
    // Another organization's invitation must never appear.
    const stranger = await createVerifiedUser(api);
    const other = await createOrganization(api, stranger.accessToken, "Other Ltd");
    await api.request("POST", `/api/v1/users/tenants/${other.id}/invitations`, {
      token: stranger.accessToken,
      body: { emails: ["elsewhere@other.test"], roles: ["Viewer"] },
    });

    const invite = await runCli(["members", "invite", "mila@acme.test", "--role", "security-analyst"], {
      env: owner.home.env,
    });
    const list = await runCli(["members", "list"], { env: owner.home.env });

    expect(invite.stderr).toBe("");
    expect(invite.code).toBe(0);
    expect(invite.stdout).toBe("invited\tmila@acme.test\tSecurityAnalyst\n");
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^member\\t${owner.user.email}\\t.*\\tAdmin\\t`));
    expect(lines[1]).toMatch(/^invited\tmila@acme\.test\tSecurityAnalyst\t/);
    expect(list.stdout).not.toContain("elsewhere@other.test");
  });

  it("--json lists members and invitations for scripts", async () => {
    await runCli(["members", "invite", "a@acme.test", "b@acme.test", "--role", "viewer", "--role", "Admin"], {
      env: owner.home.env,
    });

    const list = await runCli(["members", "list", "--json"], { env: owner.home.env });

    const body = list.json();
    expect(body.members.total).toBe(1);
    expect(body.invitations.items.map((i: { email: string }) => i.email).sort()).toEqual([
      "a@acme.test",
      "b@acme.test",
    ]);
    expect(body.invitations.items[0].roles.sort()).toEqual(["Admin", "Viewer"]);
  });

  it("inviting someone already invited exits 7 and invites nobody", async () => {
    await runCli(["members", "invite", "a@acme.test", "--role", "viewer"], { env: owner.home.env });

    const again = await runCli(["members", "invite", "new@acme.test", "a@acme.test", "--role", "viewer"], {
      env: owner.home.env,
    });

    expect(again.code).toBe(7);
    const list = await runCli(["members", "list", "--json"], { env: owner.home.env });
    expect(list.json().invitations.total).toBe(1);
  });

  it("an invalid address exits 6 naming it as the person typed it, once", async () => {
    const run = await runCli(["members", "invite", "ok@acme.test", "not-an-email", "--role", "viewer"], {
      env: owner.home.env,
    });

    expect(run.code).toBe(6);
    expect(run.stderr).toMatch(/^bulwark: Some values were not accepted:\n {2}emails\[2\]: .+\n$/);
  });

  it("a missing or unknown role is a usage error (exit 2)", async () => {
    const missing = await runCli(["members", "invite", "a@acme.test"], { env: owner.home.env });
    const unknown = await runCli(["members", "invite", "a@acme.test", "--role", "boss"], { env: owner.home.env });

    expect(missing.code).toBe(2);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("security-analyst");
  });
});

describe("parseRole", () => {
  it("reads codes and words in any case", () => {
    expect(parseRole("SecurityAnalyst")).toBe("SecurityAnalyst");
    expect(parseRole("security-analyst")).toBe("SecurityAnalyst");
    expect(parseRole("Awareness manager")).toBe("AwarenessManager");
    expect(parseRole("GROUP_ADMIN")).toBe("GroupAdmin");
  });
});
