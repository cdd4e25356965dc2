import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { ToastProvider } from "../../../components/Toast/Toaster";
import { useSession } from "../../../data/session";
import type { Language } from "../../../i18n/createI18n";
import { layout } from "../../../theme/layout";
import { Sidebar } from "../Sidebar/Sidebar";
import type { ShellView } from "../Sidebar/sidebarItems";
import { TopBar } from "../TopBar/TopBar";
import { mustSetUpTwoFactor, TwoFactorRequired } from "../TwoFactorRequired/TwoFactorRequired";
import { useOptionalToast } from "../useOptionalToast";
import * as css from "./AppShell.css";

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** Which sidebar to show: the organisation's platform or the super-admin administration. */
  view: ShellView;
  /** Called when the user switches view in the top bar (which then opens the view's landing page). */
  onViewChange?: (view: ShellView) => void;
  /** Path of the page shown, to highlight its sidebar entry. */
  currentPath: string;
  /** Called with the language chosen in the top bar; the web app persists it. */
  onLanguageChange?: (lang: Language) => void;
  /** The app runs in its local environment: the Theme page is listed in the administration sidebar. */
  localEnvironment?: boolean;
  /** The page. */
  children?: ReactNode;
  /** Extra class names on the root element. */
  className?: string;
}

/** The account settings pages, open even where an organisation requires two-factor (it is set up there). */
const ACCOUNT_SETTINGS_PREFIX = "/account-settings";

/** Where the collapsed/expanded choice is remembered. */
export const SIDEBAR_STORAGE_KEY = "bulwark:sidebar-collapsed";
/** Below this width the sidebar becomes a drawer opened from the top bar. */
const NARROW_QUERY = "(max-width: 991px)";

function readCollapsed(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIDEBAR_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

function saveCollapsed(collapsed: boolean) {
  try {
    globalThis.localStorage?.setItem(SIDEBAR_STORAGE_KEY, collapsed ? "1" : "0");
  } catch {
    // Storage may be unavailable (privacy modes, sandboxed frames); the choice then lasts the page.
  }
}

/** Whether the viewport is at most 991 px wide, following resizes (a MediaQueryList listener, no document events). */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => globalThis.matchMedia?.(NARROW_QUERY).matches ?? false);
  useEffect(() => {
    const query = globalThis.matchMedia?.(NARROW_QUERY);
    if (!query) return;
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return narrow;
}

/** The header's height, measured (the unverified banner may wrap on small screens). */
function useHeight<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    setHeight(element?.offsetHeight || fallback);
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight || fallback));
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return { ref, height };
}

/**
 * The application shell: the fixed top bar (64 px, plus the 40 px banner while the email is
 * unverified), the dark left sidebar running the page's full height (210 px, or 80 px collapsed;
 * the choice is remembered), the page, and a footer. Under 992 px the sidebar leaves the layout
 * and becomes an off-canvas drawer opened from the top bar's menu button.
 * Provides a `ToastProvider` to the page unless one is already above it.
 */
export function AppShell(props: AppShellProps) {
  const outerToasts = useOptionalToast();
  return outerToasts ? (
    <ShellLayout {...props} />
  ) : (
    <ToastProvider>
      <ShellLayout {...props} />
    </ToastProvider>
  );
}

function ShellLayout({
  view,
  onViewChange,
  currentPath,
  onLanguageChange,
  localEnvironment,
  children,
  className,
}: AppShellProps) {
  const { t } = useTranslation();
  const session = useSession();
  const sidebarId = useId();
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const narrow = useNarrow();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const unverified = session.user !== undefined && !session.user.isVerified;
  const header = useHeight<HTMLDivElement>(layout.topBarHeight + (unverified ? layout.unverifiedBannerHeight : 0));

  // A page change (or leaving the narrow layout) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the path or layout changes
  useEffect(() => setDrawerOpen(false), [currentPath, narrow]);

  const toggle = useCallback(() => {
    setCollapsed((value) => {
      saveCollapsed(!value);
      return !value;
    });
  }, []);
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  // The header height is also the sticky offset of table headers inside the page.
  const style = {
    [css.headerHeightProperty]: `${header.height}px`,
    "--bulwark-sticky-top": `${header.height}px`,
  } as CSSProperties;
  // An organisation that requires two-factor is closed to a user without it, except the account
  // settings, where it is set up: the page says why and leads there.
  const twoFactorGate =
    mustSetUpTwoFactor(session.user, session.tenantId) && !currentPath.startsWith(ACCOUNT_SETTINGS_PREFIX)
      ? (session.user?.tenants.find((tenant) => tenant.id === session.tenantId)?.name ?? "")
      : undefined;

  return (
    <div className={[css.root, className].filter(Boolean).join(" ")} style={style}>
      <a
        href={`#${mainId}`}
        className={css.skipLink}
        onClick={(event) => {
          // Fragment links do not reach into a shadow root; move focus by hand.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t("shell.skipToContent")}
      </a>
      <div ref={header.ref} className={css.header}>
        <TopBar
          view={view}
          onViewChange={onViewChange}
          onLanguageChange={onLanguageChange}
          drawer={
            narrow
              ? {
                  open: drawerOpen,
                  controls: drawerId,
                  onToggle: () => setDrawerOpen((open) => !open),
                  buttonRef: menuButtonRef,
                }
              : undefined
          }
        />
      </div>
      <div className={css.body}>
        {!narrow && (
          <div className={collapsed ? css.sidebarSlotCollapsed : css.sidebarSlot}>
            <div className={css.sidebarSticky}>
              <Sidebar
                id={sidebarId}
                view={view}
                currentPath={currentPath}
                collapsed={collapsed}
                onToggle={toggle}
                localEnvironment={localEnvironment}
              />
            </div>
          </div>
        )}
        {narrow && drawerOpen && (
          <Drawer
            id={drawerId}
            label={t("shell.sidebar.label")}
            closeLabel={t("shell.sidebar.close")}
            onClose={closeDrawer}
          >
            <Sidebar id={sidebarId} view={view} currentPath={currentPath} localEnvironment={localEnvironment} />
          </Drawer>
        )}
        <div className={css.column}>
          <main id={mainId} ref={mainRef} tabIndex={-1} className={css.main}>
            {twoFactorGate !== undefined ? <TwoFactorRequired organization={twoFactorGate} /> : children}
          </main>
          <footer className={css.footer}>{t("shell.footer", { year: String(new Date().getFullYear()) })}</footer>
        </div>
      </div>
    </div>
  );
}

/**
 * The narrow layout's navigation: an off-canvas panel over a backdrop. It is a modal dialog while
 * open — focus moves into it, Tab and Shift+Tab stay inside, Escape or the backdrop closes it and
 * focus returns to the menu button. Keys are handled on the panel itself (nothing on `document`),
 * so it also works inside a shadow root.
 */
function Drawer({
  id,
  label,
  closeLabel,
  onClose,
  children,
}: {
  id: string;
  label: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>("a[aria-current='page'], a[href], button")?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = [...(panelRef.current?.querySelectorAll<HTMLElement>("a[href], button:not([disabled])") ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = (event.currentTarget.getRootNode() as Document | ShadowRoot).activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  return (
    <>
      <div className={css.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={css.drawer}
        onKeyDown={onKeyDown}
      >
        <div className={css.drawerHeader}>
          <button type="button" className={css.drawerClose} aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
