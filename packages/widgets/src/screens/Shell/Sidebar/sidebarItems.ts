/**
 * Which sidebar entries a user sees: the visibility rules of the product specification
 * (platform section 6), as one pure function so the rules are tested in one place and the shell,
 * the web app's route guards and the CLI can share them.
 */

/** The two sidebars: the organisation's platform, and the super-admins' administration. */
export type ShellView = "platform" | "administration";

/** Keys of the sidebar entries; each is translated as `shell.sidebar.items.<key>`. */
export type SidebarItemKey =
  | "overview"
  | "people"
  | "assets"
  | "statistics"
  | "vulnerabilities"
  | "courses"
  | "nanoLearn"
  | "simulations"
  | "library"
  | "credentials"
  | "wafOverview"
  | "blockedIps"
  | "groupOrganizations"
  | "allAssets"
  | "lessons"
  | "nanoPages"
  | "predefinedCourses"
  | "templates"
  | "extensionReports"
  | "courseIndustryStandards"
  | "vulnerabilityEnrichers"
  | "leakCredentials"
  | "users"
  | "organizations"
  | "theme";

/** Keys of the sidebar groups; each is translated as `shell.sidebar.groups.<key>`. */
export type SidebarGroupKey =
  | "inventory"
  | "monitoring"
  | "awareness"
  | "leaks"
  | "waf"
  | "groupAdministration"
  | "inventoryAdministration"
  | "awarenessAdministration"
  | "monitoringAdministration"
  | "leaksAdministration"
  | "admin"
  | "development";

/** One link of the sidebar. */
export interface SidebarItem {
  key: SidebarItemKey;
  /** The route it opens (the route table of the specification). */
  href: string;
}

/** A heading with its links; `key` is null for links shown without a heading (Overview). */
export interface SidebarGroup {
  key: SidebarGroupKey | null;
  items: SidebarItem[];
}

/** What the rules look at: the session's permissions and features (see `useSession()`). */
export interface SidebarAccess {
  /** Permission codes of the user in the active organisation (`ReadInventory`, `ManageTenants`, ...). */
  permissions: Iterable<string>;
  /** The user's super-admin permission codes. */
  superAdminPermissions: Iterable<string>;
  /** Features enabled for the active organisation (`inventory`, `waf`, `groupOrganization`, ...). */
  features: Iterable<string>;
  /** No active organisation: demo data is shown (see {@link sidebarItems}). */
  isDemo: boolean;
  /** The app runs in its local (development) environment; only then is the Theme page listed. */
  localEnvironment?: boolean;
}

/**
 * Features a new organisation has unless turned off; demo mode previews their areas. WAF is off
 * by default and group administration needs a real group, so neither is part of the demo.
 */
const demoFeatures = ["inventory", "monitoring", "learning", "phishing"] as const;

type Rule = (can: Checks) => boolean;
interface Checks {
  permission: (...codes: string[]) => boolean;
  superAdmin: (...codes: string[]) => boolean;
  feature: (name: string) => boolean;
  demo: boolean;
  local: boolean;
}

interface GroupSpec {
  key: SidebarGroupKey | null;
  /** Shows the group; its items are then checked one by one. */
  when: Rule;
  items: (SidebarItem & { when?: Rule })[];
}

const always: Rule = () => true;

