import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeGraphMembership,
  type FakeGraphUser,
  type FakeMicrosoft,
  startFakeMicrosoft,
} from "../../../test/fake-directories.js";
import { DirectoryError, type DirectoryPerson, type MicrosoftCredentials } from "./directory.js";
import { fetchMicrosoftPeople, MICROSOFT_GRAPH_SCOPE } from "./microsoft.connector.js";

const directoryId = "8f2e4b1c-3d5a-4e6f-9a7b-1c2d3e4f5a6b";
const credentials: MicrosoftCredentials = {
  directoryId,
  clientId: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  clientSecret: "Xy8Q~currentSecretValue.0123456789abcdef",
};

const group = (name: string): FakeGraphMembership => ({
  "@odata.type": "#microsoft.graph.group",
  id: `group-${name}`,
  displayName: name,
});
const user = (n: number, extra: Partial<FakeGraphUser> = {}): FakeGraphUser => ({
  id: `0000000${n}-aaaa-4bbb-8ccc-dddddddddddd`,
  displayName: `Given${n} Sur${n}`,
  givenName: `Given${n}`,
  surname: `Sur${n}`,
  mail: `Person${n}@contoso.test`,
  userPrincipalName: `person${n}@contoso.test`,
  accountEnabled: true,
  ...extra,
});

let microsoft: FakeMicrosoft;
let waits: number[];

async function collect(
  creds: MicrosoftCredentials = credentials,
  config = microsoft.config,
): Promise<DirectoryPerson[]> {
  const people: DirectoryPerson[] = [];
  const options = { sleep: async (ms: number) => void waits.push(ms) };
  for await (const person of fetchMicrosoftPeople(creds, config, options)) people.push(person);
  return people;
}

async function failure(creds: MicrosoftCredentials = credentials): Promise<DirectoryError> {
  const error = await collect(creds).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DirectoryError);
  return error as DirectoryError;
}

/** Asserts neither the client secret nor any access token is in the error. */
function expectNoSecrets(error: DirectoryError, secret = credentials.clientSecret) {
  const shown = `${error.message} ${error.reason} ${String(error)} ${JSON.stringify(error)}`;
  for (const token of [...microsoft.issuedTokens(), secret]) expect(shown).not.toContain(token);
}

const graphRequests = () => microsoft.requests.filter((request) => request.path.startsWith("/graph/"));

beforeAll(async () => {
  microsoft = await startFakeMicrosoft({
    directories: [{ ...credentials, domains: ["contoso.onmicrosoft.com"] }],
    pageSize: 2,
  });
});
afterAll(() => microsoft.close());
beforeEach(() => {
  waits = [];
  microsoft.requests.length = 0;
  microsoft.setUsers([]);
  microsoft.setSecretExpired(false);
});

