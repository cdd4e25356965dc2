import { type FormEvent, type ReactNode, type RefObject, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../Button/Button";
import { ErrorBanner } from "../ErrorBanner/ErrorBanner";
import { Modal } from "../Modal/Modal";
import * as css from "./FormDialog.css";

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Escape and the close button. */
  onClose: () => void;
  /** The dialog's title and accessible name ("Invite people"). */
  title: string;
  /** The submit button's text ("Send invitations"). */
  submitLabel: string;
  /** Called when the form is submitted (Enter in a field, or the submit button); the default is prevented. */
  onSubmit: () => void;
  /** A request is under way: the submit button shows progress. */
  busy?: boolean;
  /** The field to focus on open (usually the first one). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Keeps the dialog open on a click outside it (a half-typed list is not lost by accident). */
  closeOnBackdropClick?: boolean;
  /** Why the last submit failed (the server's refusal), shown above the fields until dismissed. */
  error?: string;
  /** Dismisses {@link FormDialogProps.error}. */
  onDismissError?: () => void;
  /** The fields. */
  children: ReactNode;
  /** Extra class names on the form. */
  className?: string;
}

/**
 * A form in a dialog, the way a page's primary action ("Invite people", "Create key", "Add
 * endpoint") asks for its few fields: the fields in the body, Cancel and the submit button in the
 * footer (tied to the form, so Enter in a field submits too). The caller validates and decides
 * when to close.
 */
export function FormDialog({
  open,
  onClose,
  title,
  submitLabel,
  onSubmit,
  busy = false,
  initialFocusRef,
  closeOnBackdropClick,
  error,
  onDismissError,
  children,
  className,
}: FormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      initialFocusRef={initialFocusRef}
      closeOnBackdropClick={closeOnBackdropClick}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("organizations.common.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={[css.form, className].filter(Boolean).join(" ")}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {error && <ErrorBanner message={error} onDismiss={onDismissError} />}
        {children}
      </form>
    </Modal>
  );
}
