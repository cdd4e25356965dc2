import { Router } from "express";
import type { createOperationBinder } from "../../../platform/http/router.js";
import type { ExtensionService } from "./extension.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

/** The report button's operations, bound by operationId. */
export function extensionRoutes(bind: Bind, extension: ExtensionService): Router {
  const r = Router();
  bind(r, "getPhishingExtensionConfig", (_input, ctx) => extension.config(ctx));
  bind(r, "reportPhishingExtensionEmail", ({ body }, ctx) => extension.report(ctx, body));
  bind(r, "getPhishingExtensionKey", (_input, ctx) => extension.getKey(ctx));
  bind(r, "rotatePhishingExtensionKey", (_input, ctx) => extension.rotateKey(ctx));
  bind(r, "listPhishingReportedEmails", ({ query }, ctx) => extension.listReportedEmails(ctx, query));
  bind(r, "listPhishingExtensionReports", ({ query }, ctx) => extension.listReports(ctx, query));
  bind(r, "updatePhishingExtensionReportStatus", ({ path, body }, ctx) =>
    extension.setReportStatus(ctx, path.reportId, body),
  );
  return r;
}