/** Section 6: an area needs its read permission plus the organisation's feature. */
const platform: GroupSpec[] = [
  { key: null, when: always, items: [{ key: "overview", href: "/" }] },
  {
    key: "inventory",
    when: (c) => c.permission("ReadInventory") && c.feature("inventory"),
    items: [
      { key: "people", href: "/inventory/people" },
      { key: "assets", href: "/inventory/assets" },
    ],
  },
  {
    key: "monitoring",
    when: (c) => c.permission("ReadVulnerability") && c.feature("monitoring"),
    items: [
      { key: "statistics", href: "/continues-monitoring/statistics" },
      { key: "vulnerabilities", href: "/continues-monitoring/vulnerabilities" },
    ],
  },
  {
    key: "awareness",
    when: always,
    items: [
      {
        key: "courses",
        href: "/awareness/assignments",
        when: (c) => c.permission("ReadLearning") && c.feature("learning"),
      },
      {
        key: "nanoLearn",
        href: "/nano-learning/campaigns",
        when: (c) => c.permission("ReadLearning") && c.feature("learning"),
      },
      {
        key: "simulations",
        href: "/simulations",
        when: (c) => c.permission("ReadPhishing") && c.feature("phishing"),
      },
      // Authoring content, not a feature area: no feature flag, and nothing to author in a demo.
      { key: "library", href: "/library", when: (c) => !c.demo && c.permission("CrudLearning", "CrudPhishing") },
    ],
  },
  {
    key: "leaks",
    when: (c) => c.permission("ReadLeaks"),
    items: [{ key: "credentials", href: "/leaks/credentials" }],
  },
  {
    key: "waf",
    // Off by default: only an organisation with the feature turned on sees it, never the demo.
    when: (c) => !c.demo && c.permission("ReadWaf") && c.feature("waf"),
    items: [
      { key: "wafOverview", href: "/waf/overview" },
      { key: "blockedIps", href: "/waf/blocked-ips" },
    ],
  },
  {
    key: "groupAdministration",
    when: (c) => !c.demo && c.feature("groupOrganization") && c.permission("ManageTenants"),
    items: [{ key: "groupOrganizations", href: "/group-administration/organizations" }],
  },
];

/** Section 6: administration groups by super-admin permissions. */
const administration: GroupSpec[] = [
  {
    key: "inventoryAdministration",
    when: (c) => c.superAdmin("ManageInventory"),
    items: [{ key: "allAssets", href: "/administration/all-assets" }],
  },
  {
    key: "awarenessAdministration",
    when: (c) => c.superAdmin("ManageLearningContent", "ManageLearning", "ManageTemplatesLibrary"),
    items: [
      { key: "lessons", href: "/administration/awareness/lessons" },
      { key: "nanoPages", href: "/administration/awareness/nano-pages" },
      { key: "predefinedCourses", href: "/administration/awareness/predefined-courses" },
      { key: "templates", href: "/administration/templates" },
      {
        key: "extensionReports",
        href: "/administration/extension-reports",
        when: (c) => c.superAdmin("ManagePhishing"),
      },
      { key: "courseIndustryStandards", href: "/administration/course-industry-standards" },
    ],
  },
  {
    key: "monitoringAdministration",
    when: (c) => c.superAdmin("ManageVulnerabilities"),
    items: [{ key: "vulnerabilityEnrichers", href: "/administration/continues-monitoring/vulnerability-enrichers" }],
  },
  {
    key: "leaksAdministration",
    when: (c) => c.superAdmin("ManageLeaks"),
    items: [{ key: "leakCredentials", href: "/administration/leaks" }],
  },
  {
    key: "admin",
    when: (c) => c.superAdmin("ManageUsers", "ManageTenants"),
    items: [
      { key: "users", href: "/administration/users" },
      { key: "organizations", href: "/administration/organizations" },
    ],
  },
  // Section 2: the Theme page exists only in the local environment.
  { key: "development", when: (c) => c.local, items: [{ key: "theme", href: "/theme" }] },
];

function checks(access: SidebarAccess): Checks {
  const permissions = new Set(access.permissions);
  const superAdmin = new Set(access.superAdminPermissions);
  // In demo mode there is no organisation, hence no permissions or features of one: the demo
  // previews the default areas read-only instead.
  const features = new Set<string>(access.isDemo ? demoFeatures : access.features);
  const demoReads = new Set(["ReadInventory", "ReadVulnerability", "ReadLearning", "ReadPhishing", "ReadLeaks"]);
  return {
    permission: (...codes) => codes.some((code) => permissions.has(code) || (access.isDemo && demoReads.has(code))),
    superAdmin: (...codes) => codes.some((code) => superAdmin.has(code)),
    feature: (name) => features.has(name),
    demo: access.isDemo,
    local: access.localEnvironment === true,
  };
}

