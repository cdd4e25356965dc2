import type { BulwarkRuntime } from "@bulwark/widgets/runtime";
import type { ComponentType } from "react";
import { createRoot, type Root } from "react-dom/client";
import { commonAttributes, commonProperties, type ElementLanguage, type ElementTheme } from "./common";
import {
  attributeName,
  type ElementDefinition,
  type EventSpec,
  MOUNT_CLASS,
  parseAttribute,
  serializeAttribute,
} from "./definition";
import { dispatch } from "./events";
import type { SharedSession, TokenFetcher } from "./session";

const commonAttributeNames = Object.keys(commonAttributes).map(attributeName);

const defaultApiUrl = () => globalThis.location?.origin ?? "";

type Renderer = typeof import("./render");
let renderer: Promise<Renderer> | undefined;
/** The widget code, fetched once for the whole page (see render.ts). */
const loadRenderer = () => {
  renderer ??= import("./render").catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  return renderer;
};

/**
 * Base class of every `<bulwark-*>` element: renders its widget into an open shadow root, inside a
 * `BulwarkProvider` bound to the page's shared session for `api-url`, and turns the widget's
 * runtime events and navigation into DOM events.
 *
 * Attributes are the source of truth for the properties that reflect them: setting a property
 * writes the attribute, `null` removes it, and a missing attribute reads as its default.
 */
export class BulwarkElement extends HTMLElement {
  /** The registry entry this element class renders; set by {@link createElementClass}. */
  static definition: ElementDefinition;

  static get observedAttributes(): string[] {
    // biome-ignore lint/complexity/noThisInStatic: each element class has its own definition.
    return [...commonAttributeNames, ...Object.keys(this.definition?.attributes ?? {}).map(attributeName)];
  }

  readonly #shadow: ShadowRoot;
  readonly #mount: HTMLDivElement;
  #root: Root | undefined;
  /** Values of properties that have no attribute (`fetchToken` and the entry's own). */
  readonly #values = new Map<string, unknown>();
  #renderer: Renderer | undefined;
  #component: ComponentType<any> | undefined;
  #loaded: Promise<void> | undefined;
  #session: SharedSession | undefined;
  #runtime: BulwarkRuntime | undefined;
  #subscriptions: Array<() => void> = [];
  #token: string | null = null;
  #key: string | undefined;
  #ready = false;
  /** This element's i18next instance: its strings, fetched per language (see `#render`). */
  #i18n: ReturnType<Renderer["createLazyI18n"]> | undefined;
  readonly #handlers = new Map<string, (...args: unknown[]) => void>();

  constructor() {
    super();
    this.#shadow = this.attachShadow({ mode: "open" });
    this.#mount = this.ownerDocument.createElement("div");
    this.#mount.className = MOUNT_CLASS;
    this.#mount.setAttribute("aria-busy", "true");
    this.#shadow.append(this.#mount);
  }

  /** The registry entry of this element. */
  get definition(): ElementDefinition {
    return (this.constructor as typeof BulwarkElement).definition;
  }

  /**
   * Settles when the widget code is loaded and the element has rendered it (rejects when the code
   * could not be loaded). Reconnecting starts a new wait.
   */
  get loaded(): Promise<void> {
    return this.#loaded ?? this.#load();
  }

  /** `api-url`: origin of the Bulwark API; the page's origin while the attribute is absent. */
  get apiUrl(): string {
    const value = this.getAttribute("api-url");
    return value?.trim() ? value : defaultApiUrl();
  }
  set apiUrl(value: string | null | undefined) {
    this.#reflect("api-url", value == null ? null : String(value));
  }

  /** `token`: access token for the page's session of this `api-url`. */
  get token(): string | null {
    return this.getAttribute("token") || null;
  }
  set token(value: string | null | undefined) {
    this.#reflect("token", value ? String(value) : null);
  }

  /** `tenant-id`: the organisation to show. */
  get tenantId(): string | null {
    return this.getAttribute("tenant-id") || null;
  }
  set tenantId(value: string | null | undefined) {
    this.#reflect("tenant-id", value ? String(value) : null);
  }

  /** `lang`: `en` (default) or `sr`. */
  override get lang(): ElementLanguage {
    return parseAttribute(commonAttributes.lang, this.getAttribute("lang")) as ElementLanguage;
  }
  override set lang(value: string | null | undefined) {
    this.#reflect("lang", value ? String(value) : null);
  }

  /** `theme`: `light` (default) or `dark`. */
  get theme(): ElementTheme {
    return parseAttribute(commonAttributes.theme, this.getAttribute("theme")) as ElementTheme;
  }
  set theme(value: string | null | undefined) {
    this.#reflect("theme", value ? String(value) : null);
  }

