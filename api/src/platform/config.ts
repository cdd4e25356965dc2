import path from "node:path";
import { z } from "zod";
import { isCommonPassword } from "./auth/password-policy.js";
import { parseCidr } from "./net/addresses.js";

/**
 * Environment variables Bulwark reads, validated once at start.
 * A bad value stops the process with a message naming the variable (see main.ts).
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  BULWARK_DATA_DIR: z.string().min(1).default("./.bulwark-data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// (leave it unset for SQLite)")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Bulwark <no-reply@bulwark.local>"),
  PUBLIC_URL: z.url("must be an absolute URL such as https://bulwark.example.com").optional(),
  BULWARK_ADMIN_EMAIL: z.email("must be an email address").optional(),
  BULWARK_ADMIN_PASSWORD: z
    .string()
    .min(6, "must be at least 6 characters")
    .regex(/[0-9]/, "must contain a digit")
    .refine((password) => !isCommonPassword(password), "is too common or easy to guess: choose another one")
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60000).default(1000),
  LOG_LEVEL: z.enum(["silent", "error", "info", "debug"]).default("info"),
  BULWARK_CORS_ORIGINS: z
    .string()
    .regex(
      /^(\*|https?:\/\/[^\s,]+(\s*,\s*https?:\/\/[^\s,]+)*)$/,
      "must be * or a comma-separated list of origins like https://portal.example.com",
    )
    .optional(),
  DNS_SERVERS: z
    .string()
    .regex(
      /^[0-9a-fA-F:.[\]]+(\s*,\s*[0-9a-fA-F:.[\]]+)*$/,
      "must be a comma-separated list of IP addresses, optionally with :port (e.g. 1.1.1.1,[::1]:5353)",
    )
    .optional(),
  ALLOW_PRIVATE_NETWORK: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  GOOGLE_OAUTH_URL: z.url("must be an absolute URL").default("https://oauth2.googleapis.com/token"),
  GOOGLE_DIRECTORY_URL: z.url("must be an absolute URL").default("https://admin.googleapis.com"),
  MICROSOFT_LOGIN_URL: z.url("must be an absolute URL").default("https://login.microsoftonline.com"),
  MICROSOFT_GRAPH_URL: z.url("must be an absolute URL").default("https://graph.microsoft.com"),
  CT_LOG_URL: z.url("must be an absolute URL of a crt.sh-compatible service").optional(),
  BULWARK_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex characters (32 bytes), e.g. from `openssl rand -hex 32`")
    .optional(),
  MONITORING_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10080).default(360),
  VERIFICATION_HTTP_PORT: z.coerce.number().int().min(1).max(65535).default(80),
  WEBHOOK_RETRY_DELAYS: z
    .string()
    .regex(/^\d+(\s*,\s*\d+)*$/, "must be a comma-separated list of seconds, e.g. 5,300,1800")
    .default("5,300,1800,7200,18000,36000,36000"),
  WEBHOOK_DISABLE_AFTER: z.coerce.number().int().min(1).max(1000).default(5),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  PHISHING_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(60),
  TRACKING_MIN_CLICK_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  TRACKING_BURST_MS: z.coerce.number().int().min(0).max(60000).default(1000),
  COURSE_EMAILS_PER_MINUTE: z.coerce.number().int().min(1).max(1000000).default(600),
  TRACKING_SCANNER_RANGES: z
    .string()
    .refine(
      (value) => value.split(",").every((range) => parseCidr(range.trim()) !== undefined),
      "must be a comma-separated list of CIDR ranges, e.g. 198.51.100.0/24,2001:db8::/32",
    )
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  accessTokenTtlSeconds: number;
  trustProxy: boolean;
  jobsPollMs: number;
  logLevel: "silent" | "error" | "info" | "debug";
  /** Origins allowed to call the API from a browser (embedded elements on other sites); "*" for any. */
  corsOrigins: string[];
  /** Resolvers for asset verification and discovery ("ip" or "ip:port"); empty: the system's. */
  dnsServers: string[];
  /** Lets outbound fetches and lookups reach private and loopback addresses (tests, labs). */
  allowPrivateNetwork: boolean;
  /** Google OAuth token endpoint (JWT bearer grant for the directory connector). */
  googleOAuthUrl: string;
  /** Base of the Google Admin SDK Directory API. */
  googleDirectoryUrl: string;
  /** Base of the Microsoft identity platform (client-credentials grant). */
  microsoftLoginUrl: string;
  /** Base of Microsoft Graph. */
  microsoftGraphUrl: string;
  /** crt.sh-compatible certificate-transparency search used by discovery; unset: not used. */
  ctLogUrl: string | undefined;
  /** 32-byte key (hex) that encrypts stored connector credentials; unset: a key file in the data dir. */
  secretKey: string | undefined;
  /** How often monitored assets have their DNS records and IP info refreshed. */
  monitoringIntervalMinutes: number;
  /**
   * Port of the plain-HTTP attempt of the asset-verification file check (after https on 443).
   * 80 in production; tests point it at a loopback server, since they cannot bind port 80.
   */
  verificationHttpPort: number;
  /**
   * Seconds before each retry of a failed webhook delivery (the n-th entry after the n-th failed
   * attempt, each with ±10% jitter); a delivery fails for good after the last. The default spans
   * about 27 hours (Standard Webhooks' suggested schedule).
   */
  webhookRetryDelays: number[];
  /** Deliveries in a row that fail every attempt before an endpoint is disabled and its organisation's admins emailed. */
  webhookDisableAfter: number;
  /** Days that handled domain events, finished jobs and the webhook delivery log are kept. */
  retentionDays: number;
  /** How many course emails (invitations, reminders) a launch queues per minute: the rest wait their turn. */
  courseEmailsPerMinute: number;
  /** Phishing simulation emails per minute per sending profile (and for the platform's default), across every API process. */
  phishingRatePerMinute: number;
  /** Open and click tracking's bot rules (see platform/tracking/classification.ts). */
  tracking: {
    /** A click this many seconds or sooner after the email's delivery is a scanner's. */
    minClickSeconds: number;
    /** Several links of one message clicked within this many ms are a scanner's; recording waits this long to see them. */
    burstMs: number;
    /** Address ranges (CIDR) taken for mail scanners besides the shipped list. */
    extraScannerRanges: string[];
  };
};

