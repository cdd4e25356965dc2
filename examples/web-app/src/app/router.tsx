import { createBrowserRouter, type RouteObject } from "react-router";
import { Dashboard } from "../pages/Dashboard/Dashboard";
import { SwitchingOrganization } from "../pages/SwitchingOrganization";
import * as pages from "../pages/screens";
import { GuestOnly, RequireAuth } from "./guard";
import { Root } from "./Root";
import { Shell, ShellIfSignedIn, Standalone } from "./Shell";

/**
 * The route table (seeds, section 2) for the areas built so far. Areas not built yet (awareness,
 * monitoring, ...) have no routes: they fall through to the 404, though the sidebar links to them.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <Standalone />,
        children: [
          // Guest-only: a signed-in visitor goes to `from` or the dashboard.
          { element: <GuestOnly />, children: [{ path: "auth", element: <pages.AuthPage /> }] },
          // No guard: these pages work from an emailed link whether signed in or not.
          { path: "auth/reset-password", element: <pages.ResetPasswordPage /> },
          { path: "auth/verify-email", element: <pages.VerifyEmailPage /> },
          { path: "organizations/invitation/accept", element: <pages.AcceptInvitationPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <Shell />,
            children: [
              { index: true, element: <Dashboard /> },
              { path: "account-settings", element: <pages.AccountSettingsPage /> },
              { path: "account-settings/two-factor-authentication", element: <pages.TwoFactorPage /> },
              { path: "account-settings/new-recovery-key", element: <pages.NewRecoveryKeyPage /> },
              { path: "account-settings/new-recovery-key/create", element: <pages.CreateRecoveryKeyPage /> },
              { path: "organizations", element: <pages.ManageOrganizationsPage /> },
              { path: "organizations/setup", element: <pages.OrganizationSetupPage /> },
              { path: "organizations/active", element: <pages.ActiveOrganizationPage /> },
              { path: "organizations/activity-logs/:tenantId", element: <pages.ActivityLogsPage /> },
              { path: "organizations/switching-organization", element: <SwitchingOrganization /> },
              { path: "organizations/whitelisted-domains", element: <pages.WhitelistedDomainsPage /> },
              { path: "notifications", element: <pages.NotificationsRoute /> },
              { path: "notifications/:id", element: <pages.NotificationDetailPage /> },
              { path: "inventory", element: <pages.InventoryOverviewPage /> },
              { path: "inventory/people", element: <pages.PeoplePage /> },
              { path: "inventory/assets", element: <pages.AssetsPage /> },
              { path: "inventory/assets/:id", element: <pages.AssetPage /> },
            ],
          },
        ],
      },
      // Unknown paths: the 404, inside the shell for a signed-in user.
      { element: <ShellIfSignedIn />, children: [{ path: "*", element: <pages.NotFoundPage /> }] },
    ],
  },
];

export const router = createBrowserRouter(routes);