/**
 * The sidebar of `view` for a user, with exactly the visibility rules of the specification:
 *
 * - Platform: Overview always; Inventory needs ReadInventory and the `inventory` feature;
 *   Continuous monitoring needs ReadVulnerability and `monitoring`; Courses and Nano learn need
 *   ReadLearning and `learning`; Simulations need ReadPhishing and `phishing`; Library needs
 *   CrudLearning or CrudPhishing; Data leaks need ReadLeaks; WAF needs ReadWaf and `waf` (off by
 *   default); Group administration needs `groupOrganization` and the ManageTenants permission.
 * - Administration (super-admin permissions): inventory needs ManageInventory; awareness needs
 *   ManageLearningContent, ManageLearning or ManageTemplatesLibrary, and its Extension reports
 *   also ManagePhishing; monitoring needs ManageVulnerabilities; leaks need ManageLeaks; Admin
 *   needs ManageUsers or ManageTenants; Theme only in the local environment.
 * - Demo (no active organisation): the areas with demo data (inventory, monitoring, courses,
 *   nano learning, simulations, data leaks) are shown read-only; Library, WAF and group
 *   administration are not.
 *
 * Groups left without items are dropped.
 */
export function sidebarItems(view: ShellView, access: SidebarAccess): SidebarGroup[] {
  const can = checks(access);
  const spec = view === "platform" ? platform : administration;
  return spec
    .filter((group) => group.when(can))
    .map((group) => ({
      key: group.key,
      items: group.items.filter((item) => item.when?.(can) ?? true).map(({ key, href }) => ({ key, href })),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * Where the Administration view opens: the first page the super-admin may use among
 * organisations, lessons, all assets, templates, course standards, vulnerabilities, leaks and
 * users (section 6), otherwise the administration overview.
 */
export function administrationLanding(superAdminPermissions: Iterable<string>): string {
  const held = new Set(superAdminPermissions);
  const order: [string, string][] = [
    ["ManageTenants", "/administration/organizations"],
    ["ManageLearningContent", "/administration/awareness/lessons"],
    ["ManageInventory", "/administration/all-assets"],
    ["ManageTemplatesLibrary", "/administration/templates"],
    ["ManageLearning", "/administration/course-industry-standards"],
    ["ManageVulnerabilities", "/administration/continues-monitoring/vulnerability-enrichers"],
    ["ManageLeaks", "/administration/leaks"],
    ["ManageUsers", "/administration/users"],
  ];
  return order.find(([code]) => held.has(code))?.[1] ?? "/administration/overview";
}

/**
 * The entry to highlight for `currentPath`: the one whose route is the path or its longest
 * prefix (`/inventory/assets/42` highlights Assets); Overview (`/`) only on `/` itself.
 */
export function activeSidebarItem(groups: readonly SidebarGroup[], currentPath: string): SidebarItemKey | undefined {
  const path = currentPath.split(/[?#]/)[0]?.replace(/\/+$/, "") || "/";
  let best: SidebarItem | undefined;
  for (const item of groups.flatMap((group) => group.items)) {
    const matches = item.href === "/" ? path === "/" : path === item.href || path.startsWith(`${item.href}/`);
    if (matches && (!best || item.href.length > best.href.length)) best = item;
  }
  return best?.key;
}

/** The view a path belongs to: `/administration/...` (and `/theme`) is the administration view. */
export function viewOfPath(currentPath: string): ShellView {
  return /^\/(administration|theme)(\/|$|\?|#)/.test(currentPath) ? "administration" : "platform";
}
