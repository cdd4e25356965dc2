import type { NanoCampaign, NanoPage } from "@bulwark/client";
import type { TFunction } from "i18next";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { Link } from "../../../components/Link/Link";
import { Page } from "../../../components/Page/Page";
import { ButtonLink, SETUP_PATH, TextAreaField, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Select } from "../../../components/Select/Select";
import { Spinner } from "../../../components/Spinner/Spinner";
import { TextField } from "../../../components/TextField/TextField";
import { lacksFeature } from "../../../data/features";
import { useSession } from "../../../data/session";
import { LearnersPicker } from "../../Learning/shared/LearnersPicker";
import { useCreateNanoCampaign, useNanoPages } from "../queries";
import { BusinessHoursFields } from "../shared/BusinessHoursFields";
import { ContentEditor } from "../shared/ContentEditor";
import {
  type BusinessDay,
  browserTimeZone,
  canEditNano,
  fieldErrors,
  NANO_CAMPAIGNS_PATH,
  NANO_LANGUAGES,
  type NanoLanguage,
  nanoCampaignPath,
  timeZones,
} from "../shared/nano";
import * as css from "../shared/nano.css";
import { useWizard } from "../shared/useWizard";
import { WizardSteps } from "../shared/WizardSteps";
import {
  type ContentDraft,
  campaignInput,
  checkLearners,
  checkSchedule,
  checkSettings,
  contentWithoutLanguage,
  type LearnersDraft,
  type RuleMessage,
  type SettingsDraft,
  STEPS,
  type Step,
  stepOf,
  type WizardErrors,
} from "./wizard";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** Props of {@link CreateNanoCampaign}. */
export interface CreateNanoCampaignProps {
  /** Where "Back to nano campaigns" and "All campaigns" go; defaults to `/nano-learning/campaigns`. */
  listHref?: string;
  /** A campaign's page ("View campaign" on the created screen); defaults to `/nano-learning/campaigns/:id`. */
  campaignHref?: (campaign: Pick<NanoCampaign, "id">) => string;
  /** Called with the campaign once created. */
  onCreated?: (campaign: NanoCampaign) => void;
  /** Address the Contact Us button writes to when the organisation lacks the learning feature. */
  contactEmail?: string;
}

/** The wizard's words for a client-side rule (`name`, `language`: the content a language rule is about). */
const ruleText = (rule: RuleMessage, t: TFunction, about: { name: string; language: string }): string =>
  ({
    atLeastOne: t("nanoLearning.wizard.schedule.atLeastOne"),
    required: t("nanoLearning.wizard.schedule.required"),
    endAfterStart: t("nanoLearning.wizard.schedule.endAfterStart"),
    noPeople: t("nanoLearning.wizard.learners.none"),
    nameRequired: t("nanoLearning.wizard.settings.nameRequired"),
    minimumOneDay: t("nanoLearning.wizard.settings.minimumOneDay"),
    hoursOrder: t("nanoLearning.wizard.settings.endAfterStart"),
    languageMissing: t("nanoLearning.wizard.settings.languageMissing", about),
  })[rule];

/**
 * An API field message in the reader's language: the seeds' messages the wizard also checks itself
 * are said in Serbian too; any other (a rule only the server knows) as the server words it.
 */
const serverText = (message: string, t: TFunction): string =>
  message === "End date must be after start date"
    ? t("nanoLearning.wizard.schedule.endAfterStart")
    : message === "No people to be saved"
      ? t("nanoLearning.wizard.learners.none")
      : message === "At least one content must be selected"
        ? t("nanoLearning.wizard.schedule.atLeastOne")
        : message === "Minimum 1 selected"
          ? t("nanoLearning.wizard.settings.minimumOneDay")
          : message;

/**
 * The three-step wizard that creates a nano campaign (seeds: Schedule content, Learners,
 * Settings), then a created screen. Schedule content picks nano pages the organisation can see and
 * gives each a fixed time or a start/end range ("End date must be after start date"); Learners picks
 * people one by one, by group or by tag ("No people to be saved"); Settings holds the name,
 * description, language, IANA time zone, working hours and business days (at least one). Moving on
 * with a step incomplete says "Please populate current data" and marks the fields; the API's 422
 * field errors come back on the fields they name, on their step.
 */
