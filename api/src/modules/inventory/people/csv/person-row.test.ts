import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { isValidEmail, type PersonInput, validateCsvPerson, validatePersonRow } from "./person-row.js";

const reason = (input: PersonInput) => {
  const result = validatePersonRow(input);
  return result.ok ? null : result.reason;
};

describe("validatePersonRow", () => {
  it("trims and lower-cases the email, trims names and labels, drops empty and repeated labels", () => {
    expect(
      validatePersonRow({
        email: "  Ana.Petrovic@Example.COM ",
        firstName: " Ana ",
        lastName: "Petrović ",
        groups: [" Sales ", "sales", "", "EMEA"],
        tags: ["VIP", " vip", "  "],
      }),
    ).toEqual({
      ok: true,
      person: {
        email: "ana.petrovic@example.com",
        firstName: "Ana",
        lastName: "Petrović",
        groups: ["Sales", "EMEA"],
        tags: ["VIP"],
      },
    });
  });

  it("accepts a person with only an email: names may be empty", () => {
    expect(validatePersonRow({ email: "a@example.com" })).toEqual({
      ok: true,
      person: { email: "a@example.com", firstName: "", lastName: "", groups: [], tags: [] },
    });
  });

  it.each([
    ["missing", undefined],
    ["empty", "  "],
    ["without @", "ana.example.com"],
    ["without a dot in the domain", "ana@localhost"],
    ["with a space", "ana petrovic@example.com"],
    ["with two @", "ana@@example.com"],
    ["with non-ASCII", "čeda@example.com"],
    ["a display-name form", "Ana <ana@example.com>"],
    ["over 254 characters", `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`],
  ])('says "Invalid email" for an address %s', (_name, email) => {
    expect(reason({ email })).toBe("Invalid email");
  });

  it("agrees with the API's JSON validation (ajv-formats format: email) on tricky addresses", () => {
    const ajv = new Ajv2020();
    addFormats.default(ajv);
    const validate = ajv.compile({ type: "string", format: "email" });
    for (const email of [
      "a@b.co",
      "o'brien+news@mail.example.org",
      "a.b@example",
      "a..b@example.com",
      ".a@example.com",
      "a@-example.com",
      "a@example-.com",
      "A@EXAMPLE.COM",
      "user@sub.domain.example.rs",
    ]) {
      expect(isValidEmail(email), email).toBe(validate(email));
    }
  });

  it("limits names to 100 characters (code points, as JSON Schema counts), after trimming", () => {
    expect(reason({ email: "a@example.com", firstName: ` ${"ž".repeat(100)} ` })).toBeNull();
    expect(reason({ email: "a@example.com", lastName: "🙂".repeat(100) })).toBeNull();
    expect(reason({ email: "a@example.com", firstName: "x".repeat(101) })).toBe(
      "First name must be at most 100 characters",
    );
    expect(reason({ email: "a@example.com", lastName: "x".repeat(101) })).toBe(
      "Last name must be at most 100 characters",
    );
  });

  it("limits groups and tags to 50 of at most 100 characters each", () => {
    const many = Array.from({ length: 51 }, (_, i) => `g${i}`);
    expect(reason({ email: "a@example.com", groups: many.slice(0, 50), tags: many.slice(0, 50) })).toBeNull();
    expect(reason({ email: "a@example.com", groups: many })).toBe("At most 50 groups are allowed");
    expect(reason({ email: "a@example.com", tags: many })).toBe("At most 50 tags are allowed");
    expect(reason({ email: "a@example.com", groups: ["x".repeat(101)] })).toBe(
      "Each group must be at most 100 characters",
    );
    expect(reason({ email: "a@example.com", tags: ["x".repeat(101)] })).toBe("Each tag must be at most 100 characters");
  });

  it("reports every problem of a row at once", () => {
    expect(reason({ email: "nope", firstName: "x".repeat(101) })).toBe(
      "Invalid email; First name must be at most 100 characters",
    );
  });

  it("unifies composed and decomposed accents (macOS files) so the same name compares equal", () => {
    const result = validatePersonRow({
      email: "a@example.com",
      lastName: "Petrovic\u0301",
      tags: ["c\u030C", "\u010D"],
    });
    expect(result).toMatchObject({ ok: true, person: { lastName: "Petrovi\u0107", tags: ["\u010D"] } });
  });

  it("treats a single label as one of several: trimmed, in NFC, dropped when empty, limited to 100 characters", () => {
    expect(validatePersonRow({ email: "a@example.com", groups: ["  "], tags: [" c\u030C "] })).toMatchObject({
      ok: true,
      person: { groups: [], tags: ["\u010D"] },
    });
    expect(reason({ email: "a@example.com", groups: [` ${"x".repeat(100)} `] })).toBeNull();
    expect(reason({ email: "a@example.com", groups: ["x".repeat(101)] })).toBe(
      "Each group must be at most 100 characters",
    );
  });

  it("leaves text below U+0300 as it is, since every character and pair of them is in NFC already", () => {
    const below: string[] = [];
    for (let code = 0; code < 0x300; code++) below.push(String.fromCharCode(code));
    for (const a of below) {
      expect(a.normalize("NFC")).toBe(a);
      for (const b of below) if ((a + b).normalize("NFC") !== a + b) throw new Error(`${a}${b} changes in NFC`);
    }
    // From U+0300 on, text is normalised: a combining mark, Hangul jamo, a singleton.
    for (const [given, nfc] of [
      ["Petrovic\u0301", "Petrovi\u0107"],
      ["\u1100\u1161", "\uac00"],
      ["\u212b", "\u00c5"],
    ]) {
      expect(validatePersonRow({ email: "a@example.com", firstName: given })).toMatchObject({
        ok: true,
        person: { firstName: nfc },
      });
    }
  });

  it("checks a CSV row as a JSON item, without the key check its input never needs", () => {
    for (const input of [
      { email: " Ana@Example.com ", firstName: " Đorđe ", groups: ["IT", "it", ""], tags: ["c\u030C"] },
      { email: "nope", lastName: "x".repeat(101) },
    ]) {
      expect(validateCsvPerson(input)).toEqual(validatePersonRow(input));
    }
  });

  it("checks types and unknown keys, for JSON batch items", () => {
    expect(reason({ email: 42 } as unknown as PersonInput)).toBe("Invalid email");
    expect(reason({ email: "a@example.com", firstName: 1 } as unknown as PersonInput)).toBe("First name must be text");
    expect(reason({ email: "a@example.com", groups: "Sales" } as unknown as PersonInput)).toBe(
      "Groups must be a list of names",
    );
    expect(reason({ email: "a@example.com", phone: "1" } as unknown as PersonInput)).toBe("phone is not allowed");
    expect(reason(null as unknown as PersonInput)).toBe("A person must be an object");
    expect(reason({ email: "a@example.com", firstName: null } as unknown as PersonInput)).toBeNull();
  });
});
