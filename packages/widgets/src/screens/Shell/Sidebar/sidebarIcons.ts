import type { IconName } from "../../../components/Icon/Icon";
import type { SidebarItemKey } from "./sidebarItems";

/** The icon of each sidebar entry. */
export const sidebarIcons: Record<SidebarItemKey, IconName> = {
  overview: "grid",
  people: "people",
  assets: "globe",
  statistics: "chart",
  vulnerabilities: "shieldAlert",
  courses: "cap",
  nanoLearn: "bolt",
  simulations: "mail",
  library: "books",
  credentials: "key",
  wafOverview: "wall",
  blockedIps: "ban",
  groupOrganizations: "buildings",
  allAssets: "globe",
  lessons: "bookOpen",
  nanoPages: "file",
  predefinedCourses: "cap",
  templates: "layout",
  extensionReports: "puzzle",
  courseIndustryStandards: "award",
  vulnerabilityEnrichers: "layers",
  leakCredentials: "key",
  users: "user",
  organizations: "building",
  theme: "palette",
};
