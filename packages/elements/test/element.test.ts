// @vitest-environment jsdom

import { sessionKeys } from "@bulwark/widgets";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineBulwarkElements } from "../src/define-elements";
import { resetSharedSessions } from "../src/session";
import { probeEntry } from "./probe";

const probe = probeEntry("bulwark-test-probe");
defineBulwarkElements([probe]);

type ProbeElement = HTMLElement & {
  loaded: Promise<void>;
  label: string | null;
  count: number | null;
  compact: boolean;
  variant: "plain" | "fancy";
  items: string[] | undefined;
  apiUrl: string;
  token: string | null;
  tenantId: string | null;
  lang: string;
  theme: string;
  fetchToken: (() => Promise<string>) | null;
};

const API = "http://api.test";

/** A fetch answering the session's calls; records the bearer of every call. */
function fakeApi(options: { refuse?: (token: string) => boolean } = {}) {
  const bearers: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const token = request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "";
    bearers.push(token);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (options.refuse?.(token)) return json(401, { statusCode: 401, message: "Unauthorized", code: "Unauthorized" });
    const path = new URL(request.url).pathname;
    if (path === "/api/v1/users/users/me") {
      return json(200, { id: "u1", email: "ana@example.com", firstName: `Ana(${token})`, lastName: "P", tenants: [] });
    }
    if (path === "/api/v1/users/acl/permissions/my-permissions") return json(200, { permissions: [] });
    return json(404, { statusCode: 404, message: "Not found", code: "NotFound" });
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, bearers };
}

function create(attributes: Record<string, string> = {}, tag: string = probe.tag): ProbeElement {
  const element = document.createElement(tag) as ProbeElement;
  for (const [name, value] of Object.entries({ "api-url": API, ...attributes })) element.setAttribute(name, value);
  return element;
}

const shadow = (element: Element) => element.shadowRoot as ShadowRoot;
const probeOf = (element: Element) => shadow(element).querySelector<HTMLElement>("[data-testid=probe]");

/** Waits until `check` passes (React renders asynchronously). */
async function until(check: () => void, timeout = 3000) {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - start > timeout) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

