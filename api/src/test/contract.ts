import type { ValidateFunction } from "ajv";
import { compile, createAjv, loadSpec, type OperationSpec } from "../platform/http/openapi.js";

const spec = loadSpec();
const ajv = createAjv(spec, { coerce: false });
const cache = new Map<string, ValidateFunction>();

const routes = [...spec.operations.values()].map((op) => ({
  op,
  regex: new RegExp(`^${op.path.replace(/\{\w+\}/g, "[^/]+")}$`),
}));

/** The contract operation a request hits; literal paths win over templated ones. */
export function findOperation(method: string, pathname: string): OperationSpec | undefined {
  const candidates = routes.filter((r) => r.op.method === method.toLowerCase() && r.regex.test(pathname));
  candidates.sort((a, b) => (a.op.path.match(/\{/g)?.length ?? 0) - (b.op.path.match(/\{/g)?.length ?? 0));
  return candidates[0]?.op;
}

/**
 * Checks a response against openapi.yaml: the status must be declared for the operation and
 * the JSON body must match its schema. Throws with the details otherwise.
 */
export function assertMatchesContract(
  method: string,
  pathname: string,
  status: number,
  body: unknown,
  contentType: string,
) {
  const op = findOperation(method, pathname);
  if (!op) throw new Error(`${method} ${pathname} is not in openapi.yaml`);
  const declared = op.responses[String(status)];
  if (!declared)
    throw new Error(
      `${op.operationId} answered ${status}, which openapi.yaml does not declare: ${JSON.stringify(body)}`,
    );
  if (!declared.schema) return;
  if (declared.contentType === "application/json") {
    if (!contentType.includes("application/json"))
      throw new Error(`${op.operationId} ${status}: expected JSON, got ${contentType}`);
    const key = `${op.operationId}:${status}`;
    let validate = cache.get(key);
    if (!validate) {
      validate = compile(ajv, declared.schema);
      cache.set(key, validate);
    }
    if (!validate(body)) {
      throw new Error(
        `${op.operationId} ${status} body does not match openapi.yaml: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 2000)}`,
      );
    }
  }
}