  /** Supplies access tokens on demand (see the README: embed tokens). */
  get fetchToken(): TokenFetcher | null {
    return (this.#values.get("fetchToken") as TokenFetcher | undefined) ?? null;
  }
  set fetchToken(value: TokenFetcher | null | undefined) {
    if (typeof value === "function") this.#values.set("fetchToken", value);
    else this.#values.delete("fetchToken");
    if (this.#session && this.#subscriptions.length > 0) {
      this.#session.store.setFetcher(this, this.fetchToken ?? undefined);
      if (value) this.#session.tokenSourceAdded();
    }
  }

  connectedCallback(): void {
    this.#upgradeProperties();
    if (this.#renderer && this.#component) {
      this.#bind();
      this.#render();
    } else {
      this.#load().catch(() => {});
    }
  }

  disconnectedCallback(): void {
    this.#unbind();
    // Deferred: an element moved in the DOM is disconnected and connected again at once, and
    // unmounting synchronously during a host's React commit is not allowed.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = undefined;
      this.#key = undefined;
    });
  }

  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
    if (oldValue === value || !this.isConnected || !this.#session) return;
    if (name === "api-url") this.#bind();
    else if (name === "token") this.#applyToken();
    this.#render();
  }

  /** Loads the widget code (once per page) and this element's widget, then binds and renders. */
  #load(): Promise<void> {
    this.#loaded ??= Promise.all([loadRenderer(), this.definition.load()]).then(
      ([loadedRenderer, component]) => {
        this.#renderer = loadedRenderer;
        this.#component = component;
        loadedRenderer.adoptStyles(this.#shadow);
        this.#mount.removeAttribute("aria-busy");
        if (!this.isConnected) return;
        this.#bind();
        this.#render();
      },
      (error: unknown) => {
        this.#loaded = undefined;
        dispatch(this, "bulwark-error", {
          statusCode: 0,
          code: "LoadFailed",
          message: error instanceof Error ? error.message : String(error),
        });
        throw error;
      },
    );
    return this.#loaded;
  }

  #reflect(attribute: string, value: string | null) {
    if (value === null) this.removeAttribute(attribute);
    else this.setAttribute(attribute, value);
  }

  /** Names of every property, common and the entry's own. */
  #propertyNames(): string[] {
    const def = this.definition;
    return [
      ...Object.keys(commonAttributes),
      ...Object.keys(commonProperties),
      ...Object.keys(def.attributes),
      ...Object.keys(def.properties),
    ];
  }

  /**
   * Properties set on the element before its class was defined are own data properties that hide
   * the accessors: take them off and set them again through the accessors.
   */
  #upgradeProperties() {
    for (const name of this.#propertyNames()) {
      if (!Object.hasOwn(this, name)) continue;
      const value = (this as Record<string, unknown>)[name];
      delete (this as Record<string, unknown>)[name];
      (this as Record<string, unknown>)[name] = value;
    }
  }

  /** Joins the page's session for the current `api-url`. */
  #bind() {
    const loaded = this.#renderer;
    if (!loaded) return;
    const session = loaded.sharedSession(this.apiUrl);
    if (session === this.#session && this.#subscriptions.length > 0) return;
    this.#unbind();
    if (session !== this.#session || !this.#runtime) this.#runtime = loaded.elementRuntime(session.runtime);
    this.#session = session;
    this.#token = null;
    this.#applyToken();
    const fetchToken = this.fetchToken;
    session.store.setFetcher(this, fetchToken ?? undefined);
    if (fetchToken) session.tokenSourceAdded();
    const runtime = this.#runtime;
    this.#subscriptions = [
      session.onRestart(() => this.#render()),
      runtime.on("error", (detail) => dispatch(this, "bulwark-error", detail)),
      runtime.on("auth-expired", () => dispatch(this, "bulwark-auth-expired", {})),
      runtime.on("signed-out", () => dispatch(this, "bulwark-signed-out", {})),
      runtime.on("tenant-change", (detail) => dispatch(this, "bulwark-tenant-change", detail)),
      runtime.on("ready", () => {
        if (this.definition.ready === "widget") this.#fireReady();
      }),
    ];
  }

  #unbind() {
    for (const off of this.#subscriptions) off();
    this.#subscriptions = [];
    this.#session?.store.setFetcher(this, undefined);
  }

  /** Feeds the `token` attribute to the session: a new value replaces its token, removal forgets it. */
  #applyToken() {
    const session = this.#session;
    if (!session) return;
    const token = this.token;
    if (token) session.takeToken(token);
    else if (this.#token) session.dropToken(this.#token);
    this.#token = token;
  }

  readonly #fireReady = () => {
    if (this.#ready) return;
    this.#ready = true;
    dispatch(this, "bulwark-ready", { widget: this.localName });
  };

  readonly #navigate = (to: string) => {
    if (dispatch(this, "bulwark-navigate", { to }, { cancelable: true })) globalThis.location?.assign(to);
  };

  #handler(prop: string, spec: EventSpec) {
    let handler = this.#handlers.get(prop);
    if (!handler) {
      handler = (...args: unknown[]) => {
        spec.update?.(this, ...args);
        const detail = spec.toDetail ? spec.toDetail(...args) : (args[0] ?? {});
        this.dispatchEvent(new CustomEvent(spec.event, { detail, bubbles: true, composed: true }));
      };
      this.#handlers.set(prop, handler);
    }
    return handler;
  }

  #render() {
    const session = this.#session;
    const runtime = this.#runtime;
    const loaded = this.#renderer;
    const component = this.#component;
    if (!this.isConnected || !session || !runtime || !loaded || !component) return;
    const def = this.definition;
    // A new session (token, api-url) remounts the widget tree: nothing of the old one may show.
    const key = `${session.apiUrl}#${session.epoch}`;
    if (key !== this.#key) {
      this.#key = key;
      this.#ready = false;
    }
    // Strings come per language: render once this element's are in, in its current language.
    const lang = this.lang;
    this.#i18n ??= loaded.createLazyI18n(lang);
    const i18n = this.#i18n;
    if (!loaded.hasStrings(i18n, lang, def.strings)) {
      loaded.loadStrings(i18n, lang, def.strings).then(
        () => this.#render(),
        (error: unknown) =>
          dispatch(this, "bulwark-error", {
            statusCode: 0,
            code: "LoadFailed",
            message: error instanceof Error ? error.message : String(error),
          }),
      );
      return;
    }
    session.noteRender();
    const props: Record<string, unknown> = {};
    // An absent attribute without a default reads as null on the element but reaches the widget
    // as undefined, so the widget's own default applies.
    for (const [name, spec] of Object.entries(def.attributes)) {
      props[spec.prop ?? name] = (this as Record<string, unknown>)[name] ?? undefined;
    }
    for (const name of Object.keys(def.properties)) {
      if (this.#values.has(name)) props[name] = this.#values.get(name);
    }
    for (const [name, spec] of Object.entries(def.events)) props[name] = this.#handler(name, spec);
    this.#root ??= createRoot(this.#mount);
    this.#root.render(
      loaded.widgetTree({
        key,
        runtime,
        navigate: this.#navigate,
        tenantId: this.tenantId,
        lang,
        i18n,
        theme: this.theme,
        ready: def.ready,
        onReady: this.#fireReady,
        component,
        props,
        slot: def.slot,
      }),
    );
  }

  /**
   * The element class for a registry entry: the base class with a reflecting accessor for each of
   * the entry's attributes and a plain accessor for each of its properties.
   */
  static for(def: ElementDefinition): typeof BulwarkElement {
    for (const name of [...Object.keys(def.attributes), ...Object.keys(def.properties)]) {
      if (name in commonAttributes || name in commonProperties || name in HTMLElement.prototype) {
        throw new Error(`<${def.tag}>: property "${name}" clashes with a common or built-in property`);
      }
    }
    const ElementClass = class extends BulwarkElement {
      static override definition = def;
    };
    for (const [name, spec] of Object.entries(def.attributes)) {
      const attribute = attributeName(name);
      Object.defineProperty(ElementClass.prototype, name, {
        configurable: true,
        enumerable: true,
        get(this: BulwarkElement) {
          return parseAttribute(spec, this.getAttribute(attribute));
        },
        set(this: BulwarkElement, value: unknown) {
          this.#reflect(attribute, serializeAttribute(spec, value));
        },
      });
    }
    for (const name of Object.keys(def.properties)) {
      Object.defineProperty(ElementClass.prototype, name, {
        configurable: true,
        enumerable: true,
        get(this: BulwarkElement) {
          return this.#values.get(name);
        },
        set(this: BulwarkElement, value: unknown) {
          if (value === undefined) this.#values.delete(name);
          else this.#values.set(name, value);
          this.#render();
        },
      });
    }
    return ElementClass;
  }
}

export { commonAttributes, commonProperties, type ElementLanguage, type ElementTheme };

/** The element class for a registry entry (see {@link BulwarkElement.for}). */
export const createElementClass = (def: ElementDefinition): typeof BulwarkElement => BulwarkElement.for(def);
