/**
 * The HTTP contract of Bulwark as TypeScript types, generated from `openapi.yaml`.
 * `paths` keys are the URL templates; `components["schemas"]` are the shared shapes.
 */
export type { components, operations, paths } from "./generated/openapi.js";
/** Every domain event type, in the contract's order: what webhook endpoints may subscribe to. */
/** Every language learning content can be written in, in the contract's order. */
/** Every industry an organisation can be in (course industry standards), in the contract's order. */
export { domainEventTypeValues, industryValues, learningLanguageValues } from "./generated/openapi.js";

import type { components } from "./generated/openapi.js";

/** A named schema of the contract, e.g. `Schema<"User">`. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];
