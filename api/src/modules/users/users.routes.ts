import { Router } from "express";
import type { createOperationBinder } from "../../platform/http/router.js";
import type { AclService } from "../acl/acl.service.js";
import type { AuthService } from "./auth.service.js";
import type { UsersService } from "./users.service.js";

type Binder = ReturnType<typeof createOperationBinder>;

/** Routes of the users service: authentication, the own profile, super-admin users and permissions. */
export function usersRoutes(bind: Binder["bind"], auth: AuthService, users: UsersService, acl: AclService): Router {
  const r = Router();
  bind(r, "register", ({ body }, ctx) => auth.register(ctx, body));
  bind(r, "login", ({ body }, ctx) => auth.login(ctx, body));
  bind(r, "loginTwoFactor", ({ body }, ctx) => auth.loginTwoFactor(ctx, body));
  bind(r, "loginWithRecoveryKey", ({ body }, ctx) => auth.loginWithRecoveryKey(ctx, body));
  bind(r, "refreshToken", ({ body }) => auth.refresh(body));
  bind(r, "logout", (_input, ctx) => auth.logout(ctx));
  bind(r, "verifyEmail", ({ body }, ctx) => auth.verifyEmail(ctx, body));
  bind(r, "resendVerificationToken", (_input, ctx) => auth.resendVerification(ctx));
  bind(r, "requestPasswordReset", ({ body }, ctx) => auth.requestPasswordReset(ctx, body));
  bind(r, "savePassword", ({ body }, ctx) => auth.savePassword(ctx, body));
  bind(r, "changePassword", ({ body }, ctx) => auth.changePassword(ctx, body));
  bind(r, "setupTwoFactor", ({ body }, ctx) => auth.setupTwoFactor(ctx, body));
  bind(r, "enableTwoFactor", ({ body }, ctx) => auth.enableTwoFactor(ctx, body));
  bind(r, "disableTwoFactor", ({ body }, ctx) => auth.disableTwoFactor(ctx, body));
  bind(r, "createRecoveryKey", ({ body }, ctx) => auth.createRecoveryKey(ctx, body));
  bind(r, "listSessions", ({ query }, ctx) => auth.listSessions(ctx, query));
  bind(r, "revokeSession", ({ path }, ctx) => auth.revokeSession(ctx, path.sessionId));

  bind(r, "getMe", (_input, ctx) => users.me(ctx));
  bind(r, "updateMe", ({ body }, ctx) => users.updateMe(ctx, body));
  bind(r, "createSuperAdmin", ({ body }, ctx) => users.createSuperAdmin(ctx, body));
  bind(r, "setSuperAdminPermissions", ({ path, body }, ctx) => users.setSuperAdminPermissions(ctx, path.userId, body));

  bind(r, "getMyPermissions", (_input, ctx) => acl.myPermissions(ctx));
  bind(r, "listPermissions", async () => acl.catalogue());
  return r;
}
