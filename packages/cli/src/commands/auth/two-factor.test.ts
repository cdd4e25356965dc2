import { timeStep, totpAt } from "@bulwark/api";
import { startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createVerifiedUser, loginArgs, PASSWORD, runCli, tempHome } from "../../test-support.js";

let api: TestApi;
let home: Awaited<ReturnType<typeof tempHome>>;

beforeAll(async () => {
  api = await startTestApi();
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

/** A verified user with two-factor turned on through the API; answers its secret and recovery key. */
async function userWithTwoFactor() {
  const user = await createVerifiedUser(api);
  const setup = await api.request("POST", "/api/v1/users/auth/two-factor/setup", {
    token: user.accessToken,
    body: { password: PASSWORD },
  });
  const secret = setup.body.secret as string;
  const enabled = await api.request("POST", "/api/v1/users/auth/two-factor/enable", {
    token: user.accessToken,
    body: { token: totpAt(secret, timeStep(Date.now())) },
  });
  if (enabled.status !== 200) throw new Error(`enable failed: ${JSON.stringify(enabled.body)}`);
  return { ...user, secret, recoveryKey: enabled.body.recoveryKey as string };
}

/** A code the API has not seen yet: the step after the one used to turn two-factor on. */
const nextCode = (secret: string) => totpAt(secret, timeStep(Date.now()) + 1);

describe("bulwark login with two-factor", () => {
  it("signs in with --code after the password", async () => {
    const user = await userWithTwoFactor();

    const login = await runCli([...loginArgs(api, user.email), "--code", nextCode(user.secret), "--json"], {
      env: home.env,
      input: PASSWORD,
    });

    expect(login.stderr).toBe("");
    expect(login.code).toBe(0);
    expect(login.json().user).toMatchObject({ email: user.email, isTwoFactorAuthEnabled: true });
    const whoami = await runCli(["whoami", "--json"], { env: home.env });
    expect(whoami.json().user.email).toBe(user.email);
  });

  it("signs in with --recovery-key and prints the key that replaces it", async () => {
    const user = await userWithTwoFactor();

    const login = await runCli([...loginArgs(api, user.email), "--recovery-key", user.recoveryKey], {
      env: home.env,
      input: PASSWORD,
    });

    expect(login.code).toBe(0);
    const line = login.stdout.split("\n").find((l) => l.startsWith("New recovery key"));
    const newKey = line?.split(": ")[1] ?? "";
    expect(newKey).toHaveLength(24);
    expect(newKey).not.toBe(user.recoveryKey);
  });

  it("answers exit code 2 when the second factor is needed but not given and there is no terminal", async () => {
    const user = await userWithTwoFactor();

    const login = await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });

    expect(login.code).toBe(2);
    expect(login.stderr).toContain("--code");
  });

  it("answers exit code 3 for a wrong code", async () => {
    const user = await userWithTwoFactor();
    const wrong = nextCode(user.secret) === "000000" ? "111111" : "000000";

    const login = await runCli([...loginArgs(api, user.email), "--code", wrong], { env: home.env, input: PASSWORD });

    expect(login.code).toBe(3);
  });
});
