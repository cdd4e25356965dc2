/** Why a network operation failed, for callers that react differently (retry a timeout, not a refusal). */
export type NetErrorReason =
  /** The operation did not finish in its time budget. */
  | "timeout"
  /** A DNS server answered with an error (SERVFAIL, REFUSED) or could not be reached. */
  | "dns"
  /** The destination is not allowed: a private address, or a scheme other than http and https. */
  | "refused"
  /** The URL or address given is malformed. */
  | "invalid"
  /** The connection failed or broke (refused, reset, TLS failure). */
  | "connection"
  /** The response body is larger than the caller's limit. */
  | "too-large"
  /** More redirects than the caller's limit. */
  | "too-many-redirects";

/**
 * A network failure with a message that can be shown to the user as is ("DNS lookup of
 * example.com (TXT) timed out"): it names the host and what went wrong, never internal details.
 */
export class NetError extends Error {
  override readonly name = "NetError";

  constructor(
    readonly reason: NetErrorReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
