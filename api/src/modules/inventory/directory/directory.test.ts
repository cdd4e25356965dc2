import { describe, expect, it } from "vitest";
import { createTestServiceAccount } from "../../../test/fake-directories.js";
import { redact, validateGoogleCredentials, validateMicrosoftCredentials } from "./directory.js";

const account = createTestServiceAccount();
const paths = (errors: { path: string }[]) => errors.map((error) => error.path);

describe("validateGoogleCredentials", () => {
  it("accepts a service account key file and an admin email", () => {
    expect(validateGoogleCredentials({ serviceAccountKey: account.json, adminEmail: "admin@acme.test" })).toEqual([]);
    expect(
      validateGoogleCredentials({
        serviceAccountKey: account.json,
        adminEmail: "admin@acme.test",
        customer: "C01abc23d",
      }),
    ).toEqual([]);
  });

  it("names the field and the problem for each kind of bad key file", () => {
    const problem = (serviceAccountKey: unknown) =>
      validateGoogleCredentials({ serviceAccountKey, adminEmail: "admin@acme.test" })[0]?.message;
    expect(problem("{not json")).toMatch(/not valid JSON/);
    expect(problem("[]")).toMatch(/JSON object/);
    expect(problem(JSON.stringify({ ...account.key, type: "authorized_user" }))).toMatch(
      /service account key.*"authorized_user"/,
    );
    expect(problem(JSON.stringify({ ...account.key, private_key: undefined }))).toMatch(/no private_key/);
    expect(problem(JSON.stringify({ ...account.key, private_key: "-----BEGIN PRIVATE KEY-----\nAAAA" }))).toMatch(
      /not a readable PEM/,
    );
    expect(problem(JSON.stringify({ ...account.key, client_email: undefined }))).toMatch(/no client_email/);
    expect(problem("")).toMatch(/required/);
  });

  it("never quotes the private key in a problem", () => {
    const broken = JSON.stringify({ ...account.key, type: "other" });
    const [error] = validateGoogleCredentials({ serviceAccountKey: broken, adminEmail: "x" });
    expect(error?.message).not.toContain("PRIVATE KEY");
  });

  it("rejects an invalid admin email and customer, with a path prefix", () => {
    expect(
      paths(
        validateGoogleCredentials(
          { serviceAccountKey: account.json, adminEmail: "admin", customer: "my customer" },
          "body.",
        ),
      ),
    ).toEqual(["body.adminEmail", "body.customer"]);
    expect(validateGoogleCredentials(null)).toEqual([{ path: "body", message: "must be an object" }]);
  });
});

describe("validateMicrosoftCredentials", () => {
  const valid = {
    directoryId: "8f2e4b1c-3d5a-4e6f-9a7b-1c2d3e4f5a6b",
    clientId: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    clientSecret: "Xy8Q~abcdefghijklmnopqrstuvwxyz.0123456",
  };

  it("accepts a tenant GUID or domain, a client GUID and a secret value", () => {
    expect(validateMicrosoftCredentials(valid)).toEqual([]);
    expect(validateMicrosoftCredentials({ ...valid, directoryId: "contoso.onmicrosoft.com" })).toEqual([]);
  });

  it("rejects a directory id that is neither a GUID nor a domain, and a client id that is not a GUID", () => {
    expect(paths(validateMicrosoftCredentials({ ...valid, directoryId: "contoso", clientId: "my-app" }))).toEqual([
      "directoryId",
      "clientId",
    ]);
    expect(paths(validateMicrosoftCredentials({ ...valid, directoryId: "../evil.com/x" }))).toEqual(["directoryId"]);
  });

  it("rejects a missing secret and a pasted secret ID", () => {
    expect(validateMicrosoftCredentials({ ...valid, clientSecret: " " })[0]?.path).toBe("clientSecret");
    expect(
      validateMicrosoftCredentials({ ...valid, clientSecret: "d4b9a1f0-1111-4222-8333-944455556666" })[0]?.message,
    ).toMatch(/secret's ID/);
  });
});

describe("redact", () => {
  it("removes secrets, folds whitespace and caps the length", () => {
    expect(redact("token  abcdefgh1234\nleaked", ["abcdefgh1234"])).toBe("token [redacted] leaked");
    expect(redact("x".repeat(500), [], 10)).toHaveLength(10);
  });
});
