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
