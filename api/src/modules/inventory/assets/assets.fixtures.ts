import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Schema } from "@bulwark/contract";
import type { createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { rootAdmin } from "../../../test/root-admin.js";

// Test helpers of the assets module (not a test file itself).

const root = rootAdmin({ email: "assets-root@bulwark.test", password: "root pass 1" });

/** Base path of the asset operations. */
export const ASSETS = "/api/v1/inventory/assets";

/** A test API with a root super-admin (to grant super-admin permissions and switch features). */
export const startAssetsApi = root.start;
export const { superAdmin, setFeatures } = root;

/** A verified user who created an organisation and is its Admin. */
export type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;

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
