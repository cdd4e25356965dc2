import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Schema } from "@bulwark/contract";
import { type createOrganizationOwner, createUser, PASSWORD, uniqueEmail } from "../../../test/factories.js";
import { startTestApi, type TestApi } from "../../../test/harness.js";

// Test helpers of the assets module (not a test file itself).

const ROOT = { email: "assets-root@bulwark.test", password: "root pass 1" };

/** Base path of the asset operations. */
export const ASSETS = "/api/v1/inventory/assets";

/** A test API with a root super-admin (to grant super-admin permissions and switch features). */
export const startAssetsApi = (env: Record<string, string> = {}) =>
  startTestApi({ BULWARK_ADMIN_EMAIL: ROOT.email, BULWARK_ADMIN_PASSWORD: ROOT.password, ...env });

async function signIn(api: TestApi, email: string, password: string): Promise<string> {
  const res = await api.request("POST", "/api/v1/users/auth/login", { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.token.accessToken as string;
}

/** A verified user holding exactly `permissions` as super-admin, in no organisation. */
export async function superAdmin(api: TestApi, permissions: Schema<"SuperAdminPermission">[]) {
  const user = await createUser(api, { firstName: "Super" });
  const root = await signIn(api, ROOT.email, ROOT.password);
  const res = await api.request("PUT", `/api/v1/users/acl/users/${user.id}/super-admin-permissions`, {
    token: root,
    body: { permissions },
  });
  if (res.status !== 200) throw new Error(`granting super-admin failed: ${JSON.stringify(res.body)}`);
  return user;
}

/** Switches an organisation's features (through the root super-admin). */
export async function setFeatures(api: TestApi, tenantId: string, features: Schema<"Feature">[]) {
  const root = await signIn(api, ROOT.email, ROOT.password);
  const res = await api.request("PUT", `/api/v1/users/tenants/${tenantId}/features`, {
    token: root,
    body: { features },
  });
  if (res.status !== 200) throw new Error(`setting features failed: ${JSON.stringify(res.body)}`);
}

/** A verified user who created an organisation and is its Admin. */
export type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;

/** A new member of `owner`'s organisation with `roles`, invited and registered through the emailed link. */
export async function addMember(api: TestApi, owner: Owner, roles: Schema<"Role">[]) {
  const email = uniqueEmail("member");
  const invited = await api.request("POST", `/api/v1/users/tenants/${owner.tenantId}/invitations`, {
    token: owner.accessToken,
    body: { emails: [email], roles },
  });
  if (invited.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const organizationToken = await api.emailedToken(email, "/organizations/invitation/accept");
  const registered = await api.request("POST", "/api/v1/users/auth/register", {
    body: { firstName: "Mia", lastName: "Member", email, password: PASSWORD, privacyPolicy: true, organizationToken },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  return { email, accessToken: registered.body.token.accessToken as string, tenantId: owner.tenantId };
}

/** Adds assets as `owner`; throws unless all were added. Answers them by name. */
export async function addAssets(api: TestApi, owner: { accessToken: string; tenantId: string }, names: string[]) {
  const res = await api.request("POST", `${ASSETS}/create/batch`, {
    token: owner.accessToken,
    tenant: owner.tenantId,
    body: { assets: names.map((name) => ({ name })) },
  });
  if (res.status !== 201) throw new Error(`adding assets failed: ${JSON.stringify(res.body)}`);
  return Object.fromEntries((res.body.items as Schema<"Asset">[]).map((asset) => [asset.name, asset]));
}

/** Every asset of the organisation, by name. */
export async function assetsByName(api: TestApi, owner: { accessToken: string; tenantId: string }) {
  const res = await api.request("GET", `${ASSETS}/list?limit=100`, {
    token: owner.accessToken,
    tenant: owner.tenantId,
  });
  if (res.status !== 200) throw new Error(`listing assets failed: ${JSON.stringify(res.body)}`);
  return new Map((res.body.items as Schema<"Asset">[]).map((asset) => [asset.name, asset]));
}

/** A loopback HTTP server answering with `handler`; `close()` stops it. */
export async function startHttpServer(handler: http.RequestListener, host = "127.0.0.1") {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
