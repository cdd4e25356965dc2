import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withOrganizationOwner } from "../../test/owner-api.js";
import { loadSpec, type OperationSpec } from "./openapi.js";

// A fuzz run over every operation of the contract, of the kind an attacker's tooling sends:
// malformed percent-escapes and odd values in the path, wrong types and unknown names in the
// query, wrong types, duplicate keys, deep nesting, huge and wrongly encoded bodies. Whatever
// arrives, the answer is a 4xx (or a success), never a 5xx, and nothing is logged as a crash.
// The seed is fixed and the count bounded, so a failure reproduces and CI time stays small.
const SEED = 0x5eed_b01;
const RUNS_PER_OPERATION = 8;

const fixture = withOrganizationOwner();

// Calls that would end the fuzzing session itself (and leave every later request at 401).
const SESSION_ENDING = new Set(["logout", "revokeSession", "changePassword", "disableTwoFactor"]);

const MALFORMED_ESCAPES = ["%zz", "%FF%FE", "%", "%C0%AE%C0%AE", "%00", "%E0%A4%A", "%uD800", "..%2F..%2Fetc%2Fpasswd"];

/** A path parameter: malformed escapes as they are, anything else percent-encoded. */
const pathValue = fc.oneof(
  fc.constantFrom(...MALFORMED_ESCAPES),
  fc.uuid().map(String),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.integer().map(String),
  fc.constant("x".repeat(4000)),
);

/** A query value of any type but the declared one, raw (escapes included) or encoded. */
const queryValue = fc.oneof(
  fc.constantFrom("", "-1", "1e309", "NaN", "null", "true", "%zz", "%", "[]", "{}"),
  fc.integer().map(String),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constant("9".repeat(400)),
);

/** Any JSON value of some depth: the "wrong type" for nearly every field. */
const anyJson = fc.jsonValue({ maxDepth: 3 });

function propertyNames(op: OperationSpec): string[] {
  const properties = (op.jsonBody?.schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return [...Object.keys(properties ?? {}), "__proto__", "constructor", "unexpected"];
}

interface Body {
  raw: string | Buffer;
  headers: Record<string, string>;
}

const json = (raw: string | Buffer, extra: Record<string, string> = {}): Body => ({
  raw,
  headers: { "content-type": "application/json", ...extra },
});

/** Bodies for an operation: shaped around its own field names, then broken in every way. */
function bodies(op: OperationSpec): fc.Arbitrary<Body | undefined> {
  const names = fc.constantFrom(...propertyNames(op));
  return fc.oneof(
    fc.constant(undefined),
    // Its own fields with values of any type.
    fc.dictionary(names, anyJson, { maxKeys: 6 }).map((value) => json(JSON.stringify(value))),
    // Not an object at all.
    anyJson.map((value) => json(JSON.stringify(value))),
    // Duplicate keys: the same field twice with different types.
    fc.tuple(names, anyJson, anyJson).map(([name, a, b]) => {
      const key = JSON.stringify(name);
      return json(`{${key}:${JSON.stringify(a)},${key}:${JSON.stringify(b)}}`);
    }),
    // Deeply nested arrays and objects.
    fc.constantFrom(1_000, 50_000).map((depth) => json(`${"[".repeat(depth)}${"]".repeat(depth)}`)),
    fc.constantFrom(1_000, 20_000).map((depth) => json(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`)),
    // Past the body limit.
    fc.constant(json(`{"x":"${"a".repeat(1_200_000)}"}`)),
    // Truncated and invalid JSON, invalid UTF-8.
    fc.constantFrom('{"a":', "{", "nul", '{"a":1}}', "\u0000").map((text) => json(text)),
    fc.constant(json(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xae, 0x22, 0x7d]))),
    // Encodings that do not match the bytes, or are unknown.
    fc
      .constantFrom("gzip", "deflate", "br", "gzip, gzip", "x-unknown")
      .map((encoding) => json("definitely not compressed", { "content-encoding": encoding })),
    fc.constant(json(gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20)), { "content-encoding": "gzip" })),
    fc
      .constantFrom("utf-16", "koi8-r", "bogus")
      .map((charset) => json('{"a":1}', { "content-type": `application/json; charset=${charset}` })),
    // Other content types, including a CSV for operations that take JSON and the other way round.
    fc
      .constantFrom("text/plain", "text/csv", "multipart/form-data", "application/x-www-form-urlencoded", "image/png")
      .map((type) => ({ raw: "email\na@b.c\n%zz,\u0000", headers: { "content-type": type } })),
  );
}

function request(op: OperationSpec) {
  const pathNames = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const queryNames = [...op.parameters.filter((p) => p.in === "query").map((p) => p.name), "unknown", "skip"];
  return fc.record({
    path: fc.tuple(...pathNames.map(() => pathValue)),
    query: fc.array(fc.tuple(fc.constantFrom(...queryNames), queryValue), { maxLength: 4 }),
    // A GET cannot carry a body (the HTTP client refuses to send one).
    body: op.method === "get" ? fc.constant(undefined) : bodies(op),
    signedIn: fc.boolean(),
    tenant: fc.oneof(fc.constant("own"), fc.uuid().map(String), fc.constantFrom("", "x".repeat(300), "../", "%zz")),
  });
}

describe("fuzzing every operation of the contract", () => {
  const operations = [...loadSpec().operations.values()];

  it("covers every operation", () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  for (const op of operations) {
    it(`${op.operationId} never answers 5xx`, async () => {
      const { api, owner } = fixture;
      const seen: string[] = [];
      await fc.assert(
        fc.asyncProperty(request(op), async (input) => {
          let index = 0;
          const path = op.path.replace(/\{\w+\}/g, () => input.path[index++] as string);
          const query = input.query.map(([name, value]) => `${name}=${value}`).join("&");
          const signedIn = input.signedIn && !SESSION_ENDING.has(op.operationId);
          const res = await api.request(op.method.toUpperCase(), query ? `${path}?${query}` : path, {
            unchecked: true,
            token: signedIn ? owner.accessToken : undefined,
            tenant: input.tenant === "own" ? owner.tenantId : input.tenant,
            ...(input.body ? { raw: input.body.raw, headers: input.body.headers } : {}),
          });
          seen.push(String(res.status));
          if (res.status >= 500) {
            throw new Error(`${op.method} ${path}?${query} answered ${res.status}: ${JSON.stringify(res.body)}`);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      expect(seen).toHaveLength(RUNS_PER_OPERATION);
      expect(fixture.crashes).not.toHaveBeenCalled();
    });
  }
});
