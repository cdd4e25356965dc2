/**
 * `@bulwark/client`: the typed HTTP client of the Bulwark API (openapi-fetch over the contract),
 * with bearer and tenant headers, single-flight token refresh and pluggable token storage, and
 * the protocols every caller needs: `unwrap` and `ApiCallError` for one failure path, `runExport`
 * for exports, `client.upload` for streamed uploads.
 * Node-only storage (`fileTokenStore`) lives in `@bulwark/client/node`.
 */
export type { components, operations, paths, Schema } from "@bulwark/contract";
export {
  domainEventTypeValues,
  learningLanguageValues,
  phishingTemplateScopeValues,
  phishingTemplateTypeValues,
} from "@bulwark/contract";
export { NO_TENANT } from "./auth-middleware.js";
export {
  type BulwarkClient,
  type BulwarkClientHelpers,
  type BulwarkClientOptions,
  type BulwarkPaths,
  createBulwarkClient,
  type UploadBody,
  type UploadData,
  type UploadOptions,
  type UploadPath,
} from "./client.js";
export {
  ApiCallError,
  type ApiError,
  type CallResult,
  type ErrorCode,
  errorMessage,
  type FieldError,
  readApiError,
  unwrap,
} from "./errors.js";
export {
  EXPORT_POLL_MS,
  type ExportDownload,
  ExportFailedError,
  type ExportPhase,
  type ExportRequest,
  type ExportRequestInput,
  fileNameFromDisposition,
  type RunExportOptions,
  runExport,
} from "./exports.js";
export { localStorageTokenStore, memoryTokenStore, type TokenStore, type Tokens } from "./token-store.js";
export type {
  ContentWarning,
  Course,
  CourseInput,
  CourseList,
  CourseStatus,
  CoursesOverview,
  CourseUpdate,
  LandingPage,
  LandingPageInput,
  Learner,
  LearnerList,
  LearnerQuizDetails,
  LearnerResult,
  LearnerSelection,
  LearnerStatistics,
  LearnerStatus,
  LearningContentTagList,
  LearningLanguage,
  Lesson,
  LessonExport,
  LessonInput,
  LessonList,
  LessonPage,
  LessonPageInput,
  LoginResponse,
  MyPermissions,
  NanoCampaign,
  NanoCampaignContentInput,
  NanoCampaignInput,
  NanoCampaignLearner,
  NanoCampaignSummary,
  NanoLearningStatistics,
  NanoPage,
  NanoPageInput,
  PhishingTemplate,
  PhishingTemplateInput,
  PlayerAnswerResult,
  PlayerCourse,
  PlayerProgress,
  PredefinedCourse,
  PredefinedCourseInput,
  Role,
  SendingProfile,
  SendingProfileInput,
  SuperAdminPermission,
  Tenant,
  TenantList,
  Token,
  User,
} from "./types.js";
