import type { Generated } from "kysely";

/**
 * Table shapes as stored. The same columns on SQLite and PostgreSQL: timestamps are ISO-8601
 * UTC text (sortable, identical on both), booleans are 0/1 integers, JSON is text. Repositories
 * convert to API shapes; nothing outside a repository sees these rows.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  throttle: ThrottleTable;
  signing_keys: SigningKeysTable;
  tenants: TenantsTable;
  tenant_members: TenantMembersTable;
  invitations: InvitationsTable;
  files: FilesTable;
  activity_logs: ActivityLogsTable;
  notifications: NotificationsTable;
  jobs: JobsTable;
  api_keys: ApiKeysTable;
  notification_counters: NotificationCountersTable;
  people: PeopleTable;
  labels: LabelsTable;
  person_labels: PersonLabelsTable;
  directory_connections: DirectoryConnectionsTable;
  assets: AssetsTable;
  asset_verification_tokens: AssetVerificationTokensTable;
  asset_dns_records: AssetDnsRecordsTable;
  asset_ip_info: AssetIpInfoTable;
  asset_discoveries: AssetDiscoveriesTable;
  export_requests: ExportRequestsTable;
  export_chunks: ExportChunksTable;
  event_streams: EventStreamsTable;
  domain_events: DomainEventsTable;
  event_cursors: EventCursorsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  tracking_events: TrackingEventsTable;
  learning_lessons: LearningLessonsTable;
  learning_pages: LearningPagesTable;
  learning_predefined_courses: LearningPredefinedCoursesTable;
  learning_course_lessons: LearningCourseLessonsTable;
  learning_nano_pages: LearningNanoPagesTable;
  learning_library_seeds: LearningLibrarySeedsTable;
  nano_campaigns: NanoCampaignsTable;
  nano_campaign_contents: NanoCampaignContentsTable;
  nano_campaign_learners: NanoCampaignLearnersTable;
  nano_deliveries: NanoDeliveriesTable;
  phishing_landing_pages: PhishingLandingPagesTable;
  phishing_templates: PhishingTemplatesTable;
  phishing_sending_profiles: PhishingSendingProfilesTable;
  phishing_library_seeds: PhishingLibrarySeedsTable;
  learning_courses: LearningCoursesTable;
  learning_course_items: LearningCourseItemsTable;
  learning_learners: LearningLearnersTable;
  learning_learner_pages: LearningLearnerPagesTable;
  learning_learner_answers: LearningLearnerAnswersTable;
  learning_course_invitation_links: LearningCourseInvitationLinksTable;
  learning_course_standards: LearningCourseStandardsTable;
  phishing_simulations: PhishingSimulationsTable;
  phishing_simulation_templates: PhishingSimulationTemplatesTable;
  phishing_targets: PhishingTargetsTable;
  phishing_sends: PhishingSendsTable;
  phishing_events: PhishingEventsTable;
  phishing_simulation_counts: PhishingSimulationCountsTable;
  phishing_send_rate: PhishingSendRateTable;
  phishing_remedial_enrolments: PhishingRemedialEnrolmentsTable;
  phishing_remedial_nano_sends: PhishingRemedialNanoSendsTable;
  phishing_extension_keys: PhishingExtensionKeysTable;
  phishing_extension_reports: PhishingExtensionReportsTable;
}

export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  is_verified: number;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled: number;
  /** Last accepted TOTP time step: a code is accepted only once. */
  totp_last_step: number | null;
  recovery_key_hash: string | null;
  super_admin_permissions: string;
  /** The language of the emails sent to this user. */
  language: "en" | "sr";
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  ip: string;
  user_agent: string;
  remember: number;
  created_at: string;
  valid_until: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: string;
  used_at: string | null;
  /** The pair this token was rotated into, sealed with a key only the token's holder can derive. */
  successor: string | null;
}

