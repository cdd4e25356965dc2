import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadSpec, type OperationSpec } from "./platform/http/openapi.js";
import { withOrganizationOwner } from "./test/owner-api.js";

// The contract is checked on successes by every other test; this one walks every operation of
// openapi.yaml through its error paths, each answer going through the same contract check
// (`fixture.api.request` throws on a status the operation does not declare or a body of the wrong shape).
const fixture = withOrganizationOwner();

const operations = [...loadSpec().operations.values()];

/** The operation's path with every parameter an id nobody has. */
const unknownIds = (op: OperationSpec) => op.path.replace(/\{\w+\}/g, () => randomUUID());

/** Path parameters that name the caller's own organisation where one is asked for, so checks get past membership. */
const ownIds = (op: OperationSpec) =>
  op.path.replace(/\{(\w+)\}/g, (_, name) => (name === "tenantId" ? fixture.owner.tenantId : randomUUID()));

describe("every operation's error answers match the contract", () => {
  it("covers every operation of the contract", () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  for (const op of operations) {
    const method = op.method.toUpperCase();
    describe(`${op.operationId} (${method} ${op.path})`, () => {
      if (op.secured) {
        it("answers 401 without a token, and with a garbage token", async () => {
          expect((await fixture.api.request(method, unknownIds(op))).status).toBe(401);
          expect((await fixture.api.request(method, unknownIds(op), { token: "not.a.token" })).status).toBe(401);
        });
      }

      // The contract document is a static file: a cache-busting query string is harmless there.
      it.skipIf(op.operationId === "getOpenApiDocument")("answers 422 for an unknown query parameter", async () => {
        // A body of the right type, so the query is the only thing wrong.
        const body = op.jsonBody
          ? { body: {} }
          : op.streamBody
            ? { raw: "", headers: { "content-type": op.streamBody.contentTypes[0] ?? "text/csv" } }
            : {};
        const res = await fixture.api.request(method, `${ownIds(op)}?notAParameter=1`, {
          token: fixture.owner.accessToken,
          tenant: fixture.owner.tenantId,
          ...body,
        });
        expect(res.status).toBe(422);
        expect(res.body.code).toBe("ValidationFailed");
      });

      if (op.path.includes("{")) {
        it("answers a declared 4xx for ids nobody has", async () => {
          const res = await fixture.api.request(method, unknownIds(op), {
            token: fixture.owner.accessToken,
            tenant: fixture.owner.tenantId,
          });
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
        });
      }

      if (op.jsonBody) {
        it("answers a declared 4xx for a body of the wrong shape", async () => {
          for (const body of [[], "text", { unexpected: { deeply: [1, 2, 3] } }, 42]) {
            const res = await fixture.api.request(method, ownIds(op), {
              token: fixture.owner.accessToken,
              tenant: fixture.owner.tenantId,
              body,
            });
            expect(res.status).toBeGreaterThanOrEqual(400);
            expect(res.status).toBeLessThan(500);
          }
        });
      }
    });
  }
});
