import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import YAML from "yaml";
import type { FieldError } from "../errors.js";
import { repoRoot } from "../repo-root.js";

/** Location of the contract: the repository's root `openapi.yaml`. */
export const specPath = path.join(repoRoot, "openapi.yaml");

/** The contract as the API's build parsed it (`pnpm build`, see api/tsup.config.ts). */
export const parsedSpecPath = path.join(repoRoot, "api", "dist", "openapi.json");

/**
 * The contract's document from its YAML text: the build's parsed copy when it was made from this
 * very text (same SHA-256), else parsed now. Parsing the YAML took about a second of the compiled
 * API's start on a busy 2-core machine; reading the JSON takes milliseconds, and a contract
 * edited since the build is never read stale.
 */
export function parseSpecText(text: string, parsedPath = parsedSpecPath): Record<string, unknown> {
  const sha256 = createHash("sha256").update(text).digest("hex");
  try {
    const parsed = JSON.parse(fs.readFileSync(parsedPath, "utf8")) as { sha256?: string; document?: unknown };
    if (parsed.sha256 === sha256 && parsed.document) return parsed.document as Record<string, unknown>;
  } catch {
    // No build (tests, pnpm dev) or an unreadable copy: the YAML it is.
  }
  return YAML.parse(text) as Record<string, unknown>;
}

type JsonSchema = Record<string, unknown>;
export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface ParameterSpec {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema: JsonSchema;
}

export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI template, e.g. `/api/v1/users/tenants/{tenantId}`. */
  path: string;
  /** Express pattern, e.g. `/api/v1/users/tenants/:tenantId`. */
  expressPath: string;
  secured: boolean;
  /** Security schemes that may authenticate this operation (any one suffices). */
  securitySchemes: string[];
  /** Widgets whose embed tokens may call this operation (`x-embed-widgets`); empty: none. */
  embedWidgets: string[];
  parameters: ParameterSpec[];
  jsonBody?: { required: boolean; schema: JsonSchema };
  multipartBody: boolean;
  /**
   * A body the handler reads as a stream (e.g. `text/csv`): any request content type other than
   * JSON and multipart. `contentTypes` are the declared types.
   */
  streamBody?: { required: boolean; contentTypes: string[] };
  successStatus: number;
  responses: Record<string, { schema?: JsonSchema; contentType?: string }>;
}

export interface Spec {
  document: Record<string, unknown>;
  operations: Map<string, OperationSpec>;
}

let cached: Spec | undefined;

/** Parses `openapi.yaml` once per process into operations keyed by operationId. */
export function loadSpec(): Spec {
  if (cached) return cached;
  const document = parseSpecText(fs.readFileSync(specPath, "utf8"));
  const components = (document.components ?? {}) as { parameters?: Record<string, ParameterSpec> };
  const globalSecurity = (document.security as Array<Record<string, unknown>> | undefined) ?? [];
  const operations = new Map<string, OperationSpec>();
  const methods: HttpMethod[] = ["get", "post", "put", "patch", "delete"];

  for (const [template, item] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
    for (const method of methods) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const parameters = ((op.parameters as Array<Record<string, unknown>> | undefined) ?? []).map((p) => {
        const ref = p.$ref as string | undefined;
        const resolved = ref
          ? components.parameters?.[ref.split("/").pop() as string]
          : (p as unknown as ParameterSpec);
        if (!resolved) throw new Error(`Unresolved parameter ${ref} in ${String(op.operationId)}`);
        return { ...resolved, name: resolved.in === "header" ? resolved.name.toLowerCase() : resolved.name };
      });
      const body = op.requestBody as
        | { required?: boolean; content: Record<string, { schema: JsonSchema }> }
        | undefined;
      const responses: OperationSpec["responses"] = {};
      for (const [status, response] of Object.entries(op.responses as Record<string, Record<string, unknown>>)) {
        const resolved = resolveResponse(document, response);
        const content = resolved.content as Record<string, { schema?: JsonSchema }> | undefined;
        const contentType = content ? Object.keys(content)[0] : undefined;
        responses[status] = { schema: contentType ? content?.[contentType]?.schema : undefined, contentType };
      }
      const success = Object.keys(responses).find((status) => status.startsWith("2"));
      operations.set(op.operationId as string, {
        operationId: op.operationId as string,
        method,
        path: template,
        expressPath: template.replace(/\{(\w+)\}/g, ":$1"),
        secured: ((op.security as unknown[] | undefined) ?? globalSecurity).length > 0,
        securitySchemes: ((op.security as Array<Record<string, unknown>> | undefined) ?? globalSecurity).flatMap(
          (requirement) => Object.keys(requirement as Record<string, unknown>),
        ),
        embedWidgets: (op["x-embed-widgets"] as string[] | undefined) ?? [],
        parameters,
        jsonBody: body?.content["application/json"]
          ? { required: body.required ?? false, schema: body.content["application/json"].schema }
          : undefined,
        multipartBody: Boolean(body?.content["multipart/form-data"]),
        streamBody: streamedTypes(body),
        successStatus: Number(success ?? 200),
        responses,
      });
    }
  }
  cached = { document, operations };
  return cached;
}

