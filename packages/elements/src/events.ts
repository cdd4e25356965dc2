// The DOM events every <bulwark-*> element fires. All bubble and are composed (they cross the
// shadow boundary), so a host can listen on the element, on a container or on `document`.

/** `detail` of `bulwark-ready`: fired once per mount, when the element has rendered with its session settled. */
export interface BulwarkReadyDetail {
  /** The element's tag name, e.g. `bulwark-notification-bell`. */
  widget: string;
}

/** `detail` of `bulwark-error`: a call failed, or the host's `fetchToken` did not supply a token. */
export interface BulwarkErrorDetail {
  /** HTTP status of the failed call; 0 when no response was received (network, `fetchToken`). */
  statusCode: number;
  /** Human-readable message, when known. */
  message?: string | undefined;
  /** Machine code (`Unauthorized`, `TokenUnavailable`, ...), when known. */
  code?: string | undefined;
}

/** `detail` of `bulwark-navigate`: a link or action in the widget wants to go to `to`. */
export interface BulwarkNavigateDetail {
  /** Target path or URL, e.g. `/notifications/42`. */
  to: string;
}

/** `detail` of `bulwark-auth-expired`: the token was refused and could not be renewed. */
export type BulwarkAuthExpiredDetail = Record<string, never>;

/** `detail` of `bulwark-signed-out`: the shared session ended (signed out, or expired). */
export type BulwarkSignedOutDetail = Record<string, never>;

/** `detail` of `bulwark-tenant-change`: the user chose another organisation in this element. */
export interface BulwarkTenantChangeDetail {
  tenantId: string | null;
}

/** Every common event and its `detail`. */
export interface BulwarkElementEventMap {
  "bulwark-ready": CustomEvent<BulwarkReadyDetail>;
  "bulwark-error": CustomEvent<BulwarkErrorDetail>;
  "bulwark-navigate": CustomEvent<BulwarkNavigateDetail>;
  "bulwark-auth-expired": CustomEvent<BulwarkAuthExpiredDetail>;
  "bulwark-signed-out": CustomEvent<BulwarkSignedOutDetail>;
  "bulwark-tenant-change": CustomEvent<BulwarkTenantChangeDetail>;
}

/** Names of the common events. */
export type BulwarkEventName = keyof BulwarkElementEventMap;

/** Descriptions of the common events, for the manifest and the README. */
export const commonEvents: ReadonlyArray<{ name: BulwarkEventName; detail: string; description: string }> = [
  {
    name: "bulwark-ready",
    detail: "{ widget: string }",
    description: "Fired once per mount, when the element has rendered with its session settled (signed in or out).",
  },
  {
    name: "bulwark-error",
    detail: "{ statusCode: number; message?: string; code?: string }",
    description: "A call failed, or `fetchToken` rejected or returned no token (statusCode 0).",
  },
  {
    name: "bulwark-navigate",
    detail: "{ to: string }",
    description:
      "A link or action wants to navigate. Cancelable: call `preventDefault()` to route in the host; " +
      "otherwise the element calls `location.assign(to)`.",
  },
  {
    name: "bulwark-auth-expired",
    detail: "{}",
    description:
      "The token was refused and could not be refreshed. With `fetchToken` set, a new token is requested " +
      "and the elements restart; otherwise set a new `token` attribute.",
  },
  {
    name: "bulwark-signed-out",
    detail: "{}",
    description: "The page's shared session ended (sign-out in any element, or expiry).",
  },
  {
    name: "bulwark-tenant-change",
    detail: "{ tenantId: string | null }",
    description: "The user switched the active organisation in this element.",
  },
];

/** Dispatches a bubbling, composed `CustomEvent`; answers false when a listener canceled it. */
export function dispatch<K extends BulwarkEventName>(
  target: EventTarget,
  name: K,
  detail: BulwarkElementEventMap[K]["detail"],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  );
}
