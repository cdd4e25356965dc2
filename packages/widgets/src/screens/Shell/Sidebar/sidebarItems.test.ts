import { describe, expect, it } from "vitest";
import {
  activeSidebarItem,
  administrationLanding,
  type SidebarAccess,
  type SidebarGroup,
  sidebarItems,
  viewOfPath,
} from "./sidebarItems";

const none: SidebarAccess = { permissions: [], superAdminPermissions: [], features: [], isDemo: false };

/** Item keys of the platform sidebar for `access` (merged over "nothing granted"). */
const platformKeys = (access: Partial<SidebarAccess>) =>
  sidebarItems("platform", { ...none, ...access }).flatMap((g) => g.items.map((i) => i.key));
const adminKeys = (access: Partial<SidebarAccess>) =>
  sidebarItems("administration", { ...none, ...access }).flatMap((g) => g.items.map((i) => i.key));
const groupKeys = (groups: SidebarGroup[]) => groups.map((g) => g.key);

const allPlatformFeatures = ["inventory", "monitoring", "learning", "phishing", "leaks", "waf", "groupOrganization"];

describe("sidebarItems: platform", () => {
  it("always shows Overview, even with no permission or feature", () => {
    expect(sidebarItems("platform", none)).toEqual([{ key: null, items: [{ key: "overview", href: "/" }] }]);
  });

  it("shows Inventory (People, Assets) only with ReadInventory and the inventory feature", () => {
    expect(platformKeys({ permissions: ["ReadInventory"], features: ["inventory"] })).toEqual([
      "overview",
      "people",
      "assets",
    ]);
    expect(platformKeys({ permissions: ["ReadInventory"], features: [] })).not.toContain("people");
    expect(platformKeys({ permissions: [], features: ["inventory"] })).not.toContain("people");
  });

  it("shows Continuous monitoring (statistics, vulnerabilities) only with ReadVulnerability and the monitoring feature", () => {
    expect(platformKeys({ permissions: ["ReadVulnerability"], features: ["monitoring"] })).toEqual([
      "overview",
      "statistics",
      "vulnerabilities",
    ]);
    expect(platformKeys({ permissions: ["ReadVulnerability"] })).toEqual(["overview"]);
    expect(platformKeys({ features: ["monitoring"] })).toEqual(["overview"]);
  });

  it("shows Courses and Nano learn only with ReadLearning and the learning feature", () => {
    expect(platformKeys({ permissions: ["ReadLearning"], features: ["learning"] })).toEqual([
      "overview",
      "courses",
      "nanoLearn",
    ]);
    expect(platformKeys({ permissions: ["ReadLearning"] })).toEqual(["overview"]);
    expect(platformKeys({ features: ["learning"] })).toEqual(["overview"]);
  });

  it("shows Simulations only with ReadPhishing and the phishing feature", () => {
    expect(platformKeys({ permissions: ["ReadPhishing"], features: ["phishing"] })).toEqual([
      "overview",
      "simulations",
    ]);
    expect(platformKeys({ permissions: ["ReadPhishing"] })).toEqual(["overview"]);
    expect(platformKeys({ features: ["phishing"] })).toEqual(["overview"]);
  });

  it("shows Library with CrudLearning or CrudPhishing, whatever the features", () => {
    expect(platformKeys({ permissions: ["CrudLearning"] })).toEqual(["overview", "library"]);
    expect(platformKeys({ permissions: ["CrudPhishing"] })).toEqual(["overview", "library"]);
    expect(
      platformKeys({ permissions: ["ReadLearning", "ReadPhishing"], features: allPlatformFeatures }),
    ).not.toContain("library");
  });

  it("shows Data leaks (credentials) with ReadLeaks alone", () => {
    expect(platformKeys({ permissions: ["ReadLeaks"] })).toEqual(["overview", "credentials"]);
    expect(platformKeys({ features: ["leaks"] })).toEqual(["overview"]);
  });

  it("shows WAF (Overview, Blocked IPs) only with ReadWaf and the waf feature, which is off by default", () => {
    expect(platformKeys({ permissions: ["ReadWaf"], features: ["waf"] })).toEqual([
      "overview",
      "wafOverview",
      "blockedIps",
    ]);
    // A typical organisation: every default feature but not waf.
    expect(
      platformKeys({ permissions: ["ReadWaf"], features: ["inventory", "monitoring", "learning", "phishing"] }),
    ).not.toContain("wafOverview");
    expect(platformKeys({ features: ["waf"] })).toEqual(["overview"]);
  });

  it("shows Group administration only with the groupOrganization feature and the ManageTenants permission", () => {
    expect(platformKeys({ permissions: ["ManageTenants"], features: ["groupOrganization"] })).toEqual([
      "overview",
      "groupOrganizations",
    ]);
    expect(platformKeys({ permissions: ["ManageTenants"] })).toEqual(["overview"]);
    expect(platformKeys({ features: ["groupOrganization"] })).toEqual(["overview"]);
  });

  it("does not count super-admin permissions as organisation permissions", () => {
    expect(
      platformKeys({ superAdminPermissions: ["ManageTenants", "ManageInventory"], features: allPlatformFeatures }),
    ).toEqual(["overview"]);
  });

  it("lists everything, grouped and in the specification's order, for an organisation with every grant", () => {
    const groups = sidebarItems("platform", {
      ...none,
      permissions: [
        "ReadInventory",
        "ReadVulnerability",
        "ReadLearning",
        "CrudLearning",
        "ReadPhishing",
        "CrudPhishing",
        "ReadLeaks",
        "ReadWaf",
        "ManageTenants",
      ],
      features: allPlatformFeatures,
    });
    expect(groupKeys(groups)).toEqual([
      null,
      "inventory",
      "monitoring",
      "awareness",
      "leaks",
      "waf",
      "groupAdministration",
    ]);
    expect(groups.flatMap((g) => g.items.map((i) => i.href))).toEqual([
      "/",
      "/inventory/people",
      "/inventory/assets",
      "/continues-monitoring/statistics",
      "/continues-monitoring/vulnerabilities",
      "/awareness/assignments",
      "/nano-learning/campaigns",
      "/simulations",
      "/library",
      "/leaks/credentials",
      "/waf/overview",
      "/waf/blocked-ips",
      "/group-administration/organizations",
    ]);
  });

  it("in demo mode previews the areas with demo data, not Library, WAF or group administration", () => {
    expect(platformKeys({ isDemo: true })).toEqual([
      "overview",
      "people",
      "assets",
      "statistics",
      "vulnerabilities",
      "courses",
      "nanoLearn",
      "simulations",
      "credentials",
    ]);
  });

  it("drops a group whose items are all hidden", () => {
    expect(groupKeys(sidebarItems("platform", { ...none, permissions: ["ReadLeaks"] }))).toEqual([null, "leaks"]);
  });
});

