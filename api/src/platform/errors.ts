import type { Schema } from "@bulwark/contract";

export type ErrorCode = Schema<"ErrorCode">;
export type FieldError = { path: string; message: string };

/**
 * The one closed set of errors the API answers with. Everything else becomes a 500
 * "Something went wrong" in the error handler, with details only in the server log.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody() {
    return {
      statusCode: this.statusCode,
      message: this.message,
      code: this.code,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const badRequest = (message = "Bad request") => new AppError(400, "BadRequest", message);
export const validationFailed = (errors: FieldError[], message = "Validation failed") =>
  new AppError(422, "ValidationFailed", message, errors);
export const unauthorized = (message = "Unauthorized") => new AppError(401, "Unauthorized", message);
export const wrongCredential = () => new AppError(401, "WrongCredential", "Wrong credential");
export const tokenExpired = () => new AppError(401, "TokenExpired", "Token expired");
export const forbidden = (message = "Not allowed") => new AppError(403, "Forbidden", message);
export const notFound = (what = "Resource") => new AppError(404, "NotFound", `${what} not found`);
export const conflict = (message: string) => new AppError(409, "Conflict", message);
export const payloadTooLarge = (message = "Large size") => new AppError(413, "PayloadTooLarge", message);
export const unsupportedMediaType = (message = "Not valid type") => new AppError(415, "UnsupportedMediaType", message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, "TooManyRequests", "Too many attempts, try again later", undefined, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const invitationNotValid = () => new AppError(400, "InvitationNotValid", "Invitation not valid");
export const alreadyMemberOrInvited = () =>
  new AppError(409, "AlreadyMemberOrInvited", "User is already part of organization or waiting for response!");
export const unavailable = (message = "Service unavailable") => new AppError(503, "Unavailable", message);
/** 403 when the organisation does not have the feature a call belongs to. */
export const featureNotEnabled = (message: string) => new AppError(403, "FeatureNotEnabled", message);
/** 403 when a call that works on an organisation's data is made without `x-tenant-id` (seeds, section 5). */
export const organizationRequired = () => new AppError(403, "OrganizationRequired", "Organization must be set!");
/** 409 when monitoring is started for an asset nobody has verified yet. */
export const assetNotVerified = () => new AppError(409, "AssetNotVerified", "Asset must be verified first");
/** 422 when neither the TXT record nor the well-known file proves ownership; `errors` says what each method found. */
export const unableToVerify = (errors: FieldError[]) => new AppError(422, "UnableToVerify", "unable to verify", errors);
/**
 * 403 when an organisation requires two-factor and the signed-in user has not turned it on; the
 * app leads them to set it up (distinct from `Forbidden`, which no action of theirs can lift).
 */
export const twoFactorRequired = () =>
  new AppError(
    403,
    "TwoFactorRequired",
    "This organization requires two-factor authentication: turn it on in your account settings",
  );
