import { mfa } from "./lessons/mfa.js";
import { passwords } from "./lessons/passwords.js";
import { phishingEmails } from "./lessons/phishing-emails.js";
import { reporting } from "./lessons/reporting.js";
import { safeBrowsing } from "./lessons/safe-browsing.js";
import { socialEngineering } from "./lessons/social-engineering.js";

export type { ShippedLesson } from "./build.js";
export { type ShippedNanoPage, shippedNanoPages } from "./nano-pages.js";
export { type ShippedCourse, shippedCourses } from "./predefined-courses.js";

/** The lessons the common library ships with, in the order the seed adds them. */
export const shippedLessons = [phishingEmails, passwords, mfa, socialEngineering, safeBrowsing, reporting];