describe("fetchMicrosoftPeople", () => {
  it("collects every user across three pages, following @odata.nextLink", async () => {
    microsoft.setUsers([1, 2, 3, 4, 5, 6].map((n) => user(n)));
    const people = await collect();
    expect(people.map((person) => person.email)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `person${n}@contoso.test`));
    expect(people[0]).toEqual({
      externalId: user(1).id,
      email: "person1@contoso.test",
      firstName: "Given1",
      lastName: "Sur1",
      groups: [],
    });
    expect(graphRequests()).toHaveLength(3);
    expect(graphRequests()[1]?.query.get("$skiptoken")).toBeTruthy();
  });

  it("signs in with the client-credentials grant and lists users with the documented query", async () => {
    microsoft.setUsers([user(1)]);
    await collect();
    const [token, listing] = microsoft.requests;
    expect(token?.path).toBe(`/login/${directoryId}/oauth2/v2.0/token`);
    expect(token?.form).toEqual({
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
      scope: MICROSOFT_GRAPH_SCOPE,
      grant_type: "client_credentials",
    });
    expect(listing?.path).toBe("/graph/v1.0/users");
    expect(Object.fromEntries(listing?.query ?? [])).toEqual({
      $select: "id,givenName,surname,displayName,mail,userPrincipalName,department,accountEnabled",
      $expand: "memberOf($select=displayName)",
      $top: "999",
    });
    expect(listing?.headers.authorization).toBe(`Bearer ${microsoft.issuedTokens().at(-1)}`);
    expect(listing?.headers.consistencylevel).toBeUndefined();
  });

  it("accepts a tenant domain in place of the tenant id", async () => {
    microsoft.setUsers([user(1)]);
    expect(await collect({ ...credentials, directoryId: "contoso.onmicrosoft.com" })).toHaveLength(1);
  });

  it("skips disabled accounts and users without an address; guests' #EXT# names are not addresses", async () => {
    microsoft.setUsers([
      user(1),
      user(2, { accountEnabled: false }),
      user(3, { mail: null }),
      user(4, { mail: null, userPrincipalName: "guest_example.com#EXT#@contoso.onmicrosoft.com" }),
      user(5, { mail: null, userPrincipalName: "not-an-address" }),
      user(6, { mail: "guest@example.com", userPrincipalName: "guest_example.com#EXT#@contoso.onmicrosoft.com" }),
    ]);
    expect((await collect()).map((person) => person.email)).toEqual([
      "person1@contoso.test",
      "person3@contoso.test",
      "guest@example.com",
    ]);
  });

  it("falls back to the display name for missing given name and surname", async () => {
    microsoft.setUsers([
      user(1, { givenName: null, surname: null, displayName: "Ana Maria Kovač" }),
      user(2, { givenName: "Ivo", surname: null, displayName: "Ivo Andrić" }),
      user(3, { givenName: null, surname: null, displayName: null }),
    ]);
    expect((await collect()).map((person) => [person.firstName, person.lastName])).toEqual([
      ["Ana", "Maria Kovač"],
      ["Ivo", "Andrić"],
      ["", ""],
    ]);
  });

  it("maps the department and group memberships (groups only, not roles) to groups", async () => {
    microsoft.setUsers([
      user(1, {
        department: "Finance",
        memberOf: [
          group("Payroll"),
          { "@odata.type": "#microsoft.graph.directoryRole", id: "role-1", displayName: "Global Reader" },
          { "@odata.type": "#microsoft.graph.administrativeUnit", id: "au-1", displayName: "Zagreb" },
          group("Finance"),
        ],
      }),
    ]);
    expect((await collect())[0]?.groups).toEqual(["Finance", "Payroll"]);
  });

  it("reads the full membership of a user with more groups than Graph expands (20)", async () => {
    const many = Array.from({ length: 25 }, (_, i) => group(`Team ${i + 1}`));
    microsoft.setUsers([user(1, { memberOf: many }), user(2, { memberOf: [group("Small")] })]);
    const people = await collect();
    expect(people[0]?.groups).toHaveLength(25);
    expect(people[0]?.groups.at(-1)).toBe("Team 25");
    expect(people[1]?.groups).toEqual(["Small"]);
    // The fake serves memberships 2 a page: 13 pages for the user with 25 groups, none for the other.
    const memberships = graphRequests().filter((request) => request.path.endsWith("/memberOf"));
    expect(memberships).toHaveLength(13);
    expect(new Set(memberships.map((request) => request.path))).toEqual(
      new Set([`/graph/v1.0/users/${user(1).id}/memberOf`]),
    );
  });

  it("waits what Retry-After asks after a 429 from Graph and retries the page", async () => {
    microsoft.setUsers([1, 2, 3].map((n) => user(n)));
    microsoft.failNext({ kind: "rate-limit", retryAfter: "1" });
    expect(await collect()).toHaveLength(3);
    expect(waits).toEqual([1000]);
    expect(graphRequests()).toHaveLength(3);
  });

  it("reports an expired client secret with AADSTS7000222 and what to do", async () => {
    microsoft.setSecretExpired(true);
    const error = await failure();
    expect(error).toMatchObject({ provider: "microsoft", kind: "credentials" });
    expect(error.reason).toMatch(/^Microsoft rejected the client secret: it has expired \(AADSTS7000222\)\./);
    expect(error.reason).toContain(credentials.clientId);
    expectNoSecrets(error);
    expect(graphRequests()).toHaveLength(0);
  });

  it("reports a wrong client secret with AADSTS7000215, never echoing it", async () => {
    const wrong = "Wrong~SecretValue.abcdefghijklmnopqrstuv";
    const error = await failure({ ...credentials, clientSecret: wrong });
    expect(error.reason).toContain("(AADSTS7000215)");
    expectNoSecrets(error, wrong);
  });

  it("reports an unknown tenant with AADSTS90002 and an unknown app with AADSTS700016", async () => {
    const tenant = await failure({ ...credentials, directoryId: "11111111-2222-4333-8444-555555555555" });
    expect(tenant).toMatchObject({ kind: "configuration" });
    expect(tenant.reason).toContain(
      "could not find the directory (tenant) 11111111-2222-4333-8444-555555555555 (AADSTS90002)",
    );
    const app = await failure({ ...credentials, clientId: "99999999-2222-4333-8444-555555555555" });
    expect(app.reason).toContain("(AADSTS700016)");
  });

  it("explains Graph's Authorization_RequestDenied, without the access token", async () => {
    microsoft.setUsers([user(1)]);
    microsoft.failNext({ kind: "forbidden" });
    const error = await failure();
    expect(error).toMatchObject({ provider: "microsoft", kind: "permission" });
    expect(error.reason).toContain(
      "Microsoft Graph refused the user list (403 Authorization_RequestDenied: Insufficient privileges to complete the operation.)",
    );
    expect(error.reason).toContain("User.Read.All");
    expect(graphRequests()[0]?.headers.authorization).toBe(`Bearer ${microsoft.issuedTokens().at(-1)}`);
    expectNoSecrets(error);
  });

  it("refuses a nextLink to another host and sends it nothing", async () => {
    const elsewhere = await startFakeMicrosoft({ directories: [] });
    try {
      microsoft.setUsers([1, 2, 3].map((n) => user(n)));
      microsoft.failNext({ kind: "foreign-next-link", base: elsewhere.graphUrl });
      const error = await failure();
      expect(error).toMatchObject({ provider: "microsoft", kind: "response" });
      expect(error.reason).toContain("Bulwark does not send the access token there");
      expect(elsewhere.requests).toHaveLength(0);
      expect(graphRequests()).toHaveLength(1);
      expectNoSecrets(error);
    } finally {
      await elsewhere.close();
    }
  });

  it("refuses a nextLink on the same host but outside the configured Graph base", async () => {
    microsoft.setUsers([1, 2, 3].map((n) => user(n)));
    microsoft.failNext({ kind: "foreign-next-link", base: `${microsoft.url}/graphx` });
    const error = await failure();
    expect(error.reason).toContain("pointed the next page outside");
    expect(graphRequests()).toHaveLength(1);
  });
});
