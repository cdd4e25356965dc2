import busboy from "busboy";
import type { Request } from "express";
import { type AppError, badRequest, payloadTooLarge, unsupportedMediaType, validationFailed } from "../errors.js";

/** Image types an upload may be. SVG is refused on purpose: it is a document that can carry script. */
export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

/** The largest image upload (seeds: "under 5 MB"). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The image type of `data` from its first bytes, or undefined. The client's declared type and file
 * name are never trusted: what is stored and later served is what the bytes are.
 */
export function imageTypeOf(data: Buffer): ImageType | undefined {
  const starts = (signature: number[], offset = 0) =>
    data.length >= offset + signature.length && signature.every((byte, i) => data[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || starts([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return "image/gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return undefined;
}

/**
 * Reads one image from a multipart/form-data request, streaming: at most `maxBytes` of the file
 * are kept in memory, the rest is discarded. Errors: 415 "Not valid type" (not an image), 413
 * "Large size", 422 when the field is missing, 400 for a malformed body. The request is read to
 * its end before answering (as the JSON body parser does), so the client always gets the answer
 * rather than a reset connection; a body far beyond the limit is cut off instead.
 */
export function readImageUpload(
  req: Request,
  options: { field: string; maxBytes?: number },
): Promise<{ contentType: ImageType; data: Buffer }> {
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const hardCap = maxBytes * 4 + 1024 * 1024;
  if (!req.is("multipart/form-data")) {
    return Promise.reject(unsupportedMediaType("Expected a multipart/form-data body"));
  }

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Busboy flags a file that reaches its limit, so the limit is one byte past the largest allowed.
        limits: { fileSize: maxBytes + 1, files: 1, fields: 20, fieldSize: 8 * 1024, parts: 30, headerPairs: 50 },
      });
    } catch {
      // No boundary, or not multipart after all.
      req.resume();
      reject(badRequest("Malformed multipart body"));
      return;
    }

    let failure: AppError | undefined;
    let image: Buffer | undefined;
    let requestEnded = false;
    let parserClosed = false;
    let settled = false;
    let received = 0;

    const settle = () => {
      if (settled || !requestEnded || !(parserClosed || failure)) return;
      settled = true;
      if (failure) return reject(failure);
      if (!image) {
        return reject(
          validationFailed(
            [{ path: `body.${options.field}`, message: `${options.field} is required` }],
            `${options.field} is required`,
          ),
        );
      }
      const contentType = imageTypeOf(image);
      if (!contentType) return reject(unsupportedMediaType());
      resolve({ contentType, data: image });
    };
    const fail = (error: AppError) => {
      failure ??= error;
      settle();
    };

    parser.on("file", (name, stream) => {
      if (name !== options.field || image || failure) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (!failure) chunks.push(chunk);
      });
      stream.on("limit", () => {
        chunks.length = 0;
        fail(payloadTooLarge());
      });
      stream.on("end", () => {
        if (!failure) image = Buffer.concat(chunks);
      });
    });
    parser.on("partsLimit", () => fail(payloadTooLarge("Too many parts")));
    parser.on("fieldsLimit", () => fail(payloadTooLarge("Too many fields")));
    parser.on("error", () => {
      req.unpipe(parser);
      req.resume();
      fail(badRequest("Malformed multipart body"));
    });
    parser.on("close", () => {
      parserClosed = true;
      settle();
    });

    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > hardCap && !settled) {
        settled = true;
        reject(payloadTooLarge());
        req.unpipe(parser);
        req.destroy();
      }
    });
    req.on("end", () => {
      requestEnded = true;
      settle();
    });
    req.on("aborted", () => {
      requestEnded = true;
      fail(badRequest("The upload was interrupted"));
    });
    req.pipe(parser);
  });
}
