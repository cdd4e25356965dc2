import { CommanderError } from "commander";
import { describe, expect, it } from "vitest";
import {
  ApiCallError,
  ApiUnreachableError,
  ExitCode,
  exitCodeFor,
  exitCodeForStatus,
  FileNotFoundError,
  humanPath,
  InterruptedError,
  NotSignedInError,
  RowsRejectedError,
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

describe("humanPath", () => {
  it("reads a 422 field path as people do: rows from 1, no body. prefix", () => {
    expect(humanPath("body.assets.0.name")).toBe("assets[1] name");
    expect(humanPath("body.emails.1")).toBe("emails[2]");
    expect(humanPath("body.email")).toBe("email");
    expect(humanPath("query.limit")).toBe("limit");
    expect(humanPath("body.people.2.tags.0")).toBe("people[3] tags[1]");
  });
});

describe("exit codes of the CLI's own outcomes", () => {
  it("gives rows rejected and a missing file their own codes", () => {
    expect(exitCodeFor(new RowsRejectedError(2))).toBe(10);
    expect(exitCodeFor(new FileNotFoundError("x.csv"))).toBe(11);
    expect(new FileNotFoundError("x.csv").message).toBe("File not found: x.csv");
  });
});