describe("sidebarItems: administration", () => {
  it("is empty for a user without super-admin permissions, whatever the organisation grants", () => {
    expect(
      sidebarItems("administration", { ...none, permissions: ["ManageTenants"], features: allPlatformFeatures }),
    ).toEqual([]);
  });

  it("shows Inventory administration (All assets) with ManageInventory", () => {
    expect(adminKeys({ superAdminPermissions: ["ManageInventory"] })).toEqual(["allAssets"]);
  });

  it.each(["ManageLearningContent", "ManageLearning", "ManageTemplatesLibrary"])(
    "shows Awareness administration with %s, without Extension reports",
    (code) => {
      expect(adminKeys({ superAdminPermissions: [code] })).toEqual([
        "lessons",
        "nanoPages",
        "predefinedCourses",
        "templates",
        "courseIndustryStandards",
      ]);
    },
  );

  it("adds Extension reports to Awareness administration with ManagePhishing", () => {
    expect(adminKeys({ superAdminPermissions: ["ManageLearningContent", "ManagePhishing"] })).toEqual([
      "lessons",
      "nanoPages",
      "predefinedCourses",
      "templates",
      "extensionReports",
      "courseIndustryStandards",
    ]);
  });

  it("does not show Awareness administration for ManagePhishing alone", () => {
    expect(adminKeys({ superAdminPermissions: ["ManagePhishing"] })).toEqual([]);
  });

  it("shows Continuous monitoring administration (Vulnerability enrichers) with ManageVulnerabilities", () => {
    expect(adminKeys({ superAdminPermissions: ["ManageVulnerabilities"] })).toEqual(["vulnerabilityEnrichers"]);
  });

  it("shows Leaks administration (credentials) with ManageLeaks", () => {
    expect(adminKeys({ superAdminPermissions: ["ManageLeaks"] })).toEqual(["leakCredentials"]);
  });

  it.each(["ManageUsers", "ManageTenants"])("shows the Admin group (Users, Organizations) with %s", (code) => {
    expect(adminKeys({ superAdminPermissions: [code] })).toEqual(["users", "organizations"]);
  });

  it("does not show the Admin group for ReadTenants alone", () => {
    expect(adminKeys({ superAdminPermissions: ["ReadTenants"] })).toEqual([]);
  });

  it("shows the Theme page only in the local environment", () => {
    expect(adminKeys({ localEnvironment: true })).toEqual(["theme"]);
    expect(adminKeys({ localEnvironment: false })).toEqual([]);
    expect(adminKeys({})).toEqual([]);
    expect(platformKeys({ localEnvironment: true })).not.toContain("theme");
  });

  it("lists every group with the route-table paths for a super-admin with every permission", () => {
    const groups = sidebarItems("administration", {
      ...none,
      superAdminPermissions: [
        "ManageTenants",
        "ManageLearningContent",
        "ManageInventory",
        "ManageTemplatesLibrary",
        "ManageLearning",
        "ManageVulnerabilities",
        "ManageLeaks",
        "ManageUsers",
        "ManagePhishing",
        "ReadTenants",
      ],
    });
    expect(groupKeys(groups)).toEqual([
      "inventoryAdministration",
      "awarenessAdministration",
      "monitoringAdministration",
      "leaksAdministration",
      "admin",
    ]);
    expect(groups.flatMap((g) => g.items.map((i) => i.href))).toEqual([
      "/administration/all-assets",
      "/administration/awareness/lessons",
      "/administration/awareness/nano-pages",
      "/administration/awareness/predefined-courses",
      "/administration/templates",
      "/administration/extension-reports",
      "/administration/course-industry-standards",
      "/administration/continues-monitoring/vulnerability-enrichers",
      "/administration/leaks",
      "/administration/users",
      "/administration/organizations",
    ]);
  });
});

