import type { ErrorRequestHandler, RequestHandler } from "express";
import { isUniqueViolation } from "../db/unique-violation.js";
import { AppError, badRequest, conflict, notFound, payloadTooLarge } from "../errors.js";
import type { Logger } from "../logger.js";

/** 404 in the error shape for any /api path no route matched. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(notFound(`Route ${req.method} ${req.originalUrl.split("?")[0]}`));
};

/**
 * The one place errors become responses. Known errors keep their status and message; body
 * parser failures become 400/413; anything else is logged and answered with a bare 500, so no
 * stack trace or SQL reaches a client.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
    } else if (error?.type === "entity.parse.failed") {
      appError = badRequest("Malformed JSON body");
    } else if (error?.type === "entity.too.large") {
      appError = payloadTooLarge("Request body is too large");
    } else if (error?.type === "encoding.unsupported" || error?.type === "charset.unsupported") {
      appError = new AppError(415, "UnsupportedMediaType", "Unsupported body encoding");
    } else if (error instanceof URIError) {
      // The router could not percent-decode a path parameter (`%zz`, `%FF%FE`, a lone `%`).
      appError = badRequest("Malformed percent-escape in the path");
    } else if (isUniqueViolation(error)) {
      // Two requests raced for the same unique value (an email, a name) past the service's own
      // check: the loser gets the same refusal as a request that came second.
      appError = conflict("This already exists");
    } else if (isClientError(error)) {
      // Anything else the body reader refuses: a body that does not match its Content-Encoding
      // (not gzip at all, truncated), a length that does not add up, an upload cut short.
      appError = badRequest("The request body could not be read");
    } else {
      logger.error("unhandled error", { method: req.method, path: req.path, error: String(error?.stack ?? error) });
      appError = new AppError(500, "Internal", "Something went wrong");
    }
    if (res.headersSent) return;
    res
      .status(appError.statusCode)
      .set(appError.headers ?? {})
      .json(appError.toBody());
  };
}

/** An error the body reader (`http-errors`) marked as the client's fault: a 4xx meant to be shown. */
function isClientError(error: unknown): boolean {
  const { status, expose } = (error ?? {}) as { status?: unknown; expose?: unknown };
  return typeof status === "number" && status >= 400 && status < 500 && expose === true;
}
