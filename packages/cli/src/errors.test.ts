import { CommanderError } from "commander";
import { describe, expect, it } from "vitest";
import {
  ApiCallError,
  ApiUnreachableError,
  ExitCode,
  exitCodeFor,
  exitCodeForStatus,
  InterruptedError,
  NotSignedInError,
  UsageError,
} from "./errors.js";

describe("exitCodeFor", () => {
  it("maps API statuses to the documented exit codes", () => {
    const table: Array<[number, number]> = [
      [401, 3],
      [403, 4],
      [404, 5],
      [400, 6],
      [422, 6],
      [409, 7],
      [429, 8],
      [503, 9],
      [500, 1],
    ];
    for (const [status, code] of table) {
      expect(exitCodeForStatus(status)).toBe(code);
      expect(exitCodeFor(new ApiCallError({ statusCode: status, message: "x", code: "Internal" }))).toBe(code);
    }
  });

  it("maps the CLI's own errors", () => {
    expect(exitCodeFor(new UsageError("x"))).toBe(ExitCode.Usage);
    expect(exitCodeFor(new NotSignedInError())).toBe(ExitCode.NotSignedIn);
    expect(exitCodeFor(new ApiUnreachableError("http://x"))).toBe(ExitCode.Unreachable);
    expect(exitCodeFor(new InterruptedError())).toBe(130);
    expect(exitCodeFor(new Error("boom"))).toBe(ExitCode.Unexpected);
  });

  it("treats commander's usage errors as 2 and help or version as success", () => {
    expect(exitCodeFor(new CommanderError(1, "commander.unknownCommand", "x"))).toBe(2);
    expect(exitCodeFor(new CommanderError(1, "commander.missingMandatoryOptionValue", "x"))).toBe(2);
    expect(exitCodeFor(new CommanderError(0, "commander.helpDisplayed", "x"))).toBe(0);
    expect(exitCodeFor(new CommanderError(0, "commander.version", "x"))).toBe(0);
  });
});
