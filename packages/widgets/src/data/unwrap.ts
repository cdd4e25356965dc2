/**
 * Turns openapi-fetch's `{ data, error, response }` into a value or a thrown error body, so
 * queries and mutations have one failure path. A network failure becomes a 500-shaped error.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch {
    throw { statusCode: 503, message: undefined, code: "Unavailable" };
  }
  if (result.error !== undefined || !result.response.ok) {
    throw result.error ?? { statusCode: result.response.status };
  }
  return result.data as T;
}
