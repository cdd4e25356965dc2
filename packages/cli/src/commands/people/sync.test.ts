import { randomUUID } from "node:crypto";
import {
  createTestServiceAccount,
  startFakeGoogle,
  startFakeMicrosoft,
  startTestApi,
  type TestApi,
} from "@bulwark/api/testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOrganization, createVerifiedUser, loginArgs, PASSWORD, runCli, tempHome } from "../../test-support.js";

// The API runs its real connectors against local servers that speak Google's and Microsoft's
// documented token and directory endpoints.
const ADMIN = "admin@acme.test";
const serviceAccount = createTestServiceAccount({ projectId: "acme-cli" });
const DIRECTORY_ID = randomUUID();
const CLIENT_ID = randomUUID();
const CLIENT_SECRET = "Kq8~cli.secret_value-long-enough";

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let microsoft: Awaited<ReturnType<typeof startFakeMicrosoft>>;
let api: TestApi;
let home: Awaited<ReturnType<typeof tempHome>>;
let user: Awaited<ReturnType<typeof createVerifiedUser>>;
let org: { id: string; name: string };

beforeAll(async () => {
  google = await startFakeGoogle({ serviceAccounts: [serviceAccount], admins: [ADMIN], pageSize: 2 });
  microsoft = await startFakeMicrosoft({
    directories: [{ directoryId: DIRECTORY_ID, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }],
    pageSize: 2,
  });
  api = await startTestApi({
    GOOGLE_OAUTH_URL: google.tokenUrl,
    GOOGLE_DIRECTORY_URL: google.directoryUrl,
    MICROSOFT_LOGIN_URL: microsoft.loginUrl,
    MICROSOFT_GRAPH_URL: microsoft.graphUrl,
  });
});
afterAll(async () => {
  await api?.close();
  await google?.close();
  await microsoft?.close();
});
beforeEach(async () => {
  home = await tempHome();
  user = await createVerifiedUser(api);
  org = await createOrganization(api, user.accessToken, "Acme d.o.o.");
  await runCli(loginArgs(api, user.email), { env: home.env, input: PASSWORD });
});
afterEach(async () => {
  await home.remove();
});

const connect = (provider: "google" | "microsoft", body: Record<string, unknown>) =>
  api.request("PUT", `/api/v1/inventory/directory-connections/${provider}`, {
    token: user.accessToken,
    tenant: org.id,
    body,
  });

describe("bulwark people sync", () => {
  it("google: reads every page of the directory and reports what it created", async () => {
    google.setUsers(
      [1, 2, 3].map((n) => ({
        id: `g${n}`,
        primaryEmail: `person${n}@acme.test`,
        name: { givenName: `Given${n}`, familyName: `Family${n}` },
        orgUnitPath: "/Sales",
      })),
    );
    expect((await connect("google", { serviceAccountKey: serviceAccount.json, adminEmail: ADMIN })).status).toBe(200);

    const run = await runCli(["people", "sync", "google", "--json"], { env: home.env });

    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ created: 3, rejectedCount: 0 });
  });

  it("microsoft: an expired client secret exits 9 with the product's message", async () => {
    expect(
      (await connect("microsoft", { directoryId: DIRECTORY_ID, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }))
        .status,
    ).toBe(200);
    microsoft.setSecretExpired(true, DIRECTORY_ID);

    const run = await runCli(["people", "sync", "microsoft"], { env: home.env });
    microsoft.setSecretExpired(false, DIRECTORY_ID);

    expect(run.code).toBe(9);
    expect(run.stderr).toContain("Sync with microsoft failed");
  });
});
