import type { Schema } from "@bulwark/client";
import { type FormEvent, type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { Page } from "../../../components/Page/Page";
import { NoOrganization, ReadOnlyNotice, TextAreaField, withToasts } from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { Spinner } from "../../../components/Spinner/Spinner";
import { TextField } from "../../../components/TextField/TextField";
import { useToast } from "../../../components/Toast/Toaster";
import { useSession } from "../../../data/session";
import { ExtensionKey } from "../../ReportButton/ExtensionKey/ExtensionKey";
import { useExtensionData, useSaveExtensionData } from "../queries";
import { canManageOrganization } from "../shared/access";
import { organizationFailure } from "../shared/errors";
import { isValidDomain, MAX_DOMAINS, MAX_OVERLAY_CHARS } from "../shared/validation";
import * as css from "./ExtensionSettings.css";

type ExtensionData = Schema<"ExtensionData">;

/** Props of {@link ExtensionSettings}. */
export interface ExtensionSettingsProps {
  /** The organisation; defaults to the active one. */
  tenantId?: string;
}

/**
 * Settings of the phishing-reporting browser extension (route `/organizations/whitelisted-domains`):
 * a list of whitelisted domains (validated as they are added), the header and form overlay
 * messages and whether the form overlay shows. Save confirms with a toast. Below, the
 * organisation's extension key, which the deployed add-in or extension uses. Without
 * ManageOrganization everything is read-only.
 */
function ExtensionSettingsScreen({ tenantId }: ExtensionSettingsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const id = tenantId ?? session.tenantId;
  const query = useExtensionData(id);

  if (session.status === "loading") return <Spinner />;
  if (!id) return <NoOrganization />;
  const canManage = canManageOrganization(session, id);

  return (
    <Page title={t("organizations.extension.title")} description={t("organizations.extension.intro")} width="reading">
      {!canManage && <ReadOnlyNotice />}
      {query.status === "error" ? (
        <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <>
          <ExtensionForm key={id} tenantId={id} initial={query.data} editable={canManage} />
          <ExtensionKey tenantId={id} editable={canManage} />
        </>
      ) : (
        <Spinner />
      )}
    </Page>
  );
}

function ExtensionForm({
  tenantId,
  initial,
  editable,
}: {
  tenantId: string;
  initial: ExtensionData;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [domains, setDomains] = useState<string[]>(initial.whitelistedDomains);
  const [draft, setDraft] = useState("");
  const [domainError, setDomainError] = useState<string | undefined>();
  const [header, setHeader] = useState(initial.headerOverlayMessage);
  const [form, setForm] = useState(initial.formOverlayMessage);
  const [enabled, setEnabled] = useState(initial.formOverlayEnabled);
  const domainRef = useRef<HTMLInputElement>(null);

  const save = useSaveExtensionData(tenantId);

  /** Checks the typed domain; answers the list with it added, or undefined (and shows why). */
  const withDraft = (): string[] | undefined => {
    const domain = draft.trim().toLowerCase();
    if (domain === "") return domains;
    if (!isValidDomain(domain)) return fail(t("organizations.extension.invalidDomain"));
    if (domains.includes(domain)) return fail(t("organizations.extension.duplicateDomain"));
    if (domains.length >= MAX_DOMAINS)
      return fail(t("organizations.extension.tooManyDomains", { max: String(MAX_DOMAINS) }));
    return [...domains, domain];
  };
  const fail = (message: string) => {
    setDomainError(message);
    domainRef.current?.focus();
    return undefined;
  };

  const add = () => {
    if (draft.trim() === "") return;
    const next = withDraft();
    if (!next) return;
    setDomains(next);
    setDraft("");
    setDomainError(undefined);
    domainRef.current?.focus();
  };
  const onDomainKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter adds the domain instead of submitting the whole form.
    event.preventDefault();
    add();
  };
  const remove = (domain: string) => {
    setDomains((current) => current.filter((d) => d !== domain));
    domainRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A domain still in the box counts as added, when it is valid.
    const list = withDraft();
    if (!list) return;
    setDomains(list);
    setDraft("");
    const saved = await save.mutate({
      whitelistedDomains: list,
      headerOverlayMessage: header,
      formOverlayMessage: form,
      formOverlayEnabled: enabled,
    });
    if (!saved) return;
    toast.show({ variant: "success", message: t("organizations.extension.saved") });
  };

  return (
    <form className={css.form} noValidate onSubmit={onSubmit}>
      {save.status === "error" && <ErrorBanner message={organizationFailure(save.error, t)} onDismiss={save.reset} />}
      <Card title={t("organizations.extension.domainsTitle")} description={t("organizations.extension.domainsHint")}>
        {editable && (
          <div className={css.addRow}>
            <TextField
              ref={domainRef}
              className={css.domainField}
              label={t("organizations.extension.domainInput")}
              name="domain"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="example.com"
              value={draft}
              error={domainError}
              onChange={(event) => {
                setDraft(event.target.value);
                setDomainError(undefined);
              }}
              onKeyDown={onDomainKey}
            />
            <Button className={css.addButton} variant="secondary" onClick={add}>
              {t("organizations.extension.add")}
            </Button>
          </div>
        )}
        {domains.length === 0 ? (
          <EmptyState compact headingLevel={null} title={t("organizations.extension.noDomains")} />
        ) : (
          <ul className={css.domains} aria-label={t("organizations.extension.domainsTitle")}>
            {domains.map((domain) => (
              <li key={domain} className={css.domain}>
                <code className={css.domainName}>{domain}</code>
                {editable && (
                  <Button
                    className={parts.smallButton}
                    variant="secondary"
                    aria-label={t("organizations.extension.removeDomain", { domain })}
                    onClick={() => remove(domain)}
                  >
                    {t("organizations.common.remove")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <div className={parts.form}>
          <TextAreaField
            label={t("organizations.extension.headerOverlay")}
            hint={t("organizations.extension.overlayHint", { max: String(MAX_OVERLAY_CHARS) })}
            name="headerOverlayMessage"
            maxLength={MAX_OVERLAY_CHARS}
            rows={3}
            value={header}
            disabled={!editable}
            onChange={(event) => setHeader(event.target.value)}
          />
          <TextAreaField
            label={t("organizations.extension.formOverlay")}
            hint={t("organizations.extension.overlayHint", { max: String(MAX_OVERLAY_CHARS) })}
            name="formOverlayMessage"
            maxLength={MAX_OVERLAY_CHARS}
            rows={3}
            value={form}
            disabled={!editable}
            onChange={(event) => setForm(event.target.value)}
          />
          <Checkbox
            label={t("organizations.extension.formOverlayEnabled")}
            name="formOverlayEnabled"
            checked={enabled}
            disabled={!editable}
            onChange={(event) => setEnabled(event.target.checked)}
          />
        </div>
      </Card>
      {editable && (
        <div className={parts.formActions}>
          <Button type="submit" loading={save.status === "pending"}>
            {t("organizations.extension.save")}
          </Button>
        </div>
      )}
    </form>
  );
}

export const ExtensionSettings = withToasts(ExtensionSettingsScreen);
