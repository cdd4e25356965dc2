import { Router } from "express";
import type { createOperationBinder } from "../../../platform/http/router.js";
import type { InventoryFiguresService } from "./figures.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

/** Route of the inventory's figures. */
export function inventoryFiguresRoutes(bind: Bind, figures: InventoryFiguresService): Router {
  const r = Router();
  bind(r, "getInventoryFigures", ({ query }, ctx) => figures.get(ctx, query));
  return r;
}
