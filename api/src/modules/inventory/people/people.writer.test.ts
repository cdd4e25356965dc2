import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchText } from "./people.repository.js";
import { searchTexts } from "./people.writer.js";

describe("searchTexts", () => {
  it("writes what searchText writes, for any names (final sigmas, ligatures, dotted I) and a lower-case address", () => {
    const search = searchTexts();
    // Letters whose lower case depends on their neighbours or changes the length, among others.
    const tricky = fc.constantFrom("Σ", "ΣΑΣ", "ς", "İ", "I", "ǅ", "ẞ", "ﬀ", "Ω", "a", " ", "\u0301", "'", ".");
    const name = fc.array(fc.oneof(tricky, fc.string({ unit: "grapheme", maxLength: 4 })), { maxLength: 6 });
    fc.assert(
      fc.property(name, name, fc.emailAddress(), (first, last, email) => {
        const [firstName, lastName, address] = [first.join(""), last.join(""), email.toLowerCase()];
        // Twice: the second answer comes from the names it kept.
        expect(search(firstName, lastName, address)).toBe(searchText(firstName, lastName, address));
        expect(search(firstName, lastName, address)).toBe(searchText(firstName, lastName, address));
      }),
      { numRuns: 3000 },
    );
  });
});
