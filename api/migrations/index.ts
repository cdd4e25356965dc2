import type { Migration } from "kysely";
import type { Dialect } from "../src/platform/db/database.js";
import { foundation } from "./0001_foundation.js";
import { apiKeys } from "./0002_api_keys.js";
import { notificationCounters } from "./0003_notification_counters.js";
import { people } from "./0004_people.js";
import { assets } from "./0005_assets.js";
import { exportRequests } from "./0006_exports.js";
import { domainEvents } from "./0007_domain_events.js";
import { peopleSearch } from "./0008_people_search.js";
import { securityHardening } from "./0009_security_hardening.js";
import { requireTwoFactor } from "./0010_require_two_factor.js";
import { textSearchCatchUp } from "./0014_text_search_catch_up.js";
import { learningContent } from "./0015_learning_content.js";
import { tracking } from "./0016_tracking.js";
import { userLanguage } from "./0019_user_language.js";
import { courses } from "./0020_courses.js";
import { nanoCampaigns } from "./0021_nano_campaigns.js";
import { phishingContent } from "./0022_phishing_content.js";
import { phishingSimulations } from "./0023_phishing_simulations.js";
import { phishingReportButton } from "./0024_phishing_report_button.js";
import { phishingRemedial } from "./0025_phishing_remedial.js";
import { simulationSearch } from "./0027_simulation_search.js";
import { simulationCounts } from "./0029_simulation_counts.js";
import { phishingRemedialNano } from "./0030_phishing_remedial_nano.js";

/** Every migration in order. A migration is a function of the dialect for the few type differences. */
export const migrations: Record<string, (dialect: Dialect) => Migration> = {
  "0001_foundation": foundation,
  "0002_api_keys": apiKeys,
  "0003_notification_counters": notificationCounters,
  "0004_people": people,
  "0005_assets": assets,
  "0006_exports": exportRequests,
  "0007_domain_events": domainEvents,
  "0008_people_search": peopleSearch,
  "0009_security_hardening": securityHardening,
  "0010_require_two_factor": requireTwoFactor,
  "0014_text_search_catch_up": textSearchCatchUp,
  "0015_learning_content": learningContent,
  "0016_tracking": tracking,
  "0019_user_language": userLanguage,
  "0020_courses": courses,
  "0021_nano_campaigns": nanoCampaigns,
  "0022_phishing_content": phishingContent,
  "0023_phishing_simulations": phishingSimulations,
  "0024_phishing_report_button": phishingReportButton,
  "0025_phishing_remedial": phishingRemedial,
  "0027_simulation_search": simulationSearch,
  "0029_simulation_counts": simulationCounts,
  "0030_phishing_remedial_nano": phishingRemedialNano,
};
