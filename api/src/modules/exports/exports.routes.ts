import { Router } from "express";
import type { createOperationBinder } from "../../platform/http/router.js";
import type { ExportsService } from "./exports.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

/** Routes of the export protocol: request, poll, download (under /api/v1/inventory/exports). */
export function exportsRoutes(bind: Bind, exports: ExportsService): Router {
  const r = Router();
  bind(r, "requestExport", ({ body }, ctx) => exports.request(ctx, body));
  bind(r, "getExport", ({ path }, ctx) => exports.get(ctx, path.exportRequestId));
  bind(r, "downloadExport", ({ path }, ctx) => exports.download(ctx, path.exportRequestId));
  return r;
}
