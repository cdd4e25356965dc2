// First: V8 settings apply to what is allocated after them.
import "./platform/v8-flags.js";
import { createApp } from "./app.js";
import { createPlatform } from "./bootstrap.js";
import { ConfigError, loadConfig } from "./platform/config.js";
import { createLogger } from "./platform/logger.js";
import { startFailureMessage } from "./platform/start-failure.js";
import { builtSites, elementsDir, webAppDir } from "./web-app.js";

/** Reads config, opens the database, migrates, listens. The only place that exits. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const { platform, close } = await createPlatform(config, logger);
  const webApp = webAppDir();
  const elements = elementsDir();
  const { app, workers, housekeeping } = createApp(platform, { staticSites: builtSites() });
  await housekeeping.schedule();
  for (const worker of workers) worker.start();

  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const base = `http://localhost:${port}`;
    const lines = [
      "",
      `  Bulwark is running on ${base}  (database: ${platform.dialect}${platform.dialect === "sqlite" ? `, data in ${config.dataDir}` : ""})`,
      `  API        ${base}/api/v1   health: ${base}/api/v1/health`,
      `  Reference  ${base}/api/docs`,
      webApp ? `  Web app    ${base}/` : "  Web app    not built (pnpm --filter web-app build)",
      elements
        ? `  Elements   ${base}/elements/bulwark-elements.js`
        : "  Elements   not built (pnpm --filter @bulwark/elements build)",
      config.adminEmail
        ? `  Sign in as ${config.adminEmail} with BULWARK_ADMIN_PASSWORD.`
        : `  Sign in: register at ${base}/auth?authType=register${config.smtpUrl ? "" : `; emails (verification links) go to ${config.dataDir}/outbox/`}`,
      "",
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
  });

  const shutdown = async (signal: string) => {
    logger.info("shutting down", { signal });
    server.close();
    // Opens and clicks already answered are stored before the database closes.
    await platform.tracking.flush();
    await Promise.all(workers.map((worker) => worker.stop()));
    await close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error) => {
  process.stderr.write(startFailureMessage(error));
  process.exit(1);
});
