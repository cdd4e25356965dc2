import type { TokenSigner } from "./auth/jwt.js";
import type { Throttle } from "./auth/throttle.js";
import type { Config } from "./config.js";
import type { Db, Dialect } from "./db/database.js";
import type { JobQueue } from "./jobs/queue.js";
import type { Logger } from "./logger.js";
import type { Email } from "./mail/mailer.js";

/** The cross-cutting services every module is built with. */
export interface Platform {
  config: Config;
  db: Db;
  dialect: Dialect;
  signer: TokenSigner;
  throttle: Throttle;
  queue: JobQueue;
  logger: Logger;
}

/** Job type for outgoing email; the payload is an {@link Email}. */
export const SEND_EMAIL = "email.send";

export type { Email };
