import { describe, expect, it } from "vitest";
import { errorMessage, readApiError } from "./errors.js";

describe("readApiError", () => {
  it("keeps statusCode, message, code and field errors of an API error body", () => {
    const body = {
      statusCode: 422,
      message: "Validation failed",
      code: "ValidationFailed",
      errors: [{ path: "body.email", message: "must be an email" }],
    };
    expect(readApiError(body)).toEqual(body);
  });

  it("defaults to 500 Something went wrong for anything that is not an error body", () => {
    for (const value of [undefined, null, "Bad Gateway", 42, {}]) {
      expect(readApiError(value)).toEqual({ statusCode: 500, message: "Something went wrong", code: "Internal" });
    }
  });
});

describe("errorMessage", () => {
  it("answers the server's message, or Something went wrong", () => {
    expect(errorMessage({ statusCode: 404, message: "Tenant not found", code: "NotFound" })).toBe("Tenant not found");
    expect(errorMessage(undefined)).toBe("Something went wrong");
  });
});
