import { describe, expect, it } from "vitest";
import type { SourceItem } from "../people.writer.js";
import { decodeItems, encodeItems } from "./csv-import-codec.js";

describe("the CSV items' encoding between threads", () => {
  it("gives back every kind of item as it was, in order", () => {
    const items: SourceItem[] = [
      {
        kind: "row",
        line: 2,
        person: { email: "ana@alpha.rs", firstName: "Ana", lastName: "Petrović", groups: ["Finance", "IT"], tags: [] },
      },
      // Columns the file does not have stay undefined (not empty): the person keeps theirs.
      {
        kind: "row",
        line: 3,
        person: { email: "marko@alpha.rs", firstName: undefined, lastName: "", groups: undefined, tags: ["vip"] },
      },
      {
        kind: "rejected",
        line: 4,
        email: "not-an-address",
        reason: "Invalid email",
        input: { email: "not-an-address" },
      },
      { kind: "rejected", line: 5, reason: "Invalid email", input: { firstName: "Nobody" } },
      // Names may hold anything a quoted CSV cell can: separators, line breaks, NUL.
      {
        kind: "row",
        line: 9,
        person: {
          email: "x@alpha.rs",
          firstName: "a|b\nc",
          lastName: "\u0000",
          groups: ["|", "\u0001,;"],
          tags: ["0", "-1"],
        },
      },
    ];
    expect(decodeItems(encodeItems(items))).toEqual(items);
  });

  it("encodes rows as flat values, not an object per row (what makes posting them cheap)", () => {
    const encoded = encodeItems([
      {
        kind: "row",
        line: 2,
        person: { email: "a@b.rs", firstName: "A", lastName: "B", groups: ["G"], tags: undefined },
      },
    ]);
    expect(encoded).toEqual([2, "a@b.rs", "A", "B", 1, "G", -1]);
    expect(decodeItems([])).toEqual([]);
  });
});
