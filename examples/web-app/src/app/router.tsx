import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { GuestOnly, RequireAuth } from "./guard";
import { Root } from "./Root";
import { Shell, ShellIfSignedIn, Standalone } from "./Shell";

type Pages = Record<string, unknown>;

/**
 * The split rule: every page is a lazy route, `page(() => import(area), "Name")`, so a visit
 * downloads the app's frame (router, providers, shell) and the one area it opens, never the whole
 * app (the first visit's weight, README "Fast on the first visit"). A new area adds its module
 * under `pages/` and its routes here the same way; `router.test.ts` fails on a page imported
 * eagerly.
 */
export function page<M extends Pages>(load: () => Promise<M>, name: keyof M & string): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

const auth = () => import("../pages/Auth");
const screens = () => import("../pages/screens");
const dashboard = () => import("../pages/Dashboard/Dashboard");
const switching = () => import("../pages/SwitchingOrganization");
const inventory = () => import("../pages/inventory");
const learning = () => import("../pages/learning");
const nanoLearning = () => import("../pages/nanoLearning");
const courses = () => import("../pages/courses");
const simulations = () => import("../pages/simulations");
const learn = () => import("../pages/learn");
const phishingContent = () => import("../pages/phishingContent");
const reportButton = () => import("../pages/reportButton");

