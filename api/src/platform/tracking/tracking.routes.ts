import { Router } from "express";
import type { createOperationBinder } from "../http/router.js";
import type { Tracking } from "./tracking.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

/** The public pixel and redirect (no sign-in: the signed token is the credential). */
export function trackingRoutes(bind: Bind, tracking: Tracking): Router {
  const r = Router();
  bind(r, "trackOpen", ({ path, request }, ctx) => tracking.open(path.token, ctx, request.method));
  bind(r, "trackClick", ({ path, request }, ctx) => tracking.click(path.token, ctx, request.method));
  return r;
}
