import { describe, expect, it } from "vitest";
import { createI18n } from "../../i18n/createI18n";
import { errorMessage, toApiError } from "./errorMessage";

const { t } = createI18n("en");

describe("errorMessage", () => {
  it("shows the server's message for a non-422 error", () => {
    expect(errorMessage({ statusCode: 403, message: "Update not allowed!" }, t)).toBe("Update not allowed!");
    expect(errorMessage({ statusCode: 500, message: "Database down" }, t)).toBe("Database down");
  });

  it("hides the server's message on 422 and shows 'Ups, something went wrong!'", () => {
    expect(errorMessage({ statusCode: 422, message: "body.email must be an email" }, t)).toBe(
      "Ups, something went wrong!",
    );
  });

  it("shows 'Something went wrong' when the body has no message", () => {
    expect(errorMessage({ statusCode: 400 }, t)).toBe("Something went wrong");
    expect(errorMessage({ statusCode: 400, message: "  " }, t)).toBe("Something went wrong");
    expect(errorMessage({ statusCode: 400, message: ["a", "b"] }, t)).toBe("Something went wrong");
  });

  it("shows 'Something went wrong' for anything that is not an error body", () => {
    for (const thrown of [undefined, null, "boom", 42, new TypeError("Failed to fetch")]) {
      expect(errorMessage(thrown, t)).toBe("Something went wrong");
    }
  });

  it("treats a message without a status as a 500 and shows the message", () => {
    expect(errorMessage({ message: "Sync with google failed" }, t)).toBe("Sync with google failed");
  });

  it("says TwoFactorRequired in the user's language, asking them to turn two-factor on", () => {
    const body = { statusCode: 403, code: "TwoFactorRequired", message: "server text" };
    expect(errorMessage(body, t)).toBe(
      "This organization requires two-factor authentication: turn it on in your account settings",
    );
    expect(errorMessage(body, createI18n("sr").t)).toMatch(/^Ova organizacija zahteva dvofaktorsku/);
  });

  it("translates its fallbacks", () => {
    const sr = createI18n("sr").t;
    expect(errorMessage({ statusCode: 422, message: "x" }, sr)).toBe("Ups, nešto nije u redu!");
    expect(errorMessage(undefined, sr)).toBe("Nešto nije u redu");
  });
});

describe("toApiError", () => {
  it("defaults the status to 500 and keeps string fields", () => {
    expect(toApiError({ message: "m", code: "NotFound" })).toEqual({ statusCode: 500, message: "m", code: "NotFound" });
    expect(toApiError(new Error("x"))).toEqual({ statusCode: 500 });
  });
});
