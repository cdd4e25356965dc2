import type { PhishingTemplate } from "@bulwark/client";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/Button/Button";
import { Card } from "../../../../components/Card/Card";
import { ErrorBanner } from "../../../../components/ErrorBanner/ErrorBanner";
import { errorMessage } from "../../../../components/ErrorBanner/errorMessage";
import { lazyPart } from "../../../../components/Lazy/lazyPart";
import { Link } from "../../../../components/Link/Link";
import { Page } from "../../../../components/Page/Page";
import { TextAreaField, withToasts } from "../../../../components/ScreenParts/ScreenParts";
import { Select } from "../../../../components/Select/Select";
import { TextField } from "../../../../components/TextField/TextField";
import { useToast } from "../../../../components/Toast/Toaster";
import { useRuntime } from "../../../../data/session";
import { LabelsField } from "../../../Inventory/shared/LabelsField";
import {
  type PhishingOwner,
  type PhishingScope,
  type PhishingTemplateType,
  useCopyTemplate,
  useLandingPageList,
  useSaveTemplate,
  useTemplate,
  useTemplateList,
} from "../queries";
import { HtmlSourceField } from "../shared/HtmlSourceField";
import { screenGate, useSaveFailure } from "../shared/parts";
import {
  type FieldErrors,
  LANGUAGES,
  PLACEHOLDERS,
  phishingPaths,
  TEMPLATE_TYPES,
  usePhishingAccess,
} from "../shared/phishing";
import * as css from "../shared/phishing.css";
import {
  emptyTemplate,
  type TemplateValues,
  templateInput,
  templateValues,
  validateTemplate,
} from "../shared/template";
import { TemplatePreview } from "./TemplatePreview";

/** The send-test dialog loads when first opened: most visits never send a test. */
const SendTestDialog = lazyPart(() => import("../shared/SendTestDialog").then((m) => m.SendTestDialog));

/** Props of {@link PhishingTemplateEditor}. */
export interface PhishingTemplateEditorProps {
  /**
   * Whose template: the organisation's (a common one read-only with "Copy to organization"; the
   * default), or a common one edited by a super-admin (Administration → Templates).
   */
  scope?: PhishingScope;
  /** The template to edit; absent (or `""`) creates one. */
  templateId?: string;
  /** Where "Back to templates" goes; defaults to the scope's list. */
  backHref?: string;
  /** A template's address, where a new template or a copy goes; defaults to the scope's. */
  templateHref?: (template: PhishingTemplate) => string;
  /** Where "Create landing page" goes; defaults to the scope's. */
  createLandingPageHref?: string;
  /** Address the Contact Us button writes to when the organisation lacks the phishing feature. */
  contactEmail?: string;
}

/** Landing pages the select offers (a library holds tens). */
const LANDING_WINDOW = 100;

/**
 * One phishing template, every field of the seeds: name, description, technique, language, the
 * organisation it belongs to (All organisations for the common library), the sending email, the
 * subject (email title) and from name, tags, the landing page (a credential-harvest template must
 * name a credential-harvest page: "Name must match created templates"), the red flags remedial
 * training lists, and the HTML body with gophish's placeholders. Beside it the live, sanitised
 * preview ({@link TemplatePreview}); under it Save, and for a saved template of the organisation
 * the send-test dialog. In the organisation's library a common template is read-only with "Copy
 * to organization"; the API's refusals show at their fields, an HTML refusal with what was found.
 */
function PhishingTemplateEditorScreen({
  scope = "organization",
  templateId = "",
  backHref = phishingPaths(scope).templates,
  templateHref = (template) => phishingPaths(scope).template(template),
  createLandingPageHref = phishingPaths(scope).createLandingPage,
  contactEmail = "",
}: PhishingTemplateEditorProps) {
  const { t } = useTranslation();
  const { navigate } = useRuntime();
  const toast = useToast();
  const access = usePhishingAccess(scope);
  const { session, owner, ready, canEdit: mayEdit } = access;
  const template = useTemplate(owner, templateId, ready);
  const creating = templateId === "";
  const common = scope === "organization" && template.data?.tenantId === null;
  const canEdit = mayEdit && !common;

  const gate = screenGate({
    access,
    contactEmail,
    deniedTitle: t("phishingContent.templates.adminTitle"),
    ...(creating
      ? {}
      : {
          item: {
            status: template.status,
            error: template.error,
            title: t("phishingContent.editor.details"),
            back: { href: backHref, label: t("phishingContent.editor.back") },
          },
        }),
  });
  if (gate) return gate;

  return (
    <Page
      title={creating ? t("phishingContent.editor.createTitle") : (template.data?.name ?? "")}
      back={{ href: backHref, label: t("phishingContent.editor.back") }}
      primaryAction={
        common && mayEdit && template.data && <CopyButton template={template.data} templateHref={templateHref} />
      }
    >
      <TemplateForm
        key={template.data?.id ?? "new"}
        template={template.data}
        owner={owner}
        scope={scope}
        ready={ready}
        readOnly={!canEdit}
        commonNotice={common}
        // A common template belongs to every organisation: it says so, read-only, wherever it is opened.
        organizationName={scope === "common" || common ? null : (session.tenant?.name ?? "")}
        canSendTest={scope === "organization" && mayEdit}
        createLandingPageHref={createLandingPageHref}
        onSaved={(saved) => {
          toast.show({
            variant: "success",
            message: creating ? t("phishingContent.editor.created") : t("phishingContent.editor.saved"),
          });
          if (creating) navigate(templateHref(saved));
        }}
      />
    </Page>
  );
}

