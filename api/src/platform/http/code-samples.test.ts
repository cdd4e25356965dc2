import { describe, expect, it } from "vitest";
import { withCodeSamples } from "./code-samples.js";
import { loadSpec } from "./openapi.js";

type Sample = { lang: string; label: string; source: string };
type Operation = { operationId: string; "x-codeSamples"?: Sample[] };

const served = withCodeSamples(loadSpec().document) as { paths: Record<string, Record<string, Operation>> };
const samplesOf = (path: string, method: string) => served.paths[path]?.[method]?.["x-codeSamples"] ?? [];

describe("withCodeSamples", () => {
  it("gives every operation a curl and a @bulwark/client sample", () => {
    const missing: string[] = [];
    for (const item of Object.values(served.paths)) {
      for (const operation of Object.values(item)) {
        const labels = (operation["x-codeSamples"] ?? []).map((s) => s.label);
        if (labels.join() !== "curl,@bulwark/client") missing.push(operation.operationId);
      }
    }
    expect(missing).toEqual([]);
  });

  it("sends the token and the organization header where the operation takes them, with a body made from the schema", () => {
    const [curl, client] = samplesOf("/api/v1/inventory/assets/create/batch", "post");
    expect(curl?.source).toBe(
      [
        'curl -s -X POST "$BULWARK_URL/api/v1/inventory/assets/create/batch"',
        '-H "authorization: Bearer $BULWARK_TOKEN"',
        '-H "x-tenant-id: $BULWARK_TENANT"',
        "-H 'content-type: application/json'",
        `-d '{"assets":[{"name":"example.com"}]}'`,
      ].join(" \\\n  "),
    );
    expect(client?.source).toContain(
      'const { data, error } = await bulwark.POST("/api/v1/inventory/assets/create/batch", {',
    );
    expect(client?.source).toContain('"name": "example.com"');
  });

  it("puts path parameters in shell variables and the client's params, and leaves out the token where none is needed", () => {
    const [curl, client] = samplesOf("/api/v1/users/tenants/{tenantId}/members", "get");
    expect(curl?.source).toBe(
      'curl -s "$BULWARK_URL/api/v1/users/tenants/$BULWARK_TENANT/members" \\\n  -H "authorization: Bearer $BULWARK_TOKEN"',
    );
    expect(client?.source).toContain(
      'bulwark.GET("/api/v1/users/tenants/{tenantId}/members", {\n  params: { path: { tenantId } },',
    );
    const [health] = samplesOf("/api/v1/health", "get");
    expect(health?.source).toBe('curl -s "$BULWARK_URL/api/v1/health"');
  });

  it("leaves openapi.yaml's own document untouched", () => {
    const source = loadSpec().document as { paths: Record<string, Record<string, Operation>> };
    expect(source.paths["/api/v1/health"]?.get?.["x-codeSamples"]).toBeUndefined();
  });
});
