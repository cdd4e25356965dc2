import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../components/Badge/Badge";
import { Button } from "../../../../components/Button/Button";
import { Card } from "../../../../components/Card/Card";
import { ErrorBanner } from "../../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../../components/ErrorBanner/errorMessage";
import { lazyPart } from "../../../../components/Lazy/lazyPart";
import { Page } from "../../../../components/Page/Page";
import { ButtonLink, TextAreaField, withToasts } from "../../../../components/ScreenParts/ScreenParts";
import { Select } from "../../../../components/Select/Select";
import { Spinner } from "../../../../components/Spinner/Spinner";
import { TextField } from "../../../../components/TextField/TextField";
import { lacksFeature } from "../../../../data/features";
import { useSession } from "../../../../data/session";
import { type LearnersDraft, LearnersPicker } from "../../../Learning/shared/LearnersPicker";
import { BusinessHoursFields } from "../../../NanoLearning/shared/BusinessHoursFields";
import { type BusinessDay, fieldErrors, timeZones } from "../../../NanoLearning/shared/nano";
import * as css from "../../../NanoLearning/shared/nano.css";
import { useWizard } from "../../../NanoLearning/shared/useWizard";
import { WizardSteps } from "../../../NanoLearning/shared/WizardSteps";
import { type PhishingSimulation, useLaunchSimulation, useSendingProfiles, useSimulationTemplates } from "../queries";
import { canEditSimulations, SIMULATIONS_PATH, simulationPath, viewerTimeZone } from "../shared/simulations";
import { RemedialFields } from "./RemedialFields";
import {
  checkSettings,
  checkTargets,
  checkTemplates,
  emailsPerTarget,
  FEEDBACK_TYPES,
  type FeedbackType,
  type RuleMessage,
  type SettingsDraft,
  STEPS,
  type Step,
  simulationInput,
  stepOf,
  type TemplateChoice,
  type WizardErrors,
} from "./wizard";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** Props of {@link CreateSimulation}. */
export interface CreateSimulationProps {
  /** Where "Back to simulations" and "All simulations" go; defaults to `/simulations`. */
  listHref?: string;
  /** A simulation's page ("View simulation" on the created screen); defaults to `/simulations/:id`. */
  simulationHref?: (simulation: Pick<PhishingSimulation, "id">) => string;
  /** Called with the simulation once launched. */
  onCreated?: (simulation: PhishingSimulation) => void;
  /** Address the Contact Us button writes to when the organisation lacks the phishing feature. */
  contactEmail?: string;
  /** The first start proposed (a `datetime-local` value); defaults to the next full hour. */
  defaultStart?: string;
}

/** The wizard's words for a client-side rule. */
const ruleText = (rule: RuleMessage, t: TFunction): string => t(`simulations.wizard.rules.${rule}`);

/** The API's messages the wizard also checks itself, as rule keys (said in the reader's language). */
const SERVER_RULES: Record<string, RuleMessage> = {
  "At least one template must be selected": "atLeastOneTemplate",
  "Please populate current data": "populate",
  "Minimum 1 selected": "minimumOneDay",
  "Start date must not be in the past": "startInPast",
  "Feedback message is required": "feedbackMessage",
};

/** An API field message in the reader's language, or as the server words it (a rule only it knows). */
const serverText = (message: string, t: TFunction): string => {
  const rule = SERVER_RULES[message];
  return rule ? ruleText(rule, t) : message;
};

