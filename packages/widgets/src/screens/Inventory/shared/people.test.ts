import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/createI18n";
import { translateMessage } from "./people";

describe("translateMessage", () => {
  it("translates an import row's duplicate address with the line it first appeared on", () => {
    const { t } = createI18n("sr");
    expect(translateMessage("Duplicate email addresses are not allowed (also on line 5)", t)).toBe(
      "Duple adrese e-pošte nisu dozvoljene (već u redu 5)",
    );
  });
});
