import { describe, expect, it } from "vitest";
import { createI18n, isLanguage, languages, resources } from "./createI18n";

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a nested resource object as `dotted.key -> value`. */
function flatten(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object") {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** i18next's plural suffixes (`_one`, `_few`, `_other`, ...): a language has the forms its rules need. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const family = (key: string) => key.replace(PLURAL, "");

const placeholders = (value: unknown) => [...String(value).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const flat = Object.fromEntries(languages.map((lang) => [lang, flatten(resources[lang].translation)]));

describe("translations", () => {
  for (const lang of languages) {
    for (const other of languages) {
      if (lang === other) continue;
      it(`has every ${lang} key in ${other}`, () => {
        // A counted string is one key with each language's own plural forms (sr has _few, en has not).
        const families = new Set([...(flat[other]?.keys() ?? [])].map(family));
        const missing = [...(flat[lang]?.keys() ?? [])].filter((key) => !families.has(family(key)));
        expect(missing).toEqual([]);
      });
    }

    it(`gives every counted string exactly the plural forms ${lang} needs, and no bare key beside them`, () => {
      const needed = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort().join();
      const forms = new Map<string, string[]>();
      for (const key of flat[lang]?.keys() ?? []) {
        const suffix = PLURAL.exec(key)?.[1];
        if (suffix) forms.set(family(key), [...(forms.get(family(key)) ?? []), suffix]);
      }
      const wrong = [...forms]
        .filter(([base, found]) => found.sort().join() !== needed || flat[lang]?.has(base))
        .map(([base, found]) => `${base}: ${found.join()}`);
      expect(wrong).toEqual([]);
    });

    it(`has no empty or non-string value in ${lang}`, () => {
      const bad = [...(flat[lang] ?? [])].filter(([, v]) => typeof v !== "string" || v.trim() === "").map(([k]) => k);
      expect(bad).toEqual([]);
    });
  }

  it("uses the same interpolation placeholders in every language", () => {
    const mismatched = [...(flat.en ?? [])]
      .filter(([key, value]) =>
        languages.some((lang) => placeholders(flat[lang]?.get(key)).join() !== placeholders(value).join()),
      )
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

describe("createI18n", () => {
  it("returns an instance that translates synchronously in the requested language", () => {
    expect(createI18n("en").t("errors.generic")).toBe("Error happened");
    expect(createI18n("sr").t("errors.generic")).toBe("Došlo je do greške");
  });

  it("interpolates values", () => {
    expect(createI18n("en").t("validation.fieldRequired", { field: "Email" })).toBe("Email is required");
  });

  it("gives independent instances: changing one language leaves the other alone", async () => {
    const a = createI18n("en");
    const b = createI18n("en");
    await a.changeLanguage("sr");
    expect(a.t("common.close")).toBe("Zatvori");
    expect(b.t("common.close")).toBe("Close");
  });

  it("defaults to English", () => {
    expect(createI18n().language).toBe("en");
  });
});

describe("isLanguage", () => {
  it("accepts en and sr and rejects anything else", () => {
    expect(isLanguage("en")).toBe(true);
    expect(isLanguage("sr")).toBe(true);
    expect(isLanguage("de")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
