import { type ComponentType, type ReactNode, type Ref, type TextareaHTMLAttributes, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../data/session";
import { Button } from "../Button/Button";
import * as buttonCss from "../Button/Button.css";
import { EmptyState } from "../EmptyState/EmptyState";
import { isPlainLeftClick, Link } from "../Link/Link";
import { Modal } from "../Modal/Modal";
import { ToastProvider, useToast } from "../Toast/Toaster";
import * as css from "./ScreenParts.css";

/** Path of the organisation setup screen (seeds, route table). */
export const SETUP_PATH = "/organizations/setup";

/**
 * Gives a screen toasts: the host's `ToastProvider` when there is one (the web app), else its
 * own, so a screen used alone (a custom element) still shows its confirmations.
 */
export function withToasts<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithToasts(props: P) {
    return useHasToaster() ? (
      <Screen {...props} />
    ) : (
      <ToastProvider>
        <Screen {...props} />
      </ToastProvider>
    );
  }
  WithToasts.displayName = `withToasts(${Screen.displayName ?? Screen.name})`;
  return WithToasts;
}

function useHasToaster(): boolean {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: always called once; the try only catches its throw outside a ToastProvider.
    useToast();
    return true;
  } catch {
    return false;
  }
}

/**
 * Says why the controls of a screen are missing or disabled (the ManageOrganization permission),
 * in words, not only by greying them out.
 */
export function ReadOnlyNotice({ reason }: { reason?: string }) {
  const { t } = useTranslation();
  return (
    <div className={css.notice} role="note">
      <svg className={css.noticeIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 4a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14Z"
        />
      </svg>
      <div>
        <p className={css.noticeTitle}>{t("organizations.common.readOnlyTitle")}</p>
        <p className={css.noticeText}>{reason ?? t("organizations.common.readOnlyReason")}</p>
      </div>
    </div>
  );
}

/** Shown instead of a screen when the user has no organisation: "Must set up organization first". */
export function NoOrganization() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t("organizations.common.noOrganization")}
      description={t("organizations.common.noOrganizationHint")}
      headingLevel={2}
      action={<Link href={SETUP_PATH}>{t("organizations.common.setUp")}</Link>}
    />
  );
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shows progress on the confirm button. */
  busy?: boolean;
  /** Lets the caller disable the confirm button (seeds: "Confirm dialog button can be disabled by the caller"). */
  confirmDisabled?: boolean;
  /** Shown inside the dialog, e.g. the refusal of the server. */
  error?: ReactNode;
}

/** Confirms a destructive action; Cancel has the initial focus so Enter never destroys by accident. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  confirmDisabled = false,
  error,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {t("organizations.common.cancel")}
          </Button>
          <Button variant="danger" loading={busy} disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={css.dialogBody}>
        {children}
        {error}
      </div>
    </Modal>
  );
}

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "children"> {
  label: string;
  hint?: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field wired like `TextField` (hint and error describe it). */
export function TextAreaField({ label, hint, error, id, ref, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy =
    [hint ? `${fieldId}-hint` : undefined, error ? `${fieldId}-error` : undefined].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className={css.field}>
      <label className={css.fieldLabel} htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        {...rest}
        ref={ref}
        id={fieldId}
        className={css.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <span id={`${fieldId}-hint`} className={css.fieldHint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${fieldId}-error`} className={css.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}

/** Labels for a list of machine codes (roles, features), already translated. */
export function Tags({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className={css.tags} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={css.tag}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps {
  href: string;
  variant?: "primary" | "secondary";
  children: ReactNode;
}

/**
 * A link that looks like a button (for navigation, such as "Sign in"): a real `<a href>` whose
 * plain left click goes through the provider's `navigate`, so the host's router takes over.
 */
export function ButtonLink({ href, variant = "primary", children }: ButtonLinkProps) {
  const { navigate } = useRuntime();
  return (
    <a
      href={href}
      className={[buttonCss.variant[variant], css.buttonLink].join(" ")}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
