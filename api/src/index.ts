/** Public surface of @bulwark/api for tests, benchmarks and embedding in other processes. */
export { createApp, type AppOptions } from "./app.js";
export { createPlatform } from "./bootstrap.js";
export { loadConfig, type Config } from "./platform/config.js";
export { createLogger } from "./platform/logger.js";
export { notify, type NotificationInput } from "./modules/notifications/notifications.repository.js";
