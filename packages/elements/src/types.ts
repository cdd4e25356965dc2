// TypeScript declarations derived from the registry: `document.querySelector("bulwark-members")`
// is typed, and so are the elements in React 19 JSX.

import type { HTMLAttributes, Ref } from "react";
import type { commonAttributes } from "./common";
import type { ElementDefinition, EventSpec, PropertySpec } from "./definition";
import type { BulwarkElement } from "./element";
import type { BulwarkElementEventMap } from "./events";
import type { elements } from "./registry";

/** The property type of an attribute. */
export type AttributeValue<S> = S extends { type: "boolean" }
  ? boolean
  : S extends { type: "enum"; values: readonly (infer V)[] }
    ? S extends { default: string }
      ? V
      : V | null
    : S extends { type: "number" }
      ? S extends { default: number }
        ? number
        : number | null
      : S extends { default: string }
        ? string
        : string | null;

/** The value an attribute accepts in JSX. */
type AttributeInput<S> = S extends { type: "boolean" }
  ? boolean
  : S extends { type: "enum"; values: readonly (infer V)[] }
    ? V
    : S extends { type: "number" }
      ? number | string
      : string;

/** `fooBar` -> `foo-bar`, as types. */
export type AttributeName<S extends string> = S extends `${infer Head}${infer Tail}`
  ? Head extends Lowercase<Head>
    ? `${Head}${AttributeName<Tail>}`
    : `-${Lowercase<Head>}${AttributeName<Tail>}`
  : S;

/** The element's own (non-common) properties. */
export type ElementProperties<D extends ElementDefinition<any, any, any, any>> = {
  [K in keyof D["attributes"]]: AttributeValue<D["attributes"][K]>;
} & {
  [K in keyof D["properties"]]: D["properties"][K] extends PropertySpec<infer T> ? T : unknown;
};

/** The DOM type of a registry element. */
export type BulwarkElementOf<D extends ElementDefinition<any, any, any, any>> = BulwarkElement & ElementProperties<D>;

/** Every registry entry. */
export type RegistryEntry = (typeof elements)[number];

/** Tag name -> element type, for every registry element. */
export type BulwarkElementTagNameMap = { [D in RegistryEntry as D["tag"]]: BulwarkElementOf<D> };

type DetailOf<S> = S extends EventSpec<infer D> ? D : unknown;

/** JSX props of a registry element (React 19: attributes by name, `on<event>` listeners). */
export type BulwarkElementJsxProps<D extends ElementDefinition<any, any, any, any>> = Omit<
  HTMLAttributes<BulwarkElementOf<D>>,
  "lang"
> & {
  ref?: Ref<BulwarkElementOf<D>>;
} & {
  [K in keyof typeof commonAttributes as AttributeName<K & string>]?: AttributeInput<(typeof commonAttributes)[K]>;
} & {
  fetchToken?: (() => Promise<string>) | null;
} & {
  [K in keyof D["attributes"] as AttributeName<K & string>]?: AttributeInput<D["attributes"][K]>;
} & {
  [K in keyof D["properties"]]?: D["properties"][K] extends PropertySpec<infer T> ? T : unknown;
} & {
  [K in keyof BulwarkElementEventMap as `on${K}`]?: (event: BulwarkElementEventMap[K]) => void;
} & {
  [K in keyof D["events"] as `on${D["events"][K]["event"]}`]?: (event: CustomEvent<DetailOf<D["events"][K]>>) => void;
};

/** Tag name -> JSX props, for every registry element. */
export type BulwarkJsxElements = { [D in RegistryEntry as D["tag"]]: BulwarkElementJsxProps<D> };

declare global {
  interface HTMLElementTagNameMap extends BulwarkElementTagNameMap {}
  interface GlobalEventHandlersEventMap extends BulwarkElementEventMap {}
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends BulwarkJsxElements {}
  }
}
