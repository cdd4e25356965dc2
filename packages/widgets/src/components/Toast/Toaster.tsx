import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Toast, type ToastVariant } from "./Toast";
import * as css from "./Toast.css";

/** What to show in a toast. */
export interface ToastOptions {
  /** Defaults to `info`. */
  variant?: ToastVariant;
  /** Optional bold first line. */
  title?: string;
  /** The text of the toast. */
  message: string;
  /**
   * How long the toast stays, in ms; `null` keeps it until closed. Defaults to
   * {@link SUCCESS_TOAST_MS} for successes and `null` for errors and information (the
   * specification: errors and notification toasts stay until closed).
   */
  duration?: number | null;
}

/** How long a success toast stays by default (ms); paused while pointed at or focused. */
export const SUCCESS_TOAST_MS = 5000;

/** A toast on screen. */
export interface ToastItem extends ToastOptions {
  /** Identifies the toast for {@link ToastApi.dismiss}. */
  id: string;
}

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** Toasts to show, oldest first. */
  toasts: readonly ToastItem[];
  /** Called with a toast's id when its close button is pressed. */
  onClose: (id: string) => void;
}

/**
 * The labelled region toasts appear in, fixed to the bottom-right corner (well away from the top
 * bar), newest at the bottom. It stays in the page even when empty, so assistive technology
 * already knows it when the first toast arrives.
 */
export function Toaster({ toasts, onClose }: ToasterProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("toast.region")}>
      <ol className={css.viewport}>
        {toasts.map(({ id, duration, ...toast }) => (
          <TimedToast
            key={id}
            duration={duration === undefined ? (toast.variant === "success" ? SUCCESS_TOAST_MS : null) : duration}
            onClose={() => onClose(id)}
          >
            <Toast {...toast} onClose={() => onClose(id)} />
          </TimedToast>
        ))}
      </ol>
    </section>
  );
}

/**
 * A toast's list item, closing it after `duration` unless `null`. The countdown pauses while the
 * pointer is over the toast or focus is inside it (WCAG 2.2.1: enough time to read it), and
 * restarts from the full duration afterwards.
 */
function TimedToast({
  duration,
  onClose,
  children,
}: {
  duration: number | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const paused = held.pointer || held.focus;
  useEffect(() => {
    if (duration === null || paused) return;
    const timer = setTimeout(() => onCloseRef.current(), duration);
    return () => clearTimeout(timer);
  }, [duration, paused]);
  return (
    <li
      className={css.item}
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      {children}
    </li>
  );
}

/** Opens and closes toasts; from {@link useToast}. */
export interface ToastApi {
  /** Shows a toast (a success closes by itself after 5 s; others stay until closed); returns its id. */
  show: (toast: ToastOptions) => string;
  /** Closes one toast. */
  dismiss: (id: string) => void;
  /** Closes every toast. */
  dismissAll: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode;
}

/**
 * Holds the toasts of a widget tree and renders a {@link Toaster} after its children. Place it
 * inside `BulwarkProvider` so toasts are translated and themed.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const show = useCallback((toast: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((current) => [...current, { ...toast, id }]);
    return id;
  }, []);
  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  const dismissAll = useCallback(() => setToasts([]), []);
  const api = useMemo(() => ({ show, dismiss, dismissAll }), [show, dismiss, dismissAll]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toasts={toasts} onClose={dismiss} />
    </ToastContext.Provider>
  );
}

/**
 * Shows and closes toasts from inside a {@link ToastProvider}.
 *
 * @throws Error when called outside a `ToastProvider`.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside a <ToastProvider>");
  return api;
}
