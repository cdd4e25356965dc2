import type { LandingPage, LandingPageInput, LearningLanguage } from "@bulwark/client";
import type { TFunction } from "i18next";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/Button/Button";
import { Card } from "../../../../components/Card/Card";
import { ErrorBanner } from "../../../../components/ErrorBanner/ErrorBanner";
import { Page } from "../../../../components/Page/Page";
import { TextAreaField, withToasts } from "../../../../components/ScreenParts/ScreenParts";
import { Select } from "../../../../components/Select/Select";
import { TextField } from "../../../../components/TextField/TextField";
import { useToast } from "../../../../components/Toast/Toaster";
import { useRuntime } from "../../../../data/session";
import {
  type LandingPageType,
  type PhishingOwner,
  type PhishingScope,
  useLandingPage,
  useSaveLandingPage,
} from "../queries";
import { HtmlSourceField } from "../shared/HtmlSourceField";
import { basicErrors, screenGate, useSaveFailure } from "../shared/parts";
import { type FieldErrors, LANDING_PAGE_TYPES, LANGUAGES, phishingPaths, usePhishingAccess } from "../shared/phishing";
import * as css from "../shared/phishing.css";
import { SandboxFrame } from "../shared/SandboxFrame";

/** Props of {@link LandingPageEditor}. */
export interface LandingPageEditorProps {
  /** Whose landing page: the organisation's (a common one read-only; the default) or a common one (Administration). */
  scope?: PhishingScope;
  /** The landing page to edit; absent (or `""`) creates one. */
  landingPageId?: string;
  /** The type a new page starts with. */
  initialType?: LandingPageType;
  /** Where "Back to landing pages" goes; defaults to the scope's list. */
  backHref?: string;
  /** A landing page's address, where a new page goes; defaults to the scope's `…/:id`. */
  landingPageHref?: (page: LandingPage) => string;
  /** Address the Contact Us button writes to when the organisation lacks the phishing feature. */
  contactEmail?: string;
}

/** The form's values. */
interface LandingValues {
  name: string;
  type: LandingPageType | "";
  language: LearningLanguage | "";
  html: string;
  customMessage: string;
}

/** A starting form for a credential-harvest page: posts to `{{.URL}}`, the only action the API accepts. */
const HARVEST_STARTER = `<div style="max-width:360px;margin:48px auto;font-family:Arial,sans-serif">
  <h1 style="font-size:20px">Sign in</h1>
  <form method="post" action="{{.URL}}">
    <p><label>Email<br><input type="email" name="email" value="{{.Email}}" style="width:100%"></label></p>
    <p><label>Password<br><input type="password" name="password" style="width:100%"></label></p>
    <p><button type="submit">Sign in</button></p>
  </form>
</div>`;

/** The placeholders a landing page may use. */
const LANDING_PLACEHOLDERS = ["{{.URL}}", "{{.FirstName}}", "{{.LastName}}", "{{.Email}}"] as const;

const valuesOf = (page: LandingPage | undefined, initialType: LandingPageType | undefined): LandingValues =>
  page
    ? {
        name: page.name,
        type: page.type,
        language: page.language,
        html: page.html ?? "",
        customMessage: page.customMessage ?? "",
      }
    : {
        name: "",
        type: initialType ?? "",
        language: "",
        html: initialType === "CredentialHarvest" ? HARVEST_STARTER : "",
        customMessage: "",
      };

const inputOf = (values: LandingValues): LandingPageInput => ({
  name: values.name.trim(),
  type: values.type as LandingPageType,
  language: values.language as LearningLanguage,
  html: values.html.trim() ? values.html : null,
  customMessage: values.customMessage.trim() ? values.customMessage.trim() : null,
});

/** The checks before any call, in the API's words (it checks the HTML itself). */
function validate(values: LandingValues, t: TFunction): FieldErrors {
  const errors = basicErrors(values, t);
  if (values.type === "CredentialHarvest" && !/<form[\s>]/i.test(values.html))
    errors.html = t("phishingContent.messages.harvestNeedsForm");
  if (values.type === "Other" && !values.customMessage.trim())
    errors.customMessage = t("phishingContent.messages.customMessageRequired");
  return errors;
}

/** Text made safe to put between tags. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * What the page shows as written: its own HTML, or for a feedback page without any, the product's
 * built-in page (its words; for PhishedDisplay the gist: the simulation serves the full teachable
 * moment, with the organisation's name and the email's own clues, see `simulation-landing.ts`), or
 * an `Other` page's message.
 */
function previewHtml(values: LandingValues, t: TFunction): string {
  if (values.html.trim()) return values.html;
  if (values.type === "" || values.type === "CredentialHarvest") return "";
  const message =
    values.type === "Other"
      ? values.customMessage
      : t(`phishingContent.builtIn.${values.type}` as "phishingContent.builtIn.GenericMsg");
  return `<div style="max-width:560px;margin:48px auto;font-family:Arial,sans-serif;line-height:1.5"><p>${escapeHtml(message)}</p></div>`;
}

/**
 * One landing page: name, type (a credential-harvest form, or a feedback page GenericMsg,
 * Error404Page, PhishedDisplay, Other with its custom message) and language, and its HTML source
 * (a credential form posts to `{{.URL}}`: the API refuses any other action, scripts and event
 * handlers, naming what it found). The preview renders the page as written in a sandboxed frame:
 * no script runs, no form submits, nothing loads but inline styles and images.
 */
