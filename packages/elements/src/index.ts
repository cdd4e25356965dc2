// The public API of @bulwark/elements. Anything not exported here is internal.
import "./types";

export { defineBulwarkElements } from "./define-elements";
export type {
  AttributeSpec,
  BooleanAttribute,
  ElementDefinition,
  EnumAttribute,
  EventSpec,
  NumberAttribute,
  PropertySpec,
  ReadyMode,
  StringAttribute,
} from "./definition";
export { entry } from "./definition";
export type { ElementLanguage, ElementTheme } from "./element";
export { BulwarkElement, commonAttributes, commonProperties, createElementClass } from "./element";
export type {
  BulwarkAuthExpiredDetail,
  BulwarkElementEventMap,
  BulwarkErrorDetail,
  BulwarkEventName,
  BulwarkNavigateDetail,
  BulwarkReadyDetail,
  BulwarkSignedOutDetail,
  BulwarkTenantChangeDetail,
} from "./events";
export { commonEvents } from "./events";
export type { EventTenant } from "./registry";
export { elements } from "./registry";
export type { TokenFetcher } from "./session";
export type {
  AttributeValue,
  BulwarkElementJsxProps,
  BulwarkElementOf,
  BulwarkElementTagNameMap,
  BulwarkJsxElements,
  ElementProperties,
  RegistryEntry,
} from "./types";
