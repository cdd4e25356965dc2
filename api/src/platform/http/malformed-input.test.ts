import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { withOrganizationOwner } from "../../test/owner-api.js";
import { loadSpec } from "./openapi.js";

// Input no client library would send, but an attacker's tools do: it must get a clear 4xx in the
// one error shape, and nothing a server operator has to read as a crash (no "unhandled error").
const fixture = withOrganizationOwner();

const MALFORMED_ESCAPES = ["%zz", "%FF%FE", "%", "%C0%AE%C0%AE"];
const withPathParameters = [...loadSpec().operations.values()].filter((op) => op.path.includes("{"));

describe("malformed percent-escapes in path parameters", () => {
  it("the contract has operations with path parameters to try", () => {
    expect(withPathParameters.length).toBeGreaterThan(40);
  });

  for (const op of withPathParameters) {
    it(`${op.operationId} answers 400 BadRequest, signed in or not, for every malformed escape`, async () => {
      for (const malformed of MALFORMED_ESCAPES) {
        // Each parameter in turn gets the malformed value; the others a well-formed id.
        const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        for (const name of names) {
          const path = op.path.replace(/\{(\w+)\}/g, (_, n) => (n === name ? malformed : fixture.owner.tenantId));
          for (const token of [undefined, fixture.owner.accessToken]) {
            const res = await fixture.api.request(op.method.toUpperCase(), path, {
              token,
              tenant: fixture.owner.tenantId,
            });
            expect(res.status, `${op.method} ${path}`).toBe(400);
            expect(res.body).toMatchObject({ statusCode: 400, code: "BadRequest" });
          }
        }
      }
      expect(fixture.crashes).not.toHaveBeenCalled();
    });
  }
});

describe("bodies that do not match their Content-Encoding", () => {
  const login = (raw: Buffer | string, encoding: string) =>
    fixture.api.request("POST", "/api/v1/users/auth/login", {
      raw,
      headers: { "content-type": "application/json", "content-encoding": encoding },
    });

  it("answers 400 BadRequest for a gzip body that is not gzip", async () => {
    for (const raw of ["not gzip at all", Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02])]) {
      const res = await login(raw, "gzip");
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("BadRequest");
    }
    expect((await login("not deflate", "deflate")).status).toBe(400);
    expect((await login("not brotli", "br")).status).toBe(400);
    expect(fixture.crashes).not.toHaveBeenCalled();
  });

  it("still answers a well-formed gzip body, and 413 for one that inflates past the limit", async () => {
    const ok = await login(gzipSync(JSON.stringify({ email: "a@example.com", password: "wrong pass 1" })), "gzip");
    expect(ok.status).toBe(401);
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20));
    const res = await login(bomb, "gzip");
    expect(res.status).toBe(413);
    expect(fixture.crashes).not.toHaveBeenCalled();
  });

  it("answers 415 for an encoding it does not know", async () => {
    const res = await login("{}", "x-unknown");
    expect(res.status).toBe(415);
  });
});
