/**
 * The client's `unwrap`: a call's data, or a thrown `ApiCallError` (an `Error` carrying the
 * API's `statusCode`, `code`, `message` and field `errors`), so queries and mutations have one
 * failure path. A network failure becomes a 503 `Unavailable` marked `unreachable`.
 * Kept as a module so screens import it from one place inside the widgets.
 */
export { unwrap } from "@bulwark/client";