function CreateNanoCampaignScreen({
  listHref = NANO_CAMPAIGNS_PATH,
  campaignHref = nanoCampaignPath,
  onCreated,
  contactEmail = "",
}: CreateNanoCampaignProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const tenantId = session.tenantId;
  const ready = session.status === "signedIn" && Boolean(tenantId) && !lacksFeature(session, "learning");
  const create = useCreateNanoCampaign(tenantId);

  const [contents, setContents] = useState<ContentDraft[]>([]);
  const [learners, setLearners] = useState<LearnersDraft>({ people: [], groups: [], tags: [] });
  const [settings, setSettings] = useState<SettingsDraft>(() => ({
    name: "",
    description: "",
    language: i18n.language === "sr" ? "Sr" : "En",
    timeZone: browserTimeZone(),
    workingHoursStart: "09:00",
    workingHoursEnd: "17:00",
    businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  }));
  const [created, setCreated] = useState<NanoCampaign | null>(null);

  const problems = useMemo(
    () => ({
      schedule: checkSchedule(contents),
      learners: checkLearners(learners),
      settings: checkSettings(settings, contents),
    }),
    [contents, learners, settings],
  );
  const failure = create.status === "error" ? create.error : undefined;
  const wizard = useWizard({
    steps: STEPS,
    problems,
    ruleMessage: (rule) =>
      ruleText(rule, t, {
        name: contentWithoutLanguage(contents, settings.language)?.page.name ?? "",
        language: t(`nanoLearning.languages.${settings.language}`),
      }),
    failure,
    serverMessages: (error) =>
      Object.fromEntries(Object.entries(fieldErrors(error)).map(([p, m]) => [p, serverText(m, t)])),
    stepOf,
  });
  const { step, index, go, headingRef, errors, incomplete, named, clearServer } = wizard;

  if (session.status === "loading") return <Spinner />;
  // Learners are the organisation's people: without one there is nobody to pick (seeds: "Organization must be set!").
  if (!tenantId)
    return (
      <Page
        title={t("nanoLearning.wizard.title")}
        back={{ href: listHref, label: t("nanoLearning.wizard.back") }}
        width="reading"
      >
        <EmptyState
          title={t("nanoLearning.wizard.organizationRequired")}
          description={t("nanoLearning.wizard.organizationRequiredHint")}
          headingLevel={2}
          action={<Link href={SETUP_PATH}>{t("organizations.common.setUp")}</Link>}
        />
      </Page>
    );
  if (lacksFeature(session, "learning")) return <FeatureNotEnabled contactEmail={contactEmail} feature="learning" />;

  const onNext = () => void wizard.next();

  const onSubmit = async () => {
    if (!wizard.checkAll()) return;
    const made = await create.mutate(campaignInput(contents, learners, settings));
    if (made) {
      setCreated(made);
      onCreated?.(made);
      return;
    }
  };

  if (created)
    return (
      <Page title={t("nanoLearning.wizard.created.title")} width="reading">
        <Card>
          <div className={css.stack}>
            <p className={css.plain}>
              {t("nanoLearning.wizard.created.body", {
                name: created.name,
                learners: created.learnersCount,
                contents: created.contents.length,
              })}
            </p>
            <div className={css.actions}>
              <ButtonLink href={listHref} variant="secondary">
                {t("nanoLearning.wizard.created.list")}
              </ButtonLink>
              <ButtonLink href={campaignHref(created)}>{t("nanoLearning.wizard.created.view")}</ButtonLink>
            </div>
          </div>
        </Card>
      </Page>
    );

  const canEdit = canEditNano(session);
  const generic = failure !== undefined && toApiError(failure).statusCode !== 422;
  const unnamed422 = failure !== undefined && toApiError(failure).statusCode === 422 && named === 0;

  return (
    <Page
      title={t("nanoLearning.wizard.title")}
      description={t("nanoLearning.wizard.description")}
      back={{ href: listHref, label: t("nanoLearning.wizard.back") }}
      width="reading"
    >
      <div className={css.stack}>
        <WizardSteps
          steps={STEPS}
          step={step}
          label={(s) => t(`nanoLearning.wizard.steps.${s}`)}
          navLabel={t("nanoLearning.wizard.steps.label")}
          stepOf={t("nanoLearning.wizard.stepOf", { current: index + 1, total: STEPS.length })}
          headingRef={headingRef}
        >
          <div className={css.stack}>
            {incomplete && <ErrorBanner message={t("nanoLearning.wizard.populate")} />}
            {generic && <ErrorBanner message={errorMessage(failure, t)} />}
            {unnamed422 && <ErrorBanner message={t("nanoLearning.wizard.failed")} />}
            {step === "schedule" && (
              <ScheduleStep
                ready={ready}
                contents={contents}
                timeZone={settings.timeZone}
                errors={errors}
                onChange={(next) => {
                  setContents(next);
                  clearServer("contents");
                }}
              />
            )}
            {step === "learners" && (
              <LearnersStep
                ready={ready}
                learners={learners}
                error={Object.entries(errors).find(([path]) => path.startsWith("learners"))?.[1]}
                onChange={(next) => {
                  setLearners(next);
                  clearServer("learners");
                }}
              />
            )}
            {step === "settings" && (
              <SettingsStep
                settings={settings}
                errors={errors}
                onChange={(next, field) => {
                  setSettings(next);
                  clearServer(field);
                }}
              />
            )}
            <div className={css.actions}>
              {index > 0 ? (
                <Button variant="secondary" onClick={() => go(STEPS[index - 1] as Step)}>
                  {t("nanoLearning.wizard.previous")}
                </Button>
              ) : (
                <span />
              )}
              {step === "settings" ? (
                <Button onClick={() => void onSubmit()} loading={create.status === "pending"} disabled={!canEdit}>
                  {t("nanoLearning.wizard.submit")}
                </Button>
              ) : (
                <Button onClick={onNext}>{t("nanoLearning.wizard.next")}</Button>
              )}
            </div>
          </div>
        </WizardSteps>
      </div>
    </Page>
  );
}

