/** Shell dimensions in pixels. */
export const layout = {
  /** Fixed top bar height. */
  topBarHeight: 64,
  /** Banner under the top bar while the user's email is unverified. */
  unverifiedBannerHeight: 40,
  /** Left sidebar width. */
  sidebarWidth: 210,
  /** Left sidebar width when collapsed. */
  sidebarCollapsedWidth: 80,
} as const;

/** Responsive breakpoints in pixels, widest first. Each is a `max-width` boundary. */
export const breakpoints = [1670, 1430, 1330, 1200, 991, 767, 575, 400] as const;

/** One of {@link breakpoints}. */
export type Breakpoint = (typeof breakpoints)[number];

/**
 * Media query matching viewports at most `breakpoint` pixels wide, e.g. for vanilla-extract's
 * `'@media'` key: `{ '@media': { [maxWidth(767)]: { ... } } }`.
 */
export function maxWidth(breakpoint: Breakpoint): string {
  return `screen and (max-width: ${breakpoint}px)`;
}

/** Notification bell dropdown size in pixels. */
export const notificationDropdown = {
  width: 350,
  minHeight: 300,
  maxHeight: 495,
} as const;

/** Notifications shown per page. */
export const NOTIFICATION_PAGE_SIZE = 5;

/** Delay between polls of long-running work (asset discovery, exports), in milliseconds. */
export const POLLING_DELAY_MS = 3000;
