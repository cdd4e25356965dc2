import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../../platform/http/image-upload.js";
import { createOrganizationOwner } from "../../test/factories.js";
import type { TestApi } from "../../test/harness.js";
import {
  activityOf,
  addMember,
  imageForm,
  images,
  type Owner,
  startOrganizationsApi,
  tenantPath,
} from "./organizations.fixtures.js";

let api: TestApi;
beforeAll(async () => {
  api = await startOrganizationsApi();
});
afterAll(async () => {
  await api?.close();
});

const upload = (owner: { accessToken: string; tenantId: string }, raw: FormData | Buffer | string, headers = {}) =>
  api.request("POST", tenantPath(owner.tenantId, "/logo"), { token: owner.accessToken, raw, headers });

/** The logo as a browser's <img> would load it: no token. */
async function fetchLogo(url: string) {
  const res = await fetch(url.replace("http://bulwark.test", api.baseUrl));
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function logoFiles(tenantId: string) {
  return api.platform.db.selectFrom("files").select(["id", "size"]).where("tenant_id", "=", tenantId).execute();
}

async function logoOf(owner: Owner) {
  return (await api.request("GET", tenantPath(owner.tenantId), { token: owner.accessToken })).body.logo as
    | string
    | null;
}

describe("uploadTenantLogo and getTenantLogo", () => {
  it("stores a PNG and serves it publicly with its type, caching and a locked-down CSP", async () => {
    const owner = await createOrganizationOwner(api, "Logo Co");
    const res = await upload(owner, imageForm(images.png));
    expect(res.status).toBe(200);
    expect(res.body.logo).toMatch(
      new RegExp(`^http://bulwark\\.test/api/v1/users/tenants/${owner.tenantId}/logo\\?v=[0-9a-f-]{8}$`),
    );
    const logo = await fetchLogo(res.body.logo);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");
    expect(logo.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(logo.headers.get("cache-control")).toContain("immutable");
    expect(logo.headers.get("x-content-type-options")).toBe("nosniff");
    expect(logo.bytes.equals(images.png)).toBe(true);
    // Without the current version the answer may only be cached briefly.
    const unversioned = await fetchLogo(`${api.baseUrl}${tenantPath(owner.tenantId, "/logo")}`);
    expect(unversioned.headers.get("cache-control")).toBe("public, max-age=300");
    // ... and checked again with its tag: 304 while the logo is the same.
    const tag = unversioned.headers.get("etag");
    expect(tag).toMatch(/^"[0-9a-f-]{36}"$/);
    const again = await fetch(`${api.baseUrl}${tenantPath(owner.tenantId, "/logo")}`, {
      // As a browser checks its copy (fetch would add `cache-control: no-cache`, a forced reload).
      headers: { "if-none-match": tag ?? "", "cache-control": "max-age=0" },
    });
    expect(again.status).toBe(304);
    const checked = await api.request("GET", tenantPath(owner.tenantId, "/logo"));
    expect(checked.status).toBe(200);
    const log = await activityOf(api, owner.accessToken, owner.tenantId);
    expect(log[0]).toMatchObject({ eventName: "TenantLogoChanged", eventGroup: "TenantManagement" });
  });

  it("accepts JPEG, GIF and WEBP by their bytes, whatever type the client claims", async () => {
    const owner = await createOrganizationOwner(api);
    for (const [kind, data] of [
      ["jpeg", images.jpeg],
      ["gif", images.gif],
      ["webp", images.webp],
    ] as const) {
      const res = await upload(owner, imageForm(data, { type: "application/octet-stream", filename: "x.bin" }));
      expect(res.status, kind).toBe(200);
      const logo = await fetchLogo(res.body.logo);
      expect(logo.headers.get("content-type")).toBe(`image/${kind}`);
      expect(logo.bytes.equals(data)).toBe(true);
    }
    // A new logo replaces the old file rather than piling up.
    expect(await logoFiles(owner.tenantId)).toHaveLength(1);
  });

  it("returns 415 'Not valid type' for SVG and disguised files, keeping the current logo", async () => {
    const owner = await createOrganizationOwner(api);
    const first = await upload(owner, imageForm(images.png));
    for (const form of [
      imageForm(images.svg, { type: "image/svg+xml", filename: "logo.svg" }),
      imageForm(Buffer.from("MZ this is not a picture"), { type: "image/png", filename: "logo.png" }),
      imageForm(Buffer.alloc(0)),
    ]) {
      const res = await upload(owner, form);
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ code: "UnsupportedMediaType", message: "Not valid type" });
    }
    expect(await logoOf(owner)).toBe(first.body.logo);
    expect(await logoFiles(owner.tenantId)).toHaveLength(1);
  });

  it("returns 413 'Large size' for an image over 5 MB and stores nothing", async () => {
    const owner = await createOrganizationOwner(api);
    const big = Buffer.concat([images.png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - images.png.length)]);
    const res = await upload(owner, imageForm(big));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: "PayloadTooLarge", message: "Large size" });
    expect(await logoOf(owner)).toBeNull();
    expect(await logoFiles(owner.tenantId)).toHaveLength(0);
    // Exactly at the limit is fine.
    const atLimit = Buffer.concat([images.png, Buffer.alloc(MAX_IMAGE_BYTES - images.png.length)]);
    expect((await upload(owner, imageForm(atLimit))).status).toBe(200);
  });

  it("returns 422 without an image field, 415 for a non-multipart body and 400 for a broken one", async () => {
    const owner = await createOrganizationOwner(api);
    const missing = await upload(owner, imageForm(images.png, { field: "picture" }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ path: "body.image", message: "image is required" }]);
    const json = await upload(owner, JSON.stringify({ image: "aGVsbG8=" }), { "content-type": "application/json" });
    expect(json.status).toBe(415);
    const noBoundary = await upload(owner, "whatever", { "content-type": "multipart/form-data" });
    expect(noBoundary.status).toBe(400);
    const truncated = await upload(
      owner,
      '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n',
      {
        "content-type": "multipart/form-data; boundary=xyz",
      },
    );
    expect(truncated.status).toBe(400);
    expect(await logoOf(owner)).toBeNull();
  });

  it("returns 403 to a member without ManageOrganization and 401 without a token", async () => {
    const owner = await createOrganizationOwner(api);
    const viewer = await addMember(api, owner, ["Viewer"]);
    const refused = await upload({ accessToken: viewer.accessToken, tenantId: owner.tenantId }, imageForm(images.png));
    expect(refused.status).toBe(403);
    const anonymous = await api.request("POST", tenantPath(owner.tenantId, "/logo"), { raw: imageForm(images.png) });
    expect(anonymous.status).toBe(401);
    expect(await logoOf(owner)).toBeNull();
  });

  it("answers 404 for an organisation without a logo, an unknown one and a removed one, 422 for a bad id", async () => {
    const owner = await createOrganizationOwner(api);
    expect((await api.request("GET", tenantPath(owner.tenantId, "/logo"))).status).toBe(404);
    expect((await api.request("GET", tenantPath("00000000-0000-4000-8000-000000000001", "/logo"))).status).toBe(404);
    expect((await api.request("GET", tenantPath("nope", "/logo"))).status).toBe(422);
    const uploaded = await upload(owner, imageForm(images.gif));
    await api.request("DELETE", tenantPath(owner.tenantId), { token: owner.accessToken });
    expect((await fetchLogo(uploaded.body.logo)).status).toBe(404);
    await api.request("POST", tenantPath(owner.tenantId, "/restore"), { token: owner.accessToken });
    const back = await fetchLogo(uploaded.body.logo);
    expect(back.status).toBe(200);
    expect(back.bytes.equals(images.gif)).toBe(true);
  });
});
