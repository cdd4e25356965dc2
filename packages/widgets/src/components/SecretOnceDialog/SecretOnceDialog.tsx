import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../Button/Button";
import { Modal } from "../Modal/Modal";
import { TextField } from "../TextField/TextField";
import * as css from "./SecretOnceDialog.css";

/** The words of a {@link SecretOnceDialog} that name what the secret is; copying is worded by the dialog. */
export interface SecretOnceTexts {
  /** The dialog's title ("Your new API key"). */
  title: string;
  /** Label of the read-only field holding the secret ("API key Billing server"). */
  label: string;
  /** That the secret will not be shown again. */
  warning: string;
  /** The button that closes the dialog, worded as a confirmation ("I have copied the key"). */
  done: string;
}

/** Props of {@link SecretOnceDialog}. */
export interface SecretOnceDialogProps {
  /** The secret to show; null closes the dialog. */
  secret: string | null;
  /** What the secret is, in the caller's words. */
  texts: SecretOnceTexts;
  /** Called by the confirmation button (and Escape). */
  onClose: () => void;
}

type CopyState = "idle" | "copied" | "failed";

/**
 * Shows a secret the server gives out once (an API key, a webhook signing secret): the warning
 * that it will not be shown again, the secret in a read-only field with a copy button, and a
 * closing button worded as the user's confirmation that they copied it. A click outside does not
 * close it, so the secret is not lost by accident. One component for every such secret, so they
 * all read and behave alike.
 */
export function SecretOnceDialog({ secret, texts, onClose }: SecretOnceDialogProps) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>("idle");
  const fieldRef = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset for each new secret.
  useEffect(() => setCopy("idle"), [secret]);

  const onCopy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopy("copied");
    } catch {
      // Clipboard access can be refused (permissions, insecure origins): select the secret instead.
      fieldRef.current?.select();
      setCopy("failed");
    }
  };

  return (
    <Modal
      open={secret !== null}
      onClose={onClose}
      closeOnBackdropClick={false}
      title={texts.title}
      footer={<Button onClick={onClose}>{texts.done}</Button>}
    >
      {secret !== null && (
        <div className={css.body}>
          <p className={css.warning} role="note">
            <span aria-hidden="true">⚠ </span>
            {texts.warning}
          </p>
          <div className={css.row}>
            <TextField
              ref={fieldRef}
              className={css.field}
              label={texts.label}
              value={secret}
              readOnly
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button className={css.copyButton} variant="secondary" onClick={onCopy}>
              {t("secretOnce.copy")}
            </Button>
          </div>
          <p className={copy === "failed" ? css.copyFailed : css.copied} aria-live="polite">
            {copy === "copied" && t("secretOnce.copied")}
            {copy === "failed" && t("secretOnce.copyFailed")}
          </p>
        </div>
      )}
    </Modal>
  );
}
