import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/createI18n";
import { validateGoogle, validateMicrosoft } from "./validation";

const { t } = createI18n("en");
const KEY = JSON.stringify({ type: "service_account", client_email: "sync@acme.iam", private_key: "-----BEGIN" });

describe("validateGoogle", () => {
  it("passes a JSON key, an admin email and an empty customer (my_customer is sent)", () => {
    expect(
      validateGoogle(
        { serviceAccountKey: KEY, adminEmail: "admin@acme.example", customer: "", deleteMissing: false },
        t,
      ),
    ).toEqual({});
  });

  it("names each missing or malformed field", () => {
    const problems = validateGoogle(
      { serviceAccountKey: '{"client_email":"x"}', adminEmail: "not an email", customer: "C 01", deleteMissing: false },
      t,
    );
    expect(Object.keys(problems).sort()).toEqual(["adminEmail", "customer", "serviceAccountKey"]);
    expect(validateGoogle({ serviceAccountKey: " ", adminEmail: "", customer: "", deleteMissing: false }, t)).toEqual({
      serviceAccountKey: expect.stringContaining("required"),
      adminEmail: expect.stringContaining("required"),
    });
  });
});

describe("validateMicrosoft", () => {
  it("passes a directory id, a UUID client id and a secret", () => {
    expect(
      validateMicrosoft(
        {
          directoryId: "acme.onmicrosoft.com",
          clientId: "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9",
          clientSecret: "s3cret",
          deleteMissing: true,
        },
        t,
      ),
    ).toEqual({});
  });

  it("wants a UUID client id, a directory id of 3 characters or more, and a secret", () => {
    expect(
      Object.keys(
        validateMicrosoft({ directoryId: "ab", clientId: "not-a-uuid", clientSecret: "", deleteMissing: false }, t),
      ).sort(),
    ).toEqual(["clientId", "clientSecret", "directoryId"]);
  });
});
