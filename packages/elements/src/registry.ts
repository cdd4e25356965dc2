// The registry: every <bulwark-*> element, its widget, its own attributes, properties and events.
// Adding an element is one `entry(...)` here. The element class, the script bundle, the TypeScript
// declarations (tag map, JSX) follow from it, and `pnpm --filter @bulwark/elements manifest`
// regenerates custom-elements.json (a test fails while it is stale). Every element also has the
// common attributes (`api-url`, `token`, `tenant-id`, `lang`, `theme`), the `fetchToken` property
// and the common events (`bulwark-ready`, `-error`, `-navigate`, `-auth-expired`, ...).
//
// Each widget is loaded with a dynamic import of its own screen module, so the script bundle
// defines every tag at once and an element fetches only its screen's chunk (and the chunks it
// shares with others) when first connected; `strings` names the string domains it fetches, in
// its language only.

import { entry } from "./definition";

/** The organisation in an event's detail (the API's `Tenant`). */
export interface EventTenant {
  id: string;
  name: string;
  [field: string]: unknown;
}

// Details are typed here rather than inferred from the widgets, so the package's declarations
// stand on their own.
const tenantDetail = (tenant: EventTenant) => ({ tenant });

/** The phishing content elements' `scope`: the organisation's library or the common one. */
const phishingScope = {
  type: "enum",
  values: ["organization", "common"],
  default: "organization",
  description:
    "`organization`: the active organisation's library; `common`: the common library, for super-admins " +
    "with ManageTemplatesLibrary (calls go without `x-tenant-id`).",
} as const;

/** The phishing content elements' `contact-email`. */
const phishingContact = {
  type: "string",
  description: "Where Contact Us writes when the phishing feature is off.",
} as const;

