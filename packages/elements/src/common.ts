// What every <bulwark-*> element has, whatever its widget (no DOM here: the manifest script reads it in Node).
import type { AttributeSpec } from "./definition";

/** Attributes every element has, by property name. */
export const commonAttributes = {
  apiUrl: {
    type: "string",
    description: "Origin of the Bulwark API, e.g. `https://bulwark.example.com`. Defaults to the page's origin.",
  },
  token: {
    type: "string",
    description:
      "Access token (an embed token or a user's token). Shared by every element of the same `api-url`: " +
      "setting or changing it on one element restarts the page's session with it; removing it forgets it.",
  },
  tenantId: {
    type: "string",
    description: "The organisation to show, if the token's user belongs to it (required with embed tokens).",
  },
  lang: { type: "enum", values: ["en", "sr"], default: "en", description: "Interface language." },
  theme: { type: "enum", values: ["light", "dark"], default: "light", description: "Colour theme." },
} as const satisfies Record<string, AttributeSpec>;

/** Properties without an attribute that every element has. */
export const commonProperties = {
  fetchToken: {
    type: "(() => Promise<string>) | null",
    description:
      "Asked for an access token when the page's session has none, and again when the token expires " +
      "(e.g. an embed token from the host's server). The newest one set on a connected element is used.",
  },
} as const;

/** Interface languages of the `lang` attribute. */
export type ElementLanguage = (typeof commonAttributes.lang.values)[number];
/** Themes of the `theme` attribute. */
export type ElementTheme = (typeof commonAttributes.theme.values)[number];
