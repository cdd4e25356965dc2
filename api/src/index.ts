/** Public surface of @bulwark/api for tests, benchmarks and embedding in other processes. */
export { type AppOptions, createApp } from "./app.js";
export { createPlatform } from "./bootstrap.js";
export { type NotificationInput, notify } from "./modules/notifications/notifications.repository.js";
export { timeStep, totpAt } from "./platform/auth/totp.js";
export { type Config, loadConfig } from "./platform/config.js";
export { createLogger } from "./platform/logger.js";