beforeEach(() => {
  resetSharedSessions();
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe("attributes and properties", () => {
  it("reads defaults while attributes are absent", () => {
    const element = create();
    element.removeAttribute("api-url");
    expect(element.label).toBeNull();
    expect(element.count).toBeNull();
    expect(element.compact).toBe(false);
    expect(element.variant).toBe("plain");
    expect(element.lang).toBe("en");
    expect(element.theme).toBe("light");
    expect(element.token).toBeNull();
    expect(element.tenantId).toBeNull();
    expect(element.apiUrl).toBe(location.origin);
  });

  it("reflects properties to attributes, and null removes the attribute", () => {
    const element = create();
    element.label = "Hello";
    element.count = 3;
    element.variant = "fancy";
    element.theme = "dark";
    element.tenantId = "t-1";
    expect(element.getAttribute("label")).toBe("Hello");
    expect(element.getAttribute("count")).toBe("3");
    expect(element.getAttribute("variant")).toBe("fancy");
    expect(element.getAttribute("theme")).toBe("dark");
    expect(element.getAttribute("tenant-id")).toBe("t-1");
    element.label = null;
    element.theme = null as never;
    element.tenantId = null;
    expect(element.hasAttribute("label")).toBe(false);
    expect(element.theme).toBe("light");
    expect(element.tenantId).toBeNull();
  });

  it("treats boolean attributes by presence, whatever their value", () => {
    const element = create();
    element.setAttribute("compact", "");
    expect(element.compact).toBe(true);
    element.setAttribute("compact", "false");
    expect(element.compact).toBe(true);
    element.removeAttribute("compact");
    expect(element.compact).toBe(false);
    element.compact = true;
    expect(element.getAttribute("compact")).toBe("");
    element.compact = false;
    expect(element.hasAttribute("compact")).toBe(false);
  });

  it("falls back to the default for values outside an enum or not a number", () => {
    const element = create({ variant: "gaudy", lang: "de", theme: "neon", count: "many" });
    expect(element.variant).toBe("plain");
    expect(element.lang).toBe("en");
    expect(element.theme).toBe("light");
    expect(element.count).toBeNull();
  });

  it("passes attributes to the widget and restores the default when one is removed", async () => {
    fakeApi();
    const element = create({ label: "Members", compact: "", variant: "fancy", count: "7" });
    document.body.append(element);
    await element.loaded;
    await until(() => expect(shadow(element).querySelector("h2")?.textContent).toBe("Members"));
    expect(probeOf(element)?.dataset).toMatchObject({ compact: "true", variant: "fancy", count: "7" });
    element.removeAttribute("label");
    element.removeAttribute("compact");
    element.removeAttribute("variant");
    await until(() => expect(shadow(element).querySelector("h2")?.textContent).toBe("none"));
    expect(probeOf(element)?.dataset).toMatchObject({ compact: "false", variant: "plain" });
  });

  it("keeps properties set before the element was defined", async () => {
    fakeApi();
    const late = probeEntry("bulwark-test-late");
    const element = create({}, late.tag);
    const fetchToken = async () => "embed-1";
    Object.assign(element, { items: ["alpha", "beta"], fetchToken, compact: true, label: "Early" });
    document.body.append(element);
    expect(customElements.get(late.tag)).toBeUndefined();

    defineBulwarkElements([late]);

    expect(element.items).toEqual(["alpha", "beta"]);
    expect(element.fetchToken).toBe(fetchToken);
    expect(element.getAttribute("compact")).toBe("");
    expect(element.getAttribute("label")).toBe("Early");
    expect(Object.hasOwn(element, "items")).toBe(false);
    await element.loaded;
    await until(() =>
      expect([...shadow(element).querySelectorAll("li")].map((li) => li.textContent)).toEqual(["alpha", "beta"]),
    );
    // The property survived the upgrade as a working token source.
    await until(() => expect(shadow(element).querySelector("[data-testid=user]")?.textContent).toBe("Ana(embed-1)"));
  });
});

describe("events", () => {
  it("fires bulwark-ready once the session settles, bubbling and composed", async () => {
    fakeApi();
    const seen: CustomEvent[] = [];
    document.addEventListener("bulwark-ready", (event) => seen.push(event), { once: true });
    const element = create({ token: "t1" });
    document.body.append(element);
    await until(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.detail).toEqual({ widget: "bulwark-test-probe" });
    expect(seen[0]?.bubbles).toBe(true);
    expect(seen[0]?.composed).toBe(true);
    expect(shadow(element).querySelector("[data-testid=status]")?.textContent).toBe("signedIn");
  });

  it("turns a widget callback into its own event, with the entry's detail", async () => {
    fakeApi();
    const element = create();
    document.body.append(element);
    await element.loaded;
    const picked = new Promise<CustomEvent>((resolve) =>
      document.body.addEventListener("bulwark-pick", (event) => resolve(event as CustomEvent), { once: true }),
    );
    await until(() => expect(shadow(element).querySelector("button")).not.toBeNull());
    shadow(element).querySelector<HTMLButtonElement>("button")?.click();
    const event = await picked;
    expect(event.detail).toEqual({ id: "42" });
    expect(event.composed).toBe(true);
  });

  it("fires a cancelable bulwark-navigate; a canceled one does not navigate", async () => {
    fakeApi();
    const element = create();
    document.body.append(element);
    await element.loaded;
    const before = location.href;
    let seen: CustomEvent | undefined;
    document.addEventListener(
      "bulwark-navigate",
      (event) => {
        seen = event;
        event.preventDefault();
      },
      { once: true },
    );
    await until(() => expect(shadow(element).querySelector("a")).not.toBeNull());
    shadow(element).querySelector("a")?.click();
    expect(seen?.detail).toEqual({ to: "/notifications" });
    expect(seen?.cancelable).toBe(true);
    expect(seen?.defaultPrevented).toBe(true);
    expect(location.href).toBe(before);
  });

  it("reports a widget's error on its own element only", async () => {
    fakeApi();
    const first = create();
    const second = create();
    document.body.append(first, second);
    await Promise.all([first.loaded, second.loaded]);
    const errors: EventTarget[] = [];
    document.addEventListener("bulwark-error", (event) => errors.push(event.target as EventTarget));
    await until(() => expect(shadow(first).querySelectorAll("button")).toHaveLength(2));
    shadow(first).querySelectorAll<HTMLButtonElement>("button")[1]?.click();
    expect(errors).toEqual([first]);
  });
});

describe("the shared session", () => {
  it("sends the token attribute, shares it with every element of the api-url and follows changes", async () => {
    const api = fakeApi();
    const first = create({ token: "t1" });
    const second = create();
    document.body.append(first, second);
    const user = (element: Element) => shadow(element).querySelector("[data-testid=user]")?.textContent;
    await until(() => expect(user(first)).toBe("Ana(t1)"));
    await until(() => expect(user(second)).toBe("Ana(t1)"));

    first.setAttribute("token", "t2");
    await until(() => expect(user(first)).toBe("Ana(t2)"));
    await until(() => expect(user(second)).toBe("Ana(t2)"));
    expect(api.bearers).toContain("t2");

    first.removeAttribute("token");
    await until(() => expect(shadow(second).querySelector("[data-testid=status]")?.textContent).toBe("signedOut"));
  });

  it("asks fetchToken for a token, and again after the token expires", async () => {
    let issued = 0;
    const api = fakeApi({ refuse: (token) => token === "embed-1" && issued > 1 });
    const element = create();
    const fetchToken = vi.fn(async () => `embed-${++issued}`);
    element.fetchToken = fetchToken;
    document.body.append(element);
    const user = () => shadow(element).querySelector("[data-testid=user]")?.textContent;
    await until(() => expect(user()).toBe("Ana(embed-1)"));
    expect(fetchToken).toHaveBeenCalledTimes(1);

    // The API now refuses embed-1: the session expires, fetchToken is asked again, all restart.
    issued = 2;
    const expired = new Promise((resolve) => element.addEventListener("bulwark-auth-expired", resolve, { once: true }));
    element.setAttribute("label", "again");
    const { sharedSession } = await import("../src/session");
    await sharedSession(API).runtime.queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
    await expired;
    await until(() => expect(user()).toBe("Ana(embed-3)"));
    expect(api.bearers).toContain("embed-3");
  });

  it("reports a fetchToken failure as bulwark-error with status 0", async () => {
    fakeApi();
    const element = create();
    element.fetchToken = async () => {
      throw new Error("portal said no");
    };
    const error = new Promise<CustomEvent>((resolve) =>
      document.addEventListener("bulwark-error", (event) => resolve(event), { once: true }),
    );
    document.body.append(element);
    expect((await error).detail).toEqual({ statusCode: 0, code: "TokenUnavailable", message: "portal said no" });
    await until(() => expect(shadow(element).querySelector("[data-testid=status]")?.textContent).toBe("signedOut"));
  });
});

describe("styles", () => {
  it("puts the element's stylesheet into its shadow root, not the document", async () => {
    fakeApi();
    const element = create();
    const before = document.head.querySelectorAll("style").length;
    document.body.append(element);
    await element.loaded;
    const css =
      shadow(element).querySelector("style[data-bulwark]")?.textContent ??
      shadow(element)
        .adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join("\n");
    expect(css).toContain(":host{all:initial;display:block;");
    expect(css).toContain("--bulwark-color-primary:");
    expect(css).toContain(':host([theme="dark"])');
    expect(document.head.querySelectorAll("style").length).toBe(before);
  });
});
