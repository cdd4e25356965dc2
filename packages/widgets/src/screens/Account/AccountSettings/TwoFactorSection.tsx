import type { User } from "@bulwark/client";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { CodeInput } from "../../../components/CodeInput/CodeInput";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { confirmationFailure } from "../../../components/Form/failures";
import { useFocusOnMount, useForm } from "../../../components/Form/useForm";
import { validateCode } from "../../../components/Form/validation";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { useRuntime } from "../../../data/session";
import { ConfirmSecondFactor } from "../ConfirmSecondFactor/ConfirmSecondFactor";
import { accountRequests, useAfterTwoFactorChange, useEnableTwoFactor } from "../queries";
import { RecoveryKeyPanel } from "../RecoveryKeyPanel/RecoveryKeyPanel";
import * as css from "./AccountSettings.css";
import { ConfirmPasswordForm } from "./ConfirmPasswordForm";

// The QR code library loads when the set-up shows the code, not when the tab opens.
const QrCode = lazyPart(() => import("../../../components/QrCode/QrCode").then((m) => m.QrCode));

/** Where the two-factor card is in its flows. */
type Flow =
  | { step: "idle"; message?: "enabled" | "disabled" }
  | { step: "enablePassword" }
  | { step: "scan"; secret: string; otpauthUrl: string }
  | { step: "key"; recoveryKey: string; next: "enabled" | undefined }
  | { step: "disableConfirm" }
  | { step: "renewPassword" };

/**
 * Two-factor authentication. Off: "Turn on" → password → scan the QR code (or type the secret)
 * → six-digit code → the recovery key, shown once. On: "Turn off" with a current code or the
 * recovery key (never the password alone), or a new recovery key with the password (shown once).
 */
export function TwoFactorSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const { runtime } = useRuntime();
  const [flow, setFlow] = useState<Flow>({ step: "idle" });
  const idle = () => setFlow({ step: "idle" });
  const afterChange = useAfterTwoFactorChange();

  let body: ReactNode;
  switch (flow.step) {
    case "enablePassword":
      body = (
        <ConfirmPasswordForm
          title={t("account.twoFactor.enablePasswordTitle")}
          description={t("account.twoFactor.enablePasswordDescription")}
          submitLabel={t("account.twoFactor.continue")}
          onCancel={idle}
          onConfirm={async (password) => {
            const setup = await accountRequests.setUpTwoFactor(runtime, password);
            setFlow({ step: "scan", secret: setup.secret, otpauthUrl: setup.otpauthUrl });
          }}
        />
      );
      break;
    case "scan":
      body = (
        <ScanStep
          secret={flow.secret}
          otpauthUrl={flow.otpauthUrl}
          onCancel={idle}
          onEnabled={async (recoveryKey) => {
            setFlow({ step: "key", recoveryKey, next: "enabled" });
            await afterChange();
          }}
        />
      );
      break;
    case "key":
      body = (
        <RecoveryKeyPanel
          recoveryKey={flow.recoveryKey}
          onDone={() => setFlow(flow.next ? { step: "idle", message: flow.next } : { step: "idle" })}
        />
      );
      break;
    case "disableConfirm":
      body = (
        <ConfirmSecondFactor
          title={t("account.twoFactor.disableTitle")}
          description={t("account.twoFactor.disableDescription")}
          submitLabel={t("account.twoFactor.turnOff")}
          variant="danger"
          onCancel={idle}
          onConfirm={async (proof) => {
            await accountRequests.disableTwoFactor(runtime, proof);
            await afterChange();
            setFlow({ step: "idle", message: "disabled" });
          }}
        />
      );
      break;
    case "renewPassword":
      body = (
        <ConfirmPasswordForm
          title={t("account.twoFactor.renewTitle")}
          description={t("account.twoFactor.renewDescription")}
          submitLabel={t("account.twoFactor.create")}
          onCancel={idle}
          onConfirm={async (password) => {
            const { recoveryKey } = await accountRequests.newRecoveryKey(runtime, password);
            setFlow({ step: "key", recoveryKey, next: undefined });
          }}
        />
      );
      break;
    default:
      body = user.isTwoFactorAuthEnabled ? (
        <div className={css.actions}>
          <Button variant="secondary" onClick={() => setFlow({ step: "renewPassword" })}>
            {t("account.twoFactor.newRecoveryKey")}
          </Button>
          <Button variant="danger" onClick={() => setFlow({ step: "disableConfirm" })}>
            {t("account.twoFactor.turnOff")}
          </Button>
        </div>
      ) : (
        <div className={css.actions}>
          <Button onClick={() => setFlow({ step: "enablePassword" })}>{t("account.twoFactor.turnOn")}</Button>
        </div>
      );
  }

  const message = flow.step === "idle" ? flow.message : undefined;
  return (
    <Card title={t("account.twoFactor.title")} description={t("account.twoFactor.description")}>
      <p className={css.statusRow}>
        <span className={css.fieldLabel}>{t("account.twoFactor.statusLabel")}:</span>
        <span className={user.isTwoFactorAuthEnabled ? css.badgeOn : css.badgeOff}>
          {user.isTwoFactorAuthEnabled ? t("account.twoFactor.on") : t("account.twoFactor.off")}
        </span>
      </p>
      <p role="status" className={css.success}>
        {message === "enabled" && t("account.twoFactor.enabled")}
        {message === "disabled" && t("account.twoFactor.disabled")}
      </p>
      {body}
    </Card>
  );
}

function ScanStep({
  secret,
  otpauthUrl,
  onCancel,
  onEnabled,
}: {
  secret: string;
  otpauthUrl: string;
  onCancel: () => void;
  onEnabled: (recoveryKey: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true);
  const form = useForm({ code: "" }, (v) => ({ code: validateCode(v.code, t) }));
  const enable = useEnableTwoFactor();

  const submit = async (code: string) => {
    if (enable.status === "pending") return;
    const answer = await enable.mutate(code);
    if (!answer) {
      form.reset({ code: "" });
      return;
    }
    await onEnabled(answer.recoveryKey);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check()) void submit(form.values.code);
  };

  return (
    <form className={css.scan} noValidate onSubmit={onSubmit}>
      <h3 ref={headingRef} tabIndex={-1} className={css.subTitle}>
        {t("account.twoFactor.scanTitle")}
      </h3>
      <p className={css.text}>{t("account.twoFactor.scanDescription")}</p>
      <QrCode value={otpauthUrl} secret={secret} label={t("account.twoFactor.qrLabel")} />
      <CodeInput
        ref={form.field("code")}
        label={t("auth.fields.code")}
        required
        value={form.values.code}
        error={form.errors.code}
        onChange={(code) => form.set("code", code)}
        onComplete={(code) => void submit(code)}
      />
      {enable.status === "error" && <ErrorBanner message={confirmationFailure(enable.error, t, "code")} />}
      <div className={css.actions}>
        <Button type="submit" loading={enable.status === "pending"}>
          {t("account.twoFactor.enable")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("account.cancel")}
        </Button>
      </div>
    </form>
  );
}
