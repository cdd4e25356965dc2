/**
 * The HTTP contract of Bulwark as TypeScript types, generated from `openapi.yaml`.
 * `paths` keys are the URL templates; `components["schemas"]` are the shared shapes.
 */
export type { components, operations, paths } from "./generated/openapi.js";
/**
 * Value lists of the contract's enums, in its order: every domain event type (what webhook
 * endpoints may subscribe to), every content language, every phishing technique and template scope.
 */
export {
  domainEventTypeValues,
  learningLanguageValues,
  phishingTemplateScopeValues,
  phishingTemplateTypeValues,
} from "./generated/openapi.js";

import type { components } from "./generated/openapi.js";

/** A named schema of the contract, e.g. `Schema<"User">`. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];