/**
 * The route table (seeds, section 2) for the areas built so far. Areas not built yet
 * (monitoring, ...) have no routes: they fall through to the 404, though the sidebar links to them.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <Standalone />,
        children: [
          // Guest-only: a signed-in visitor goes to `from` or the dashboard.
          { element: <GuestOnly />, children: [{ path: "auth", ...page(auth, "AuthPage") }] },
          // No guard: these pages work from an emailed link whether signed in or not.
          { path: "auth/reset-password", ...page(screens, "ResetPasswordPage") },
          { path: "auth/verify-email", ...page(screens, "VerifyEmailPage") },
          { path: "organizations/invitation/accept", ...page(screens, "AcceptInvitationPage") },
          // The learner's player and a course's invitation link: the token is the credential.
          { path: "learn/join/:token", ...page(learn, "JoinCoursePage") },
          { path: "learn/:token", ...page(learn, "CoursePlayerPage") },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <Shell />,
            children: [
              { index: true, ...page(dashboard, "Dashboard") },
              { path: "account-settings", ...page(screens, "AccountSettingsPage") },
              { path: "account-settings/two-factor-authentication", ...page(screens, "TwoFactorPage") },
              { path: "account-settings/new-recovery-key", ...page(screens, "NewRecoveryKeyPage") },
              { path: "account-settings/new-recovery-key/create", ...page(screens, "CreateRecoveryKeyPage") },
              { path: "organizations", ...page(screens, "ManageOrganizationsPage") },
              { path: "organizations/setup", ...page(screens, "OrganizationSetupPage") },
              { path: "organizations/active", ...page(screens, "ActiveOrganizationPage") },
              { path: "organizations/activity-logs/:tenantId", ...page(screens, "ActivityLogsPage") },
              { path: "organizations/switching-organization", ...page(switching, "SwitchingOrganization") },
              { path: "organizations/whitelisted-domains", ...page(screens, "WhitelistedDomainsPage") },
              { path: "notifications", ...page(screens, "NotificationsRoute") },
              { path: "notifications/:id", ...page(screens, "NotificationDetailPage") },
              { path: "inventory", ...page(inventory, "InventoryOverviewPage") },
              { path: "inventory/people", ...page(inventory, "PeoplePage") },
              { path: "inventory/assets", ...page(inventory, "AssetsPage") },
              { path: "inventory/assets/:id", ...page(screens, "AssetPage") },
              { path: "library", ...page(learning, "LibraryPage") },
              { path: "library/organization-lessons", ...page(learning, "LessonsPage") },
              { path: "library/organization-lessons/create", ...page(learning, "CreateLessonPage") },
              { path: "library/organization-lessons/common/:id", ...page(learning, "LessonPage") },
              { path: "library/organization-lessons/:id", ...page(learning, "LessonPage") },
              { path: "library/organization-nano-pages", ...page(learning, "NanoPagesPage") },
              { path: "library/organization-nano-pages/create", ...page(learning, "CreateNanoPagePage") },
              { path: "library/organization-nano-pages/common/:id", ...page(learning, "NanoPagePage") },
              { path: "library/organization-nano-pages/:id", ...page(learning, "NanoPagePage") },
              { path: "library/predefined-courses", ...page(learning, "PredefinedCoursesPage") },
              { path: "library/predefined-courses/create", ...page(learning, "CreatePredefinedCoursePage") },
              { path: "library/predefined-courses/:id", ...page(learning, "PredefinedCoursePage") },
              // Administration → Awareness: the common content of super-admins (ManageLearningContent).
              { path: "administration/awareness/lessons", ...page(learning, "AdminLessonsPage") },
              { path: "administration/awareness/lessons/create", ...page(learning, "AdminCreateLessonPage") },
              { path: "administration/awareness/lessons/:id", ...page(learning, "AdminLessonPage") },
              { path: "administration/awareness/lessons/:id/pages", ...page(learning, "AdminLessonPage") },
              { path: "administration/awareness/nano-pages", ...page(learning, "AdminNanoPagesPage") },
              { path: "administration/awareness/nano-pages/create", ...page(learning, "AdminCreateNanoPagePage") },
              { path: "administration/awareness/nano-pages/:id", ...page(learning, "AdminNanoPagePage") },
              {
                path: "administration/awareness/predefined-courses",
                ...page(learning, "AdminPredefinedCoursesPage"),
              },
              {
                path: "administration/awareness/predefined-courses/create",
                ...page(learning, "AdminCreatePredefinedCoursePage"),
              },
              {
                path: "administration/awareness/predefined-courses/:id",
                ...page(learning, "AdminPredefinedCoursePage"),
              },
              // Phishing content: the template library and landing pages, and their common library.
              { path: "library/organization-templates", ...page(phishingContent, "TemplatesPage") },
              { path: "library/organization-templates/create", ...page(phishingContent, "CreateTemplatePage") },
              { path: "library/organization-templates/:id", ...page(phishingContent, "TemplatePage") },
              { path: "library/landing-pages", ...page(phishingContent, "LandingPagesPage") },
              { path: "library/landing-pages/create", ...page(phishingContent, "CreateLandingPagePage") },
              { path: "library/landing-pages/:id", ...page(phishingContent, "LandingPagePage") },
              { path: "administration/templates", ...page(phishingContent, "AdminTemplatesPage") },
              { path: "administration/create-template", ...page(phishingContent, "AdminCreateTemplatePage") },
              { path: "administration/edit-template/:id", ...page(phishingContent, "AdminTemplatePage") },
              { path: "administration/landing-pages", ...page(phishingContent, "AdminLandingPagesPage") },
              {
                path: "administration/landing-pages/create",
                ...page(phishingContent, "AdminCreateLandingPagePage"),
              },
              { path: "administration/landing-pages/:id", ...page(phishingContent, "AdminLandingPagePage") },
              { path: "awareness", ...page(courses, "AwarenessPage") },
              { path: "awareness/assignments", ...page(courses, "CoursesPage") },
              { path: "awareness/assignments/create", ...page(courses, "CreateCoursePage") },
              { path: "awareness/assignments/:id", ...page(courses, "CoursePage") },
              // Administration → Awareness → Extension reports (ManagePhishing).
              { path: "administration/extension-reports", ...page(reportButton, "ExtensionReportsPage") },
              { path: "nano-learning", ...page(nanoLearning, "NanoCampaignsPage") },
              { path: "nano-learning/campaigns", ...page(nanoLearning, "NanoCampaignsPage") },
              { path: "nano-learning/campaigns/:id", ...page(nanoLearning, "NanoCampaignPage") },
              { path: "nano-learning/create-campaign", ...page(nanoLearning, "CreateNanoCampaignPage") },
              { path: "simulations", ...page(simulations, "SimulationsPage") },
              { path: "simulations/create", ...page(simulations, "CreateSimulationPage") },
              { path: "simulations/reported-emails", ...page(reportButton, "ReportedEmailsPage") },
              { path: "simulations/:id", ...page(simulations, "SimulationPage") },
            ],
          },
        ],
      },
      // Unknown paths: the 404, inside the shell for a signed-in user.
      { element: <ShellIfSignedIn />, children: [{ path: "*", ...page(screens, "NotFoundPage") }] },
    ],
  },
];

export const router = createBrowserRouter(routes);
