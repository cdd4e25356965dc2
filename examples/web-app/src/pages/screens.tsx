// One thin component per route: the URL (query, parameters) becomes the screen's props, and the
// screen's callbacks become navigation.
import {
  AcceptInvitation,
  type AccountSection,
  AccountSettings,
  type ActivityLogFilters,
  ActivityLogs,
  ApiKeys,
  AssetDetail,
  ExtensionSettings,
  Invitations,
  listStateFromParams,
  listStateToParams,
  ManageOrganizationsModal,
  MembersAndRoles,
  NewRecoveryKey,
  NotFound,
  NotificationDetail,
  NotificationsPage,
  OrganizationSettings,
  OrganizationSetup,
  ResetPassword,
  requirements,
  SendingProfiles,
  useCan,
  useSession,
  VerifyEmail,
  Webhooks,
} from "@bulwark/widgets";
import { useCallback, useMemo } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { safeTarget } from "../app/preferences";
import { useAppTranslation } from "../i18n";
import { Appearance } from "./Appearance/Appearance";
import { Dashboard } from "./Dashboard/Dashboard";
import * as css from "./pages.css";

export { AuthPage } from "./Auth";
export { AssetsPage, InventoryOverviewPage, PeoplePage } from "./inventory";

/** `/auth/reset-password?token=…` */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ResetPassword
      token={params.get("token") ?? ""}
      onDone={({ twoFactor }) =>
        // With two-factor on the user signs in again (with a code); otherwise they are signed in.
        void navigate(twoFactor ? "/auth?notice=passwordReset" : "/", { replace: true })
      }
    />
  );
}

/** `/auth/verify-email?token=…`: verifies, then the dashboard; on failure, sign-in. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  return (
    <VerifyEmail
      token={params.get("token") ?? ""}
      onVerified={() => {
        void session.reload();
        void navigate("/", { replace: true });
      }}
      onFailed={() => void navigate("/auth", { replace: true })}
    />
  );
}

const accountSections: readonly AccountSection[] = ["profile", "password", "twoFactor", "sessions"];

/** Path of an account settings section: two-factor has its own route, the others a `section` query. */
function accountPath(section: AccountSection): string {
  if (section === "twoFactor") return "/account-settings/two-factor-authentication";
  return section === "profile" ? "/account-settings" : `/account-settings?section=${section}`;
}

/** `/account-settings[?section=password|sessions]` and `/account-settings/two-factor-authentication`. */
export function AccountSettingsPage({ twoFactor = false }: { twoFactor?: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = params.get("section") as AccountSection | null;
  const section: AccountSection = twoFactor
    ? "twoFactor"
    : query && accountSections.includes(query)
      ? query
      : "profile";
  const onSectionChange = useCallback(
    (next: AccountSection) => void navigate(accountPath(next), { replace: true }),
    [navigate],
  );
  return (
    <>
      <AccountSettings section={section} onSectionChange={onSectionChange} />
      {section === "profile" && <Appearance />}
    </>
  );
}

export function TwoFactorPage() {
  return <AccountSettingsPage twoFactor />;
}

/**
 * `/account-settings/new-recovery-key`: shows the key that replaced the one just used to sign in
 * (handed over in the navigation state, never in the URL); without one, creates a new key.
 * Done goes on to `from` or the dashboard.
 */
export function NewRecoveryKeyPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = location.state as { recoveryKey?: unknown } | null;
  const recoveryKey = typeof state?.recoveryKey === "string" ? state.recoveryKey : undefined;
  return (
    <NewRecoveryKey
      recoveryKey={recoveryKey}
      onDone={() => void navigate(safeTarget(params.get("from")), { replace: true })}
    />
  );
}

/** `/account-settings/new-recovery-key/create`: a new key with the password. */
export function CreateRecoveryKeyPage() {
  const navigate = useNavigate();
  return <NewRecoveryKey onDone={() => void navigate("/account-settings/two-factor-authentication")} />;
}

/** `/organizations/invitation/accept?token=…`: joins, then the dashboard of that organisation. */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return <AcceptInvitation token={params.get("token")} onAccepted={() => void navigate("/", { replace: true })} />;
}

/** `/organizations/setup`: the new organisation becomes the active one; then the dashboard. */
export function OrganizationSetupPage() {
  const navigate = useNavigate();
  return <OrganizationSetup onCreated={() => void navigate("/", { replace: true })} />;
}

const organizationTabs = ["settings", "members", "invitations", "apiKeys", "webhooks", "sendingProfiles"] as const;
type OrganizationTab = (typeof organizationTabs)[number];

