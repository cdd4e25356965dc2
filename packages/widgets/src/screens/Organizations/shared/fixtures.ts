import type { Schema, Tenant, User } from "@bulwark/client";
import { adminPermissions, type FakeRoutes, sampleTenant, sampleUser, sessionRoutes } from "../../../storybook/fakeApi";

/** Sample data of the organisation screens' stories and tests. */

export const tenantId = sampleTenant.id;

export const viewerPermissions = {
  ...adminPermissions,
  roles: ["Viewer"],
  permissions: ["ReadInventory"],
};

const firstNames = ["Ana", "Marko", "Jelena", "Nikola", "Milica", "Stefan", "Ivana", "Luka", "Tijana", "Petar"];
const lastNames = ["Petrović", "Jovanović", "Nikolić", "Marković", "Đorđević", "Stojanović", "Ilić", "Pavlović"];
const roleCycle: Schema<"Role">[][] = [["Admin"], ["Viewer"], ["SecurityAnalyst"], ["AwarenessManager", "Viewer"]];

const at = (i: number) => new Date(Date.UTC(2026, 0, 10, 9, 0) + i * 86_400_000 * 1.7).toISOString();

export function makeMembers(count: number): Schema<"Member">[] {
  return Array.from({ length: count }, (_, i) => {
    const firstName = firstNames[i % firstNames.length] ?? "Ana";
    const lastName = lastNames[(i * 3) % lastNames.length] ?? "Ilić";
    return {
      userId: i === 0 ? sampleUser.id : `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      email: i === 0 ? sampleUser.email : `${firstName.toLowerCase()}.${i}@acme.example`,
      firstName: i === 0 ? sampleUser.firstName : firstName,
      lastName: i === 0 ? sampleUser.lastName : lastName,
      roles: i === 0 ? ["Admin"] : (roleCycle[i % roleCycle.length] ?? ["Viewer"]),
      joinedAt: at(i),
    };
  });
}

export function makeInvitations(count: number): Schema<"Invitation">[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `10000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    email: `new.person${i + 1}@acme.example`,
    roles: roleCycle[(i + 1) % roleCycle.length] ?? ["Viewer"],
    invitedBy: "Ana Petrović",
    createdAt: at(20 - i),
  }));
}

/** Entries as the API writes them: event name, group, its English description and the data the UI says it from. */
const sampleEvents: Pick<Schema<"ActivityLog">, "eventName" | "eventGroup" | "description" | "data">[] = [
  {
    eventName: "TenantUpdated",
    eventGroup: "TenantManagement",
    description: "Acme d.o.o. updated",
    data: { name: "Acme d.o.o." },
  },
  {
    eventName: "UserInvited",
    eventGroup: "TenantManagement",
    description: "marko@acme.example invited as SecurityAnalyst",
    data: { email: "marko@acme.example", roles: ["SecurityAnalyst"] },
  },
  {
    eventName: "AssetsAdded",
    eventGroup: "TenantManagement",
    description: "4 assets added",
    data: { names: ["acme.example", "mail.acme.example", "vpn.acme.example", "192.0.2.10"], count: 4 },
  },
  {
    eventName: "DiscoveryCompleted",
    eventGroup: "TenantManagement",
    description: "Discovery from acme.example added 1 new asset",
    data: { name: "acme.example", newAssets: 1 },
  },
  {
    eventName: "TenantFeaturesChanged",
    eventGroup: "TenantAdministration",
    description: "Features: inventory",
    data: { before: [], after: ["inventory"] },
  },
  { eventName: "PasswordChanged", eventGroup: "UserManagement", description: "Password changed", data: {} },
  {
    eventName: "ReportExported",
    eventGroup: "TenantManagement",
    description: "An event this UI does not know yet",
    data: {},
  },
];

export function makeActivityLogs(count: number): Schema<"ActivityLog">[] {
  return Array.from({ length: count }, (_, i) => {
    const event = sampleEvents[i % sampleEvents.length] ?? sampleEvents[0];
    return {
      id: `20000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      eventName: event?.eventName ?? "TenantUpdated",
      eventGroup: event?.eventGroup ?? "TenantManagement",
      description: event?.description ?? "",
      userName: i % 5 === 4 ? null : "Ana Petrović",
      ip: i % 5 === 4 ? null : `192.0.2.${(i % 250) + 1}`,
      data: event?.data ?? {},
      createdAt: at(60 - i),
    };
  });
}

export function makeApiKeys(count: number): Schema<"ApiKey">[] {
  const names = ["Intranet portal", "HR system", "Status page", "Partner dashboard"];
  return Array.from({ length: count }, (_, i) => ({
    id: `30000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    name: `${names[i % names.length]}${i >= names.length ? ` ${i + 1}` : ""}`,
    prefix: `bwk_${(0x1a2b3c + i * 7919).toString(16)}`,
    createdBy: "Ana Petrović",
    createdAt: at(i),
    lastUsedAt: i % 3 === 2 ? null : at(i + 5),
  }));
}

export const sampleExtensionData: Schema<"ExtensionData"> = {
  whitelistedDomains: ["acme.example", "*.acme-mail.example", "partner.example.org"],
  headerOverlayMessage: "This email comes from outside Acme. Report it if it looks suspicious.",
  formOverlayMessage: "Do not type your Acme password on sites you reached from an email.",
  formOverlayEnabled: true,
};

/** A user with no organisation (demo data, setup). */
export const userWithoutTenant: User = { ...sampleUser, tenants: [] };

/** A super-admin who is not a member of the organisation. */
export const superAdminUser: User = {
  ...sampleUser,
  id: "7a7a7a7a-0000-4000-8000-000000000001",
  email: "root@bulwark.example",
  firstName: "Platform",
  lastName: "Admin",
  tenants: [sampleTenant],
  superAdminPermissions: ["ManageTenants", "ReadTenants"],
};

export const removedTenant: Tenant = { ...sampleTenant, deletedAt: "2026-03-02T10:30:00.000Z" };

export const list = <T>(items: T[], total = items.length) => ({ items, total });

/** A page of members as the API answers it: with how many Admins the whole organisation has. */
export const memberList = (
  items: Schema<"Member">[],
  total = items.length,
  adminCount = items.filter((member) => member.roles.includes("Admin")).length,
): Schema<"MemberList"> => ({ items, total, adminCount });

/** Session routes of an organisation admin. */
export const adminRoutes = (): FakeRoutes => sessionRoutes();
/** Session routes of a member without ManageOrganization. */
export const viewerRoutes = (): FakeRoutes =>
  sessionRoutes({ ...sampleUser, tenants: [{ ...sampleTenant, roles: ["Viewer"] }] }, viewerPermissions);
/** Session routes of a signed-in user with no organisation (demo mode). */
export const noTenantRoutes = (): FakeRoutes =>
  sessionRoutes(userWithoutTenant, { tenantId: null, roles: [], permissions: [], superAdminPermissions: [] });

export { sampleTenant, sampleUser };
