/**
 * Node-only additions to `@bulwark/client`: token storage on disk.
 * Kept apart from the main entry so browser bundles never see `node:fs`.
 */
export { fileTokenStore, readJsonFile, writeJsonFile } from "./file-token-store.js";