/**
 * `/organizations/active[?tab=members|invitations|apiKeys|webhooks|sendingProfiles]`: the active
 * organisation's settings, members, invitations, API keys, webhooks and (with the phishing feature)
 * the phishing sending profiles. Each section is its own page (the tab
 * lives in the URL): the screen's `Page` shows the sections as link tabs under its title.
 */
export function ActiveOrganizationPage() {
  const [params] = useSearchParams();
  const { t } = useAppTranslation();
  const session = useSession();
  const navigate = useNavigate();
  // Members, invitations, API keys and the activity log are for those who manage the organisation:
  // nobody else is offered them (the calls would be refused).
  const manages = useCan()(requirements.manageOrganization);
  // Sending profiles (the phishing SMTP settings) only where the organisation runs simulations.
  const shown = organizationTabs.filter((id) => id !== "sendingProfiles" || session.features.has("phishing"));
  const query = params.get("tab") as OrganizationTab | null;
  const tab: OrganizationTab = manages && query && shown.includes(query) ? query : "settings";
  // One section alone needs no tabs.
  const tabs = manages
    ? {
        label: t("organizationSections"),
        currentId: tab,
        items: shown.map((id) => ({
          id,
          label: t(`organizationTabs.${id}`),
          href: id === "settings" ? "/organizations/active" : `/organizations/active?tab=${id}`,
        })),
      }
    : undefined;
  const screen =
    tab === "members" ? (
      <MembersAndRoles tabs={tabs} />
    ) : tab === "invitations" ? (
      <Invitations tabs={tabs} />
    ) : tab === "apiKeys" ? (
      <ApiKeys tabs={tabs} />
    ) : tab === "webhooks" ? (
      <Webhooks tabs={tabs} />
    ) : tab === "sendingProfiles" ? (
      <SendingProfiles tabs={tabs} />
    ) : (
      <OrganizationSettings tabs={tabs} onRemoved={() => void navigate("/organizations", { replace: true })} />
    );
  return (
    <div className={css.stack}>
      {screen}
      {session.tenantId && manages && (
        <p className={css.aside}>
          <Link className={css.link} to={`/organizations/activity-logs/${session.tenantId}`}>
            {t("activityLogLink")}
          </Link>
        </p>
      )}
    </div>
  );
}

/** Filters of the activity log as written in its URL (`?group=UserManagement`). */
const ACTIVITY_PARAMS = { group: "string" } as const;

/** `/organizations/activity-logs/:tenantId[?group=…]`: the event-group filter lives in the URL. */
export function ActivityLogsPage() {
  const { tenantId } = useParams();
  const [params, setParams] = useSearchParams();
  // Read once per visit: afterwards the list owns its filters and writes them back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial filters only.
  const defaultFilters = useMemo(
    () => (listStateFromParams(params, ACTIVITY_PARAMS).filters ?? {}) as ActivityLogFilters,
    [],
  );
  const onFiltersChange = useCallback(
    (filters: ActivityLogFilters) =>
      setParams(
        (current) =>
          listStateToParams(
            current,
            { search: "", filters: { ...filters }, sort: null, skip: 0, limit: 0 },
            ACTIVITY_PARAMS,
            0,
          ),
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return (
    <ActivityLogs
      key={tenantId}
      tenantId={tenantId}
      defaultFilters={defaultFilters}
      onFiltersChange={onFiltersChange}
    />
  );
}

/** `/organizations/whitelisted-domains`: the reporting extension's settings. */
export function WhitelistedDomainsPage() {
  return <ExtensionSettings />;
}

/** `/organizations`: the manage-organisations dialog; closing it (or choosing one) goes to the dashboard. */
export function ManageOrganizationsPage() {
  const navigate = useNavigate();
  return (
    <>
      <Dashboard />
      <ManageOrganizationsModal open onClose={() => void navigate("/", { replace: true })} />
    </>
  );
}

/** `/notifications` */
export function NotificationsRoute() {
  return <NotificationsPage />;
}

/** `/notifications/:id` */
export function NotificationDetailPage() {
  const { id = "" } = useParams();
  return <NotificationDetail id={id} />;
}

/** Any unknown path. */
export function NotFoundPage() {
  return <NotFound />;
}

/** `/inventory/assets/:id`; a new id (e.g. the parent asset's link) starts the page afresh. */
export function AssetPage() {
  const { id = "" } = useParams();
  return <AssetDetail key={id} assetId={id} />;
}
