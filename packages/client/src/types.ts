import type { Schema } from "@bulwark/contract";

/** The signed-in user with their organisations (`GET /api/v1/users/users/me`). */
export type User = Schema<"User">;
/** An organisation with the caller's roles in it. */
export type Tenant = Schema<"Tenant">;
/** A page of organisations. */
export type TenantList = Schema<"TenantList">;
/** A token pair as the API answers it. */
export type Token = Schema<"Token">;
/** The answer of a sign-in: a token pair, or a two-factor challenge. */
export type LoginResponse = Schema<"LoginResponse">;
/** The caller's permissions in the active organisation. */
export type MyPermissions = Schema<"MyPermissions">;
/** An organisation role. */
export type Role = Schema<"Role">;
/** A super-admin permission. */
export type SuperAdminPermission = Schema<"SuperAdminPermission">;
/** A content language of the learning library (En, Sr, De, Es, Sl). */
export type LearningLanguage = Schema<"LearningLanguage">;
/** A lesson: common (`tenantId` null) or an organisation's own. */
export type Lesson = Schema<"Lesson">;
/** The body of creating or editing a lesson. */
export type LessonInput = Schema<"LessonInput">;
/** A page of lessons. */
export type LessonList = Schema<"LessonList">;
/** A lesson page (Text, Video, Quiz or Custom). */
export type LessonPage = Schema<"Page">;
/** The body of creating or editing a lesson page. */
export type LessonPageInput = Schema<"PageInput">;
/** A lesson with its pages as one document (export and import). */
export type LessonExport = Schema<"LessonExport">;
/** A language-mismatch warning that did not stop a save. */
export type ContentWarning = Schema<"ContentWarning">;
/** A predefined course. */
export type PredefinedCourse = Schema<"PredefinedCourse">;
/** The body of creating or editing a predefined course. */
export type PredefinedCourseInput = Schema<"PredefinedCourseInput">;
/** A nano page (SimpleQuiz, VideoQuiz or CustomHTML). */
export type NanoPage = Schema<"NanoPage">;
/** The body of creating or editing a nano page. */
export type NanoPageInput = Schema<"NanoPageInput">;
/** A nano-learning campaign as its view shows it (settings, scheduled contents, figures). */
export type NanoCampaign = Schema<"NanoCampaign">;
/** The body of creating a nano campaign (the wizard's three steps). */
export type NanoCampaignInput = Schema<"NanoCampaignInput">;
/** A scheduled content of a campaign: a nano page at a fixed time or in a start/end range. */
export type NanoCampaignContentInput = Schema<"NanoCampaignContentInput">;
/** A campaign in the list (Active, Upcoming, Finished). */
export type NanoCampaignSummary = Schema<"NanoCampaignSummary">;
/** A campaign's learner with the event sequence of each content sent to them. */
export type NanoCampaignLearner = Schema<"NanoCampaignLearner">;
/** The organisation's nano-learning figures (the awareness overview's `nanoLearningStatistics`). */
export type NanoLearningStatistics = Schema<"NanoLearningStatistics">;
/** The library's tags with their counts. */
export type LearningContentTagList = Schema<"LearningContentTagList">;
/** A phishing template (common library or an organisation's own). */
export type PhishingTemplate = Schema<"PhishingTemplate">;
/** The body of creating or editing a phishing template. */
export type PhishingTemplateInput = Schema<"PhishingTemplateInput">;
/** A landing page of a phishing template (a credential-harvest form or a feedback page). */
export type LandingPage = Schema<"LandingPage">;
/** The body of creating or editing a landing page. */
export type LandingPageInput = Schema<"LandingPageInput">;
/** An organisation's sending profile (SMTP settings; the password is never returned). */
export type SendingProfile = Schema<"SendingProfile">;
/** The body of creating or editing a sending profile (`password` write-only). */
export type SendingProfileInput = Schema<"SendingProfileInput">;