function LandingPageEditorScreen({
  scope = "organization",
  landingPageId = "",
  initialType,
  backHref = phishingPaths(scope).landingPages,
  landingPageHref = (page) => phishingPaths(scope).landingPage(page),
  contactEmail = "",
}: LandingPageEditorProps) {
  const { t } = useTranslation();
  const { navigate } = useRuntime();
  const toast = useToast();
  const access = usePhishingAccess(scope);
  const { owner, ready, canEdit: mayEdit } = access;
  const page = useLandingPage(owner, landingPageId, ready);
  const creating = landingPageId === "";
  const common = scope === "organization" && page.data?.tenantId === null;
  const canEdit = mayEdit && !common;

  const gate = screenGate({
    access,
    contactEmail,
    deniedTitle: t("phishingContent.landingPages.title"),
    ...(creating
      ? {}
      : {
          item: {
            status: page.status,
            error: page.error,
            title: t("phishingContent.landingEditor.details"),
            back: { href: backHref, label: t("phishingContent.landingEditor.back") },
          },
        }),
  });
  if (gate) return gate;

  return (
    <Page
      title={creating ? t("phishingContent.landingEditor.createTitle") : (page.data?.name ?? "")}
      back={{ href: backHref, label: t("phishingContent.landingEditor.back") }}
    >
      <LandingForm
        key={page.data?.id ?? "new"}
        page={page.data}
        initialType={initialType}
        owner={owner}
        readOnly={!canEdit}
        commonNotice={common}
        onSaved={(saved) => {
          toast.show({
            variant: "success",
            message: creating ? t("phishingContent.landingEditor.created") : t("phishingContent.landingEditor.saved"),
          });
          if (creating) navigate(landingPageHref(saved));
        }}
      />
    </Page>
  );
}

function LandingForm({
  page,
  initialType,
  owner,
  readOnly,
  commonNotice,
  onSaved,
}: {
  page: LandingPage | undefined;
  initialType: LandingPageType | undefined;
  owner: PhishingOwner;
  readOnly: boolean;
  commonNotice: boolean;
  onSaved: (page: LandingPage) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LandingValues>(() => valuesOf(page, initialType));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveLandingPage(owner);

  useSaveFailure(save, { fields: setErrors, failure: setFailure });

  const set = <K extends keyof LandingValues>(key: K, value: LandingValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const saved = await save.mutate({ ...(page ? { id: page.id } : {}), body: inputOf(values) });
    if (saved) onSaved(saved);
  };

  const feedback = values.type !== "" && values.type !== "CredentialHarvest";
  const shown = previewHtml(values, t);

  return (
    <div className={css.layout}>
      {commonNotice && <p className={css.muted}>{t("phishingContent.landingEditor.readOnly")}</p>}
      <form className={css.layout} noValidate onSubmit={onSubmit}>
        {failure && <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />}
        <Card title={t("phishingContent.landingEditor.details")}>
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
            <div className={css.row}>
              <Select
                label={t("phishingContent.editor.type")}
                required
                disabled={readOnly}
                placeholder={t("phishingContent.editor.chooseType")}
                options={LANDING_PAGE_TYPES.map((value) => ({
                  value,
                  label: t(`phishingContent.landingTypes.${value}`),
                }))}
                value={values.type}
                error={errors.type}
                hint={values.type ? t(`phishingContent.landingTypeHints.${values.type}`) : undefined}
                onChange={(event) => {
                  const type = event.target.value as LandingPageType | "";
                  // A new credential page starts from a working form rather than an empty field.
                  if (type === "CredentialHarvest" && !values.html.trim()) set("html", HARVEST_STARTER);
                  set("type", type);
                }}
              />
              <Select
                label={t("phishingContent.editor.language")}
                required
                disabled={readOnly}
                placeholder={t("phishingContent.editor.chooseLanguage")}
                options={LANGUAGES.map((value) => ({ value, label: t(`phishingContent.languages.${value}`) }))}
                value={values.language}
                error={errors.language}
                onChange={(event) => set("language", event.target.value as LearningLanguage | "")}
              />
            </div>
            {values.type === "Other" && (
              <TextAreaField
                label={t("phishingContent.landingEditor.customMessage")}
                required
                rows={3}
                maxLength={2000}
                disabled={readOnly}
                value={values.customMessage}
                error={errors.customMessage}
                onChange={(event) => set("customMessage", event.target.value)}
              />
            )}
          </div>
        </Card>
        <Card title={t("phishingContent.landingEditor.content")}>
          <div className={css.split}>
            <HtmlSourceField
              label={t("phishingContent.landingEditor.html")}
              required={values.type === "CredentialHarvest"}
              disabled={readOnly}
              hint={
                feedback
                  ? t("phishingContent.landingEditor.htmlFeedbackHint")
                  : t("phishingContent.landingEditor.htmlHint")
              }
              placeholders={LANDING_PLACEHOLDERS}
              value={values.html}
              error={errors.html}
              onChange={(html) => set("html", html)}
            />
            <section className={css.form} aria-label={t("phishingContent.preview.title")}>
              <h2 className={css.refusalTitle}>{t("phishingContent.preview.title")}</h2>
              {shown ? (
                <>
                  <SandboxFrame title={t("phishingContent.landingEditor.frameTitle")} html={shown} />
                  <p className={css.muted}>
                    {values.html.trim()
                      ? t("phishingContent.landingEditor.previewIsolated")
                      : t("phishingContent.landingEditor.previewBuiltIn")}
                  </p>
                </>
              ) : (
                <p className={css.muted}>{t("phishingContent.landingEditor.previewEmpty")}</p>
              )}
            </section>
          </div>
        </Card>
        {!readOnly && (
          <div className={css.inline}>
            <Button type="submit" loading={save.status === "pending"}>
              {t("phishingContent.landingEditor.save")}
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}

/** The landing page editor; see {@link LandingPageEditorScreen}. */
export const LandingPageEditor = withToasts(LandingPageEditorScreen);