/** The next full hour as a `datetime-local` value in the browser's zone (the wizard's first start). */
function nextHour(): string {
  const date = new Date(Date.now() + 3_600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:00`;
}

/**
 * The three-step wizard that launches a phishing simulation (seeds: phishing email templates,
 * targets, settings), then a created screen. Templates: at least one ("At least one template must
 * be selected"), several for an A/B test, the emails dealt evenly across the targets. Targets:
 * people one by one, by group or by tag (the nano wizard's picker). Settings: name, description,
 * start, IANA time zone (with a warning when it is not the viewer's), duration in weeks, business
 * days and hours, maximum attacks per target, the feedback a target sees after failing, and the
 * sending profile (the platform's default or one of the organisation's), and the remedial course a
 * target who fails is enrolled in (the organisation's active or upcoming courses). Moving on with a step
 * incomplete says "Please populate current data" and marks the fields; the API's 422 field errors
 * come back on the fields they name, on their step. Without an organisation it says "Organization
 * must be set!".
 */
function CreateSimulationScreen({
  listHref = SIMULATIONS_PATH,
  simulationHref = simulationPath,
  onCreated,
  contactEmail = "",
  defaultStart,
}: CreateSimulationProps) {
  const { t } = useTranslation();
  const session = useSession();
  const tenantId = session.tenantId;
  const ready = session.status === "signedIn" && Boolean(tenantId) && !lacksFeature(session, "phishing");
  const launch = useLaunchSimulation(tenantId);

  const [templates, setTemplates] = useState<TemplateChoice[]>([]);
  const [targets, setTargets] = useState<LearnersDraft>({ people: [], groups: [], tags: [] });
  const [settings, setSettings] = useState<SettingsDraft>(() => ({
    name: "",
    description: "",
    startDate: defaultStart ?? nextHour(),
    timeZone: viewerTimeZone(),
    durationWeeks: "2",
    businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    businessHoursStart: "09:00",
    businessHoursEnd: "17:00",
    maxAttacksPerTarget: "1",
    feedbackType: "PhishedDisplay",
    feedbackMessage: "",
    sendingProfileId: "",
    remedialCourseId: "",
    remedialNanoPageId: "",
  }));
  const [created, setCreated] = useState<PhishingSimulation | null>(null);

  const problems = useMemo(
    () => ({
      templates: checkTemplates(templates),
      targets: checkTargets(targets),
      settings: checkSettings(settings),
    }),
    [templates, targets, settings],
  );
  const failure = launch.status === "error" ? launch.error : undefined;
  const wizard = useWizard({
    steps: STEPS,
    problems,
    ruleMessage: (rule) => ruleText(rule, t),
    failure,
    serverMessages: (error) =>
      Object.fromEntries(Object.entries(fieldErrors(error)).map(([p, m]) => [p, serverText(m, t)])),
    stepOf,
  });
  const { step, index, go, headingRef, errors, incomplete, named, clearServer } = wizard;

  if (session.status === "loading") return <Spinner />;
  if (lacksFeature(session, "phishing")) return <FeatureNotEnabled contactEmail={contactEmail} feature="phishing" />;

  const onNext = () => void wizard.next();

  const onSubmit = async () => {
    if (!wizard.checkAll()) return;
    const made = await launch.mutate(simulationInput(templates, targets, settings));
    if (made) {
      setCreated(made);
      onCreated?.(made);
    }
  };

  if (created)
    return (
      <Page title={t("simulations.wizard.created.title")} width="reading">
        <Card>
          <div className={css.stack}>
            <p className={css.plain}>
              {t("simulations.wizard.created.body", {
                name: created.name,
                targets: created.targetsCount,
                emails: created.emailsCount,
              })}
            </p>
            <div className={css.actions}>
              <ButtonLink href={listHref} variant="secondary">
                {t("simulations.wizard.created.list")}
              </ButtonLink>
              <ButtonLink href={simulationHref(created)}>{t("simulations.wizard.created.view")}</ButtonLink>
            </div>
          </div>
        </Card>
      </Page>
    );

  const canEdit = canEditSimulations(session);
  const noOrganization = session.status === "signedIn" && !tenantId;
  const generic = failure !== undefined && toApiError(failure).statusCode !== 422;
  const unnamed422 = failure !== undefined && toApiError(failure).statusCode === 422 && named === 0;

  return (
    <Page
      title={t("simulations.wizard.title")}
      description={t("simulations.wizard.description")}
      back={{ href: listHref, label: t("simulations.wizard.back") }}
      width="reading"
    >
      <div className={css.stack}>
        {noOrganization && <ErrorBanner message={t("simulations.wizard.organizationRequired")} />}
        <WizardSteps
          steps={STEPS}
          step={step}
          label={(s) => t(`simulations.wizard.steps.${s}`)}
          navLabel={t("simulations.wizard.steps.label")}
          stepOf={t("simulations.wizard.stepOf", { current: index + 1, total: STEPS.length })}
          headingRef={headingRef}
        >
          <div className={css.stack}>
            {incomplete && <ErrorBanner message={t("simulations.wizard.populate")} />}
            {generic && <ErrorBanner message={errorMessage(failure, t)} />}
            {unnamed422 && <ErrorBanner message={t("simulations.wizard.failed")} />}
            {step === "templates" && (
              <TemplatesStep
                ready={ready}
                templates={templates}
                error={errors.templateIds ?? Object.entries(errors).find(([p]) => p.startsWith("templateIds"))?.[1]}
                onChange={(next) => {
                  setTemplates(next);
                  clearServer("templateIds");
                }}
              />
            )}
            {step === "targets" && (
              <LearnersPicker
                ready={ready}
                learners={targets}
                error={Object.entries(errors).find(([path]) => path.startsWith("targets"))?.[1]}
                onChange={(next) => {
                  setTargets(next);
                  clearServer("targets");
                }}
                labels={{
                  intro: t("simulations.wizard.targets.intro"),
                  groups: t("simulations.wizard.targets.groups"),
                  tags: t("simulations.wizard.targets.tags"),
                  people: t("simulations.wizard.targets.people"),
                  search: t("simulations.wizard.targets.search"),
                  selected: (count) => t("simulations.wizard.targets.selected", { count }),
                  noPeople: t("simulations.wizard.targets.noPeople"),
                }}
              />
            )}
            {step === "settings" && (
              <SettingsStep
                ready={ready}
                settings={settings}
                templatesCount={templates.length}
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
                  {t("simulations.wizard.previous")}
                </Button>
              ) : (
                <span />
              )}
              {step === "settings" ? (
                <Button
                  onClick={() => void onSubmit()}
                  loading={launch.status === "pending"}
                  disabled={!canEdit || noOrganization}
                >
                  {t("simulations.wizard.submit")}
                </Button>
              ) : (
                <Button onClick={onNext}>{t("simulations.wizard.next")}</Button>
              )}
            </div>
          </div>
        </WizardSteps>
      </div>
    </Page>
  );
}

/** Step 1: the templates to choose from and those chosen (several make an A/B test). */
function TemplatesStep({
  ready,
  templates,
  error,
  onChange,
}: {
  ready: boolean;
  templates: readonly TemplateChoice[];
  error: string | undefined;
  onChange: (templates: TemplateChoice[]) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [search, setSearch] = useState("");
  const found = useSimulationTemplates(session.tenantId, search.trim(), ready);
  const chosen = new Set(templates.map((c) => c.id));
  const items = found.data?.items;
  return (
    <div className={css.stack}>
      <p className={css.muted}>{t("simulations.wizard.templates.pick")}</p>
      <TextField
        label={t("simulations.wizard.templates.search")}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {found.isLoading && <Spinner />}
      {found.status === "error" && <ErrorBanner message={errorMessage(found.error, t)} />}
      {items?.length === 0 && <p className={css.muted}>{t("simulations.wizard.templates.none")}</p>}
      {items && items.length > 0 && (
        <ul className={css.pageList} aria-label={t("simulations.wizard.templates.caption")}>
          {items.map((template) => (
            <li key={template.id} className={css.pageItem}>
              <span className={css.pageName}>
                {template.name}
                <span className={css.chips}>
                  <Badge>{t(`simulations.templateTypes.${template.type}`)}</Badge>
                  <Badge>{template.language}</Badge>
                  {template.tenantId === null && (
                    <Badge tone="primary">{t("simulations.wizard.templates.common")}</Badge>
                  )}
                </span>
              </span>
              <Button
                variant="secondary"
                disabled={chosen.has(template.id)}
                aria-label={`${t("simulations.wizard.templates.add")}: ${template.name}`}
                onClick={() =>
                  onChange([
                    ...templates,
                    { id: template.id, name: template.name, type: template.type, language: template.language },
                  ])
                }
              >
                {chosen.has(template.id)
                  ? t("simulations.wizard.templates.added")
                  : t("simulations.wizard.templates.add")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3 className={css.contentName}>{t("simulations.wizard.templates.chosen")}</h3>
      {templates.length === 0 ? (
        <p className={error ? css.error : css.muted} role={error ? "alert" : undefined}>
          {error ?? t("simulations.wizard.templates.noneChosen")}
        </p>
      ) : (
        <ul className={css.pageList} aria-label={t("simulations.wizard.templates.chosen")}>
          {templates.map((template) => (
            <li key={template.id} className={css.pageItem}>
              <span className={css.pageName}>
                {template.name}
                <span className={css.chips}>
                  <Badge>{t(`simulations.templateTypes.${template.type}`)}</Badge>
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={`${t("simulations.wizard.templates.remove")}: ${template.name}`}
                onClick={() => onChange(templates.filter((c) => c.id !== template.id))}
              >
                {t("simulations.wizard.templates.remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {templates.length > 1 && <p className={css.muted}>{t("simulations.wizard.templates.abHint")}</p>}
    </div>
  );
}

/** Step 3: name, description, schedule, attacks per target, feedback, sending profile and remedial training. */
function SettingsStep({
  ready,
  settings,
  templatesCount,
  errors,
  onChange,
}: {
  ready: boolean;
  settings: SettingsDraft;
  templatesCount: number;
  errors: WizardErrors;
  onChange: (settings: SettingsDraft, field: keyof SettingsDraft) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const profiles = useSendingProfiles(session.tenantId, ready);
  const zones = useMemo(() => timeZones(settings.timeZone), [settings.timeZone]);
  const yours = viewerTimeZone();
  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) =>
    onChange({ ...settings, [key]: value }, key);
  const perTarget = emailsPerTarget(templatesCount, settings.maxAttacksPerTarget);
  const defaultProfile = profiles.data?.platformDefault.fromAddress;
  return (
    <div className={css.stack}>
      <TextField
        label={t("simulations.wizard.settings.name")}
        required
        maxLength={200}
        value={settings.name}
        error={errors.name}
        onChange={(event) => set("name", event.target.value)}
      />
      <TextAreaField
        label={t("simulations.wizard.settings.description")}
        maxLength={2000}
        rows={3}
        value={settings.description}
        error={errors.description}
        onChange={(event) => set("description", event.target.value)}
      />
      <div className={css.row}>
        <TextField
          label={t("simulations.wizard.settings.startDate")}
          type="datetime-local"
          required
          value={settings.startDate}
          error={errors.startDate}
          onChange={(event) => set("startDate", event.target.value)}
        />
        <Select
          label={t("simulations.wizard.settings.timeZone")}
          options={zones.map((value) => ({ value, label: value.replaceAll("_", " ") }))}
          value={settings.timeZone}
          error={errors.timeZone}
          onChange={(event) => set("timeZone", event.target.value)}
        />
      </div>
      {settings.timeZone !== yours && (
        <p className={css.muted} role="note">
          {t("simulations.timeZoneWarning", {
            zone: settings.timeZone.replaceAll("_", " "),
            yours: yours.replaceAll("_", " "),
          })}
        </p>
      )}
      <div className={css.row}>
        <TextField
          label={t("simulations.wizard.settings.durationWeeks")}
          type="number"
          min={1}
          max={52}
          required
          value={settings.durationWeeks}
          error={errors.durationWeeks}
          onChange={(event) => set("durationWeeks", event.target.value)}
        />
        <TextField
          label={t("simulations.wizard.settings.maxAttacksPerTarget")}
          hint={t("simulations.wizard.settings.perTarget", { count: perTarget })}
          type="number"
          min={1}
          max={20}
          required
          value={settings.maxAttacksPerTarget}
          error={errors.maxAttacksPerTarget}
          onChange={(event) => set("maxAttacksPerTarget", event.target.value)}
        />
      </div>
      <BusinessHoursFields
        start={settings.businessHoursStart}
        end={settings.businessHoursEnd}
        days={settings.businessDays}
        errors={{ start: errors.businessHoursStart, end: errors.businessHoursEnd, days: errors.businessDays }}
        labels={{
          start: t("simulations.wizard.settings.businessHoursStart"),
          end: t("simulations.wizard.settings.businessHoursEnd"),
          days: t("simulations.wizard.settings.businessDays"),
          day: (day) => t(`simulations.days.${day}`),
        }}
        onChange={(field, value) =>
          field === "days"
            ? set("businessDays", value as BusinessDay[])
            : set(field === "start" ? "businessHoursStart" : "businessHoursEnd", value as string)
        }
      />
      <div className={css.row}>
        <Select
          label={t("simulations.wizard.settings.feedbackType")}
          hint={t("simulations.wizard.settings.feedbackHint")}
          options={FEEDBACK_TYPES.map((value) => ({ value, label: t(`simulations.feedbackTypes.${value}`) }))}
          value={settings.feedbackType}
          error={errors.feedbackType}
          onChange={(event) => set("feedbackType", event.target.value as FeedbackType)}
        />
        <Select
          label={t("simulations.wizard.settings.sendingProfile")}
          options={[
            {
              value: "",
              label: defaultProfile
                ? t("simulations.wizard.settings.platformDefaultFrom", { from: defaultProfile })
                : t("simulations.wizard.settings.platformDefault"),
            },
            ...(profiles.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${p.fromAddress}` })),
          ]}
          value={settings.sendingProfileId}
          error={errors.sendingProfileId}
          onChange={(event) => set("sendingProfileId", event.target.value)}
        />
      </div>
      {settings.feedbackType === "Other" && (
        <TextAreaField
          label={t("simulations.wizard.settings.feedbackMessage")}
          required
          maxLength={2000}
          rows={3}
          value={settings.feedbackMessage}
          error={errors.feedbackMessage}
          onChange={(event) => set("feedbackMessage", event.target.value)}
        />
      )}
      <RemedialFields ready={ready} settings={settings} errors={errors} onChange={set} />
    </div>
  );
}

/** The launch-simulation wizard; see {@link CreateSimulationScreen}. */
export const CreateSimulation = withToasts(CreateSimulationScreen);