/** Step 1: the nano pages to choose from and the contents chosen, each with its time. */
function ScheduleStep({
  ready,
  contents,
  timeZone,
  errors,
  onChange,
}: {
  ready: boolean;
  contents: readonly ContentDraft[];
  /** The campaign's time zone (chosen in Settings; the browser's until then). */
  timeZone: string;
  errors: WizardErrors;
  onChange: (contents: ContentDraft[]) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [search, setSearch] = useState("");
  const pages = useNanoPages(session.tenantId, search.trim(), ready);
  const chosen = new Set(contents.map((c) => c.page.id));
  const keyRef = useRef(0);
  const add = (page: NanoPage) => {
    keyRef.current += 1;
    onChange([...contents, { key: `c${keyRef.current}`, page, mode: "range", sendAt: "", startsAt: "", endsAt: "" }]);
  };
  const update = (key: string, patch: Partial<ContentDraft>) =>
    onChange(contents.map((c) => (c.key === key ? { ...c, ...patch } : c)));

  const items = pages.data?.items;
  return (
    <div className={css.stack}>
      <p className={css.muted}>{t("nanoLearning.wizard.schedule.pick")}</p>
      <TextField
        label={t("nanoLearning.wizard.schedule.searchPlaceholder")}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {/* A plain list, not a DataTable: a handful of pages needs no sorting or paging, and the
          wizard's element stays light (packages/elements, "Weight"). */}
      {pages.isLoading && <Spinner />}
      {pages.status === "error" && <ErrorBanner message={errorMessage(pages.error, t)} />}
      {items?.length === 0 && <p className={css.muted}>{t("nanoLearning.wizard.schedule.noPages")}</p>}
      {items && items.length > 0 && (
        <ul className={css.pageList} aria-label={t("nanoLearning.wizard.schedule.pagesCaption")}>
          {items.map((p) => (
            <li key={p.id} className={css.pageItem}>
              <span className={css.pageName}>
                {p.name}
                <span className={css.chips}>
                  <Badge>{t(`nanoLearning.pageTypes.${p.type}`)}</Badge>
                  {p.languages.map((l) => (
                    <Badge key={l} title={t("nanoLearning.wizard.schedule.languages")}>
                      {l}
                    </Badge>
                  ))}
                </span>
              </span>
              <Button
                variant="secondary"
                disabled={chosen.has(p.id)}
                aria-label={`${t("nanoLearning.wizard.schedule.add")}: ${p.name}`}
                onClick={() => add(p)}
              >
                {chosen.has(p.id) ? t("nanoLearning.wizard.schedule.added") : t("nanoLearning.wizard.schedule.add")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3 className={css.contentName}>{t("nanoLearning.wizard.schedule.chosen")}</h3>
      {contents.length === 0 && (
        <p className={errors.contents ? css.error : css.muted} role={errors.contents ? "alert" : undefined}>
          {errors.contents ?? t("nanoLearning.wizard.schedule.noneChosen")}
        </p>
      )}
      {contents.map((content, i) => (
        <ContentEditor
          key={content.key}
          content={content}
          errors={errors}
          path={`contents.${i}`}
          timeZone={timeZone}
          onChange={(patch) => update(content.key, patch)}
          onRemove={() => onChange(contents.filter((c) => c.key !== content.key))}
        />
      ))}
    </div>
  );
}

/** Step 2: people by person, group or tag, through the shared learners picker. */
function LearnersStep({
  ready,
  learners,
  error,
  onChange,
}: {
  ready: boolean;
  learners: LearnersDraft;
  error: string | undefined;
  onChange: (learners: LearnersDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <LearnersPicker
      ready={ready}
      learners={learners}
      error={error}
      onChange={onChange}
      labels={{
        intro: t("nanoLearning.wizard.learners.intro"),
        groups: t("nanoLearning.wizard.learners.groups"),
        tags: t("nanoLearning.wizard.learners.tags"),
        people: t("nanoLearning.wizard.learners.people"),
        search: t("nanoLearning.wizard.learners.searchPlaceholder"),
        selected: (count) => t("nanoLearning.wizard.learners.selected", { count }),
        noPeople: t("nanoLearning.wizard.learners.noPeople"),
      }}
    />
  );
}

/** Step 3: name, description, language, time zone, working hours and business days. */
function SettingsStep({
  settings,
  errors,
  onChange,
}: {
  settings: SettingsDraft;
  errors: WizardErrors;
  onChange: (settings: SettingsDraft, field: keyof SettingsDraft) => void;
}) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZones(settings.timeZone), [settings.timeZone]);
  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) =>
    onChange({ ...settings, [key]: value }, key);
  return (
    <div className={css.stack}>
      <TextField
        label={t("nanoLearning.wizard.settings.name")}
        required
        maxLength={200}
        value={settings.name}
        error={errors.name}
        onChange={(event) => set("name", event.target.value)}
      />
      <TextAreaField
        label={t("nanoLearning.wizard.settings.description")}
        maxLength={2000}
        rows={3}
        value={settings.description}
        error={errors.description}
        onChange={(event) => set("description", event.target.value)}
      />
      <div className={css.row}>
        <Select
          label={t("nanoLearning.wizard.settings.language")}
          hint={t("nanoLearning.wizard.settings.languageHint")}
          options={NANO_LANGUAGES.map((value) => ({ value, label: t(`nanoLearning.languages.${value}`) }))}
          value={settings.language}
          error={errors.language}
          onChange={(event) => set("language", event.target.value as NanoLanguage)}
        />
        <Select
          label={t("nanoLearning.wizard.settings.timeZone")}
          options={zones.map((value) => ({ value, label: value.replaceAll("_", " ") }))}
          value={settings.timeZone}
          error={errors.timeZone}
          onChange={(event) => set("timeZone", event.target.value)}
        />
      </div>
      <BusinessHoursFields
        start={settings.workingHoursStart}
        end={settings.workingHoursEnd}
        days={settings.businessDays}
        errors={{ start: errors.workingHoursStart, end: errors.workingHoursEnd, days: errors.businessDays }}
        labels={{
          start: t("nanoLearning.wizard.settings.workingHoursStart"),
          end: t("nanoLearning.wizard.settings.workingHoursEnd"),
          days: t("nanoLearning.wizard.settings.businessDays"),
          day: (day) => t(`nanoLearning.days.${day}`),
        }}
        onChange={(field, value) =>
          field === "days"
            ? set("businessDays", value as BusinessDay[])
            : set(field === "start" ? "workingHoursStart" : "workingHoursEnd", value as string)
        }
      />
    </div>
  );
}

/** The create-campaign wizard; see {@link CreateNanoCampaignScreen}. */
export const CreateNanoCampaign = withToasts(CreateNanoCampaignScreen);
