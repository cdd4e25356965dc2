import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/Button/Button";
import { Modal } from "../../../components/Modal/Modal";
import { TextField } from "../../../components/TextField/TextField";
import * as css from "./SecretOnceDialog.css";

/** The words of a {@link SecretOnceDialog}, translated by the caller. */
export interface SecretOnceTexts {
  title: string;
  /** Label of the read-only field holding the secret. */
  label: string;
  /** That the secret will not be shown again. */
  warning: string;
  copy: string;
  copied: string;
  copyFailed: string;
  /** The button that closes the dialog. */
  done: string;
}

/** Props of {@link SecretOnceDialog}. */
export interface SecretOnceDialogProps {
  /** The secret to show; null closes the dialog. */
  secret: string | null;
  texts: SecretOnceTexts;
  onClose: () => void;
}

type CopyState = "idle" | "copied" | "failed";

/**
 * Shows a secret the server gives out once (an API key, a webhook signing secret): the secret in
 * a read-only field, a copy button and the warning that it will not be shown again. A click
 * outside does not close it, so the secret is not lost by accident.
 */
export function SecretOnceDialog({ secret, texts, onClose }: SecretOnceDialogProps) {
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
              {texts.copy}
            </Button>
          </div>
          <p className={copy === "failed" ? css.copyFailed : css.copied} aria-live="polite">
            {copy === "copied" && texts.copied}
            {copy === "failed" && texts.copyFailed}
          </p>
        </div>
      )}
    </Modal>
  );
}
