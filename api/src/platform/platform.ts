import type SQLite from "better-sqlite3";
import type { TokenSigner } from "./auth/jwt.js";
import type { Throttle } from "./auth/throttle.js";
import type { Config } from "./config.js";
import type { SecretBox } from "./crypto/secret-box.js";
import type { Db, Dialect } from "./db/database.js";
import type { EventOutbox } from "./events/events.js";
import type { JobQueue } from "./jobs/queue.js";
import type { Logger } from "./logger.js";
import type { Email } from "./mail/mailer.js";
import type { Tracking } from "./tracking/tracking.js";

/** The cross-cutting services every module is built with. */
export interface Platform {
  config: Config;
  db: Db;
  dialect: Dialect;
  /**
   * On SQLite, the one better-sqlite3 connection under `db`, for bulk paths where Kysely's
   * per-query building costs more than SQLite's work (people import). Use it only inside a
   * `db.transaction()` or `db.connection()` callback: Kysely then holds the connection, so no
   * other query can run in the middle. Undefined on PostgreSQL.
   */
  sqlite?: SQLite.Database | undefined;
  signer: TokenSigner;
  throttle: Throttle;
  queue: JobQueue;
  /** The domain-event outbox: publish inside the transaction of the change (see modules/domain-events.ts). */
  events: EventOutbox;
  /** Seals secrets stored in the database (AES-256-GCM under the installation's key, see secret-box.ts). */
  secrets: SecretBox;
  /** Open and click tracking of emails: signed tokens, the pixel and redirect, bot classification (see tracking/tracking.ts). */
  tracking: Tracking;
  logger: Logger;
}

/** Job type for outgoing email; the payload is an {@link Email}. */
export const SEND_EMAIL = "email.send";

export type { Email };
