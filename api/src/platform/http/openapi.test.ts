import { describe, expect, it } from "vitest";
import { createAjv, linkRefs, loadSpec } from "./openapi.js";

type Response = { $ref?: string; content?: Record<string, { schema?: unknown; example?: unknown }> };
type Operation = { operationId?: string; responses?: Record<string, Response> };

/** Every error answer an operation declares, with the response (its `$ref` followed). */
function errorResponses() {
  const { document } = loadSpec();
  const components = (document.components as { responses: Record<string, Response> }).responses;
  const found: Array<{ where: string; status: number; response: Response }> = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(item)) {
      for (const [status, declared] of Object.entries(operation.responses ?? {})) {
        if (Number(status) < 400) continue;
        const name = declared.$ref?.split("/").pop();
        const response = name ? components[name] : declared;
        if (response)
          found.push({ where: `${method.toUpperCase()} ${path} ${status}`, status: Number(status), response });
      }
    }
  }
  return found;
}

describe("openapi.yaml examples of errors", () => {
  // The reference renders an example for every answer; without one it invents one from the schema,
  // and a 401 read `statusCode: 400, code: BadRequest` (issue 9, bug 11).
  it("gives every error answer an example with its own status and a valid Error body", () => {
    const spec = loadSpec();
    const validate = createAjv(spec, { coerce: false }).compile(
      linkRefs({ $ref: "#/components/schemas/Error" }) as object,
    );
    const wrong: string[] = [];
    for (const { where, status, response } of errorResponses()) {
      const example = response.content?.["application/json"]?.example as { statusCode?: number } | undefined;
      if (!example) wrong.push(`${where}: no example`);
      else if (example.statusCode !== status) wrong.push(`${where}: example says ${example.statusCode}`);
      else if (!validate(example)) wrong.push(`${where}: ${JSON.stringify(validate.errors)}`);
    }
    expect(wrong).toEqual([]);
  });
});
