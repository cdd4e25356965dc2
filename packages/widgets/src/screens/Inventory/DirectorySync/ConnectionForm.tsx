import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { useToast } from "../../../components/Toast/Toaster";
import { invalidate } from "../../../data/hooks";
import { useRuntime, useSession } from "../../../data/session";
import { type DirectoryConnectionInput, inventoryKeys, useSaveDirectoryConnection } from "../queries";
import { type DirectoryProvider, fieldErrors, peopleFailure, providerLabel } from "../shared/people";
import * as css from "./DirectorySync.css";
import type { FieldProblems } from "./validation";

/** Props of {@link ConnectionForm}. */
export interface ConnectionFormProps {
  provider: DirectoryProvider;
  /** A connection exists: the button says "Save and replace", the secret fields say one is stored. */
  stored: boolean;
  /** Closes the form (only offered once a connection exists). */
  onCancel: (() => void) | undefined;
  /** The steps of "How do I get these?" in the provider's console. */
  steps: readonly string[];
  /** The form's problems before anything is sent. */
  validate: () => FieldProblems;
  /** The request that saves the connection. */
  request: () => DirectoryConnectionInput;
  /** Called once saved: the secret fields are emptied (secrets never stay on the page). */
  onSaved: () => void;
  /** The provider's fields, given the problems to show on them. */
  children: (problems: FieldProblems) => ReactNode;
}

/**
 * The frame both providers' credential forms share: how-to steps, checks before sending, the
 * server's 422 field problems on the fields (any other refusal in a banner), Connect or Save and
 * replace, and a toast once saved. The form stays open afterwards, its secret fields empty and
 * marked as stored.
 */
export function ConnectionForm({
  provider,
  stored,
  onCancel,
  steps,
  validate,
  request,
  onSaved,
  children,
}: ConnectionFormProps) {
  const { t } = useTranslation();
  const { runtime } = useRuntime();
  const session = useSession();
  const toast = useToast();
  const [problems, setProblems] = useState<FieldProblems>({});
  const name = providerLabel(t, provider);
  const save = useSaveDirectoryConnection();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const saved = await save.mutate(request());
    if (!saved) return;
    onSaved();
    toast.show({ variant: "success", message: t("inventory.directory.saved", { provider: name }) });
    await invalidate(runtime, inventoryKeys.directory(session.tenantId));
  };

  // The server's field problems go on the fields; anything else is a banner.
  const serverProblems = save.status === "error" ? fieldErrors(save.error, t) : {};
  const onFields =
    save.status === "error" && toApiError(save.error).statusCode === 422 && Object.keys(serverProblems).length > 0;
  useEffect(() => {
    if (onFields) setProblems(fieldErrors(save.error, t));
  }, [onFields, save.error, t]);

  return (
    <form
      className={css.form}
      noValidate
      onSubmit={onSubmit}
      aria-label={t("inventory.directory.formLabel", { provider: name })}
    >
      <details className={css.help}>
        <summary>{t("inventory.directory.howTo")}</summary>
        <ol className={css.steps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
      {save.status === "error" && !onFields && (
        <ErrorBanner message={peopleFailure(save.error, t)} onDismiss={save.reset} />
      )}
      {children(problems)}
      <div className={css.actions}>
        <Button type="submit" loading={save.status === "pending"}>
          {stored ? t("inventory.directory.saveReplace") : t("inventory.directory.connect")}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t("inventory.directory.close")}
          </Button>
        )}
      </div>
    </form>
  );
}
