import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/Card/Card";
import { Page } from "../../../components/Page/Page";
import { useRuntime } from "../../../data/session";
import { ConfirmPasswordForm } from "../AccountSettings/ConfirmPasswordForm";
import { accountRequests } from "../queries";
import { RecoveryKeyPanel } from "../RecoveryKeyPanel/RecoveryKeyPanel";

/** Props of {@link NewRecoveryKey}. */
export interface NewRecoveryKeyProps {
  /**
   * A key to show, e.g. the one that replaced the recovery key just used to sign in (the answer
   * of the recovery-key sign-in). Without it the user creates a new key with their password.
   */
  recoveryKey?: string;
  /** Called when the user confirmed they saved the key (the web app goes to the dashboard). */
  onDone?: () => void;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * The new-recovery-key page: shows a key once, with copy and an "I saved it" confirmation; or,
 * without a key, creates a new one with the password (the old one stops working).
 */
export function NewRecoveryKey({ recoveryKey, onDone, className }: NewRecoveryKeyProps) {
  const { t } = useTranslation();
  const { runtime } = useRuntime();
  const [created, setCreated] = useState<string | undefined>(undefined);
  const shown = created ?? recoveryKey;

  return (
    <Page
      title={t("account.newRecoveryKey.title")}
      description={t("account.newRecoveryKey.description")}
      width="reading"
      className={className}
    >
      <Card>
        {shown ? (
          <RecoveryKeyPanel
            recoveryKey={shown}
            headingLevel={2}
            {...(!created && recoveryKey ? { intro: t("account.newRecoveryKey.afterLogin") } : {})}
            onDone={() => onDone?.()}
          />
        ) : (
          <ConfirmPasswordForm
            headingLevel={2}
            title={t("account.twoFactor.renewTitle")}
            description={t("account.newRecoveryKey.createDescription")}
            submitLabel={t("account.newRecoveryKey.create")}
            onConfirm={async (password) => {
              const answer = await accountRequests.newRecoveryKey(runtime, password);
              setCreated(answer.recoveryKey);
            }}
          />
        )}
      </Card>
    </Page>
  );
}
