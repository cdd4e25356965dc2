import { describe, expect, it } from "vitest";
import { resources } from "./createI18n";
import { createLazyI18n, hasStrings, loadStrings, stringParts } from "./strings";

describe("strings loaded per language and per domain", () => {
  it("starts empty and holds the common strings and the asked domains once loaded", async () => {
    const i18n = createLazyI18n("sr");
    expect(hasStrings(i18n, "sr", ["inventory"])).toBe(false);
    await loadStrings(i18n, "sr", ["inventory"]);
    expect(hasStrings(i18n, "sr", ["inventory"])).toBe(true);
    expect(hasStrings(i18n, "sr", ["organizations"])).toBe(false);
    expect(i18n.t("common.close")).toBe(resources.sr.translation.common.close);
    expect(i18n.t("inventory.people.title")).toBe(resources.sr.translation.inventory.people.title);
    // The shared parts' words come with the common strings, in their place in the tree.
    expect(i18n.t("organizations.common.cancel")).toBe(resources.sr.translation.organizations.common.cancel);
    expect(i18n.t("shell.featureNotEnabled.title")).toBe(resources.sr.translation.shell.featureNotEnabled.title);
    // Another domain's strings were not fetched.
    expect(i18n.t("organizations.members.title")).toBe("organizations.members.title");
  });

  it("loads, over all domains, exactly the bundled strings of each language", async () => {
    for (const lang of ["en", "sr"] as const) {
      const i18n = createLazyI18n(lang);
      await loadStrings(i18n, lang, stringParts);
      expect(i18n.getResourceBundle(lang, "translation")).toEqual(resources[lang].translation);
    }
  });
});