/** Every element, in manifest order. */
export const elements = [
  entry({
    tag: "bulwark-sign-in",
    load: () => import("@bulwark/widgets/screens/Auth/SignIn/SignIn").then((m) => m.SignIn),
    strings: ["auth"],
    description: "Sign-in screen: login (with two-factor and recovery-key steps), registration and password recovery.",
    attributes: {
      mode: {
        type: "enum",
        values: ["login", "register", "passwordRecover"],
        default: "login",
        description: "Which form to show.",
      },
      organizationToken: {
        type: "string",
        description: "Invitation token: registration then joins the inviting organisation.",
      },
      privacyPolicyUrl: { type: "string", description: "Address of the privacy policy linked from registration." },
      notice: {
        type: "enum",
        values: ["passwordReset"],
        description: "`passwordReset` shows “Password successfully reset” above the login form.",
      },
    },
    events: {
      onSignedIn: {
        event: "bulwark-signed-in",
        description:
          "The user signed in (the page's session now holds their token). `recoveryKey` is set after a " +
          "recovery-key sign-in: show it once.",
        detail: "{ recoveryKey?: string }",
        toDetail: (info: { recoveryKey?: string }) => ({ ...info }),
      },
      onModeChange: {
        event: "bulwark-mode-change",
        description: "The user switched form; keep the host's URL in step.",
        detail: "{ mode: 'login' | 'register' | 'passwordRecover' }",
        toDetail: (mode: "login" | "register" | "passwordRecover") => ({ mode }),
      },
    },
  }),
  entry({
    tag: "bulwark-reset-password",
    load: () => import("@bulwark/widgets/screens/Auth/ResetPassword/ResetPassword").then((m) => m.ResetPassword),
    strings: ["auth"],
    description: "Sets a new password from the reset link's token.",
    attributes: {
      resetToken: { prop: "token", type: "string", description: "The reset token from the emailed link." },
    },
    events: {
      onDone: {
        event: "bulwark-password-reset",
        description:
          "The new password was saved. `twoFactor`: the account has two-factor on, so the user must sign in " +
          "again; otherwise the page's session is now signed in.",
        detail: "{ twoFactor: boolean }",
        toDetail: (result: { twoFactor: boolean }) => ({ twoFactor: result.twoFactor }),
      },
    },
  }),
  entry({
    tag: "bulwark-verify-email",
    load: () => import("@bulwark/widgets/screens/Auth/VerifyEmail/VerifyEmail").then((m) => m.VerifyEmail),
    strings: ["auth"],
    description:
      "Verifies an email address from the emailed link's token. On failure it shows the error and a " +
      "“Go to sign in” link, which fires `bulwark-navigate` (the widget's `onFailed` is deliberately not mapped). " +
      "Verified, or opened by a signed-in user whose email is already verified, it says so with Continue, " +
      "which fires `bulwark-email-verified`.",
    attributes: {
      verificationToken: {
        prop: "token",
        type: "string",
        description: "The verification token from the emailed link.",
      },
      signInHref: { type: "string", description: "Where “Go to sign in” navigates. Default `/auth`." },
    },
    events: {
      onVerified: { event: "bulwark-email-verified", description: "The address is verified.", detail: "{}" },
    },
  }),
  entry({
    tag: "bulwark-account-settings",
    load: () =>
      import("@bulwark/widgets/screens/Account/AccountSettings/AccountSettings").then((m) => m.AccountSettings),
    strings: ["auth", "account"],
    description: "The signed-in user's settings: profile, password, two-factor authentication and sessions.",
    attributes: {
      section: {
        type: "enum",
        values: ["profile", "password", "twoFactor", "sessions"],
        default: "profile",
        description: "The tab shown.",
      },
    },
    events: {
      onSectionChange: {
        event: "bulwark-section-change",
        description: "The user picked another tab; keep the host's URL in step.",
        detail: "{ section: 'profile' | 'password' | 'twoFactor' | 'sessions' }",
        toDetail: (section: "profile" | "password" | "twoFactor" | "sessions") => ({ section }),
      },
    },
  }),
  entry({
    tag: "bulwark-new-recovery-key",
    load: () => import("@bulwark/widgets/screens/Account/NewRecoveryKey/NewRecoveryKey").then((m) => m.NewRecoveryKey),
    strings: ["auth", "account"],
    description: "Shows a new two-factor recovery key (the given one, or one created with the user's password).",
    attributes: {
      recoveryKey: { type: "string", description: "A key to show, e.g. the one returned by a recovery-key sign-in." },
    },
    events: {
      onDone: {
        event: "bulwark-recovery-key-saved",
        description: "The user confirmed they saved the key.",
        detail: "{}",
      },
    },
  }),
  entry({
    tag: "bulwark-notification-bell",
    load: () =>
      import("@bulwark/widgets/screens/Notifications/NotificationBell/NotificationBell").then(
        (m) => m.NotificationBell,
      ),
    strings: ["notifications"],
    description:
      "The bell with the unread count and a dropdown of the latest notifications; “see all” and items fire `bulwark-navigate`.",
  }),
  entry({
    tag: "bulwark-notifications",
    load: () =>
      import("@bulwark/widgets/screens/Notifications/NotificationsPage/NotificationsPage").then(
        (m) => m.NotificationsPage,
      ),
    strings: ["notifications"],
    description: "The notifications page: every notification, newest first, with read state and paging.",
  }),
  entry({
    tag: "bulwark-notification",
    load: () =>
      import("@bulwark/widgets/screens/Notifications/NotificationDetail/NotificationDetail").then(
        (m) => m.NotificationDetail,
      ),
    strings: ["notifications"],
    description: "One notification in full (the `/notifications/:id` page).",
    attributes: {
      notificationId: { prop: "id", type: "string", description: "The notification's id." },
    },
  }),
  entry({
    tag: "bulwark-library",
    load: () => import("@bulwark/widgets/screens/Learning/Library/Library").then((m) => m.Library),
    strings: ["learning"],
    description:
      "The learning library (`/library`): Lessons, Nano Pages, Phishing Templates and Custom Content cards with " +
      "their counts; the cards' links and the Custom Content type chooser fire `bulwark-navigate`.",
    attributes: {
      lessonsHref: {
        type: "string",
        default: "/library/organization-lessons",
        description: "Where the Lessons card leads.",
      },
      nanoPagesHref: {
        type: "string",
        default: "/library/organization-nano-pages",
        description: "Where the Nano Pages card leads.",
      },
      createLessonHref: {
        type: "string",
        default: "/library/organization-lessons/create",
        description: "Where “Create content” → Lesson goes.",
      },
      createNanoPageHref: {
        type: "string",
        default: "/library/organization-nano-pages/create",
        description:
          "Where “Create content” → a nano page type goes (`?type=SimpleQuiz|VideoQuiz|CustomHTML` is added).",
      },
      templatesHref: {
        type: "string",
        default: "/library/organization-templates",
        description: "Where the Phishing Templates card leads.",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the learning feature is off." },
    },
  }),
  entry({
    tag: "bulwark-lessons",
    load: () => import("@bulwark/widgets/screens/Learning/Lessons/Lessons").then((m) => m.Lessons),
    strings: ["learning"],
    description:
      "The lessons the organisation can use, common and its own: search, language, tag and own-only filters; with " +
      "CrudLearning also create, copy a common lesson and delete. Opening a lesson fires `bulwark-navigate` to " +
      "`/library/organization-lessons/:id` (`common/:id` for a common one).",
    attributes: {
      scope: {
        type: "enum",
        values: ["organization", "common"],
        default: "organization",
        description:
          "`organization`: the active organisation's library; `common`: the common content, for super-admins " +
          "with ManageLearningContent (calls go without `x-tenant-id`).",
      },
      pageSize: { type: "number", description: "Lessons per page (default 20)." },
      createHref: {
        type: "string",
        default: "/library/organization-lessons/create",
        description: "Where “Create lesson” navigates (`bulwark-navigate`).",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the learning feature is off." },
    },
  }),
  entry({
    tag: "bulwark-lesson-editor",
    load: () => import("@bulwark/widgets/screens/Learning/LessonEditor/LessonEditor").then((m) => m.LessonEditor),
    strings: ["learning"],
    description:
      "One lesson: its name, type, time, languages, titles and tags, then its pages in order (move up/down, add " +
      "and edit by type in the rich-text editor, preview, delete). Without `lesson-id` it creates a lesson and " +
      "then fires `bulwark-navigate` to the new lesson's page. A common lesson is read-only with Copy to organization.",
    attributes: {
      scope: {
        type: "enum",
        values: ["organization", "common"],
        default: "organization",
        description:
          "`organization`: the active organisation's library; `common`: the common content, for super-admins " +
          "with ManageLearningContent (calls go without `x-tenant-id`).",
      },
      lessonId: { type: "string", description: "The lesson's id; absent to create one." },
      initialTab: {
        type: "enum",
        values: ["info", "pages"],
        default: "info",
        description: "The tab shown first: the lesson's fields or its pages.",
      },
      backHref: {
        type: "string",
        default: "/library/organization-lessons",
        description: "Where “Back to lessons” navigates.",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the learning feature is off." },
    },
  }),
  entry({
    tag: "bulwark-nano-pages",
    load: () => import("@bulwark/widgets/screens/Learning/NanoPages/NanoPages").then((m) => m.NanoPages),
    strings: ["learning"],
    description:
      "The nano pages (SimpleQuiz, VideoQuiz, CustomHTML) the organisation can use, common and its own: name, type, " +
      "language, tag, plan and own-only filters; with CrudLearning also create, copy a common page and delete. " +
      "Opening a page fires `bulwark-navigate` to `/library/organization-nano-pages/:id` (`common/:id` for a common one).",
    attributes: {
      scope: {
        type: "enum",
        values: ["organization", "common"],
        default: "organization",
        description:
          "`organization`: the active organisation's library; `common`: the common content, for super-admins " +
          "with ManageLearningContent (calls go without `x-tenant-id`).",
      },
      pageSize: { type: "number", description: "Nano pages per page (default 20)." },
      createHref: {
        type: "string",
        default: "/library/organization-nano-pages/create",
        description: "Where “Create nano page” navigates (`bulwark-navigate`).",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the learning feature is off." },
    },
    properties: {
      defaultFilters: {
        type: '{ search?: string; type?: "SimpleQuiz" | "VideoQuiz" | "CustomHTML"; language?: "En" | "Sr" | "De" | "Es" | "Sl"; tag?: string; premium?: boolean; scope?: "organization" }',
        description: "Filters applied at first, e.g. read from the host page's URL.",
      },
    },
    events: {
      onFiltersChange: {
        event: "bulwark-filters-change",
        description: "The user changed the filters (the search after typing stops); keep the host's URL in step.",
        detail:
          '{ filters: { search?: string; type?: "SimpleQuiz" | "VideoQuiz" | "CustomHTML"; language?: "En" | "Sr" | "De" | "Es" | "Sl"; tag?: string; premium?: boolean; scope?: "organization" } }',
        toDetail: (filters: Record<string, unknown>) => ({ filters }),
      },
    },
  }),
  entry({
    tag: "bulwark-nano-page-editor",
    load: () => import("@bulwark/widgets/screens/Learning/NanoPageEditor/NanoPageEditor").then((m) => m.NanoPageEditor),
    strings: ["learning"],
    description:
      "One nano page: type, name, languages, plan and tags, a video quiz's video, and per language the email subject " +
      "with the quiz or the CustomHTML (rich-text editor), with a sanitised preview. Without `nano-page-id` it " +
      "creates one and fires `bulwark-navigate` to it. A common page is read-only with Copy to organization.",
    attributes: {
      scope: {
        type: "enum",
        values: ["organization", "common"],
        default: "organization",
        description:
          "`organization`: the active organisation's library; `common`: the common content, for super-admins " +
          "with ManageLearningContent (calls go without `x-tenant-id`).",
      },
      nanoPageId: { type: "string", description: "The nano page's id; absent to create one." },
      initialType: {
        type: "enum",
        values: ["SimpleQuiz", "VideoQuiz", "CustomHTML"],
        description: "The type a new nano page starts with.",
      },
      backHref: {
        type: "string",
        default: "/library/organization-nano-pages",
        description: "Where “Back to nano pages” navigates.",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the learning feature is off." },
    },
  }),
  entry({
    tag: "bulwark-predefined-courses",
    load: () =>
      import("@bulwark/widgets/screens/Learning/PredefinedCourses/PredefinedCourses").then((m) => m.PredefinedCourses),
    strings: ["learning"],
    description:
      "Predefined courses: the common ones (and with the Content filter the organisation's own) with level, " +
      "lessons, passing score, languages and plan; with CrudLearning (or, in `common` scope, ManageLearningContent) " +
      "also create, edit and delete.",
    attributes: {
      scope: {
        type: "enum",
        values: ["organization", "common"],
        default: "organization",
        description:
          "`organization`: the active organisation's library; `common`: the common content, for super-admins " +
          "with ManageLearningContent (calls go without `x-tenant-id`).",
      },
      pageSize: { type: "number", description: "Courses per page (default 20)." },
      createHref: {
        type: "string",
        default: "/library/predefined-courses/create",
        description: "Where “Create predefined course” navigates (`bulwark-navigate`).",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the learning feature is off." },
    },
  }),
  entry({
    tag: "bulwark-predefined-course-editor",
    load: () =>
      import("@bulwark/widgets/screens/Learning/PredefinedCourseEditor/PredefinedCourseEditor").then(
        (m) => m.PredefinedCourseEditor,
      ),
    strings: ["learning"],
    description:
      "One predefined course: names and descriptions per language, logo, avatar, level, passing score, plan and its " +
      "lessons in order, with the alert for a lesson that lacks one of the course's languages. Without `course-id` it " +
      "creates one and fires `bulwark-navigate` to it.",
    attributes: {
      scope: {
        type: "enum",
        values: ["organization", "common"],
        default: "organization",
        description:
          "`organization`: the active organisation's library; `common`: the common content, for super-admins " +
          "with ManageLearningContent (calls go without `x-tenant-id`).",
      },
      courseId: { type: "string", description: "The course's id; absent to create one." },
      backHref: {
        type: "string",
        default: "/library/predefined-courses",
        description: "Where “Back to predefined courses” navigates.",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the learning feature is off." },
    },
  }),
  entry({
    tag: "bulwark-nano-campaigns",
    load: () =>
      import("@bulwark/widgets/screens/NanoLearning/NanoCampaigns/NanoCampaigns").then((m) => m.NanoCampaigns),
    strings: ["nanoLearning"],
    description:
      "The organisation's nano campaigns in three tabs (Active, Upcoming, Finished): name, status, dates, learners, " +
      "contents and engagement rate, with a search; with CrudLearning also Create campaign and Stop (after a " +
      "confirmation; stopping is permanent). Opening a campaign fires `bulwark-navigate` to `/nano-learning/campaigns/:id`.",
    attributes: {
      defaultState: {
        type: "enum",
        values: ["active", "upcoming", "finished"],
        default: "active",
        description: "The tab shown first.",
      },
      pageSize: { type: "number", description: "Campaigns per page (default 20)." },
      createHref: {
        type: "string",
        default: "/nano-learning/create-campaign",
        description: "Where “Create campaign” navigates (`bulwark-navigate`).",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the learning feature is off." },
    },
    events: {
      onStateChange: {
        event: "bulwark-nano-tab-change",
        description: "The user picked another tab (e.g. to keep it in the host page's URL).",
        detail: "{ state: 'active' | 'upcoming' | 'finished' }",
        toDetail: (state: string) => ({ state }),
      },
    },
  }),
  entry({
    tag: "bulwark-nano-campaign",
    load: () => import("@bulwark/widgets/screens/NanoLearning/NanoCampaign/NanoCampaign").then((m) => m.NanoCampaign),
    strings: ["nanoLearning"],
    description:
      "One nano campaign: Overview (sent, delivered, opened, answers, engagement rate and correct answers, with " +
      "charts), Learners (each learner's event sequence per content), Content (add, change or remove a content " +
      "not yet begun) and Settings (read-only, Stop campaign).",
    attributes: {
      campaignId: { type: "string", description: "The campaign's id." },
      initialTab: {
        type: "enum",
        values: ["overview", "learners", "content", "settings"],
        default: "overview",
        description: "The tab shown first.",
      },
      backHref: {
        type: "string",
        default: "/nano-learning/campaigns",
        description: "Where “Back to nano campaigns” navigates.",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the learning feature is off." },
    },
    events: {
      onTabChange: {
        event: "bulwark-nano-tab-change",
        description: "The user picked another tab (e.g. to keep it in the host page's URL).",
        detail: "{ tab: 'overview' | 'learners' | 'content' | 'settings' }",
        toDetail: (tab: string) => ({ tab }),
      },
    },
  }),
  entry({
    tag: "bulwark-create-nano-campaign",
    load: () =>
      import("@bulwark/widgets/screens/NanoLearning/CreateNanoCampaign/CreateNanoCampaign").then(
        (m) => m.CreateNanoCampaign,
      ),
    strings: ["nanoLearning"],
    description:
      "The three-step wizard that creates a nano campaign (Schedule content, Learners, Settings), then the created " +
      "screen whose links fire `bulwark-navigate` (the list, or `/nano-learning/campaigns/:id`).",
    attributes: {
      listHref: {
        type: "string",
        default: "/nano-learning/campaigns",
        description: "Where “Back to nano campaigns” and “All campaigns” navigate.",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the learning feature is off." },
    },
    events: {
      onCreated: {
        event: "bulwark-nano-campaign-created",
        description: "The campaign was created (the created screen shows).",
        detail: "{ id: string; name: string }",
        toDetail: (campaign: { id: string; name: string }) => ({ id: campaign.id, name: campaign.name }),
      },
    },
  }),
  entry({
    tag: "bulwark-awareness",
    load: () => import("@bulwark/widgets/screens/Courses/Awareness/Awareness").then((m) => m.Awareness),
    strings: ["courses"],
    description:
      "The awareness landing (`/awareness`): the organisation's course figures (courses, launched courses, " +
      "learners, completion rate, passing rate as passed/total, expired and failed courses), the learners' " +
      "progress chart and the active courses. Opening a course fires `bulwark-navigate` to `/awareness/assignments/:id`.",
    attributes: {
      coursesHref: {
        type: "string",
        default: "/awareness/assignments",
        description: "Where “All courses” navigates (`bulwark-navigate`).",
      },
      createHref: {
        type: "string",
        default: "/awareness/assignments/create",
        description: "Where “Create course” navigates (`bulwark-navigate`).",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the learning feature is off." },
    },
  }),
  entry({
    tag: "bulwark-courses",
    load: () => import("@bulwark/widgets/screens/Courses/Courses/Courses").then((m) => m.Courses),
    strings: ["courses"],
    description:
      "The organisation's courses in three tabs (Active, Upcoming, Finished) with their counts: name, language, " +
      "dates, learners, completion rate and passing rate, with a search; with CrudLearning also Create course. " +
      "Opening a course fires `bulwark-navigate` to `/awareness/assignments/:id`.",
    attributes: {
      defaultTab: {
        type: "enum",
        values: ["active", "upcoming", "finished"],
        default: "active",
        description: "The tab shown first.",
      },
      pageSize: { type: "number", description: "Courses per page (default 20)." },
      createHref: {
        type: "string",
        default: "/awareness/assignments/create",
        description: "Where “Create course” navigates (`bulwark-navigate`).",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the learning feature is off." },
    },
    events: {
      onTabChange: {
        event: "bulwark-courses-tab-change",
        description: "The user picked another tab (e.g. to keep it in the host page's URL).",
        detail: "{ tab: 'active' | 'upcoming' | 'finished' }",
        toDetail: (tab: string) => ({ tab }),
      },
    },
  }),
  entry({
    tag: "bulwark-create-course",
    load: () => import("@bulwark/widgets/screens/Courses/CreateCourse/CreateCourse").then((m) => m.CreateCourse),
    strings: ["courses"],
    description:
      "The four-step wizard that launches a course (Content, Learners, Settings, Messages), then the course-created " +
      "screen whose links fire `bulwark-navigate` (the list, or `/awareness/assignments/:id`).",
    attributes: {
      predefinedCourseId: {
        type: "string",
        description: "A predefined course to start from: the Content step opens with it chosen.",
      },
      listHref: {
        type: "string",
        default: "/awareness/assignments",
        description: "Where “Back to courses” and “All courses” navigate.",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the learning feature is off." },
    },
    events: {
      onCreated: {
        event: "bulwark-course-created",
        description: "The course was launched (the course-created screen shows).",
        detail: "{ id: string; name: string }",
        toDetail: (course: { id: string; name: string }) => ({ id: course.id, name: course.name }),
      },
    },
  }),
  entry({
    tag: "bulwark-course",
    load: () => import("@bulwark/widgets/screens/Courses/Course/Course").then((m) => m.Course),
    strings: ["courses"],
    description:
      "One course: Overview (completion rate, passing rate, learners by status, results), Content (lessons with " +
      "previews), Learners (status, result, score, time spent, days left; quiz details; add, remove, remind, invite " +
      "again, export) and Settings (edits, extend an expired course by 7 days, link invitations with confirmation).",
    attributes: {
      courseId: { type: "string", description: "The course's id." },
      initialTab: {
        type: "enum",
        values: ["overview", "content", "learners", "settings"],
        default: "overview",
        description: "The tab shown first.",
      },
      backHref: {
        type: "string",
        default: "/awareness/assignments",
        description: "Where “Back to courses” navigates.",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the learning feature is off." },
    },
    events: {
      onTabChange: {
        event: "bulwark-course-tab-change",
        description: "The user picked another tab (e.g. to keep it in the host page's URL).",
        detail: "{ tab: 'overview' | 'content' | 'learners' | 'settings' }",
        toDetail: (tab: string) => ({ tab }),
      },
    },
  }),
  entry({
    tag: "bulwark-simulations",
    load: () =>
      import("@bulwark/widgets/screens/Phishing/Simulations/Simulations/Simulations").then((m) => m.Simulations),
    strings: ["simulations"],
    description:
      "The phishing simulations (Active, Upcoming, Finished tabs) with their funnel and a search; Launch and Stop " +
      "with CrudPhishing. Opening one fires `bulwark-navigate` to `/simulations/:id`.",
    attributes: {
      defaultState: {
        type: "enum",
        values: ["ongoing", "upcoming", "finished"],
        default: "ongoing",
        description: "The tab shown first (`ongoing` is shown Active).",
      },
      pageSize: { type: "number", description: "Simulations per page (default 20)." },
      createHref: {
        type: "string",
        default: "/simulations/create",
        description: "Where “Launch simulation” navigates (`bulwark-navigate`).",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the phishing feature is off." },
    },
    events: {
      onStateChange: {
        event: "bulwark-simulations-tab-change",
        description: "The user picked another tab (e.g. to keep it in the host page's URL).",
        detail: "{ state: 'ongoing' | 'upcoming' | 'finished' }",
        toDetail: (state: string) => ({ state }),
      },
    },
  }),
  entry({
    tag: "bulwark-simulation",
    load: () => import("@bulwark/widgets/screens/Phishing/Simulations/Simulation/Simulation").then((m) => m.Simulation),
    strings: ["simulations"],
    description:
      "One phishing simulation: Overview (funnel, timeline, bots by reason), Targets (timelines, mark passed, " +
      "resend), Phishing templates, Settings (Stop); exports the targets.",
    attributes: {
      simulationId: { type: "string", description: "The simulation's id." },
      initialTab: {
        type: "enum",
        values: ["overview", "targets", "templates", "settings"],
        default: "overview",
        description: "The tab shown first.",
      },
      backHref: { type: "string", default: "/simulations", description: "Where “Back to simulations” navigates." },
      contactEmail: { type: "string", description: "Where Contact Us writes when the phishing feature is off." },
    },
    events: {
      onTabChange: {
        event: "bulwark-simulation-tab-change",
        description: "The user picked another tab (e.g. to keep it in the host page's URL).",
        detail: "{ tab: 'overview' | 'targets' | 'templates' | 'settings' }",
        toDetail: (tab: string) => ({ tab }),
      },
    },
  }),
  entry({
    tag: "bulwark-create-simulation",
    load: () =>
      import("@bulwark/widgets/screens/Phishing/Simulations/CreateSimulation/CreateSimulation").then(
        (m) => m.CreateSimulation,
      ),
    strings: ["simulations"],
    description:
      "The wizard that launches a phishing simulation (templates, targets, settings), then the created screen.",
    attributes: {
      listHref: {
        type: "string",
        default: "/simulations",
        description: "Where “Back to simulations” and “All simulations” navigate.",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the phishing feature is off." },
    },
    events: {
      onCreated: {
        event: "bulwark-simulation-created",
        description: "The simulation was launched (the created screen shows).",
        detail: "{ id: string; name: string }",
        toDetail: (simulation: { id: string; name: string }) => ({ id: simulation.id, name: simulation.name }),
      },
    },
  }),
  entry({
    tag: "bulwark-phishing-templates",
    load: () =>
      import("@bulwark/widgets/screens/Phishing/Templates/PhishingTemplates/PhishingTemplates").then(
        (m) => m.PhishingTemplates,
      ),
    strings: ["phishingContent"],
    description:
      "The phishing template library: common templates and the organisation's own, with name, type, language, tag " +
      "and owner filters; with CrudPhishing also create, copy a common template into the organisation and delete. " +
      "Opening a template fires `bulwark-navigate` to `/library/organization-templates/:id` " +
      "(`/administration/edit-template/:id` in `common` scope).",
    attributes: {
      scope: phishingScope,
      pageSize: { type: "number", description: "Templates per page (default 20)." },
      createHref: {
        type: "string",
        default: "/library/organization-templates/create",
        description: "Where “Create template” navigates (`/administration/create-template` in `common` scope).",
      },
      landingPagesHref: {
        type: "string",
        default: "/library/landing-pages",
        description: "Where “Landing pages” navigates.",
      },
      contactEmail: phishingContact,
    },
    properties: {
      defaultFilters: {
        type: '{ search?: string; type?: "CredentialHarvest" | "MalwareAttachment" | "LinkInAttachment" | "LinkForMalware" | "DriveByUrl"; language?: "En" | "Sr" | "De" | "Es" | "Sl"; tag?: string; scope?: "organization" | "common" }',
        description: "Filters applied at first, e.g. read from the host page's URL.",
      },
    },
    events: {
      onFiltersChange: {
        event: "bulwark-filters-change",
        description: "The user changed the filters (the search after typing stops); keep the host's URL in step.",
        detail:
          '{ filters: { search?: string; type?: "CredentialHarvest" | "MalwareAttachment" | "LinkInAttachment" | "LinkForMalware" | "DriveByUrl"; language?: "En" | "Sr" | "De" | "Es" | "Sl"; tag?: string; scope?: "organization" | "common" } }',
        toDetail: (filters: Record<string, unknown>) => ({ filters }),
      },
    },
  }),
  entry({
    tag: "bulwark-phishing-template",
    load: () =>
      import("@bulwark/widgets/screens/Phishing/Templates/PhishingTemplateEditor/PhishingTemplateEditor").then(
        (m) => m.PhishingTemplateEditor,
      ),
    strings: ["phishingContent"],
    description:
      "One phishing template: name, description, type, language, organisation, sending email, subject, from name, " +
      "tags, landing page, red flags and the HTML body, with a live, sanitised preview (a sandboxed frame marking " +
      "where each placeholder goes; refusals listed with what was found) and the send-test dialog. Without " +
      "`template-id` it creates one and fires `bulwark-navigate` to it. A common template is read-only with Copy to " +
      "organization.",
    attributes: {
      scope: phishingScope,
      templateId: { type: "string", description: "The template's id; absent to create one." },
      backHref: {
        type: "string",
        default: "/library/organization-templates",
        description: "Where “Back to templates” navigates.",
      },
      createLandingPageHref: {
        type: "string",
        default: "/library/landing-pages/create",
        description: "Where “Create landing page” navigates.",
      },
      contactEmail: phishingContact,
    },
  }),
  entry({
    tag: "bulwark-landing-pages",
    load: () =>
      import("@bulwark/widgets/screens/Phishing/Templates/LandingPages/LandingPages").then((m) => m.LandingPages),
    strings: ["phishingContent"],
    description:
      "Landing pages: credential-harvest forms and the feedback pages (GenericMsg, Error404Page, PhishedDisplay, " +
      "Other), common and the organisation's own, with name, type and language filters; with CrudPhishing also " +
      "create and delete. Opening a page fires `bulwark-navigate` to `/library/landing-pages/:id`.",
    attributes: {
      scope: phishingScope,
      pageSize: { type: "number", description: "Landing pages per page (default 20)." },
      createHref: {
        type: "string",
        default: "/library/landing-pages/create",
        description: "Where “Create landing page” navigates.",
      },
      backHref: {
        type: "string",
        default: "/library/organization-templates",
        description: "Where “Back to templates” navigates.",
      },
      contactEmail: phishingContact,
    },
    properties: {
      defaultFilters: {
        type: '{ search?: string; type?: "CredentialHarvest" | "GenericMsg" | "Error404Page" | "PhishedDisplay" | "Other"; language?: "En" | "Sr" | "De" | "Es" | "Sl" }',
        description: "Filters applied at first, e.g. read from the host page's URL.",
      },
    },
    events: {
      onFiltersChange: {
        event: "bulwark-filters-change",
        description: "The user changed the filters; keep the host's URL in step.",
        detail:
          '{ filters: { search?: string; type?: "CredentialHarvest" | "GenericMsg" | "Error404Page" | "PhishedDisplay" | "Other"; language?: "En" | "Sr" | "De" | "Es" | "Sl" } }',
        toDetail: (filters: Record<string, unknown>) => ({ filters }),
      },
    },
  }),
  entry({
    tag: "bulwark-landing-page",
    load: () =>
      import("@bulwark/widgets/screens/Phishing/Templates/LandingPageEditor/LandingPageEditor").then(
        (m) => m.LandingPageEditor,
      ),
    strings: ["phishingContent"],
    description:
      "One landing page: name, type, language, the custom message of an `Other` page and the HTML source (a form " +
      "posts to `{{.URL}}`), previewed in a sandboxed frame where no script runs and no form submits. Without " +
      "`landing-page-id` it creates one and fires `bulwark-navigate` to it.",
    attributes: {
      scope: phishingScope,
      landingPageId: { type: "string", description: "The landing page's id; absent to create one." },
      initialType: {
        type: "enum",
        values: ["CredentialHarvest", "GenericMsg", "Error404Page", "PhishedDisplay", "Other"],
        description: "The type a new page starts with.",
      },
      backHref: {
        type: "string",
        default: "/library/landing-pages",
        description: "Where “Back to landing pages” navigates.",
      },
      contactEmail: phishingContact,
    },
  }),
  entry({
    tag: "bulwark-sending-profiles",
    load: () =>
      import("@bulwark/widgets/screens/Phishing/Templates/SendingProfiles/SendingProfiles").then(
        (m) => m.SendingProfiles,
      ),
    strings: ["phishingContent"],
    description:
      "The organisation's sending profiles (SMTP host, port, security, username, From address): add, edit, delete " +
      "and send a test through one. The password is write-only: sealed by the API, never shown back, only whether " +
      "one is saved. Reading needs ReadPhishing, changing CrudPhishing.",
    attributes: {
      contactEmail: phishingContact,
    },
  }),
  entry({
    tag: "bulwark-org-menu",
    load: () => import("@bulwark/widgets/screens/Shell/OrgMenu/OrgMenu").then((m) => m.OrgMenu),
    strings: ["shell"],
    description:
      "The user and organisation menu: switch organisation, account, sign out (then `bulwark-navigate` to `/auth`).",
  }),
  entry({
    tag: "bulwark-organization-setup",
    load: () =>
      import("@bulwark/widgets/screens/Organizations/OrganizationSetup/OrganizationSetup").then(
        (m) => m.OrganizationSetup,
      ),
    strings: ["organizations"],
    description: "Creates an organisation (name, industry, colour, logo) and makes it active.",
    attributes: {
      defaultColor: { type: "string", description: "Colour proposed for the new organisation (CSS hex)." },
    },
    events: {
      onCreated: {
        event: "bulwark-organization-created",
        description: "The organisation was created and made active.",
        detail: "{ tenant: { id: string; name: string } }",
        toDetail: tenantDetail,
      },
    },
  }),
  entry({
    tag: "bulwark-organization-settings",
    load: () =>
      import("@bulwark/widgets/screens/Organizations/OrganizationSettings/OrganizationSettings").then(
        (m) => m.OrganizationSettings,
      ),
    strings: ["organizations"],
    description: "Settings of the active organisation (`tenant-id`): details, logo, features, removal.",
    events: {
      onRemoved: {
        event: "bulwark-organization-removed",
        description: "The organisation was removed.",
        detail: "{ tenant: { id: string; name: string } }",
        toDetail: tenantDetail,
      },
    },
  }),
  entry({
    tag: "bulwark-members",
    load: () =>
      import("@bulwark/widgets/screens/Organizations/MembersAndRoles/MembersAndRoles").then((m) => m.MembersAndRoles),
    strings: ["organizations"],
    description: "Members of the active organisation and their roles.",
    attributes: { pageSize: { type: "number", description: "Members per page." } },
  }),
  entry({
    tag: "bulwark-invitations",
    load: () => import("@bulwark/widgets/screens/Organizations/Invitations/Invitations").then((m) => m.Invitations),
    strings: ["organizations"],
    description: "Invites people to the active organisation and lists pending invitations.",
    attributes: { pageSize: { type: "number", description: "Pending invitations per page." } },
    properties: {
      defaultRoles: { type: "Role[]", description: "Roles ticked at first (default `['Viewer']`)." },
    },
  }),
  entry({
    tag: "bulwark-accept-invitation",
    load: () =>
      import("@bulwark/widgets/screens/Organizations/AcceptInvitation/AcceptInvitation").then(
        (m) => m.AcceptInvitation,
      ),
    strings: ["organizations"],
    description: "Accepts an invitation to an organisation for the signed-in user.",
    attributes: {
      invitationToken: {
        prop: "token",
        type: "string",
        description: "The invitation link's token; defaults to the page's `token` query value.",
      },
    },
    events: {
      onAccepted: {
        event: "bulwark-invitation-accepted",
        description: "The user joined the organisation, now active.",
        detail: "{ tenant: { id: string; name: string } }",
        toDetail: tenantDetail,
      },
    },
  }),
  entry({
    tag: "bulwark-activity-logs",
    load: () => import("@bulwark/widgets/screens/Organizations/ActivityLogs/ActivityLogs").then((m) => m.ActivityLogs),
    strings: ["organizations"],
    description: "The activity log of the active organisation.",
    attributes: { pageSize: { type: "number", description: "Entries per page." } },
    events: {
      onFiltersChange: {
        event: "bulwark-filters-change",
        description: "The user changed the event-group filter; keep the host's URL in step.",
        detail:
          "{ filters: { group?: 'UserManagement' | 'UserAdministration' | 'AclManagement' | 'TenantAdministration' | 'TenantManagement' } }",
        toDetail: (filters: Record<string, unknown>) => ({ filters }),
      },
    },
  }),
  entry({
    tag: "bulwark-api-keys",
    load: () => import("@bulwark/widgets/screens/Organizations/ApiKeys/ApiKeys").then((m) => m.ApiKeys),
    strings: ["organizations"],
    description: "API keys of the active organisation (for minting embed tokens server-side).",
    attributes: { pageSize: { type: "number", description: "Keys per page." } },
  }),
  entry({
    tag: "bulwark-webhooks",
    load: () => import("@bulwark/widgets/screens/Organizations/Webhooks/Webhooks").then((m) => m.Webhooks),
    strings: ["organizations", "webhooks"],
    description:
      "Webhooks of the active organisation: endpoints (secret shown once), test messages, the delivery log and replays. Needs ManageOrganization.",
    attributes: { pageSize: { type: "number", description: "Endpoints and deliveries per page." } },
  }),
  entry({
    tag: "bulwark-extension-settings",
    load: () =>
      import("@bulwark/widgets/screens/Organizations/ExtensionSettings/ExtensionSettings").then(
        (m) => m.ExtensionSettings,
      ),
    strings: ["organizations", "reportButton"],
    description:
      "Settings of the browser extension for the active organisation, and its extension key (shown once when created or replaced).",
  }),
  entry({
    tag: "bulwark-report-phish",
    load: () => import("@bulwark/widgets/screens/ReportButton/ReportPhish/ReportPhish").then((m) => m.ReportPhish),
    strings: ["reportButton"],
    description:
      "“Report a suspicious email” for intranets: the signed-in person gives the sender, subject and optionally " +
      "the headers and a note; the report goes to the organisation's security team, and the confirmation says " +
      "when the email was one of the organisation's phishing simulations.",
    events: {
      onReported: {
        event: "bulwark-reported",
        description:
          "The report was recorded. `kind`: `Simulation` (one of the organisation's simulation emails) or " +
          "`Suspicious` (stored for the security team, `reportId` set).",
        detail: "{ kind: 'Simulation' | 'Suspicious'; reportId: string | null }",
        toDetail: (result: { kind: "Simulation" | "Suspicious"; reportId: string | null }) => ({ ...result }),
      },
    },
  }),
  entry({
    tag: "bulwark-extension-reports",
    load: () =>
      import("@bulwark/widgets/screens/ReportButton/ExtensionReports/ExtensionReports").then((m) => m.ExtensionReports),
    strings: ["reportButton"],
    description:
      "The super-admins' extension reports (needs ManagePhishing): every organisation's reported emails that were " +
      "not simulations, searchable, filtered by status and day, triaged from each row's menu.",
    attributes: {
      pageSize: { type: "number", description: "Reports per page." },
      reportsTenantId: {
        prop: "tenantId",
        type: "string",
        description: "Only this organisation's reports (all by default).",
      },
    },
    events: {
      onFiltersChange: {
        event: "bulwark-filters-change",
        description: "The user changed the search or filters; keep the host's URL in step.",
        detail:
          "{ filters: { search?: string; status?: 'Received' | 'Clean' | 'Spam' | 'Threat'; from?: string; to?: string } }",
        toDetail: (filters: Record<string, unknown>) => ({ filters }),
      },
    },
  }),
  entry({
    tag: "bulwark-reported-emails",
    load: () =>
      import("@bulwark/widgets/screens/ReportButton/ReportedEmails/ReportedEmails").then((m) => m.ReportedEmails),
    strings: ["reportButton"],
    description:
      "The emails the organisation's own people reported (needs ReadPhishing or CrudPhishing): simulation emails " +
      "they spotted, linked to their simulation, and any other email with the security team's triage status, " +
      "newest first, searchable, filtered by kind and status.",
    attributes: {
      pageSize: { type: "number", description: "Reported emails per page." },
    },
    events: {
      onFiltersChange: {
        event: "bulwark-filters-change",
        description: "The user changed the search or filters; keep the host's URL in step.",
        detail:
          "{ filters: { search?: string; kind?: 'Simulation' | 'Suspicious'; status?: 'Received' | 'Clean' | 'Spam' | 'Threat' } }",
        toDetail: (filters: Record<string, unknown>) => ({ filters }),
      },
    },
  }),
  entry({
    tag: "bulwark-inventory-overview",
    load: () =>
      import("@bulwark/widgets/screens/Inventory/InventoryOverview/InventoryOverview").then((m) => m.InventoryOverview),
    strings: ["inventoryOverview"],
    description:
      "The inventory landing: people count, average score and category, people per score category (links fire " +
      "`bulwark-navigate` to the people page filtered by score); assets in all, verified, monitored, found " +
      "automatically and per type (links to the assets page filtered by `assetType`, `verified`, `monitored` or " +
      "`origin`) and, for users of several organisations, each organisation's figures. Embed tokens need the " +
      "`inventory-overview` widget, and `assets` too for the asset figures (without it the card only links).",
    attributes: {
      peopleHref: {
        type: "string",
        default: "/inventory/people",
        description: "Path of the people page in the host; score filters are added as `scoreMin`/`scoreMax`.",
      },
      assetsHref: {
        type: "string",
        default: "/inventory/assets",
        description:
          "Path of the assets page in the host; filters are added as `assetType`, `verified`, `monitored`, `origin`.",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the inventory feature is off." },
    },
  }),
  entry({
    tag: "bulwark-people",
    load: () => import("@bulwark/widgets/screens/Inventory/People/People").then((m) => m.People),
    strings: ["inventoryPeople"],
    description:
      "The organisation's people: search, group, tag, score and date filters, sorting, paging and export; with " +
      "CrudInventory also CSV import (with preview), directory sync, editing and deleting. Embed tokens need the " +
      "`people` widget and show the list read-only.",
    attributes: {
      pageSize: { type: "number", description: "People per page (default 20)." },
      directorySyncHref: {
        type: "string",
        default: "/inventory/people?tab=directory",
        description: "Where “Directory sync settings” navigates (`bulwark-navigate`).",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the inventory feature is off." },
    },
    properties: {
      defaultFilters: {
        type: "{ search?: string; groups?: string[]; tags?: string[]; scoreMin?: number; scoreMax?: number; createdFrom?: string; createdTo?: string }",
        description: "Filters applied at first, e.g. read from the host page's URL.",
      },
    },
    events: {
      onFiltersChange: {
        event: "bulwark-filters-change",
        description: "The user changed the filters (the search after typing stops); keep the host's URL in step.",
        detail:
          "{ filters: { search?: string; groups?: string[]; tags?: string[]; scoreMin?: number; scoreMax?: number; createdFrom?: string; createdTo?: string } }",
        toDetail: (filters: Record<string, unknown>) => ({ filters }),
      },
      onImported: {
        event: "bulwark-people-imported",
        description: "People were imported from a CSV file.",
        detail: "{ created: number; updated: number; unchanged: number; deleted: number; rejected: number }",
        toDetail: (report: {
          created: number;
          updated: number;
          unchanged: number;
          deleted: number;
          rejectedCount: number;
        }) => ({
          created: report.created,
          updated: report.updated,
          unchanged: report.unchanged,
          deleted: report.deleted,
          rejected: report.rejectedCount,
        }),
      },
    },
  }),
  entry({
    tag: "bulwark-assets",
    load: () => import("@bulwark/widgets/screens/Inventory/Assets/Assets").then((m) => m.Assets),
    strings: ["inventoryAssets"],
    description:
      "The organisation's assets (domains, subdomains, IP addresses): filters, paging, export, adding and deleting " +
      "(with CrudInventory) and discovery of new domains, re-checked every 3 s. “View the new assets” and asset " +
      "links fire `bulwark-navigate` (to `base-path?ids=…` and `base-path/<id>`).",
    attributes: {
      pageSize: { type: "number", description: "Assets per page (default 20)." },
      basePath: {
        type: "string",
        default: "/inventory/assets",
        description: "Path of the assets page in the host, for links: an asset is `<base-path>/<id>`.",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the inventory feature is off." },
    },
    properties: {
      ids: {
        type: "string[]",
        description:
          "Only these assets: pass the page's `ids` query values (the newly discovered assets a notice links to).",
      },
      defaultFilters: {
        type: "{ search?: string; assetType?: 'domain' | 'subdomain' | 'ipv4' | 'ipv6'; verified?: boolean; monitored?: boolean; origin?: 'manual' | 'automatic' }",
        description: "Filters applied at first, e.g. read from the host page's URL (where the overview links).",
      },
    },
    events: {
      onFiltersChange: {
        event: "bulwark-filters-change",
        description: "The user changed the filters (the search after typing stops); keep the host's URL in step.",
        detail:
          "{ filters: { search?: string; assetType?: 'domain' | 'subdomain' | 'ipv4' | 'ipv6'; verified?: boolean; monitored?: boolean; origin?: 'manual' | 'automatic' } }",
        toDetail: (filters: Record<string, unknown>) => ({ filters }),
      },
    },
  }),
  entry({
    tag: "bulwark-asset",
    load: () => import("@bulwark/widgets/screens/Inventory/AssetDetail/AssetDetail").then((m) => m.AssetDetail),
    strings: ["inventoryAsset"],
    description:
      "One asset: verification (TXT record or file, Verify now, manual verify for super-admins), the monitoring " +
      "switch with the reason it is blocked, DNS records, IP info and discoveries with their history. After a " +
      "deletion it fires `bulwark-navigate` to `base-path`.",
    attributes: {
      assetId: { type: "string", description: "The asset's id." },
      basePath: {
        type: "string",
        default: "/inventory/assets",
        description: "Path of the assets page in the host, for links and after a deletion.",
      },
      defaultTab: {
        type: "enum",
        values: ["dns", "ip", "discoveries"],
        default: "dns",
        description: "The tab shown first.",
      },
      contactEmail: { type: "string", description: "Where Contact Us writes when the inventory feature is off." },
    },
  }),
  entry({
    tag: "bulwark-app-shell",
    load: () => import("@bulwark/widgets/screens/Shell/AppShell/AppShell").then((m) => m.AppShell),
    strings: ["shell", "notifications"],
    slot: true,
    description: "The application frame: top bar and sidebar around the element's own children (slotted).",
    attributes: {
      view: {
        type: "enum",
        values: ["platform", "administration"],
        default: "platform",
        description: "Which sidebar: the organisation's platform or the super-admin administration.",
      },
      currentPath: { type: "string", default: "/", description: "Path of the page shown, to highlight its entry." },
      localEnvironment: { type: "boolean", description: "Lists the Theme page in the administration sidebar." },
    },
    events: {
      onViewChange: {
        event: "bulwark-view-change",
        description:
          "The user switched view; the element's `view` follows, and the shell navigates to its landing page.",
        detail: "{ view: 'platform' | 'administration' }",
        toDetail: (view: "platform" | "administration") => ({ view }),
        update: (element: HTMLElement, view: string) => element.setAttribute("view", view),
      },
      onLanguageChange: {
        event: "bulwark-language-change",
        description: "The user chose another language in the top bar; the element's `lang` follows.",
        detail: "{ lang: 'en' | 'sr' }",
        toDetail: (lang: "en" | "sr") => ({ lang }),
        update: (element: HTMLElement, lang: string) => element.setAttribute("lang", lang),
      },
    },
  }),
  entry({
    tag: "bulwark-top-bar",
    load: () => import("@bulwark/widgets/screens/Shell/TopBar/TopBar").then((m) => m.TopBar),
    strings: ["shell", "notifications"],
    description: "The top bar: view switcher, language, notifications bell and organisation menu.",
    attributes: {
      view: {
        type: "enum",
        values: ["platform", "administration"],
        default: "platform",
        description: "The view shown (selects the switcher's button).",
      },
    },
    events: {
      onViewChange: {
        event: "bulwark-view-change",
        description:
          "The user switched view; the element's `view` follows, then `bulwark-navigate` to its landing page.",
        detail: "{ view: 'platform' | 'administration' }",
        toDetail: (view: "platform" | "administration") => ({ view }),
        update: (element: HTMLElement, view: string) => element.setAttribute("view", view),
      },
      onLanguageChange: {
        event: "bulwark-language-change",
        description: "The user chose another language; the element's `lang` follows.",
        detail: "{ lang: 'en' | 'sr' }",
        toDetail: (lang: "en" | "sr") => ({ lang }),
        update: (element: HTMLElement, lang: string) => element.setAttribute("lang", lang),
      },
    },
  }),
  entry({
    tag: "bulwark-sidebar",
    load: () => import("@bulwark/widgets/screens/Shell/Sidebar/Sidebar").then((m) => m.Sidebar),
    strings: ["shell"],
    description: "The navigation sidebar; its links fire `bulwark-navigate`.",
    attributes: {
      view: {
        type: "enum",
        values: ["platform", "administration"],
        default: "platform",
        description: "Which sidebar: the organisation's platform or the super-admin administration.",
      },
      currentPath: { type: "string", default: "/", description: "Path of the page shown, to highlight its entry." },
      collapsed: { type: "boolean", description: "Icons only (80 px wide instead of 210 px)." },
      localEnvironment: { type: "boolean", description: "Lists the Theme page in the administration view." },
    },
    events: {
      onToggle: {
        event: "bulwark-toggle",
        description: "The user collapsed or expanded the sidebar; the element's `collapsed` attribute follows.",
        detail: "{}",
        toDetail: () => ({}),
        update: (element: HTMLElement) => {
          element.toggleAttribute("collapsed");
        },
      },
    },
  }),
  entry({
    tag: "bulwark-manage-organizations",
    load: () =>
      import("@bulwark/widgets/screens/Shell/ManageOrganizationsModal/ManageOrganizationsModal").then(
        (m) => m.ManageOrganizationsModal,
      ),
    strings: ["shell"],
    description: "Dialog listing the user's organisations, to switch or set up one. Shown while `open` is present.",
    attributes: { open: { type: "boolean", description: "Whether the dialog is shown." } },
    events: {
      onClose: {
        event: "bulwark-close",
        description: "The dialog closed (choice, Escape, close button); the element removes its `open` attribute.",
        detail: "{}",
        toDetail: () => ({}),
        update: (element: HTMLElement) => element.removeAttribute("open"),
      },
    },
  }),
  entry({
    tag: "bulwark-course-player",
    load: () => import("@bulwark/widgets/screens/CoursePlayer/CoursePlayer/CoursePlayer").then((m) => m.CoursePlayer),
    strings: ["player"],
    description:
      "The learner's course player, for intranets: the start screen, the pages with quizzes judged by the API, " +
      "and the result against the passing score. Needs no sign-in: the learner's token from the invitation is " +
      "the credential. Progress is kept by the API; time is counted only while the page is visible.",
    attributes: {
      playerToken: {
        prop: "token",
        type: "string",
        description:
          "The learner's token (the last part of the invitation's `/learn/{token}` link). Not the common " +
          "`token` attribute, which is the page's access token shared by every element.",
      },
    },
  }),
  entry({
    tag: "bulwark-course-join",
    load: () => import("@bulwark/widgets/screens/CoursePlayer/JoinCourse/JoinCourse").then((m) => m.JoinCourse),
    strings: ["player"],
    description:
      "The page of a course's invitation link, for intranets: the organisation's logo and name, the course and its " +
      "expected time, and a work-email field; the API sends the invitation to that address when it is a person of " +
      "the organisation, and answers the same for any address. Needs no sign-in: the link's token is all it needs.",
    attributes: {
      joinToken: {
        prop: "token",
        type: "string",
        description:
          "The invitation link's token (the last part of its `/learn/join/{token}` URL). Not the common `token` " +
          "attribute, which is the page's access token shared by every element.",
      },
    },
  }),
  entry({
    tag: "bulwark-feature-not-enabled",
    load: () =>
      import("@bulwark/widgets/components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
    strings: ["shell"],
    description: "Explains that the organisation lacks a feature, with a Contact Us button.",
    attributes: {
      contactEmail: { type: "string", default: "", description: "Address the Contact Us button writes to." },
      feature: {
        type: "enum",
        values: ["inventory", "monitoring", "learning", "phishing", "thirdParty", "waf", "leaks", "groupOrganization"],
        description: "The missing feature.",
      },
    },
  }),
  entry({
    tag: "bulwark-not-found",
    load: () => import("@bulwark/widgets/screens/Shell/NotFound/NotFound").then((m) => m.NotFound),
    strings: ["shell"],
    description: "The “page not found” screen.",
    attributes: { homeHref: { type: "string", description: "Where “Go to the overview” leads (default `/`)." } },
  }),
] as const;
