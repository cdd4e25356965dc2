import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { operations } from "@bulwark/contract";
import type { ValidateFunction } from "ajv";
import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import { AppError, forbidden, unsupportedMediaType, validationFailed } from "../errors.js";
import { contextOf, type Principal, type RequestContext } from "./context.js";
import { compile, createAjv, type OperationSpec, type Spec, toFieldErrors, trimStrings } from "./openapi.js";
import { discardRest, LENIENT_STREAM_TYPES, streamBody } from "./stream-body.js";

type Ops = operations;
export type OperationId = keyof Ops;

type Section<O extends OperationId, K extends "path" | "query" | "header"> = Ops[O] extends {
  parameters: { [P in K]?: infer V };
}
  ? [V] extends [undefined | never]
    ? Record<string, never>
    : NonNullable<V>
  : Record<string, never>;

type JsonBody<O extends OperationId> = Ops[O] extends {
  requestBody: { content: { "application/json": infer B } };
}
  ? B
  : Ops[O] extends { requestBody?: { content: { "application/json": infer B } } }
    ? B | undefined
    : undefined;

type JsonOf<R> = R extends { content: { "application/json": infer B } } ? B : undefined;

/** The body of the operation's success response (nothing for 204). */
export type SuccessBody<O extends OperationId> = Ops[O]["responses"] extends infer R
  ? {
      // biome-ignore lint/suspicious/noConfusingVoidType: a 204 handler returns nothing
      [S in keyof R]: S extends 200 | 201 | 202 ? JsonOf<R[S]> : S extends 204 ? void : never;
    }[keyof R]
  : never;

/** A streamed body for operations whose request body is not JSON or multipart (`text/csv`). */
type StreamedBody<O extends OperationId> = Ops[O] extends { requestBody: { content: { "text/csv": unknown } } }
  ? AsyncIterable<Buffer>
  : undefined;

/** Validated request parts, typed from the contract. */
export interface Input<O extends OperationId> {
  path: Section<O, "path">;
  query: Section<O, "query">;
  headers: Section<O, "header">;
  body: JsonBody<O>;
  /**
   * The body of a streamed operation, chunk by chunk as it arrives, limited to 512 MB (413
   * "Large size", see `stream-body.ts`); iterate it once.
   */
  stream: StreamedBody<O>;
  /** The raw request, for the few operations that stream (multipart uploads). */
  request: Request;
}

/** A non-JSON answer (images, files); `status` for the few declared non-JSON errors (a plain 404 page). */
export class BinaryReply {
  constructor(
    readonly contentType: string,
    readonly body: Buffer,
    readonly headers: Record<string, string> = {},
    readonly status = 200,
  ) {}
}

/**
 * A 302 to `location`, for operations whose contract declares one (the tracked-click redirect).
 * The location must come from the server (a signed token), never from the request as is.
 */
