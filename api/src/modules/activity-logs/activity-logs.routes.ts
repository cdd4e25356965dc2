import { Router } from "express";
import type { createOperationBinder } from "../../platform/http/router.js";
import type { ActivityLogsService } from "./activity-logs.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

export function activityLogsRoutes(bind: Bind, logs: ActivityLogsService): Router {
  const r = Router();
  bind(r, "listTenantActivityLogs", ({ path, query }, ctx) => logs.listForTenant(ctx, path.tenantId, query));
  return r;
}
