import { startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createVerifiedUser, loginArgs, PASSWORD, runCli, tempHome, uniqueEmail } from "../../test-support.js";

const ADMIN_EMAIL = "root@example.com";
const ADMIN_PASSWORD = "root password 1";

let api: TestApi;
let home: Awaited<ReturnType<typeof tempHome>>;

beforeAll(async () => {
  api = await startTestApi({ BULWARK_ADMIN_EMAIL: ADMIN_EMAIL, BULWARK_ADMIN_PASSWORD: ADMIN_PASSWORD });
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  home = await tempHome();
});
afterEach(async () => {
  await home.remove();
});

describe("bulwark admin create-superadmin", () => {
  it("creates a super-admin who can then sign in, when run by a super-admin", async () => {
    await runCli(loginArgs(api, ADMIN_EMAIL), { env: home.env, input: ADMIN_PASSWORD });
    const email = uniqueEmail("root2");

    const created = await runCli(
      [
        "admin",
        "create-superadmin",
        "--email",
        email,
        "--first-name",
        "Mila",
        "--last-name",
        "Jović",
        "--password-stdin",
        "--json",
      ],
      { env: home.env, input: "second root 1\n" },
    );

    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.json()).toMatchObject({ email, firstName: "Mila", lastName: "Jović" });
    expect(created.json().superAdminPermissions).toContain("ManageUsers");
    const other = await tempHome();
    try {
      const login = await runCli([...loginArgs(api, email), "--json"], { env: other.env, input: "second root 1" });
      expect(login.code).toBe(0);
    } finally {
      await other.remove();
    }
  });

  it("answers exit code 4 for an ordinary user", async () => {
    const user = await createVerifiedUser(api);
    await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });

    const result = await runCli(["admin", "create-superadmin", "--email", uniqueEmail(), "--json"], { env: home.env });

    expect(result.code).toBe(4);
    expect(JSON.parse(result.stderr).error).toMatchObject({ statusCode: 403, exitCode: 4 });
  });

  it("answers exit code 6 with the field problems when the API refuses the input", async () => {
    await runCli(loginArgs(api, ADMIN_EMAIL), { env: home.env, input: ADMIN_PASSWORD });

    const result = await runCli(["admin", "create-superadmin", "--email", "not-an-email"], { env: home.env });

    expect(result.code).toBe(6);
    expect(result.stderr).toMatch(/^ {2}email: /m);
    expect(result.stderr).not.toContain("body.email");
  });
});