export class RedirectReply {
  constructor(
    readonly location: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

/**
 * A non-JSON answer streamed piece by piece (large files), so it is never held in memory whole.
 * `onDone` learns whether every byte was handed to the connection (`true`) or the client went
 * away or the body failed first (`false`).
 */
export class StreamReply {
  constructor(
    readonly contentType: string,
    readonly body: AsyncIterable<Uint8Array>,
    readonly headers: Record<string, string> = {},
    readonly onDone?: (complete: boolean) => Promise<void>,
  ) {}
}

export type Handler<O extends OperationId> = (
  input: Input<O>,
  ctx: RequestContext,
) => Promise<SuccessBody<O> | BinaryReply | StreamReply | RedirectReply>;

export type Authenticate = (req: Request, op: OperationSpec) => Promise<Principal>;

/**
 * Binds handlers to the contract. The method, path, authentication, parameter and body
 * validation and the success status all come from `openapi.yaml`; a handler only turns
 * validated input into a service call. Registering an operation the contract does not have
 * fails at start.
 */
export function createOperationBinder(spec: Spec, authenticate: Authenticate) {
  const coercing = createAjv(spec, { coerce: true });
  const strict = createAjv(spec, { coerce: false });
  const bound = new Set<string>();

  function bind<O extends OperationId>(
    router: Router,
    operationId: O,
    handler: Handler<O>,
    options: BindOptions = {},
  ): void {
    const op = spec.operations.get(operationId);
    if (!op) throw new Error(`Operation ${operationId} is not in openapi.yaml`);
    if (bound.has(operationId)) throw new Error(`Operation ${operationId} is bound twice`);
    bound.add(operationId);
    if (options.largeJsonBody) {
      if (op.path.includes("{")) throw new Error(`largeJsonBody needs a path without parameters (${operationId})`);
      largeJsonPaths.add(op.path);
    }
    // Compiled on the operation's first request: compiling every operation's schemas was the
    // largest part of the API's start (about 1.4 s of CPU on a busy 2-core machine), and a
    // process serves a fraction of the operations. Ajv keeps the shared component schemas.
    let validators: Validators | undefined;

    const pipeline: RequestHandler = async (req: Request, res: Response) => {
      try {
        const principal = op.secured ? await authenticate(req, op) : undefined;
        validators ??= buildValidators(op, coercing, strict);
        const input = validateInput(spec, op, validators, req);
        const ctx = contextOf(req, principal);
        if (principal?.embed) assertEmbedScope(op, principal.embed, input.path, ctx);
        const result = await handler(input as Input<O>, ctx);
        await sendResult(res, op, result);
      } catch (error) {
        if (op.streamBody) await settleStreamedRequest(req, res, error);
        throw error;
      }
    };
    router[op.method](op.expressPath, pipeline);
  }

  return { bind, bound };
}

interface Validators {
  path: ValidateFunction;
  query: ValidateFunction;
  header: ValidateFunction;
  body?: ValidateFunction;
}

function paramsSchema(op: OperationSpec, location: "path" | "query" | "header") {
  const params = op.parameters.filter((p) => p.in === location);
  return {
    type: "object",
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required || p.in === "path").map((p) => p.name),
    // Unknown query parameters are refused so typos (`?limt=`) do not silently do nothing.
    additionalProperties: location !== "query",
  };
}

function buildValidators(
  op: OperationSpec,
  coercing: ReturnType<typeof createAjv>,
  strict: ReturnType<typeof createAjv>,
) {
  return {
    path: compile(coercing, paramsSchema(op, "path")),
    query: compile(coercing, paramsSchema(op, "query")),
    header: compile(coercing, paramsSchema(op, "header")),
    body: op.jsonBody ? compile(strict, op.jsonBody.schema) : undefined,
  } satisfies Validators;
}

function validateInput(spec: Spec, op: OperationSpec, validators: Validators, req: Request) {
  const path = { ...req.params };
  const query = { ...(req.query as Record<string, unknown>) };
  const headers: Record<string, unknown> = {};
  for (const p of op.parameters) {
    if (p.in === "header" && req.headers[p.name] !== undefined) headers[p.name] = req.headers[p.name];
  }
  const errors = [];
  if (!validators.path(path)) errors.push(...toFieldErrors(validators.path.errors, "path"));
  if (!validators.query(query)) errors.push(...toFieldErrors(validators.query.errors, "query"));
  if (!validators.header(headers)) errors.push(...toFieldErrors(validators.header.errors, "header"));

  let body: unknown;
  let stream: AsyncIterable<Buffer> | undefined;
  if (op.streamBody) {
    const accepted = [...op.streamBody.contentTypes, ...LENIENT_STREAM_TYPES];
    const matched = req.is(accepted);
    if (matched === false) throw unsupportedMediaType(`Expected a ${op.streamBody.contentTypes.join(" or ")} body`);
    if (matched === null && op.streamBody.required) errors.push({ path: "body", message: "body is required" });
    else stream = streamBody(req);
  }
  if (op.jsonBody) {
    // `req.is` is null when there is no body at all, false when the body has another type.
    if (req.is(["application/json", "application/*+json"]) === false) {
      throw unsupportedMediaType("Expected an application/json body");
    }
    body = req.body;
    if (body === undefined && op.jsonBody.required) {
      errors.push({ path: "body", message: "body is required" });
    } else if (body !== undefined) {
      body = trimStrings(spec, op.jsonBody.schema, body);
      if (!validators.body?.(body)) errors.push(...toFieldErrors(validators.body?.errors, "body"));
    }
  }
  if (errors.length > 0) throw validationFailed(errors, errors[0]?.message);
  return { path, query, headers, body, stream, request: req };
}

/**
 * An embed token may only read, only through operations that list one of its widgets in
 * `x-embed-widgets`, and only its own organisation (path `tenantId`, or the context's
 * `x-tenant-id`). The scope function refuses another organisation too, whatever names it.
 */
function assertEmbedScope(
  op: OperationSpec,
  embed: { tenantId: string; widgets: readonly string[] },
  path: Record<string, unknown>,
  ctx: RequestContext,
) {
  const allowed = op.method === "get" && op.embedWidgets.some((widget) => embed.widgets.includes(widget));
  const tenant = (path.tenantId as string | undefined) ?? ctx.tenantHeader;
  if (!allowed || tenant !== embed.tenantId) throw forbidden("This embed token does not allow this call");
}

async function sendResult(res: Response, op: OperationSpec, result: unknown) {
  if (result instanceof StreamReply) {
    await sendStream(res, result);
    return;
  }
  if (result instanceof RedirectReply) {
    res
      .status(302)
      .set({ ...result.headers, Location: result.location })
      .end();
    return;
  }
  if (result instanceof BinaryReply) {
    res
      .status(result.status)
      .set({ "Content-Type": result.contentType, ...result.headers })
      .send(result.body);
    return;
  }
  if (op.successStatus === 204) {
    res.status(204).end();
    return;
  }
  res.status(op.successStatus).json(result);
}

/** Stream errors that mean the client went away mid-answer. */
const CLIENT_GONE = new Set(["ERR_STREAM_PREMATURE_CLOSE", "ECONNRESET", "EPIPE"]);

/**
 * Streams a {@link StreamReply} with backpressure. A client that goes away mid-file is normal,
 * not an error; a body that fails mid-file cuts the connection (the status is already sent) and
 * the error goes on to the error handler to be logged.
 */
async function sendStream(res: Response, reply: StreamReply) {
  res.status(200).set({ "Content-Type": reply.contentType, ...reply.headers });
  if (res.req.method === "HEAD") {
    // Express answers HEAD with the GET route; the headers are the answer, nothing was downloaded.
    // What the reply recorded is undone before the answer goes out, so a client asking right
    // after a HEAD never sees a download under way (it did on PostgreSQL now and then).
    await reply.onDone?.(false);
    res.end();
    return;
  }
  let complete = false;
  let failure: unknown;
  try {
    await pipeline(Readable.from(reply.body, { objectMode: false }), res);
    complete = true;
  } catch (error) {
    if (!CLIENT_GONE.has(String((error as NodeJS.ErrnoException).code))) failure = error;
  } finally {
    await reply.onDone?.(complete);
  }
  if (failure) throw failure;
}

/**
 * After a streamed operation failed: reads what is left of a small upload so the client gets the
 * error rather than a reset connection; a large remainder, or a body over the limit, closes the
 * connection after the answer instead.
 */
async function settleStreamedRequest(req: Request, res: Response, error: unknown) {
  if (error instanceof AppError && error.statusCode === 413) {
    res.set("Connection", "close");
    return;
  }
  await discardRest(req, DISCARD_LIMIT_BYTES);
  if (!req.complete) res.set("Connection", "close");
}

/** How much of a failed upload is read and thrown away so its error can be answered cleanly. */
const DISCARD_LIMIT_BYTES = 32 * 1024 * 1024;

/** How an operation is bound, beyond what the contract says. */
export interface BindOptions {
  /**
   * The JSON body may be up to {@link LARGE_JSON_LIMIT} instead of 1 MB: for the few lists the
   * contract lets run long (a batch of 10,000 people). Only for paths without parameters.
   */
  largeJsonBody?: boolean;
}

/** The body limit of operations bound with `largeJsonBody`. */
export const LARGE_JSON_LIMIT = "16mb";

// Paths bound with `largeJsonBody`. Shared by every app in the process, which all bind the same
// operations the same way.
const largeJsonPaths = new Set<string>();

const isJson = (req: IncomingMessage) => /^application\/([\w.+-]*\+)?json\b/i.test(req.headers["content-type"] ?? "");
const isLarge = (req: IncomingMessage) => largeJsonPaths.has((req.url ?? "").split("?")[0] ?? "");

/**
 * JSON body parsing with the API's limits (1 MB, or {@link LARGE_JSON_LIMIT} for operations bound
 * with `largeJsonBody`); malformed JSON becomes a 400 and an oversized body a 413 in the error handler.
 */
export const jsonBody = () => [
  express.json({ limit: "1mb", type: (req) => isJson(req) && !isLarge(req) }),
  express.json({ limit: LARGE_JSON_LIMIT, type: (req) => isJson(req) && isLarge(req) }),
];

export { AppError };
