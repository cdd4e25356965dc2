import type { ErrorRequestHandler, RequestHandler } from "express";
import { AppError, badRequest, notFound, payloadTooLarge } from "../errors.js";
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
