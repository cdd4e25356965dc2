/**
 * Code samples for the API reference (`/api/docs`): each operation of the contract gets a `curl`
 * call and the same call through `@bulwark/client`, as `x-codeSamples` on the document served at
 * `/api/v1/openapi.json`. They are generated from the operation itself (path, parameters, body
 * schema, security), so they can never drift from the contract, and `openapi.yaml` stays the
 * hand-written source.
 */

type Json = Record<string, unknown>;
type Schema = Json & { $ref?: string };

/** One sample in the shape reference renderers read (`x-codeSamples`). */
export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** `assetId` → `ASSET_ID`; the organisation is the environment's `BULWARK_TENANT`. */
const shellVariable = (name: string) =>
  name === "tenantId" ? "BULWARK_TENANT" : name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();

function resolve(document: Json, node: unknown): Json {
  let current = node as Schema | undefined;
  for (let depth = 0; current?.$ref && depth < 10; depth++) {
    const path = current.$ref.replace(/^#\//, "").split("/");
    current = path.reduce<unknown>((at, key) => (at as Json | undefined)?.[key], document) as Schema | undefined;
  }
  return (current ?? {}) as Json;
}

/**
 * A small, valid value for `schema`: its example or default when it has one, otherwise one made
 * from its type (required properties only, one item per array), so the sample is what a first
 * call needs rather than every optional field.
 */
export function sampleValue(document: Json, schema: unknown, depth = 0): unknown {
  const s = resolve(document, schema);
  if ("example" in s) return s.example;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if ("default" in s) return s.default;
  if ("const" in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  const variants = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (variants?.[0]) return sampleValue(document, variants[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  if (depth > 6) return null;
  switch (type) {
    case "object": {
      const properties = (s.properties ?? {}) as Json;
      const required = (s.required ?? []) as string[];
      return Object.fromEntries(required.map((key) => [key, sampleValue(document, properties[key], depth + 1)]));
    }
    case "array":
      return [sampleValue(document, s.items, depth + 1)];
    case "integer":
    case "number":
      return typeof s.minimum === "number" ? Math.max(s.minimum, 1) : 1;
    case "boolean":
      return true;
    case "string":
      return stringSample(s);
    default:
      return null;
  }
}

function stringSample(s: Json): string {
  switch (s.format) {
    case "email":
      return "ana@example.com";
    case "uuid":
      return "0190f5d2-7c3a-7b1e-9a4f-2d6c8e1b3a57";
    case "date-time":
      return "2026-01-31T09:00:00Z";
    case "uri":
      return "https://example.com";
    default:
      return typeof s.minLength === "number" && s.minLength > 8 ? "x".repeat(s.minLength) : "…";
  }
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

/** The `curl` and `@bulwark/client` samples of one operation. */
export function operationSamples(document: Json, path: string, method: string, operation: Json): CodeSample[] {
  const parameters = ((operation.parameters ?? []) as unknown[]).map(
    (p) => resolve(document, p) as unknown as Parameter,
  );
  const pathParams = parameters.filter((p) => p.in === "path").map((p) => p.name);
  const query = parameters.filter((p) => p.in === "query" && p.required);
  const tenantHeader = parameters.some((p) => p.in === "header" && p.name === "x-tenant-id");
  const security = (operation.security ?? document.security ?? []) as Json[];
  const authenticated = security.length > 0;
  const requestBody = resolve(document, operation.requestBody) as { content?: Record<string, { schema?: unknown }> };
  const contentType = Object.keys(requestBody.content ?? {})[0];
  const bodySchema = contentType ? requestBody.content?.[contentType]?.schema : undefined;
  const body = contentType === "application/json" ? sampleValue(document, bodySchema) : undefined;
  const queryValues = Object.fromEntries(query.map((p) => [p.name, sampleValue(document, p.schema)]));
  const upper = method.toUpperCase();

  // curl
  const shellPath = path.replace(/\{(\w+)\}/g, (_, name: string) => `$${shellVariable(name)}`);
  const search = new URLSearchParams(Object.entries(queryValues).map(([k, v]) => [k, String(v)])).toString();
  const lines = [
    `curl -s${upper === "GET" ? "" : ` -X ${upper}`} "$BULWARK_URL${shellPath}${search ? `?${search}` : ""}"`,
  ];
  if (authenticated) lines.push(`-H "authorization: Bearer $BULWARK_TOKEN"`);
  if (tenantHeader) lines.push(`-H "x-tenant-id: $BULWARK_TENANT"`);
  if (contentType === "application/json") {
    lines.push(`-H 'content-type: application/json'`, `-d '${JSON.stringify(body).replaceAll("'", "'\\''")}'`);
  } else if (contentType === "multipart/form-data") {
    const field = Object.keys(((resolve(document, bodySchema).properties ?? {}) as Json) ?? {})[0] ?? "file";
    lines.push(`-F "${field}=@logo.png"`);
  } else if (contentType === "text/csv") {
    lines.push(`-H 'content-type: text/csv'`, "--data-binary @people.csv");
  }
  const curl = lines.join(" \\\n  ");

  // @bulwark/client
  const options: string[] = [];
  const params: string[] = [];
  if (pathParams.length > 0) params.push(`path: { ${pathParams.join(", ")} }`);
  if (query.length > 0) params.push(`query: ${JSON.stringify(queryValues)}`);
  if (params.length > 0) options.push(`params: { ${params.join(", ")} }`);
  if (body !== undefined) options.push(`body: ${JSON.stringify(body, null, 2).replace(/\n/g, "\n  ")}`);
  if (contentType === "multipart/form-data" || contentType === "text/csv") {
    options.push(`// ${contentType}: see the operation's description for the upload`);
  }
  const call = options.length > 0 ? `${JSON.stringify(path)}, {\n  ${options.join(",\n  ")},\n}` : JSON.stringify(path);
  const ts = [
    "// bulwark = createBulwarkClient({ baseUrl, tokenStore, tenantId }): see Getting started",
    ...(pathParams.length > 0 ? [`// ${pathParams.join(", ")}: ids from earlier answers`] : []),
    `const { data, error } = await bulwark.${upper}(${call});`,
  ].join("\n");

  return [
    { lang: "Shell", label: "curl", source: curl },
    { lang: "TypeScript", label: "@bulwark/client", source: ts },
  ];
}

/** A copy of the contract with `x-codeSamples` on every operation that has none of its own. */
export function withCodeSamples(document: Json): Json {
  const copy = structuredClone(document);
  for (const [path, item] of Object.entries((copy.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation || operation["x-codeSamples"]) continue;
      operation["x-codeSamples"] = operationSamples(copy, path, method, operation);
    }
  }
  return copy;
}
