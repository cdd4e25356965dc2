/**
 * `@bulwark/client`: the typed HTTP client of the Bulwark API (openapi-fetch over the contract),
 * with bearer and tenant headers, single-flight token refresh and pluggable token storage.
 * Node-only storage (`fileTokenStore`) lives in `@bulwark/client/node`.
 */
export type { components, operations, paths, Schema } from "@bulwark/contract";
export {
  type BulwarkClient,
  type BulwarkClientHelpers,
  type BulwarkClientOptions,
  type BulwarkPaths,
  createBulwarkClient,
} from "./client.js";
export { type ApiError, type ErrorCode, errorMessage, readApiError } from "./errors.js";
export { localStorageTokenStore, memoryTokenStore, type TokenStore, type Tokens } from "./token-store.js";
export type {
  LoginResponse,
  MyPermissions,
  Role,
  SuperAdminPermission,
  Tenant,
  TenantList,
  Token,
  User,
} from "./types.js";
