import type { StringPart } from "@bulwark/widgets/runtime";
import type { ComponentType } from "react";

/** What every attribute spec may say. */
interface AttributeBase<Prop extends string = string> {
  /**
   * The widget prop the attribute feeds, when it is not the property's own name (e.g. the element
   * property `resetToken` feeding the prop `token`, since `token` is the common access-token attribute).
   */
  prop?: Prop;
  description: string;
}

/** A string attribute; the property reads `default` (or null) while the attribute is absent. */
export interface StringAttribute extends AttributeBase {
  type: "string";
  default?: string;
}

/** A number attribute; the property reads `default` (or null) while absent or not a number. */
export interface NumberAttribute extends AttributeBase {
  type: "number";
  default?: number;
}

/** A boolean attribute: true while present (whatever its value, even `"false"`), false while absent. */
export interface BooleanAttribute extends AttributeBase {
  type: "boolean";
}

/** One of `values`; the property reads `default` (or null) while absent or not one of them. */
export interface EnumAttribute<V extends string = string> extends AttributeBase {
  type: "enum";
  values: readonly V[];
  default?: V;
}

export type AttributeSpec = StringAttribute | NumberAttribute | BooleanAttribute | EnumAttribute;

/** A property with no attribute (functions, objects); `type` is its TypeScript type, for the manifest. */
export interface PropertySpec<T = unknown> {
  type: string;
  description: string;
  /** Carries the property's type for the element's TypeScript declarations; never set. */
  readonly __type?: T;
}

/**
 * A component callback turned into a DOM event: when the component calls the prop, the element
 * dispatches `event` (bubbling, composed) with `toDetail(...args)` (default: the first argument,
 * or `{}`) as `detail`.
 */
export interface EventSpec<D = unknown> {
  event: `bulwark-${string}`;
  description: string;
  /** The `detail` type as TypeScript text, for the manifest. */
  detail: string;
  toDetail?: (...args: any[]) => D;
  /**
   * Runs before the event is dispatched, with the callback's arguments: for widgets that expect
   * their host to change a prop (close a dialog, toggle a sidebar), the element changes its own
   * attribute, so it works without host code.
   */
  update?: (element: HTMLElement, ...args: any[]) => void;
  /** Carries the detail type for the element's TypeScript declarations; never set. */
  readonly __detail?: D;
}

/** How the element decides it is ready: when its session settles, or when the widget says so. */
export type ReadyMode = "session" | "widget";

/** An element of the registry, as the element class and the manifest see it. */
export interface ElementDefinition<
  Tag extends `bulwark-${string}` = `bulwark-${string}`,
  A extends Record<string, AttributeSpec> = Record<string, AttributeSpec>,
  P extends Record<string, PropertySpec> = Record<string, PropertySpec>,
  E extends Record<string, EventSpec> = Record<string, EventSpec>,
> {
  readonly tag: Tag;
  /**
   * Loads the widget rendered inside the element's `BulwarkProvider`. A dynamic import, so the
   * widget code is fetched when the first element needs it, not with the element definitions.
   */
  readonly load: () => Promise<ComponentType<any>>;
  /**
   * The screen domains whose strings the widget shows, besides the common ones: fetched in the
   * element's language only, with the widget (`loadStrings` of `@bulwark/widgets`).
   */
  readonly strings: readonly StringPart[];
  readonly description: string;
  /** Attributes (and reflecting properties) by property name; the attribute is its kebab-case form. */
  readonly attributes: A;
  /** Properties without an attribute. */
  readonly properties: P;
  /** Component callbacks turned into DOM events, by prop name. */
  readonly events: E;
  /**
   * `session` (default): `bulwark-ready` fires when the session settles. `widget`: when the widget
   * emits `ready` on the runtime (after its own data loaded).
   */
  readonly ready: ReadyMode;
  /** Whether the widget's `children` is a `<slot>`: the element's own children show inside it. */
  readonly slot: boolean;
}

type SpecFor<T> = [T] extends [boolean]
  ? BooleanAttribute
  : [T] extends [number]
    ? NumberAttribute
    : [T] extends [string]
      ? StringAttribute | EnumAttribute<T>
      : AttributeSpec;

type DetailOf<Fn, Spec> = Spec extends { toDetail: (...args: any[]) => infer D }
  ? D
  : Fn extends (first: infer A, ...rest: any[]) => any
    ? A
    : Record<string, never>;

/**
 * One registry entry. Checks that every attribute, property and event names a prop of the widget
 * with a fitting type, and keeps the literal types the element's declarations are derived from.
 */
export function entry<
  Props,
  const Tag extends `bulwark-${string}`,
  const A extends {
    [K in keyof A]: A[K] extends { prop: infer Prop extends keyof Props & string }
      ? SpecFor<NonNullable<Props[Prop]>> & { prop: Prop }
      : K extends keyof Props
        ? SpecFor<NonNullable<Props[K]>>
        : never;
  } = Record<never, never>,
  const P extends { [K in keyof P]: K extends keyof Props ? PropertySpec : never } = Record<never, never>,
  const E extends { [K in keyof E]: K extends keyof Props ? EventSpec : never } = Record<never, never>,
>(spec: {
  tag: Tag;
  load: () => Promise<ComponentType<Props>>;
  strings?: readonly StringPart[];
  description: string;
  attributes?: A;
  properties?: P;
  events?: E;
  ready?: ReadyMode;
  slot?: boolean;
}): ElementDefinition<
  Tag,
  { -readonly [K in keyof A]: A[K] },
  { [K in keyof P]: PropertySpec<K extends keyof Props ? Props[K] : unknown> },
  { [K in keyof E]: E[K] & EventSpec<DetailOf<K extends keyof Props ? NonNullable<Props[K]> : never, E[K]>> }
> {
  return {
    tag: spec.tag,
    load: spec.load as () => Promise<ComponentType<any>>,
    strings: spec.strings ?? [],
    description: spec.description,
    attributes: (spec.attributes ?? {}) as never,
    properties: (spec.properties ?? {}) as never,
    events: (spec.events ?? {}) as never,
    ready: spec.ready ?? "session",
    slot: spec.slot ?? false,
  };
}

/** Class of the element's mount point inside its shadow root; the widget renders into it. */
export const MOUNT_CLASS = "bulwark-element";

/** `fooBar` -> `foo-bar`: a property's attribute name. */
export const attributeName = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The property value an attribute value stands for (`null`: the attribute is absent). */
export function parseAttribute(spec: AttributeSpec, value: string | null): unknown {
  switch (spec.type) {
    case "boolean":
      return value !== null;
    case "number": {
      const parsed = value === null || value.trim() === "" ? Number.NaN : Number(value);
      return Number.isFinite(parsed) ? parsed : (spec.default ?? null);
    }
    case "enum":
      return value !== null && spec.values.includes(value) ? value : (spec.default ?? null);
    default:
      return value ?? spec.default ?? null;
  }
}

/** The attribute value a property value is reflected as (`null`: remove the attribute). */
export function serializeAttribute(spec: AttributeSpec, value: unknown): string | null {
  if (spec.type === "boolean") return value ? "" : null;
  if (value === null || value === undefined) return null;
  return String(value);
}