function streamedTypes(body: { required?: boolean; content: Record<string, unknown> } | undefined) {
  const types = Object.keys(body?.content ?? {}).filter(
    (type) => type !== "application/json" && type !== "multipart/form-data",
  );
  return body && types.length > 0 ? { required: body.required ?? false, contentTypes: types } : undefined;
}

function resolveResponse(document: Record<string, unknown>, response: Record<string, unknown>) {
  const ref = response.$ref as string | undefined;
  if (!ref) return response;
  const name = ref.split("/").pop() as string;
  return ((document.components as Record<string, Record<string, Record<string, unknown>>>).responses?.[name] ??
    {}) as Record<string, unknown>;
}

/**
 * One Ajv instance for the contract. `coerce` turns query and path strings into the declared
 * numbers and booleans; bodies are never coerced.
 */
export function createAjv(spec: Spec, options: { coerce: boolean }) {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    verbose: true,
    useDefaults: true,
    coerceTypes: options.coerce ? "array" : false,
  });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: "x-message" });
  ajv.addKeyword({ keyword: "x-trim" });
  ajv.addKeyword({ keyword: "x-required-message" });
  ajv.addSchema({ $id: "openapi", components: spec.document.components }, "openapi");
  return ajv;
}

/** Rewrites local `#/components/...` references so they resolve inside the Ajv instance. */
export function linkRefs<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as T;
}

export function compile(ajv: Ajv2020, schema: JsonSchema): ValidateFunction {
  return ajv.compile(linkRefs(schema));
}

/**
 * Turns Ajv errors into `{ path, message }` for the 422 body. A schema's `x-message` replaces
 * Ajv's wording so users read "Invalid email" rather than `must match format "email"`, and a
 * property's `x-required-message` the "<name> is required" of a missing one.
 */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, location: string): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const error of errors ?? []) {
    // `oneOf` with `null` reports the branch mismatches too; the branch error is the useful one.
    if (error.keyword === "oneOf" || error.keyword === "if") continue;
    // ...and the `null` branch's own mismatch ("must be null") says nothing about a non-null value.
    if (error.keyword === "type" && (error.params as { type?: unknown }).type === "null" && error.data !== null) {
      continue;
    }
    const pointer = error.instancePath
      .split("/")
      .filter(Boolean)
      .map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"));
    let message: string;
    if (error.keyword === "required") {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      pointer.push(missing);
      // A property may name its own message beside its schema (`x-required-message: Title is required`).
      const properties = (error.parentSchema as { properties?: Record<string, Record<string, unknown>> } | undefined)
        ?.properties;
      const custom = properties?.[missing]?.["x-required-message"];
      message = typeof custom === "string" ? custom : `${missing} is required`;
    } else if (error.keyword === "additionalProperties") {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      pointer.push(extra);
      message = `${extra} is not allowed`;
    } else if (error.keyword === "type" && error.data === null) {
      message = `${pointer.at(-1) ?? location} is required`;
    } else {
      const custom = (error.parentSchema as Record<string, unknown> | undefined)?.["x-message"];
      message = typeof custom === "string" ? custom : (error.message ?? "is not valid");
    }
    const path = [location, ...pointer].join(".");
    const key = `${path}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, message });
  }
  return out;
}

/** Applies `x-trim` (trims strings before validation) along the schema, resolving references. */
export function trimStrings(spec: Spec, schema: JsonSchema | undefined, value: unknown): unknown {
  if (!schema) return value;
  const resolved = resolveSchema(spec, schema);
  if (typeof value === "string") return resolved["x-trim"] ? value.trim() : value;
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const props = resolved.properties as Record<string, JsonSchema> | undefined;
    if (!props) return value;
    const record = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(props)) {
      if (key in record) record[key] = trimStrings(spec, child, record[key]);
    }
  }
  return value;
}

function resolveSchema(spec: Spec, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref as string | undefined;
  if (!ref) return schema;
  const name = ref.split("/").pop() as string;
  const schemas = (spec.document.components as { schemas: Record<string, JsonSchema> }).schemas;
  return resolveSchema(spec, schemas[name] ?? {});
}
