import type { Schema } from "@bulwark/contract";
import { type createOrganizationOwner, createUser, PASSWORD, uniqueEmail } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";

// Test helpers of the organisations module (not a test file itself).

const ROOT = { email: "root@bulwark.test", password: "root pass 1" };

/** A test API whose database has a super-admin holding every permission. */
export const startOrganizationsApi = () =>
  startTestApi({ BULWARK_ADMIN_EMAIL: ROOT.email, BULWARK_ADMIN_PASSWORD: ROOT.password });

/** `/api/v1/users/tenants/{tenantId}{suffix}`. */
export const tenantPath = (tenantId: string, suffix = "") => `/api/v1/users/tenants/${tenantId}${suffix}`;
/** The web-app page invitation emails link to. */
export const ACCEPT_PATH = "/organizations/invitation/accept";

/** Signs in with email and password; answers the access token. */
export async function signIn(api: TestApi, email: string, password = PASSWORD): Promise<string> {
  const res = await api.request("POST", "/api/v1/users/auth/login", { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.token.accessToken as string;
}

/** A verified user holding exactly `permissions` as super-admin (granted by the root super-admin). */
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

/** A verified user who created an organisation and is its Admin. */
export type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;

/**
 * A new person joins `owner`'s organisation with `roles`: invited by the owner, then registered
 * through the emailed link (the registration path of invitations).
 */
export async function addMember(api: TestApi, owner: Owner, roles: Schema<"Role">[], firstName = "Mia") {
  const email = uniqueEmail("member");
  const invited = await api.request("POST", tenantPath(owner.tenantId, "/invitations"), {
    token: owner.accessToken,
    body: { emails: [email], roles },
  });
  if (invited.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const organizationToken = await api.emailedToken(email, ACCEPT_PATH);
  const registered = await api.request("POST", "/api/v1/users/auth/register", {
    body: { firstName, lastName: "Member", email, password: PASSWORD, privacyPolicy: true, organizationToken },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const accessToken = registered.body.token.accessToken as string;
  const me = await api.request("GET", "/api/v1/users/users/me", { token: accessToken });
  return { email, id: me.body.id as string, accessToken, tenantId: owner.tenantId };
}

/** The event names of an organisation's activity log, newest first. */
export async function activityOf(api: TestApi, token: string, tenantId: string) {
  // Entries of domain events are written by the activity-log subscriber: let it catch up first.
  await api.drainEvents();
  const res = await api.request("GET", `/api/v1/activity-logs/tenants/${tenantId}?limit=100`, { token });
  if (res.status !== 200) throw new Error(`activity log failed: ${JSON.stringify(res.body)}`);
  return res.body.items as Schema<"ActivityLog">[];
}

/** The smallest images of each accepted type. */
export const images = {
  png: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
  gif: Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  webp: Buffer.concat([
    Buffer.from("RIFF"),
    Buffer.from([0x1a, 0, 0, 0]),
    Buffer.from("WEBPVP8L"),
    Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]),
  ]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
};

/** A multipart body with one file. */
export function imageForm(data: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const form = new FormData();
  form.append(
    options.field ?? "image",
    new Blob([new Uint8Array(data)], { type: options.type ?? "image/png" }),
    options.filename ?? "logo.png",
  );
  return form;
}