function CopyButton({
  template,
  templateHref,
}: {
  template: PhishingTemplate;
  templateHref: (template: PhishingTemplate) => string;
}) {
  const { t } = useTranslation();
  const { navigate } = useRuntime();
  const { session } = usePhishingAccess("organization");
  const toast = useToast();
  const copy = useCopyTemplate(session.tenantId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new failure only.
  useEffect(() => {
    if (copy.status === "error")
      toast.show({ variant: "error", message: errorMessage(copy.error, t) || t("phishingContent.errorHappened") });
  }, [copy.status, copy.error]);
  return (
    <Button
      loading={copy.status === "pending"}
      onClick={async () => {
        const created = await copy.mutate(template);
        if (!created) return;
        toast.show({ variant: "success", message: t("phishingContent.templates.copied", { name: created.name }) });
        navigate(templateHref(created));
      }}
    >
      {t("phishingContent.editor.copy")}
    </Button>
  );
}

/** The form: details, sender, body, landing page; the live preview beside it. */
function TemplateForm({
  template,
  owner,
  scope,
  ready,
  readOnly,
  commonNotice,
  organizationName,
  canSendTest,
  createLandingPageHref,
  onSaved,
}: {
  template: PhishingTemplate | undefined;
  owner: PhishingOwner;
  scope: PhishingScope;
  ready: boolean;
  readOnly: boolean;
  commonNotice: boolean;
  /** The organisation's name; null for the common library (All organisations). */
  organizationName: string | null;
  canSendTest: boolean;
  createLandingPageHref: string;
  onSaved: (template: PhishingTemplate) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TemplateValues>(() => (template ? templateValues(template) : emptyTemplate()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const save = useSaveTemplate(owner);
  const landingPages = useLandingPageList(owner, { skip: 0, limit: LANDING_WINDOW }, ready);
  const tagSource = useTemplateList(
    owner,
    { scope: scope === "common" ? "common" : "all", skip: 0, limit: 100 },
    ready,
  );
  const tagSuggestions = [...new Set(tagSource.data?.items.flatMap((item) => item.tags) ?? [])];

  useSaveFailure(save, { fields: setErrors, failure: setFailure }, (byField) =>
    // The seeds' words for the credential-harvest rule; the HTML checks keep the API's, which name what was found.
    byField.landingPageId?.includes("Name must match created templates")
      ? { ...byField, landingPageId: t("phishingContent.messages.nameMustMatch") }
      : byField,
  );

  const set = <K extends keyof TemplateValues>(key: K, value: TemplateValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateTemplate(values, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const saved = await save.mutate({ ...(template ? { id: template.id } : {}), body: templateInput(values) });
    if (saved) onSaved(saved);
  };

  const harvest = values.type === "CredentialHarvest";
  // A credential-harvest template may only name a credential-harvest page (the API's rule too).
  const pageOptions = (landingPages.data?.items ?? [])
    .filter((page) => !harvest || page.type === "CredentialHarvest")
    .map((page) => ({
      value: page.id,
      label: `${page.name} · ${t(`phishingContent.landingTypes.${page.type}`)}${page.tenantId === null ? "" : ` · ${t("phishingContent.owners.organization")}`}`,
    }));

  return (
    <div className={css.layout}>
      {commonNotice && <p className={css.muted}>{t("phishingContent.editor.readOnly")}</p>}
      <form className={css.layout} noValidate onSubmit={onSubmit}>
        {failure && <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />}
        <Card title={t("phishingContent.editor.details")}>
          <div className={css.form}>
            <TextField
              label={t("phishingContent.editor.name")}
              required
              maxLength={100}
              disabled={readOnly}
              value={values.name}
              error={errors.name}
              onChange={(event) => set("name", event.target.value)}
            />
            <TextAreaField
              label={t("phishingContent.editor.description")}
              rows={2}
              maxLength={2000}
              disabled={readOnly}
              value={values.description}
              error={errors.description}
              onChange={(event) => set("description", event.target.value)}
            />
            <div className={css.row}>
              <Select
                label={t("phishingContent.editor.type")}
                required
                disabled={readOnly}
                placeholder={t("phishingContent.editor.chooseType")}
                options={TEMPLATE_TYPES.map((value) => ({ value, label: t(`phishingContent.templateTypes.${value}`) }))}
                value={values.type}
                error={errors.type}
                hint={values.type ? t(`phishingContent.templateTypeHints.${values.type}`) : undefined}
                onChange={(event) => set("type", event.target.value as PhishingTemplateType | "")}
              />
              <Select
                label={t("phishingContent.editor.language")}
                required
                disabled={readOnly}
                placeholder={t("phishingContent.editor.chooseLanguage")}
                options={LANGUAGES.map((value) => ({ value, label: t(`phishingContent.languages.${value}`) }))}
                value={values.language}
                error={errors.language}
                onChange={(event) => set("language", event.target.value as TemplateValues["language"])}
              />
              <TextField
                label={t("phishingContent.editor.organization")}
                readOnly
                disabled
                value={organizationName ?? t("phishingContent.owners.allOrganizations")}
              />
            </div>
            <LabelsField
              label={t("phishingContent.editor.tags")}
              name="tags"
              value={values.tags}
              suggestions={tagSuggestions}
              disabled={readOnly}
              error={errors.tags}
              onChange={(next) => set("tags", next)}
            />
          </div>
        </Card>
        <Card title={t("phishingContent.editor.email")}>
          <div className={css.split}>
            <div className={css.form}>
              <div className={css.row}>
                <TextField
                  label={t("phishingContent.editor.fromName")}
                  required
                  maxLength={100}
                  disabled={readOnly}
                  value={values.emailFromName}
                  error={errors.emailFromName}
                  onChange={(event) => set("emailFromName", event.target.value)}
                />
                <TextField
                  label={t("phishingContent.editor.sendingEmail")}
                  type="email"
                  required
                  disabled={readOnly}
                  value={values.sendingEmail}
                  error={errors.sendingEmail}
                  onChange={(event) => set("sendingEmail", event.target.value)}
                />
              </div>
              <TextField
                label={t("phishingContent.editor.emailTitle")}
                required
                maxLength={200}
                disabled={readOnly}
                hint={t("phishingContent.editor.emailTitleHint")}
                value={values.emailTitle}
                error={errors.emailTitle}
                onChange={(event) => set("emailTitle", event.target.value)}
              />
              <HtmlSourceField
                label={t("phishingContent.editor.emailBody")}
                required
                disabled={readOnly}
                hint={t("phishingContent.editor.emailBodyHint")}
                placeholders={PLACEHOLDERS.map((p) => p.name)}
                value={values.emailBody}
                error={errors.emailBody}
                onChange={(body) => set("emailBody", body)}
              />
            </div>
            <section className={css.form} aria-label={t("phishingContent.preview.title")}>
              <h2 className={css.refusalTitle}>{t("phishingContent.preview.title")}</h2>
              <TemplatePreview
                owner={owner}
                enabled={ready}
                request={{
                  emailBody: values.emailBody,
                  emailTitle: values.emailTitle,
                  emailFromName: values.emailFromName,
                  sendingEmail: values.sendingEmail,
                }}
              />
            </section>
          </div>
        </Card>
        <Card title={t("phishingContent.editor.afterClick")}>
          <div className={css.form}>
            <Select
              label={t("phishingContent.editor.landingPage")}
              required={harvest}
              disabled={readOnly}
              placeholder={t("phishingContent.editor.noLandingPage")}
              options={pageOptions}
              value={values.landingPageId}
              error={errors.landingPageId}
              hint={
                harvest
                  ? t("phishingContent.editor.landingPageHarvestHint")
                  : t("phishingContent.editor.landingPageHint")
              }
              onChange={(event) => set("landingPageId", event.target.value)}
            />
            {!readOnly && <Link href={createLandingPageHref}>{t("phishingContent.editor.createLandingPage")}</Link>}
            <TextAreaField
              label={t("phishingContent.editor.redFlags")}
              rows={4}
              disabled={readOnly}
              hint={t("phishingContent.editor.redFlagsHint")}
              value={values.redFlags}
              error={errors.redFlags}
              onChange={(event) => set("redFlags", event.target.value)}
            />
          </div>
        </Card>
        <div className={css.inline}>
          {!readOnly && (
            <Button type="submit" loading={save.status === "pending"}>
              {t("phishingContent.editor.save")}
            </Button>
          )}
          {canSendTest && template && (
            <Button variant="secondary" onClick={() => setTesting(true)}>
              {t("phishingContent.sendTest.open")}
            </Button>
          )}
        </div>
      </form>
      {template && testing && <SendTestDialog open onClose={() => setTesting(false)} template={template} />}
    </div>
  );
}

/** The phishing template editor; see {@link PhishingTemplateEditorScreen}. */
export const PhishingTemplateEditor = withToasts(PhishingTemplateEditorScreen);