export interface OneTimeTokensTable {
  token_hash: string;
  user_id: string;
  purpose: "verify_email" | "reset_password";
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ThrottleTable {
  key: string;
  failures: number;
  /** Attempts reserved and still being checked; they count against the limit like failures. */
  pending: Generated<number>;
  window_started_at: string;
  locked_until: string | null;
}

export interface SigningKeysTable {
  kid: string;
  algorithm: string;
  private_jwk: string;
  public_jwk: string;
  created_at: string;
}

export interface TenantsTable {
  id: string;
  name: string;
  color: string | null;
  web_url: string | null;
  industry: string | null;
  logo_file_id: string | null;
  features: string;
  extension_data: string;
  /** 1 when members must have two-factor on to use the organisation. */
  require_two_factor: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface TenantMembersTable {
  tenant_id: string;
  user_id: string;
  roles: string;
  created_at: string;
}

export interface InvitationsTable {
  id: string;
  tenant_id: string;
  email: string;
  roles: string;
  invited_by_user_id: string;
  token_hash: string;
  status: "Pending" | "Accepted" | "Revoked";
  created_at: string;
  accepted_at: string | null;
}

export interface FilesTable {
  id: string;
  tenant_id: string | null;
  content_type: string;
  size: number;
  data: Buffer;
  created_at: string;
}

export interface ActivityLogsTable {
  id: string;
  tenant_id: string | null;
  user_id: string | null;
  user_name: string | null;
  event_name: string;
  event_group: string;
  description: string;
  ip: string | null;
  data: string;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  type: string;
  meta: string;
  is_read: number;
  created_at: string;
}

export interface JobsTable {
  id: string;
  type: string;
  payload: string;
  status: "pending" | "running" | "done" | "failed";
  attempts: number;
  max_attempts: number;
  run_at: string;
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  /** Optional idempotency key: enqueueing the same key twice keeps one job. */
  dedupe_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApiKeysTable {
  id: string;
  tenant_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  created_by_user_id: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface NotificationCountersTable {
  tenant_id: string;
  user_id: string;
  total: number;
  unread: number;
}

/** A person of an organisation's inventory. */
export interface PeopleTable {
  /** Integer surrogate key (SQLite rowid, PostgreSQL identity) that label rows point at. */
  num: Generated<number>;
  /** The id the API shows. */
  id: string;
  tenant_id: string;
  /** Lower-cased; unique per organisation. */
  email: string;
  first_name: string;
  last_name: string;
  /** JSON array of group names, sorted and without duplicates. */
  groups: string;
  /** JSON array of tags, sorted and without duplicates. */
  tags: string;
  score: number | null;
  origin: "manual" | "csv" | "google" | "microsoft";
  /** The directory's id for the person, when a directory sync wrote them. */
  external_id: string | null;
  /** `first \x1f last \x1f email`, lower-cased, for the text filter. */
  search: string;
  created_at: string;
  updated_at: string;
}

/** A group or tag name of an organisation. */
export interface LabelsTable {
  id: Generated<number>;
  tenant_id: string;
  kind: "group" | "tag";
  name: string;
}

/** One person carries one label: what the group and tag filters and pickers read. */
export interface PersonLabelsTable {
  label_id: number;
  person_num: number;
}

/** An organisation's connection to its Google Workspace or Microsoft 365 directory. */
export interface DirectoryConnectionsTable {
  tenant_id: string;
  provider: "google" | "microsoft";
  /** Who the connection acts as, without secrets. */
  account: string;
  /** The credentials as JSON, sealed with associated data `directory:<tenantId>:<provider>`. */
  credentials: string;
  delete_missing: number;
  last_sync_at: string | null;
  last_sync_status: "Succeeded" | "Failed" | null;
  last_sync_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface ExportRequestsTable {
  id: string;
  tenant_id: string;
  requested_by_user_id: string | null;
  kind: string;
  format: "csv" | "xlsx";
  language: "en" | "sr";
  /** The request's filters, JSON. */
  filters: string;
  file_name: string;
  content_type: string;
  status: "PendingToBeCreated" | "ReadyToBeDownloaded" | "Downloading" | "Completed" | "Error";
  row_count: number | null;
  size_bytes: number | null;
  chunk_count: number | null;
  /** The build whose chunks make up the file. */
  build_id: string | null;
  /** Why the build failed, safe to show. */
  error: string | null;
  completed_downloads: number;
  created_at: string;
  updated_at: string;
  expires_at: string;
}

/** An export file in 1 MiB pieces, in `seq` order. */
export interface ExportChunksTable {
  export_id: string;
  build_id: string;
  seq: number;
  data: Buffer;
}

export interface AssetsTable {
  id: string;
  tenant_id: string;
  /** Lower-case ASCII (punycode) domain name, or the IP address in canonical form. */
  name: string;
  asset_type: "domain" | "subdomain" | "ipv4" | "ipv6";
  origin: "manual" | "automatic";
  parent_asset_id: string | null;
  monitored: number;
  /** When the pending monitoring check is due; a queued check for another instant is stale. */
  monitoring_next_run_at: string | null;
  verified: number;
  verification_method: "dns" | "file" | "manual" | null;
  verified_at: string | null;
  verification_checked_at: string | null;
  last_discovery_status: "Requested" | "Completed" | "Failed" | null;
  dns_checked_at: string | null;
  ip_checked_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One asset-verification token per organisation. */
export interface AssetVerificationTokensTable {
  tenant_id: string;
  token: string;
  created_at: string;
}

/** A set of values one record type of an asset had from `first_seen_at` to `last_seen_at`. */
export interface AssetDnsRecordsTable {
  id: string;
  tenant_id: string;
  asset_id: string;
  record_type: "A" | "AAAA" | "MX" | "NS" | "SOA" | "TXT";
  /** JSON array of sorted strings. */
  record_values: string;
  is_current: number;
  first_seen_at: string;
  last_seen_at: string;
}

/** What one address of an asset looked like from `first_seen_at` to `last_seen_at`. */
export interface AssetIpInfoTable {
  id: string;
  tenant_id: string;
  asset_id: string;
  ip: string;
  /** JSON array of host names. */
  reverse_dns: string;
  asn: number | null;
  as_organization: string | null;
  country: string | null;
  is_current: number;
  first_seen_at: string;
  last_seen_at: string;
}

export interface AssetDiscoveriesTable {
  id: string;
  tenant_id: string;
  asset_id: string;
  status: "Requested" | "Completed" | "Failed";
  requested_at: string;
  finished_at: string | null;
  error: string | null;
  /** JSON array of `{ id, name, assetType }`. */
  new_assets: string;
  /** JSON array of the sources asked. */
  sources: string;
}

/** The last event number given out in an organisation (see migration 0007). */
export interface EventStreamsTable {
  tenant_id: string;
  position: number;
}

/** The outbox: one row per published domain event. */
export interface DomainEventsTable {
  id: string;
  tenant_id: string;
  /** 1, 2, 3, ... per organisation, committed in order. */
  position: number;
  type: string;
  /** JSON of the event's data. */
  data: string;
  /** JSON `{ userId, userName, ip }` of who caused it, or null for background work. */
  actor: string | null;
  occurred_at: string;
}

/** The last event position a subscriber has handled in an organisation. */
export interface EventCursorsTable {
  subscriber: string;
  tenant_id: string;
  position: number;
  updated_at: string;
}

export interface WebhookEndpointsTable {
  id: string;
  tenant_id: string;
  url: string;
  description: string;
  /** JSON array of event types. */
  event_types: string;
  enabled: number;
  /** Why the endpoint is disabled: `Failures` (turned off after failed deliveries) or `Manual`. */
  disabled_reason: string | null;
  /** The sealed `whsec_...` signing secret. */
  secret: string;
  /** The sealed secret before the last rotation, still signed with until `previous_secret_expires_at`. */
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  /** Deliveries in a row that failed every attempt; reset by any success. */
  failed_in_a_row: number;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveriesTable {
  id: string;
  tenant_id: string;
  endpoint_id: string;
  /** The `webhook-id`: the event's id, kept by retries and replays so receivers can deduplicate. */
  message_id: string;
  event_type: string;
  /** The exact JSON body sent (signed as is). */
  payload: string;
  status: "Pending" | "Succeeded" | "Failed";
  attempts: number;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  response_status: number | null;
  latency_ms: number | null;
  last_error: string | null;
  /** The delivery this one replays. */
  replay_of: string | null;
  created_at: string;
}

export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  attempt: number;
  attempted_at: string;
  response_status: number | null;
  latency_ms: number;
  error: string | null;
  /** The first KiB of the receiver's answer. */
  response_body: string | null;
}

/** One request to a tracking pixel or click redirect (see migration 0016). */
export interface TrackingEventsTable {
  id: string;
  tenant_id: string;
  purpose: string;
  subject_id: string;
  link_id: string | null;
  /** "open" | "click". */
  kind: string;
  at: string;
  /** "GET" | "HEAD". */
  method: string;
  ip: string;
  user_agent: string | null;
  /** The send time the token carried, if any. */
  sent_at: string | null;
  /** "human" | "bot"; null until classified. */
  classification: string | null;
  reason: string | null;
  /** When the owning module's handler was told; null before (or when no handler wants it). */
  delivered_at: string | null;
}

/** A lesson; `tenant_id` null is common content. JSON: titles, tags, languages. */
export interface LearningLessonsTable {
  id: string;
  tenant_id: string | null;
  name: string;
  search: string;
  premium: number;
  expected_completion_time: number;
  titles: string;
  tags: string;
  languages: string;
  copied_from_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A page of a lesson, in `position` order. JSON: answers. */
export interface LearningPagesTable {
  id: string;
  tenant_id: string | null;
  lesson_id: string;
  position: number;
  type: string;
  name: string;
  description: string;
  language: string;
  title: string;
  sidebar_title: string;
  content: string | null;
  video_link: string | null;
  video_embed_url: string | null;
  video_link_translate: string | null;
  video_link_translate_embed_url: string | null;
  explanation_correct: string | null;
  explanation_incorrect: string | null;
  question: string | null;
  answers: string;
  component_name: string | null;
  created_at: string;
  updated_at: string;
}

/** A predefined course. JSON: names, descriptions. Its lessons are `learning_course_lessons`. */
export interface LearningPredefinedCoursesTable {
  id: string;
  tenant_id: string | null;
  names: string;
  search: string;
  descriptions: string;
  logo: string | null;
  avatar: string | null;
  level: string;
  passing_score: number;
  premium: number;
  created_at: string;
  updated_at: string;
}

/** A lesson of a predefined course, at `position`. */
export interface LearningCourseLessonsTable {
  course_id: string;
  lesson_id: string;
  position: number;
}

/** A nano page. JSON: tags, languages, translations. */
export interface LearningNanoPagesTable {
  id: string;
  tenant_id: string | null;
  type: string;
  name: string;
  search: string;
  tags: string;
  languages: string;
  premium: number;
  video_link: string | null;
  video_embed_url: string | null;
  video_type: string | null;
  thumbnail: string | null;
  translations: string;
  created_at: string;
  updated_at: string;
}

/** A built-in library item shipped once (the seed step never brings it back). */
export interface LearningLibrarySeedsTable {
  id: string;
  seeded_at: string;
}

/** A nano-learning campaign (0021); `business_days` is a JSON array of weekday names. */
export interface NanoCampaignsTable {
  id: string;
  tenant_id: string;
  name: string;
  search: string;
  description: string;
  time_zone: string;
  work_start: string;
  work_end: string;
  business_days: string;
  language: string;
  learners_count: number;
  starts_at: string | null;
  ends_at: string | null;
  started_at: string | null;
  stopped_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A nano page scheduled in a campaign: at `send_at`, or in [starts_at, ends_at]. */
export interface NanoCampaignContentsTable {
  id: string;
  tenant_id: string;
  campaign_id: string;
  nano_page_id: string;
  nano_page_name: string;
  nano_page_type: string;
  send_at: string | null;
  starts_at: string;
  ends_at: string;
  created_at: string;
}

/** A campaign's learner, copied from people when the campaign was made. */
export interface NanoCampaignLearnersTable {
  id: string;
  tenant_id: string;
  campaign_id: string;
  person_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
}

/** One content's email to one learner and its event sequence. */
export interface NanoDeliveriesTable {
  id: string;
  tenant_id: string;
  campaign_id: string;
  content_id: string;
  learner_id: string;
  scheduled_at: string;
  cancelled_at: string | null;
  sent_at: string | null;
  delivered_at: string | null;
  opened_at: string | null;
  correct_answer: number | null;
  answered_at: string | null;
  answer_index: number | null;
  answered_correctly: number | null;
  video_opened_at: string | null;
  video_completed_at: string | null;
}

// ---------------------------------------------------------------- phishing (0022)

export interface PhishingLandingPagesTable {
  id: string;
  tenant_id: string | null;
  name: string;
  search: string;
  type: string;
  language: string;
  html: string | null;
  custom_message: string | null;
  created_at: string;
  updated_at: string;
}

export interface PhishingTemplatesTable {
  id: string;
  tenant_id: string | null;
  name: string;
  search: string;
  description: string;
  type: string;
  language: string;
  email_body: string;
  sending_email: string;
  email_title: string;
  email_from_name: string;
  /** JSON array of strings. */
  tags: string;
  /** JSON array of strings. */
  red_flags: string;
  landing_page_id: string | null;
  copied_from_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface PhishingSendingProfilesTable {
  id: string;
  tenant_id: string;
  name: string;
  host: string;
  port: number;
  security: string;
  username: string | null;
  /** The SMTP password sealed with the installation key (platform/crypto/secret-box.ts); never in clear. */
  password_sealed: string | null;
  from_address: string;
  /** Emails per minute through this profile; null: the installation's. */
  rate_per_minute: number | null;
  created_at: string;
  updated_at: string;
}

export interface PhishingLibrarySeedsTable {
  id: string;
  seeded_at: string;
}

// ---------------------------------------------------------------- courses (0020)

/** A course launched to an organisation's people. JSON: custom_messages, security_contact. */
export interface LearningCoursesTable {
  id: string;
  tenant_id: string;
  name: string;
  search: string;
  description: string | null;
  language: string;
  enrolment_date: string;
  duration_weeks: number;
  /** The enrolment date plus the duration, later once extended. */
  ends_at: string;
  passing_score: number;
  predefined_course_id: string | null;
  custom_messages: string;
  security_policy_link: string | null;
  security_contact: string;
  link_invitations: number;
  created_by_user_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A lesson of a course, at `position`. */
export interface LearningCourseItemsTable {
  course_id: string;
  lesson_id: string;
  tenant_id: string;
  position: number;
}

/** One person's enrolment in one course, with a copy of their name, email and groups (JSON). */
export interface LearningLearnersTable {
  id: string;
  tenant_id: string;
  course_id: string;
  person_id: string;
  email: string;
  first_name: string;
  last_name: string;
  groups: string;
  search: string;
  status: string;
  result: string;
  score: number | null;
  time_spent_ms: number;
  viewed_pages: number;
  due_at: string | null;
  invited_at: string | null;
  opened_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  last_reminded_at: string | null;
  last_activity_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A page a learner has viewed. */
export interface LearningLearnerPagesTable {
  learner_id: string;
  page_id: string;
  viewed_at: string;
}

/** A learner's (first, counting) answer to a quiz page. */
export interface LearningLearnerAnswersTable {
  learner_id: string;
  page_id: string;
  answer_index: number;
  correct: number;
  answered_at: string;
}

/** A shareable link people of the organisation request their invitation with. */
export interface LearningCourseInvitationLinksTable {
  id: string;
  tenant_id: string;
  course_id: string;
  token: string;
  created_at: string;
}

/** The standard course score of an industry. */
export interface LearningCourseStandardsTable {
  industry: string;
  score: number;
  updated_at: string;
}

// ---------------------------------------------------------------- phishing simulations (0023)

export interface PhishingSimulationsTable {
  id: string;
  tenant_id: string;
  name: string;
  /** The name normalised for the list's search (`normaliseSearch`). */
  search: string;
  description: string;
  start_at: string;
  end_at: string;
  time_zone: string;
  duration_weeks: number;
  /** JSON array of weekday names. */
  business_days: string;
  hours_start: string;
  hours_end: string;
  max_attacks: number;
  feedback_type: string;
  feedback_message: string | null;
  sending_profile_id: string | null;
  /** The course failing targets are enrolled in (remedial training); null for none. */
  remedial_course_id: string | null;
  /** The nano page failing targets are sent (remedial training, 0030); null for none. */
  remedial_nano_page_id: string | null;
  /** The learning area's nano campaign that sends that page, made at launch; null for none. */
  remedial_nano_campaign_id: string | null;
  /** The language the remedial nano page is sent in (En or Sr); null for none. */
  remedial_nano_language: string | null;
  targets_count: number;
  emails_count: number;
  stopped_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PhishingSimulationTemplatesTable {
  simulation_id: string;
  template_id: string;
  tenant_id: string;
  position: number;
  template_name: string;
  template_type: string;
}

export interface PhishingTargetsTable {
  id: string;
  tenant_id: string;
  simulation_id: string;
  person_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  /** JSON array of group names at launch. */
  groups: string;
  status: string;
  updated_at: string;
}

export interface PhishingSendsTable {
  id: string;
  tenant_id: string;
  simulation_id: string;
  target_id: string;
  template_id: string;
  attempt_no: number;
  due_at: string;
  /** Scheduled | Sending | Sent | Failed | Cancelled. */
  status: string;
  /** While `Sending`: the sender's claim; an expired one may be taken over. */
  lease_until: string | null;
  attempts: number;
  /** Times the rate limit moved the send to a later minute. */
  deferrals: number;
  sent_at: string | null;
  failed_at: string | null;
  reported_at: string | null;
  last_error: string | null;
}

/** Append-only: rows are inserted, never updated or deleted (apart from the simulation's deletion). */
export interface PhishingEventsTable {
  id: string;
  tenant_id: string;
  simulation_id: string;
  target_id: string;
  send_id: string | null;
  kind: string;
  classification: string;
  reason: string | null;
  /** JSON array of a submission's field names; the values are never stored. */
  field_names: string | null;
  ip: string | null;
  user_agent: string | null;
  at: string;
  dedupe_key: string | null;
}

/**
 * One figure of a simulation's view, kept by the database's triggers (migration 0029) in the
 * statement that changes a counted row: `target`/status, `send`/status, `sent_day`/day,
 * `template_sent`/template, `events`/kind/classification, `emails`/kind/classification (distinct
 * emails), `human_day`/day/kind, `bot_reason`/reason ('' when none). `b` is '' when unused.
 */
export interface PhishingSimulationCountsTable {
  simulation_id: string;
  tenant_id: string;
  dimension: string;
  a: string;
  b: string;
  n: number;
}

/** One row per target enrolled in its simulation's remedial course: the key makes it once per target. */
export interface PhishingRemedialEnrolmentsTable {
  target_id: string;
  tenant_id: string;
  simulation_id: string;
  course_id: string;
  learner_id: string | null;
  /** Enrolled | AlreadyEnrolled | CourseUnavailable | PersonRemoved. */
  outcome: string;
  created_at: string;
}

/** One row per target sent its simulation's remedial nano page (0030): the key makes it once per target. */
export interface PhishingRemedialNanoSendsTable {
  target_id: string;
  tenant_id: string;
  simulation_id: string;
  nano_page_id: string;
  delivery_id: string | null;
  /** Pending | Sent | CampaignUnavailable | PersonRemoved. */
  outcome: string;
  created_at: string;
}

export interface PhishingSendRateTable {
  profile_key: string;
  /** The UTC minute, `yyyy-MM-ddTHH:mm`. */
  minute: string;
  count: number;
}

/** An organisation's reporting-extension keys; only the SHA-256 is stored, one live (not revoked) at a time. */
export interface PhishingExtensionKeysTable {
  id: string;
  tenant_id: string;
  prefix: string;
  key_hash: string;
  created_by_user_id: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Emails people reported that were not simulations; never the body. */
export interface PhishingExtensionReportsTable {
  id: string;
  tenant_id: string;
  reporter_email: string;
  /** Extension | Web. */
  source: string;
  sender: string;
  sender_domain: string | null;
  subject: string;
  message_id: string | null;
  received_at: string | null;
  /** JSON of the contract's PhishingHeaderDigest. */
  header_digest: string;
  comment: string;
  /** Received | Clean | Spam | Threat. */
  status: string;
  reported_at: string;
  updated_at: string;
}
