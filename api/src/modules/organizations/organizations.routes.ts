import { Router } from "express";
import type { createOperationBinder } from "../../platform/http/router.js";
import type { OrganizationsService } from "./organizations.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

export function organizationsRoutes(_bind: Bind, _organizations: OrganizationsService): Router {
  const r = Router();
  return r;
}
