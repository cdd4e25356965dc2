import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { PasswordField } from "../../../components/PasswordField/PasswordField";
import { TextField } from "../../../components/TextField/TextField";
import { type DirectoryConnection, providerLabel } from "../shared/people";
import { ConnectionForm } from "./ConnectionForm";
import { type MicrosoftValues, validateMicrosoft } from "./validation";

/**
 * Microsoft 365's credentials: the directory (tenant) id, the app's client id and its client
 * secret (write-only: the field starts empty, and once stored its hint says so and typing a new
 * one replaces it).
 */
export function MicrosoftConnectionForm({
  connection,
  onCancel,
}: {
  connection: DirectoryConnection;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<MicrosoftValues>({
    directoryId: "",
    clientId: "",
    clientSecret: "",
    deleteMissing: connection.deleteMissing,
  });
  const stored = connection.configured;
  const set = (part: Partial<MicrosoftValues>) => setValues((current) => ({ ...current, ...part }));

  return (
    <ConnectionForm
      provider="microsoft"
      stored={stored}
      onCancel={onCancel}
      steps={[
        t("inventory.directory.microsoft.step1"),
        t("inventory.directory.microsoft.step2"),
        t("inventory.directory.microsoft.step3"),
      ]}
      validate={() => validateMicrosoft(values, t)}
      request={() => ({
        provider: "microsoft",
        body: {
          directoryId: values.directoryId.trim(),
          clientId: values.clientId.trim(),
          clientSecret: values.clientSecret,
          deleteMissing: values.deleteMissing,
        },
      })}
      onSaved={() => set({ clientSecret: "" })}
    >
      {(problems) => (
        <>
          <TextField
            label={t("inventory.directory.microsoft.directoryId")}
            name="directoryId"
            required
            autoComplete="off"
            spellCheck={false}
            hint={t("inventory.directory.microsoft.directoryIdHint")}
            value={values.directoryId}
            error={problems.directoryId}
            onChange={(event) => set({ directoryId: event.target.value })}
          />
          <TextField
            label={t("inventory.directory.microsoft.clientId")}
            name="clientId"
            required
            autoComplete="off"
            spellCheck={false}
            hint={t("inventory.directory.microsoft.clientIdHint")}
            value={values.clientId}
            error={problems.clientId}
            onChange={(event) => set({ clientId: event.target.value })}
          />
          <PasswordField
            label={t("inventory.directory.microsoft.clientSecret")}
            name="clientSecret"
            required
            autoComplete="off"
            placeholder={stored ? t("inventory.directory.secretPlaceholder") : undefined}
            hint={stored ? t("inventory.directory.secretStored") : t("inventory.directory.microsoft.clientSecretHint")}
            value={values.clientSecret}
            error={problems.clientSecret}
            onChange={(event) => set({ clientSecret: event.target.value })}
          />
          <Checkbox
            label={t("inventory.directory.deleteMissingLabel", { provider: providerLabel(t, "microsoft") })}
            checked={values.deleteMissing}
            onChange={(event) => set({ deleteMissing: event.target.checked })}
          />
        </>
      )}
    </ConnectionForm>
  );
}
