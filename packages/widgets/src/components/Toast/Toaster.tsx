import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
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
}

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
 * The labelled region toasts appear in, fixed to the top corner. It stays in the page even when
 * empty, so assistive technology already knows it when the first toast arrives.
 */
export function Toaster({ toasts, onClose }: ToasterProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("toast.region")}>
      <ol className={css.viewport}>
        {toasts.map(({ id, ...toast }) => (
          <li key={id}>
            <Toast {...toast} onClose={() => onClose(id)} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Opens and closes toasts; from {@link useToast}. */
export interface ToastApi {
  /** Shows a toast until it is closed; returns its id. */
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
