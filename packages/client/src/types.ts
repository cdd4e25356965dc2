import type { Schema } from "@bulwark/contract";

/** The signed-in user with their organisations (`GET /api/v1/users/users/me`). */
export type User = Schema<"User">;
/** An organisation with the caller's roles in it. */
export type Tenant = Schema<"Tenant">;
/** A page of organisations. */
export type TenantList = Schema<"TenantList">;
/** A token pair as the API answers it. */
export type Token = Schema<"Token">;
/** The answer of a sign-in: a token pair, or a two-factor challenge. */
export type LoginResponse = Schema<"LoginResponse">;
/** The caller's permissions in the active organisation. */
export type MyPermissions = Schema<"MyPermissions">;
/** An organisation role. */
export type Role = Schema<"Role">;
/** A super-admin permission. */
export type SuperAdminPermission = Schema<"SuperAdminPermission">;
