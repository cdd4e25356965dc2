import { seedLearningLibrary } from "./modules/learning/library.seed.js";
import { seedPhishingLibrary } from "./modules/phishing/library.seed.js";
import { ensureSuperAdmin } from "./modules/users/users.service.js";
import { TokenSigner } from "./platform/auth/jwt.js";
import { Throttle } from "./platform/auth/throttle.js";
import type { Config } from "./platform/config.js";
import { lazySecretBox } from "./platform/crypto/secret-box.js";
import { openDatabase } from "./platform/db/database.js";
import { migrateToLatest } from "./platform/db/migrate.js";
import { EventOutbox } from "./platform/events/events.js";
import { JobQueue } from "./platform/jobs/queue.js";
import type { Logger } from "./platform/logger.js";
import type { Platform } from "./platform/platform.js";
import { Tracking } from "./platform/tracking/tracking.js";

/**
 * Opens the database, migrates it, adds the built-in learning library, loads the shared signing key and, on first start with
 * BULWARK_ADMIN_EMAIL/PASSWORD, creates the super-admin. Everything a node needs lives in the
 * database, so any number of nodes can run this at once.
 */
export async function createPlatform(
  config: Config,
  logger: Logger,
): Promise<{ platform: Platform; close: () => Promise<void> }> {
  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onCheckpointError: (message) => logger.error(message),
  });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    // The built-in learning library (lessons, predefined courses, nano pages), once per item.
    await seedLearningLibrary(handle.db, handle.dialect);
    // The built-in phishing library (templates and landing pages), once per item.
    await seedPhishingLibrary(handle.db, handle.dialect);
    const signer = await TokenSigner.load(handle.db);
    const queue = new JobQueue(handle.db, handle.dialect);
    const secrets = lazySecretBox(config);
    const platform: Platform = {
      config,
      db: handle.db,
      dialect: handle.dialect,
      sqlite: handle.sqlite,
      signer,
      throttle: new Throttle(handle.db),
      queue,
      events: new EventOutbox(queue),
      secrets,
      tracking: new Tracking({ config, db: handle.db, queue, secrets, logger }),
      logger,
    };
    if (config.adminEmail && config.adminPassword) {
      const existing = await handle.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", config.adminEmail)
        .executeTakeFirst();
      if (!existing) {
        await ensureSuperAdmin(platform, { email: config.adminEmail, password: config.adminPassword });
        logger.info("super-admin created from BULWARK_ADMIN_EMAIL", { email: config.adminEmail });
      }
    }
    return { platform, close: handle.close };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
