import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { TextAreaField } from "../../../components/ScreenParts/ScreenParts";
import { TextField } from "../../../components/TextField/TextField";
import { type DirectoryConnection, providerLabel } from "../shared/people";
import { ConnectionForm } from "./ConnectionForm";
import { type GoogleValues, validateGoogle } from "./validation";

/**
 * Google Workspace's credentials: a service account's JSON key (write-only: the field starts
 * empty, and once stored its hint says so and typing a new one replaces it), the admin it acts
 * as, and the customer id (`my_customer` when empty).
 */
export function GoogleConnectionForm({
  connection,
  onCancel,
}: {
  connection: DirectoryConnection;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<GoogleValues>({
    serviceAccountKey: "",
    adminEmail: "",
    customer: "",
    deleteMissing: connection.deleteMissing,
  });
  const stored = connection.configured;
  const set = (part: Partial<GoogleValues>) => setValues((current) => ({ ...current, ...part }));

  return (
    <ConnectionForm
      provider="google"
      stored={stored}
      onCancel={onCancel}
      steps={[
        t("inventory.directory.google.step1"),
        t("inventory.directory.google.step2"),
        t("inventory.directory.google.step3"),
      ]}
      validate={() => validateGoogle(values, t)}
      request={() => ({
        provider: "google",
        body: {
          serviceAccountKey: values.serviceAccountKey.trim(),
          adminEmail: values.adminEmail.trim(),
          customer: values.customer.trim() || "my_customer",
          deleteMissing: values.deleteMissing,
        },
      })}
      onSaved={() => set({ serviceAccountKey: "" })}
    >
      {(problems) => (
        <>
          <TextAreaField
            label={t("inventory.directory.google.key")}
            name="serviceAccountKey"
            required
            spellCheck={false}
            autoComplete="off"
            placeholder={stored ? t("inventory.directory.secretPlaceholder") : '{ "type": "service_account", … }'}
            hint={stored ? t("inventory.directory.secretStored") : t("inventory.directory.google.keyHint")}
            value={values.serviceAccountKey}
            error={problems.serviceAccountKey}
            onChange={(event) => set({ serviceAccountKey: event.target.value })}
          />
          <TextField
            label={t("inventory.directory.google.adminEmail")}
            name="adminEmail"
            type="email"
            required
            autoComplete="off"
            hint={t("inventory.directory.google.adminEmailHint")}
            value={values.adminEmail}
            error={problems.adminEmail}
            onChange={(event) => set({ adminEmail: event.target.value })}
          />
          <TextField
            label={t("inventory.directory.google.customer")}
            name="customer"
            autoComplete="off"
            placeholder="my_customer"
            hint={t("inventory.directory.google.customerHint")}
            value={values.customer}
            error={problems.customer}
            onChange={(event) => set({ customer: event.target.value })}
          />
          <Checkbox
            label={t("inventory.directory.deleteMissingLabel", { provider: providerLabel(t, "google") })}
            checked={values.deleteMissing}
            onChange={(event) => set({ deleteMissing: event.target.checked })}
          />
        </>
      )}
    </ConnectionForm>
  );
}
