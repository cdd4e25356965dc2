// The part of an element loaded on first use: the widgets (with i18next, translations, the API
// client and their CSS) and what renders them. element.ts imports it dynamically, so the script
// bundle defines every tag at once but fetches this code only when an element is connected.

import { BulwarkProvider, type BulwarkRuntime, type Navigate, useSession } from "@bulwark/widgets";
import { type ComponentType, createElement, type ReactElement, useEffect } from "react";
import type { ReadyMode } from "./definition";

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
  theme: "light" | "dark";
  ready: ReadyMode;
  onReady: () => void;
  component: ComponentType<any>;
  props: Record<string, unknown>;
  /** Render a `<slot>` as the widget's children (the element's light-DOM children show there). */
  slot: boolean;
}): ReactElement {
  return createElement(
    BulwarkProvider,
    {
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
