// The public API of @bulwark/widgets. Anything not exported here is internal.

// The client's protocols, re-exported for hosts that use the widgets' runtime client.
export { ApiCallError, ExportFailedError, fileNameFromDisposition, runExport, unwrap } from "@bulwark/client";
// Shell and notifications: primitives, screens and the sidebar rules.
export type { AvatarProps, OrgLogoProps } from "./components/Avatar/Avatar";
export { Avatar, initialsOf, OrgLogo } from "./components/Avatar/Avatar";
export type { BadgeProps } from "./components/Badge/Badge";
export { Badge, badgeCount } from "./components/Badge/Badge";
export type { BulwarkProviderProps } from "./components/BulwarkProvider/BulwarkProvider";
export { BulwarkProvider } from "./components/BulwarkProvider/BulwarkProvider";
export type { BulwarkRootProps } from "./components/BulwarkProvider/BulwarkRoot";
export { BulwarkRoot } from "./components/BulwarkProvider/BulwarkRoot";
export type { ButtonProps } from "./components/Button/Button";
export { Button } from "./components/Button/Button";
// Auth and account: primitives and screens.
export type { CardProps } from "./components/Card/Card";
export { Card } from "./components/Card/Card";
export type { CheckboxProps } from "./components/Checkbox/Checkbox";
export { Checkbox } from "./components/Checkbox/Checkbox";
export type { CodeInputProps } from "./components/CodeInput/CodeInput";
export { CodeInput } from "./components/CodeInput/CodeInput";
export type {
  BarChartProps,
  ChartCommonProps,
  ChartDatum,
  ChartSeries,
  DonutChartProps,
  FunnelChartProps,
  ScoreGaugeProps,
  StackedDatum,
  TrendChartProps,
  TrendPoint,
} from "./components/charts";
export { BarChart, DonutChart, FunnelChart, ScoreGauge, TrendChart } from "./components/charts";
export type {
  BulkAction,
  DataTableColumn,
  DataTableProps,
  DataTableSort,
} from "./components/DataTable/DataTable";
export { DataTable } from "./components/DataTable/DataTable";
export type { EmptyStateProps } from "./components/EmptyState/EmptyState";
export { EmptyState } from "./components/EmptyState/EmptyState";
export type { ErrorBannerProps } from "./components/ErrorBanner/ErrorBanner";
export { ErrorBanner } from "./components/ErrorBanner/ErrorBanner";
export type { ApiError, ErrorMessageKey } from "./components/ErrorBanner/errorMessage";
export { errorMessage, toApiError } from "./components/ErrorBanner/errorMessage";
export type {
  ExportButtonProps,
  ExportFilters,
  ExportFormat,
  ExportKind,
} from "./components/ExportButton/ExportButton";
export { compactFilters, ExportButton } from "./components/ExportButton/ExportButton";
export type { Feature, FeatureNotEnabledProps } from "./components/FeatureNotEnabled/FeatureNotEnabled";
export { FeatureNotEnabled } from "./components/FeatureNotEnabled/FeatureNotEnabled";
export type { FileInputProps, FileProblem } from "./components/FileInput/FileInput";
export { acceptsFile, checkFile, FileInput } from "./components/FileInput/FileInput";
export type { FilterBarProps, FilterDefinition, FilterOption } from "./components/FilterBar/FilterBar";
export { FilterBar } from "./components/FilterBar/FilterBar";
export type { LinkProps } from "./components/Link/Link";
export { isPlainLeftClick, Link } from "./components/Link/Link";
export type { MenuItem, MenuProps } from "./components/Menu/Menu";
export { Menu } from "./components/Menu/Menu";
export type { ModalProps } from "./components/Modal/Modal";
export { Modal } from "./components/Modal/Modal";
export type { MultiSelectProps } from "./components/MultiSelect/MultiSelect";
export { MultiSelect } from "./components/MultiSelect/MultiSelect";
export type { Crumb, PageProps } from "./components/Page/Page";
export { Page } from "./components/Page/Page";
export type { PaginationProps } from "./components/Pagination/Pagination";
export { Pagination } from "./components/Pagination/Pagination";
export type { PasswordFieldProps } from "./components/PasswordField/PasswordField";
export { PasswordField } from "./components/PasswordField/PasswordField";
export type { PasswordStrengthProps } from "./components/PasswordStrength/PasswordStrength";
export { PasswordStrength } from "./components/PasswordStrength/PasswordStrength";
export type { QrCodeProps } from "./components/QrCode/QrCode";
export { QrCode } from "./components/QrCode/QrCode";
export type { RichTextEditorProps, RichTextMode } from "./components/RichTextEditor/RichTextEditor";
export { RichTextEditor } from "./components/RichTextEditor/RichTextEditor";
export type { SafeHtmlProps } from "./components/SafeHtml/SafeHtml";
export { SafeHtml } from "./components/SafeHtml/SafeHtml";
export type { SelectOption, SelectProps } from "./components/Select/Select";
export { Select } from "./components/Select/Select";
export type { SpinnerProps } from "./components/Spinner/Spinner";
export { Spinner } from "./components/Spinner/Spinner";
export type { TableColumn, TableProps } from "./components/Table/Table";
export { Table } from "./components/Table/Table";
export type { TabStripItem, TabStripProps } from "./components/TabStrip/TabStrip";
export { TabStrip } from "./components/TabStrip/TabStrip";
export type { TabItem, TabsProps } from "./components/Tabs/Tabs";
export { Tabs } from "./components/Tabs/Tabs";
export type { TextFieldProps } from "./components/TextField/TextField";
export { TextField } from "./components/TextField/TextField";
export type { ToastProps, ToastVariant } from "./components/Toast/Toast";
export { Toast } from "./components/Toast/Toast";
export type { ToastApi, ToasterProps, ToastItem, ToastOptions, ToastProviderProps } from "./components/Toast/Toaster";
export { SUCCESS_TOAST_MS, Toaster, ToastProvider, useToast } from "./components/Toast/Toaster";
export { invalidate, useApiMutation, useMutation, useReportedQuery } from "./data/hooks";
export { allows, type Requirement, requirements, useCan } from "./data/permissions";
export type { DomainKey, MutationState, QueryKey, QueryResult } from "./data/query";
export { createQueryClient, domainKey } from "./data/query";
// Data: one runtime per page, sessions, queries.
export type { BulwarkEventMap, BulwarkRuntime, BulwarkRuntimeOptions } from "./data/runtime";
export { createBulwarkRuntime } from "./data/runtime";
export type { Navigate, Session, SessionStatus } from "./data/session";
export { chooseTenant, sessionKeys, useApiQuery, useOptionalRuntime, useRuntime, useSession } from "./data/session";
export type {
  FilterValue,
  FilterValues,
  ListParamSchema,
  ListSort,
  ListState,
  ListStateApi,
  UseListStateOptions,
} from "./data/useListState";
export {
  compactFilterValues,
  LIST_SEARCH_DEBOUNCE_MS,
  listStateFromParams,
  listStateToParams,
  useListState,
} from "./data/useListState";
export type { Language } from "./i18n/createI18n";
export { createI18n, isLanguage, languages, resources } from "./i18n/createI18n";
export { en } from "./i18n/locales/en";
export { sr } from "./i18n/locales/sr";
export type { StringPart } from "./i18n/strings";
export { createLazyI18n, hasStrings, loadStrings, stringParts } from "./i18n/strings";
export type { ScoreCategory } from "./score/score";
export { scoreCategory, scoreRanges } from "./score/score";
export type { AccountSection, AccountSettingsProps } from "./screens/Account/AccountSettings/AccountSettings";
export { AccountSettings } from "./screens/Account/AccountSettings/AccountSettings";
export type { NewRecoveryKeyProps } from "./screens/Account/NewRecoveryKey/NewRecoveryKey";
export { NewRecoveryKey } from "./screens/Account/NewRecoveryKey/NewRecoveryKey";
export type { ResetPasswordProps, ResetPasswordResult } from "./screens/Auth/ResetPassword/ResetPassword";
export { ResetPassword } from "./screens/Auth/ResetPassword/ResetPassword";
export type { SignedInInfo, SignInMode, SignInProps } from "./screens/Auth/SignIn/SignIn";
export { SignIn } from "./screens/Auth/SignIn/SignIn";
export type { VerifyEmailProps } from "./screens/Auth/VerifyEmail/VerifyEmail";
export { VerifyEmail } from "./screens/Auth/VerifyEmail/VerifyEmail";
export type { CoursePlayerProps } from "./screens/CoursePlayer/CoursePlayer/CoursePlayer";
export { CoursePlayer } from "./screens/CoursePlayer/CoursePlayer/CoursePlayer";
export type { JoinCourseProps } from "./screens/CoursePlayer/JoinCourse/JoinCourse";
export { JoinCourse } from "./screens/CoursePlayer/JoinCourse/JoinCourse";
export { playerKeys } from "./screens/CoursePlayer/queries";
export type { AwarenessProps } from "./screens/Courses/Awareness/Awareness";
export { Awareness } from "./screens/Courses/Awareness/Awareness";
export type { CourseProps, CourseViewTab } from "./screens/Courses/Course/Course";
export { COURSE_VIEW_TABS, Course } from "./screens/Courses/Course/Course";
export type { CoursesProps } from "./screens/Courses/Courses/Courses";
export { Courses } from "./screens/Courses/Courses/Courses";
export type { CreateCourseProps } from "./screens/Courses/CreateCourse/CreateCourse";
export { CreateCourse } from "./screens/Courses/CreateCourse/CreateCourse";
export { courseKeys } from "./screens/Courses/queries";
export { COURSE_TABS, type CourseTab } from "./screens/Courses/shared/courses";
export type { AssetDetailProps, AssetDetailTab } from "./screens/Inventory/AssetDetail/AssetDetail";
export { AssetDetail } from "./screens/Inventory/AssetDetail/AssetDetail";
export type { AssetsFilters, AssetsProps } from "./screens/Inventory/Assets/Assets";
export { Assets } from "./screens/Inventory/Assets/Assets";
export type { DirectorySyncProps } from "./screens/Inventory/DirectorySync/DirectorySync";
export { DirectorySync } from "./screens/Inventory/DirectorySync/DirectorySync";
export type { InventoryFigures } from "./screens/Inventory/figuresQueries";
export { inventoryFiguresKeys, useInventoryFigures } from "./screens/Inventory/figuresQueries";
export type { InventoryChartsProps } from "./screens/Inventory/InventoryOverview/InventoryCharts";
export { InventoryCharts } from "./screens/Inventory/InventoryOverview/InventoryCharts";
export type { InventoryOverviewProps } from "./screens/Inventory/InventoryOverview/InventoryOverview";
export { InventoryOverview, peopleHrefFor } from "./screens/Inventory/InventoryOverview/InventoryOverview";
export type { PeopleFilters, PeopleProps, PeopleSort } from "./screens/Inventory/People/People";
export { People, peopleQuery } from "./screens/Inventory/People/People";
export type { PeopleImportProps } from "./screens/Inventory/PeopleImport/PeopleImport";
export { PeopleImport } from "./screens/Inventory/PeopleImport/PeopleImport";
export { peopleCsvTemplate } from "./screens/Inventory/PeopleImport/template";
export { assetsHrefFor } from "./screens/Inventory/shared/assets";
export type { LessonEditorProps } from "./screens/Learning/LessonEditor/LessonEditor";
export { LessonEditor } from "./screens/Learning/LessonEditor/LessonEditor";
export type { LessonsProps } from "./screens/Learning/Lessons/Lessons";
export { Lessons } from "./screens/Learning/Lessons/Lessons";
export type { LibraryProps } from "./screens/Learning/Library/Library";
export { Library } from "./screens/Learning/Library/Library";
export type { NanoPageEditorProps } from "./screens/Learning/NanoPageEditor/NanoPageEditor";
export { NanoPageEditor } from "./screens/Learning/NanoPageEditor/NanoPageEditor";
export type { NanoPagesFilters, NanoPagesProps } from "./screens/Learning/NanoPages/NanoPages";
export { NanoPages } from "./screens/Learning/NanoPages/NanoPages";
export type { PredefinedCourseEditorProps } from "./screens/Learning/PredefinedCourseEditor/PredefinedCourseEditor";
export { PredefinedCourseEditor } from "./screens/Learning/PredefinedCourseEditor/PredefinedCourseEditor";
export type { PredefinedCoursesProps } from "./screens/Learning/PredefinedCourses/PredefinedCourses";
export { PredefinedCourses } from "./screens/Learning/PredefinedCourses/PredefinedCourses";
export { COMMON_CONTENT, type ContentScope, learningKeys } from "./screens/Learning/queries";
export type { CreateNanoCampaignProps } from "./screens/NanoLearning/CreateNanoCampaign/CreateNanoCampaign";
export { CreateNanoCampaign } from "./screens/NanoLearning/CreateNanoCampaign/CreateNanoCampaign";
export type { NanoCampaignProps, NanoCampaignTab } from "./screens/NanoLearning/NanoCampaign/NanoCampaign";
export { NANO_CAMPAIGN_TABS, NanoCampaign } from "./screens/NanoLearning/NanoCampaign/NanoCampaign";
export type { NanoCampaignsProps } from "./screens/NanoLearning/NanoCampaigns/NanoCampaigns";
export { NanoCampaigns } from "./screens/NanoLearning/NanoCampaigns/NanoCampaigns";
export type { NanoCampaignState } from "./screens/NanoLearning/queries";
export { nanoKeys } from "./screens/NanoLearning/queries";
export { NANO_STATES } from "./screens/NanoLearning/shared/nano";
export type { NotificationBellProps } from "./screens/Notifications/NotificationBell/NotificationBell";
export { NotificationBell } from "./screens/Notifications/NotificationBell/NotificationBell";
export type { NotificationDetailProps } from "./screens/Notifications/NotificationDetail/NotificationDetail";
export { NotificationDetail } from "./screens/Notifications/NotificationDetail/NotificationDetail";
export type { NotificationsPageProps } from "./screens/Notifications/NotificationsPage/NotificationsPage";
export { NotificationsPage } from "./screens/Notifications/NotificationsPage/NotificationsPage";
export type { Notification, NotificationType } from "./screens/Notifications/notificationText";
export { notificationSentence, notificationTitle } from "./screens/Notifications/notificationText";
export type { AcceptInvitationProps } from "./screens/Organizations/AcceptInvitation/AcceptInvitation";
export { AcceptInvitation } from "./screens/Organizations/AcceptInvitation/AcceptInvitation";
export type { ActivityLogFilters, ActivityLogsProps } from "./screens/Organizations/ActivityLogs/ActivityLogs";
export { ActivityLogs } from "./screens/Organizations/ActivityLogs/ActivityLogs";
export type { ApiKeysProps } from "./screens/Organizations/ApiKeys/ApiKeys";
export { ApiKeys } from "./screens/Organizations/ApiKeys/ApiKeys";
export type { ExtensionSettingsProps } from "./screens/Organizations/ExtensionSettings/ExtensionSettings";
export { ExtensionSettings } from "./screens/Organizations/ExtensionSettings/ExtensionSettings";
export type { InvitationsProps } from "./screens/Organizations/Invitations/Invitations";
export { Invitations } from "./screens/Organizations/Invitations/Invitations";
export type { MembersAndRolesProps } from "./screens/Organizations/MembersAndRoles/MembersAndRoles";
export { MembersAndRoles } from "./screens/Organizations/MembersAndRoles/MembersAndRoles";
export type { OrganizationSettingsProps } from "./screens/Organizations/OrganizationSettings/OrganizationSettings";
export { OrganizationSettings } from "./screens/Organizations/OrganizationSettings/OrganizationSettings";
export type { OrganizationSetupProps } from "./screens/Organizations/OrganizationSetup/OrganizationSetup";
export { OrganizationSetup } from "./screens/Organizations/OrganizationSetup/OrganizationSetup";
export type { PlatformFigures } from "./screens/Organizations/platformQueries";
export { platformKeys, usePlatformFigures } from "./screens/Organizations/platformQueries";
export type { WebhooksProps } from "./screens/Organizations/Webhooks/Webhooks";
export { Webhooks } from "./screens/Organizations/Webhooks/Webhooks";
export type { CreateSimulationProps } from "./screens/Phishing/Simulations/CreateSimulation/CreateSimulation";
export { CreateSimulation } from "./screens/Phishing/Simulations/CreateSimulation/CreateSimulation";
export type {
  PhishingSimulation,
  SimulationOverview,
  SimulationState,
  SimulationTarget,
} from "./screens/Phishing/Simulations/queries";
export { simulationKeys } from "./screens/Phishing/Simulations/queries";
export type { SimulationProps, SimulationTab } from "./screens/Phishing/Simulations/Simulation/Simulation";
export { SIMULATION_TABS, Simulation } from "./screens/Phishing/Simulations/Simulation/Simulation";
export type { SimulationsProps } from "./screens/Phishing/Simulations/Simulations/Simulations";
export { Simulations } from "./screens/Phishing/Simulations/Simulations/Simulations";
export { SIMULATION_STATES } from "./screens/Phishing/Simulations/shared/simulations";
export type { LandingPageEditorProps } from "./screens/Phishing/Templates/LandingPageEditor/LandingPageEditor";
export { LandingPageEditor } from "./screens/Phishing/Templates/LandingPageEditor/LandingPageEditor";
export type { LandingPagesFilters, LandingPagesProps } from "./screens/Phishing/Templates/LandingPages/LandingPages";
export { LandingPages } from "./screens/Phishing/Templates/LandingPages/LandingPages";
export type { PhishingTemplateEditorProps } from "./screens/Phishing/Templates/PhishingTemplateEditor/PhishingTemplateEditor";
export { PhishingTemplateEditor } from "./screens/Phishing/Templates/PhishingTemplateEditor/PhishingTemplateEditor";
export type {
  PhishingTemplatesFilters,
  PhishingTemplatesProps,
} from "./screens/Phishing/Templates/PhishingTemplates/PhishingTemplates";
export { PhishingTemplates } from "./screens/Phishing/Templates/PhishingTemplates/PhishingTemplates";
export { type PhishingScope, phishingContentKeys } from "./screens/Phishing/Templates/queries";
export type { SendingProfilesProps } from "./screens/Phishing/Templates/SendingProfiles/SendingProfiles";
export { SendingProfiles } from "./screens/Phishing/Templates/SendingProfiles/SendingProfiles";
export type { ExtensionKeyProps } from "./screens/ReportButton/ExtensionKey/ExtensionKey";
export { ExtensionKey } from "./screens/ReportButton/ExtensionKey/ExtensionKey";
export type {
  ExtensionReportFilters,
  ExtensionReportsProps,
} from "./screens/ReportButton/ExtensionReports/ExtensionReports";
export { ExtensionReports } from "./screens/ReportButton/ExtensionReports/ExtensionReports";
export type {
  ReportedEmailFilters,
  ReportedEmailsProps,
} from "./screens/ReportButton/ReportedEmails/ReportedEmails";
export { ReportedEmails } from "./screens/ReportButton/ReportedEmails/ReportedEmails";
export type { ReportPhishProps } from "./screens/ReportButton/ReportPhish/ReportPhish";
export { ReportPhish } from "./screens/ReportButton/ReportPhish/ReportPhish";
export type { AppShellProps } from "./screens/Shell/AppShell/AppShell";
export { AppShell } from "./screens/Shell/AppShell/AppShell";
export type { ManageOrganizationsModalProps } from "./screens/Shell/ManageOrganizationsModal/ManageOrganizationsModal";
export { ManageOrganizationsModal } from "./screens/Shell/ManageOrganizationsModal/ManageOrganizationsModal";
export type { NotFoundProps } from "./screens/Shell/NotFound/NotFound";
export { NotFound } from "./screens/Shell/NotFound/NotFound";
export type { OrgMenuProps } from "./screens/Shell/OrgMenu/OrgMenu";
export { OrgMenu } from "./screens/Shell/OrgMenu/OrgMenu";
export type { SidebarProps } from "./screens/Shell/Sidebar/Sidebar";
export { Sidebar } from "./screens/Shell/Sidebar/Sidebar";
export type {
  ShellView,
  SidebarAccess,
  SidebarGroup,
  SidebarGroupKey,
  SidebarItem,
  SidebarItemKey,
} from "./screens/Shell/Sidebar/sidebarItems";
export {
  activeSidebarItem,
  administrationLanding,
  sidebarItems,
  viewOfPath,
} from "./screens/Shell/Sidebar/sidebarItems";
export type { TopBarProps } from "./screens/Shell/TopBar/TopBar";
export { TopBar } from "./screens/Shell/TopBar/TopBar";
export type { TwoFactorRequiredProps } from "./screens/Shell/TwoFactorRequired/TwoFactorRequired";
export { mustSetUpTwoFactor, TwoFactorRequired } from "./screens/Shell/TwoFactorRequired/TwoFactorRequired";
export type { Breakpoint } from "./theme/layout";
export {
  breakpoints,
  layout,
  maxWidth,
  NOTIFICATION_PAGE_SIZE,
  notificationDropdown,
  POLLING_DELAY_MS,
} from "./theme/layout";
export { themeClass, vars } from "./theme/theme.css";
export type { ThemeName, ThemeTokens, TokenShape } from "./theme/tokens";
export { darkTheme, isThemeName, lightTheme, themes } from "./theme/tokens";
