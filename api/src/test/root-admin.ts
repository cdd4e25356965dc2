import type { Schema } from "@bulwark/contract";
import { createUser, signIn } from "./factories.js";
import { startTestApi, type TestApi } from "./harness.js";

/**
 * A root super-admin, created at start from `BULWARK_ADMIN_EMAIL` and `BULWARK_ADMIN_PASSWORD`,
 * and what tests do through it: grant super-admin permissions and switch organisation features.
 * Each module's fixtures name their own root so their test APIs stay apart.
 */
export function rootAdmin(root: { email: string; password: string }) {
  return {
    /** A test API whose database has this root super-admin. */
    start: (env: Record<string, string> = {}) =>
      startTestApi({ BULWARK_ADMIN_EMAIL: root.email, BULWARK_ADMIN_PASSWORD: root.password, ...env }),

    /** A verified user holding exactly `permissions` as super-admin, in no organisation. */
    async superAdmin(api: TestApi, permissions: Schema<"SuperAdminPermission">[]) {
      const user = await createUser(api, { firstName: "Super" });
      const token = await signIn(api, root.email, root.password);
      const res = await api.request("PUT", `/api/v1/users/acl/users/${user.id}/super-admin-permissions`, {
        token,
        body: { permissions },
      });
      if (res.status !== 200) throw new Error(`granting super-admin failed: ${JSON.stringify(res.body)}`);
      return user;
    },

    /** Switches an organisation's features. */
    async setFeatures(api: TestApi, tenantId: string, features: Schema<"Feature">[]) {
      const token = await signIn(api, root.email, root.password);
      const res = await api.request("PUT", `/api/v1/users/tenants/${tenantId}/features`, {
        token,
        body: { features },
      });
      if (res.status !== 200) throw new Error(`setting features failed: ${JSON.stringify(res.body)}`);
    },
  };
}
