// The part of an element loaded on first use: what every widget needs (the provider, i18next,
// TanStack Query, the API client) and what renders them. element.ts imports it dynamically, so
// the script bundle defines every tag at once but fetches this code only when an element is
// connected; each screen and its strings come in their own chunks (see registry.ts).

import {
  BulwarkRoot,
  type BulwarkRootProps,
  type BulwarkRuntime,
  type Navigate,
  useSession,
} from "@bulwark/widgets/runtime";
import { type ComponentType, createElement, type ReactElement, useEffect } from "react";
import type { ReadyMode } from "./definition";

export { createLazyI18n, hasStrings, loadStrings } from "@bulwark/widgets/runtime";
export { elementRuntime, sharedSession } from "./session";
export { adoptStyles } from "./styles";

/** Reports when the session settles (signed in or out), once per mount. */
function SessionSettled({ onSettled }: { onSettled: () => void }) {
  const { status } = useSession();
  useEffect(() => {
    if (status !== "loading") onSettled();
  }, [status, onSettled]);
  return null;
}

/** What an element renders: its widget inside a `BulwarkProvider` bound to the page's session. */
export function widgetTree(options: {
  key: string;
  runtime: BulwarkRuntime;
  navigate: Navigate;
  tenantId: string | null;
  lang: "en" | "sr";
  /** The element's i18next instance, holding its strings in `lang` (see `loadStrings`). */
  i18n: BulwarkRootProps["i18n"];
  theme: "light" | "dark";
  ready: ReadyMode;
  onReady: () => void;
  component: ComponentType<any>;
  props: Record<string, unknown>;
  /** Render a `<slot>` as the widget's children (the element's light-DOM children show there). */
  slot: boolean;
}): ReactElement {
  return createElement(
    BulwarkRoot,
    {
      i18n: options.i18n,
      key: options.key,
      runtime: options.runtime,
      navigate: options.navigate,
      tenantId: options.tenantId,
      lang: options.lang,
      theme: options.theme,
    },
    options.ready === "session" ? createElement(SessionSettled, { onSettled: options.onReady }) : null,
    createElement(
      options.component,
      options.slot ? { ...options.props, children: createElement("slot") } : options.props,
    ),
  );
}
