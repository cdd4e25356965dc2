import { decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createTestServiceAccount,
  type FakeGoogle,
  type FakeGoogleUser,
  startFakeGoogle,
} from "../../../test/fake-directories.js";
import { DirectoryError, type DirectoryPerson, type GoogleCredentials } from "./directory.js";
import { fetchGooglePeople, GOOGLE_DIRECTORY_SCOPE } from "./google.connector.js";

const account = createTestServiceAccount({ projectId: "acme-sync" });
const revokedAccount = createTestServiceAccount({ projectId: "acme-sync", name: "old-sync" });
const credentials: GoogleCredentials = { serviceAccountKey: account.json, adminEmail: "admin@acme.test" };

const user = (n: number, extra: Partial<FakeGoogleUser> = {}): FakeGoogleUser => ({
  id: `1000${n}`,
  primaryEmail: `person${n}@acme.test`,
  name: { givenName: `Given${n}`, familyName: `Family${n}`, fullName: `Given${n} Family${n}` },
  orgUnitPath: "/",
  ...extra,
});

let google: FakeGoogle;
let waits: number[];
const options = () => ({ sleep: async (ms: number) => void waits.push(ms) });

async function collect(creds: GoogleCredentials = credentials): Promise<DirectoryPerson[]> {
  const people: DirectoryPerson[] = [];
  for await (const person of fetchGooglePeople(creds, google.config, options())) people.push(person);
  return people;
}

async function failure(creds: GoogleCredentials = credentials): Promise<DirectoryError> {
  const error = await collect(creds).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DirectoryError);
  return error as DirectoryError;
}

/** Asserts nothing secret (access tokens, the assertion, the private key) is in the error. */
function expectNoSecrets(error: DirectoryError) {
  const shown = `${error.message} ${error.reason} ${String(error)} ${JSON.stringify(error)}`;
  const assertions = google.requests.map((request) => request.form?.assertion).filter(Boolean) as string[];
  for (const secret of [...google.issuedTokens(), ...assertions]) expect(shown).not.toContain(secret);
  expect(shown).not.toContain("PRIVATE KEY");
}

beforeAll(async () => {
  google = await startFakeGoogle({ serviceAccounts: [account], admins: ["admin@acme.test"], pageSize: 2 });
});
afterAll(() => google.close());
beforeEach(() => {
  waits = [];
  google.requests.length = 0;
  google.setUsers([]);
});