/** Thrown by {@link loadConfig}; its message names every bad variable. */
export class ConfigError extends Error {}

/** Reads and validates the environment. Throws {@link ConfigError} naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset" so `DATABASE_URL= pnpm start` behaves like leaving it out.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(cleaned[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const value = parsed.data;
  if ((value.BULWARK_ADMIN_EMAIL === undefined) !== (value.BULWARK_ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      "Invalid configuration:\n  BULWARK_ADMIN_EMAIL and BULWARK_ADMIN_PASSWORD must be set together",
    );
  }
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.BULWARK_DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ""),
    adminEmail: value.BULWARK_ADMIN_EMAIL?.toLowerCase(),
    adminPassword: value.BULWARK_ADMIN_PASSWORD,
    accessTokenTtlSeconds: value.ACCESS_TOKEN_TTL_SECONDS,
    trustProxy: value.TRUST_PROXY,
    jobsPollMs: value.JOBS_POLL_MS,
    logLevel: value.LOG_LEVEL,
    corsOrigins: (value.BULWARK_CORS_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    dnsServers: (value.DNS_SERVERS ?? "")
      .split(",")
      .map((server) => server.trim())
      .filter(Boolean),
    allowPrivateNetwork: value.ALLOW_PRIVATE_NETWORK,
    googleOAuthUrl: value.GOOGLE_OAUTH_URL,
    googleDirectoryUrl: value.GOOGLE_DIRECTORY_URL.replace(/\/+$/, ""),
    microsoftLoginUrl: value.MICROSOFT_LOGIN_URL.replace(/\/+$/, ""),
    microsoftGraphUrl: value.MICROSOFT_GRAPH_URL.replace(/\/+$/, ""),
    ctLogUrl: value.CT_LOG_URL?.replace(/\/+$/, ""),
    secretKey: value.BULWARK_SECRET_KEY?.toLowerCase(),
    monitoringIntervalMinutes: value.MONITORING_INTERVAL_MINUTES,
    verificationHttpPort: value.VERIFICATION_HTTP_PORT,
    webhookRetryDelays: value.WEBHOOK_RETRY_DELAYS.split(",").map((seconds) => Number(seconds.trim())),
    webhookDisableAfter: value.WEBHOOK_DISABLE_AFTER,
    retentionDays: value.RETENTION_DAYS,
    courseEmailsPerMinute: value.COURSE_EMAILS_PER_MINUTE,
    phishingRatePerMinute: value.PHISHING_RATE_PER_MINUTE,
    tracking: {
      minClickSeconds: value.TRACKING_MIN_CLICK_SECONDS,
      burstMs: value.TRACKING_BURST_MS,
      extraScannerRanges: (value.TRACKING_SCANNER_RANGES ?? "")
        .split(",")
        .map((range) => range.trim())
        .filter(Boolean),
    },
  };
}
