import { Router } from "express";
import type { createOperationBinder } from "../../platform/http/router.js";
import type { PlatformFiguresService } from "./platform-figures.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

/** Route of the platform's figures. */
export function platformFiguresRoutes(bind: Bind, figures: PlatformFiguresService): Router {
  const r = Router();
  bind(r, "getPlatformFigures", (_input, ctx) => figures.get(ctx));
  return r;
}