describe("fetchGooglePeople", () => {
  it("collects every user across three pages, following nextPageToken", async () => {
    google.setUsers([1, 2, 3, 4, 5, 6].map((n) => user(n)));
    const people = await collect();
    expect(people.map((person) => person.email)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `person${n}@acme.test`));
    expect(people[0]).toEqual({
      externalId: "10001",
      email: "person1@acme.test",
      firstName: "Given1",
      lastName: "Family1",
      groups: [],
    });
    const listings = google.requests.filter((request) => request.path.endsWith("/users"));
    expect(listings).toHaveLength(3);
    expect(listings[0]?.query.get("pageToken")).toBeNull();
    expect(listings[1]?.query.get("pageToken")).toBeTruthy();
  });

  it("lists users with the documented query and a bearer token from the token endpoint", async () => {
    google.setUsers([user(1)]);
    await collect();
    const [token, listing] = google.requests;
    expect(token?.form?.grant_type).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
    expect(Object.fromEntries(listing?.query ?? [])).toEqual({
      customer: "my_customer",
      maxResults: "500",
      orderBy: "email",
      projection: "basic",
      viewType: "admin_view",
    });
    expect(listing?.headers.authorization).toBe(`Bearer ${google.issuedTokens().at(-1)}`);
  });

  it("signs the assertion with the service account key: RS256, kid, iss, sub, scope, aud and a one-hour life", async () => {
    await collect();
    const assertion = google.requests[0]?.form?.assertion ?? "";
    expect(decodeProtectedHeader(assertion)).toMatchObject({ alg: "RS256", kid: account.key.private_key_id });
    const { payload } = await jwtVerify(assertion, account.publicKey, {
      issuer: account.key.client_email,
      audience: google.tokenUrl,
      subject: "admin@acme.test",
    });
    expect(payload.scope).toBe(GOOGLE_DIRECTORY_SCOPE);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
  });

  it("skips suspended and archived users", async () => {
    google.setUsers([user(1), user(2, { suspended: true }), user(3, { archived: true }), user(4)]);
    expect((await collect()).map((person) => person.externalId)).toEqual(["10001", "10004"]);
  });

  it("maps the organisational unit (without its leading slash) and departments to groups", async () => {
    google.setUsers([
      user(1, {
        orgUnitPath: "/Sales/EMEA",
        organizations: [{ department: "Field Sales", primary: true }, { department: "Field Sales" }, { title: "Rep" }],
      }),
      user(2, { orgUnitPath: "/", organizations: [{ department: " Finance " }] }),
    ]);
    expect((await collect()).map((person) => person.groups)).toEqual([["Sales/EMEA", "Field Sales"], ["Finance"]]);
  });

  it("waits what Retry-After asks after a 429 and retries the page", async () => {
    google.setUsers([1, 2, 3].map((n) => user(n)));
    google.failNext({ kind: "rate-limit", retryAfter: "1" });
    expect(await collect()).toHaveLength(3);
    expect(waits).toEqual([1000]);
    expect(google.requests.filter((request) => request.path.endsWith("/users"))).toHaveLength(3);
  });

  it("reports a key Google no longer knows (revoked) as invalid_grant with Google's description", async () => {
    const error = await failure({ ...credentials, serviceAccountKey: revokedAccount.json });
    expect(error).toMatchObject({ provider: "google", kind: "credentials" });
    expect(error.reason).toContain(
      "Google rejected the service account: invalid_grant (Invalid grant: account not found)",
    );
    expectNoSecrets(error);
  });

  it("is refused by Google when the assertion is signed with another key than the account's", async () => {
    const forged = JSON.stringify({ ...account.key, private_key: revokedAccount.key.private_key });
    const error = await failure({ ...credentials, serviceAccountKey: forged });
    expect(error.reason).toContain("Google rejected the service account: invalid_grant (Invalid JWT Signature.)");
    expect(google.issuedTokens().length).toBeGreaterThan(0);
    expect(google.requests.filter((request) => request.path.endsWith("/users"))).toHaveLength(0);
  });

  it("reports invalid_grant for a bad signature with a hint to upload a new key", async () => {
    google.failNext({ kind: "invalid-grant" });
    const error = await failure();
    expect(error.reason).toMatch(
      /^Google rejected the service account: invalid_grant \(Invalid JWT Signature\.\)\. The key may have been deleted/,
    );
    expectNoSecrets(error);
  });

  it("reports an admin email that is not a Workspace user", async () => {
    const error = await failure({ ...credentials, adminEmail: "nobody@acme.test" });
    expect(error.reason).toContain("invalid_grant (Invalid email or User ID)");
    expect(error.reason).toContain("nobody@acme.test");
  });

  it("explains missing domain-wide delegation (unauthorized_client)", async () => {
    google.failNext({ kind: "unauthorized-client" });
    const error = await failure();
    expect(error).toMatchObject({ kind: "permission" });
    expect(error.reason).toContain("Domain-wide delegation is not granted");
    expect(error.reason).toContain(account.key.client_id);
    expect(error.reason).toContain(GOOGLE_DIRECTORY_SCOPE);
  });

  it("explains a 403 from the directory (impersonated user lacks the admin privilege), without the token", async () => {
    google.setUsers([user(1)]);
    const error = await failure({ ...credentials, adminEmail: "person1@acme.test" });
    expect(error).toMatchObject({ provider: "google", kind: "permission" });
    expect(error.reason).toContain("Google refused to list users (403: Not Authorized to access this resource/api)");
    expect(error.reason).toContain("person1@acme.test");
    // The token was issued and used, so the check below is not vacuous.
    expect(google.requests.at(-1)?.headers.authorization).toBe(`Bearer ${google.issuedTokens().at(-1)}`);
    expectNoSecrets(error);
  });

  it("reports a stored key that is not a service account key as a configuration problem", async () => {
    const error = await failure({ ...credentials, serviceAccountKey: '{"type":"authorized_user"}' });
    expect(error).toMatchObject({ kind: "configuration" });
    expect(google.requests).toHaveLength(0);
  });
});
