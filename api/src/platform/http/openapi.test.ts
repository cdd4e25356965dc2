import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { createAjv, linkRefs, loadSpec, parseSpecText, specPath } from "./openapi.js";

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
      const json = response.content?.["application/json"];
      if (!json) {
        // A plain page (the tracking links' 404) has no Error body; it still shows an example.
        if (!Object.values(response.content ?? {}).some((media) => media.example)) wrong.push(`${where}: no example`);
        continue;
      }
      const example = json.example as { statusCode?: number } | undefined;
      if (!example) wrong.push(`${where}: no example`);
      else if (example.statusCode !== status) wrong.push(`${where}: example says ${example.statusCode}`);
      else if (!validate(example)) wrong.push(`${where}: ${JSON.stringify(validate.errors)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("the build's parsed copy of the contract", () => {
  // The compiled API reads api/dist/openapi.json instead of parsing the YAML at start; a copy
  // made from other text (the contract edited since the build) must never be used.
  it("is used only when it was made from the very same YAML text", () => {
    const text = fs.readFileSync(specPath, "utf8");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-spec-"));
    try {
      const copy = path.join(dir, "openapi.json");
      const sha256 = createHash("sha256").update(text).digest("hex");
      const marked = { ...YAML.parse(text), "x-from-copy": true };
      fs.writeFileSync(copy, JSON.stringify({ sha256, document: marked }));
      expect(parseSpecText(text, copy)).toEqual(marked);
      const edited = `${text}\n# edited after the build\n`;
      expect(parseSpecText(edited, copy)).toEqual(YAML.parse(edited));
      expect(parseSpecText(text, path.join(dir, "missing.json"))).toEqual(YAML.parse(text));
      fs.writeFileSync(copy, "{ not json");
      expect(parseSpecText(text, copy)).toEqual(YAML.parse(text));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
