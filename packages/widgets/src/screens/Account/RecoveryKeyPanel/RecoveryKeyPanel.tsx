import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import * as css from "./RecoveryKeyPanel.css";

/** Props of {@link RecoveryKeyPanel}. */
export interface RecoveryKeyPanelProps {
  /** The 24-character key, shown once. */
  recoveryKey: string;
  /** Called when the user confirmed they saved the key and pressed Done. */
  onDone: () => void;
  /** A sentence before the usual explanation (e.g. why a new key is shown after a sign-in). */
  intro?: string;
  /** Level of the "Your recovery key" heading. Defaults to 3. */
  headingLevel?: 2 | 3;
}

/**
 * Shows a recovery key once, with a copy button, and asks the user to confirm they saved it
 * before going on. Internal to the account screens (two-factor setup, new recovery key).
 */
export function RecoveryKeyPanel({ recoveryKey, onDone, intro, headingLevel = 3 }: RecoveryKeyPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const [confirmed, setConfirmed] = useState(false);
  const [tried, setTried] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);
  const Heading = `h${headingLevel}` as const;
  const groups = recoveryKey.match(/.{1,4}/g) ?? [];

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryKey);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!confirmed) {
      confirmRef.current?.focus();
      return;
    }
    onDone();
  };

  return (
    <form className={css.root} aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      <Heading id={titleId} className={css.title}>
        {t("account.recoveryKey.title")}
      </Heading>
      {intro && <p className={css.text}>{intro}</p>}
      <p className={css.text}>{t("account.recoveryKey.description")}</p>
      <div className={css.keyRow}>
        <span className={css.keyLabel}>{t("account.recoveryKey.label")}</span>
        <code className={css.key} data-recovery-key={recoveryKey}>
          {groups.map((group, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: groups are positional and never reorder.
            <span key={index} className={css.group}>
              {group}
            </span>
          ))}
        </code>
        <Button variant="secondary" onClick={() => void onCopy()}>
          {t("account.recoveryKey.copy")}
        </Button>
        <span role="status" className={copy === "failed" ? css.copyFailed : css.copyStatus}>
          {copy === "copied" && t("account.recoveryKey.copied")}
          {copy === "failed" && t("account.recoveryKey.copyFailed")}
        </span>
      </div>
      <Checkbox
        ref={confirmRef}
        label={t("account.recoveryKey.confirm")}
        checked={confirmed}
        error={tried && !confirmed ? t("account.recoveryKey.mustConfirm") : undefined}
        onChange={(e) => setConfirmed(e.target.checked)}
      />
      <div>
        <Button type="submit">{t("account.recoveryKey.done")}</Button>
      </div>
    </form>
  );
}
