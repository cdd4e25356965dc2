import fs from "node:fs/promises";
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

describe("bulwark login and whoami", () => {
  it("signs in with --password-stdin, stores the session readable by its owner only, and whoami --json answers the user", async () => {
    const user = await createVerifiedUser(api);

    const login = await runCli([...loginArgs(api, user.email), "--json"], { env: home.env, input: `${PASSWORD}\n` });
    expect(login.stderr).toBe("");
    expect(login.code).toBe(0);
    expect(login.json()).toMatchObject({ apiUrl: api.baseUrl, user: { email: user.email }, activeTenant: null });
    expect(login.stdout).not.toContain("accessToken");

    const stat = await fs.stat(home.credentialsFile);
    expect(stat.mode & 0o777).toBe(0o600);
    const stored = JSON.parse(await fs.readFile(home.credentialsFile, "utf8"));
    expect(stored).toMatchObject({ apiUrl: api.baseUrl, email: user.email });
    expect(stored.tokens.refreshToken).toBeTruthy();

    const whoami = await runCli(["whoami", "--json"], { env: home.env });
    expect(whoami.code).toBe(0);
    expect(whoami.json()).toMatchObject({
      apiUrl: api.baseUrl,
      source: "file",
      user: { email: user.email, firstName: "Ana", isTwoFactorAuthEnabled: false },
      activeTenant: null,
    });
  });

  it("prints plain key: value lines, not Ink, when stdout is a pipe", async () => {
    const user = await createVerifiedUser(api);
    await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });

    const whoami = await runCli(["whoami"], { env: home.env });

    expect(whoami.code).toBe(0);
    expect(whoami.stdout.split("\n")).toContain(`email: ${user.email}`);
    expect(whoami.stdout).toContain("two-factor: off");
  });

  it("answers exit code 3 for a wrong password and stores nothing", async () => {
    const user = await createVerifiedUser(api);

    const result = await runCli(loginArgs(api, user.email), { env: home.env, input: "not the password 1" });

    expect(result.code).toBe(3);
    expect(result.stderr).toContain("Wrong credential");
    await expect(fs.stat(home.credentialsFile)).rejects.toThrow();
  });

  it("answers exit code 8 when sign-in is throttled after repeated failures", async () => {
    const user = await createVerifiedUser(api);
    for (let i = 0; i < 5; i++) {
      await api.request("POST", "/api/v1/users/auth/login", { body: { email: user.email, password: "wrong one 1" } });
    }

    const result = await runCli([...loginArgs(api, user.email), "--json"], { env: home.env, input: PASSWORD });

    expect(result.code).toBe(8);
    expect(JSON.parse(result.stderr)).toMatchObject({
      error: { exitCode: 8, statusCode: 429, code: "TooManyRequests" },
    });
  });

  it("answers exit code 3 when not signed in", async () => {
    const result = await runCli(["whoami", "--json"], { env: home.env });

    expect(result.code).toBe(3);
    expect(result.stdout).toBe("");
    expect(JSON.parse(result.stderr).error.message).toMatch(/Not signed in/);
  });

  it("answers exit code 9 when the API cannot be reached, for login and for a signed-in call", async () => {
    const unreachable = "http://127.0.0.1:9";

    const login = await runCli(["login", "--api-url", unreachable, "--email", "a@example.com", "--password-stdin"], {
      env: home.env,
      input: PASSWORD,
    });
    const whoami = await runCli(["whoami"], {
      env: { ...home.env, BULWARK_API_URL: unreachable, BULWARK_TOKEN: "token" },
    });

    expect(login.code).toBe(9);
    expect(login.stderr).toContain(`Cannot reach the Bulwark API at ${unreachable}`);
    expect(whoami.code).toBe(9);
  });

  it("answers exit code 2 for usage errors: an unknown command, a missing option, no password source", async () => {
    const unknown = await runCli(["frobnicate"], { env: home.env });
    const missing = await runCli(["admin", "create-superadmin"], { env: home.env });
    const noPassword = await runCli(["login", "--api-url", api.baseUrl, "--email", "a@example.com"], { env: home.env });
    const badUrl = await runCli(["login", "--api-url", "not a url", "--email", "a@example.com", "--password-stdin"], {
      env: home.env,
      input: PASSWORD,
    });

    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--email");
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain("--password-stdin");
    expect(badUrl.code).toBe(2);
  });

  it("exits 0 for --help and --version", async () => {
    const help = await runCli(["--help"], { env: home.env });
    const version = await runCli(["--version"], { env: home.env });

    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: bulwark");
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("uses BULWARK_API_URL and BULWARK_TOKEN instead of stored credentials", async () => {
    const user = await createVerifiedUser(api);

    const result = await runCli(["whoami", "--json"], {
      env: { ...home.env, BULWARK_API_URL: api.baseUrl, BULWARK_TOKEN: user.accessToken },
    });

    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({ source: "env", user: { email: user.email } });
    await expect(fs.stat(home.credentialsFile)).rejects.toThrow();
  });

  it("refreshes a refused access token and saves the new pair back to the credentials file", async () => {
    const user = await createVerifiedUser(api);
    await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });
    const stored = JSON.parse(await fs.readFile(home.credentialsFile, "utf8"));
    const oldRefreshToken = stored.tokens.refreshToken;
    stored.tokens.accessToken = "refused.access.token";
    await fs.writeFile(home.credentialsFile, JSON.stringify(stored));

    const whoami = await runCli(["whoami", "--json"], { env: home.env });

    expect(whoami.code).toBe(0);
    expect(whoami.json().user.email).toBe(user.email);
    const saved = JSON.parse(await fs.readFile(home.credentialsFile, "utf8"));
    expect(saved.tokens.accessToken).not.toBe("refused.access.token");
    expect(saved.tokens.refreshToken).not.toBe(oldRefreshToken);
    expect(saved.apiUrl).toBe(api.baseUrl);
  });

  it("answers exit code 3 and forgets the tokens when the session was ended elsewhere", async () => {
    const user = await createVerifiedUser(api);
    await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });
    const stored = JSON.parse(await fs.readFile(home.credentialsFile, "utf8"));
    await api.request("POST", "/api/v1/users/auth/logout", { token: stored.tokens.accessToken });

    const whoami = await runCli(["whoami"], { env: home.env });

    expect(whoami.code).toBe(3);
    expect(whoami.stderr).toContain("bulwark login");
    const after = JSON.parse(await fs.readFile(home.credentialsFile, "utf8"));
    expect(after.tokens).toBeUndefined();
    expect(after.apiUrl).toBe(api.baseUrl);
  });
});

describe("bulwark logout", () => {
  it("ends the session on the server and forgets the tokens, keeping the API URL for the next login", async () => {
    const user = await createVerifiedUser(api);
    await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });
    const { tokens } = JSON.parse(await fs.readFile(home.credentialsFile, "utf8"));

    const logout = await runCli(["logout", "--json"], { env: home.env });

    expect(logout.code).toBe(0);
    expect(logout.json()).toEqual({ signedOut: true, apiUrl: api.baseUrl });
    const after = JSON.parse(await fs.readFile(home.credentialsFile, "utf8"));
    expect(after).toEqual({ apiUrl: api.baseUrl, email: user.email });
    const refresh = await api.request("POST", "/api/v1/users/auth/refresh-token", {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(refresh.status).toBe(401);
    expect((await runCli(["whoami"], { env: home.env })).code).toBe(3);
  });

  it("succeeds with nothing to do when not signed in", async () => {
    const logout = await runCli(["logout"], { env: home.env });

    expect(logout.code).toBe(0);
    expect(logout.stdout.trim()).toBe("Not signed in");
  });
});
