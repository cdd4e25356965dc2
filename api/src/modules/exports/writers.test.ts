import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./exports.service.js";
import { neutralise } from "./writers.js";

describe("neutralise", () => {
  it("prefixes ' to text starting with =, +, -, @, tab or carriage return", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(neutralise(`${start}x`)).toBe(`'${start}x`);
  });

  it("leaves other text, numbers (negative ones too), booleans, dates and empty cells alone", () => {
    const date = new Date(0);
    expect(neutralise("Ana =1")).toBe("Ana =1");
    expect(neutralise("")).toBe("");
    expect(neutralise(-5)).toBe(-5);
    expect(neutralise(true)).toBe(true);
    expect(neutralise(date)).toBe(date);
    expect(neutralise(null)).toBeNull();
  });
});

describe("attachmentDisposition", () => {
  it("gives an ASCII filename and the exact UTF-8 name in filename* (RFC 6266/5987)", () => {
    expect(attachmentDisposition("people-2026-11-22.xlsx")).toBe(
      `attachment; filename="people-2026-11-22.xlsx"; filename*=UTF-8''people-2026-11-22.xlsx`,
    );
    expect(attachmentDisposition('žiće "x" (1).csv')).toBe(
      `attachment; filename="_i_e _x_ (1).csv"; filename*=UTF-8''%C5%BEi%C4%87e%20%22x%22%20%281%29.csv`,
    );
  });
});