describe("administrationLanding", () => {
  it("opens the first allowed page in the specification's order", () => {
    expect(administrationLanding(["ManageUsers", "ManageTenants"])).toBe("/administration/organizations");
    expect(administrationLanding(["ManageUsers", "ManageLearningContent"])).toBe("/administration/awareness/lessons");
    expect(administrationLanding(["ManageUsers", "ManageInventory"])).toBe("/administration/all-assets");
    expect(administrationLanding(["ManageLeaks", "ManageTemplatesLibrary"])).toBe("/administration/templates");
    expect(administrationLanding(["ManageLeaks", "ManageLearning"])).toBe("/administration/course-industry-standards");
    expect(administrationLanding(["ManageLeaks", "ManageVulnerabilities"])).toBe(
      "/administration/continues-monitoring/vulnerability-enrichers",
    );
    expect(administrationLanding(["ManageUsers", "ManageLeaks"])).toBe("/administration/leaks");
    expect(administrationLanding(["ManageUsers"])).toBe("/administration/users");
  });

  it("falls back to the administration overview", () => {
    expect(administrationLanding(["ReadTenants"])).toBe("/administration/overview");
    expect(administrationLanding([])).toBe("/administration/overview");
  });
});

describe("activeSidebarItem", () => {
  const groups = sidebarItems("platform", {
    ...none,
    permissions: ["ReadInventory", "ReadWaf"],
    features: ["inventory", "waf"],
  });

  it("highlights the entry of the path and of its sub-pages", () => {
    expect(activeSidebarItem(groups, "/inventory/assets")).toBe("assets");
    expect(activeSidebarItem(groups, "/inventory/assets/42?tab=dns")).toBe("assets");
    expect(activeSidebarItem(groups, "/waf/blocked-ips/")).toBe("blockedIps");
  });

  it("highlights Overview only on the root path", () => {
    expect(activeSidebarItem(groups, "/")).toBe("overview");
    expect(activeSidebarItem(groups, "/?organizationId=x")).toBe("overview");
    expect(activeSidebarItem(groups, "/notifications")).toBeUndefined();
  });

  it("does not match a path that only shares a prefix of characters", () => {
    expect(activeSidebarItem(groups, "/inventory/assetsxyz")).toBeUndefined();
  });
});

describe("viewOfPath", () => {
  it("maps /administration and /theme to the administration view, the rest to the platform", () => {
    expect(viewOfPath("/administration/users")).toBe("administration");
    expect(viewOfPath("/administration")).toBe("administration");
    expect(viewOfPath("/theme")).toBe("administration");
    expect(viewOfPath("/inventory/people")).toBe("platform");
    expect(viewOfPath("/administrationx")).toBe("platform");
  });
});
