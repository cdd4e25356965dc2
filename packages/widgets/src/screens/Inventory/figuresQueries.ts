import type { Schema } from "@bulwark/client";
import { useApiQuery } from "../../data/session";
import { unwrap } from "../../data/unwrap";

/** The inventory's figures: people by group, assets by type and verification, the discovery trend. */
export type InventoryFigures = Schema<"InventoryFigures">;

/**
 * Cache key of the inventory's figures, under `["inventory", tenantId]` with the rest of the
 * inventory, so invalidating that prefix after a change refreshes the charts too.
 */
export const inventoryFiguresKeys = {
  figures: (tenantId: string | null, groupLimit: number) => ["inventory", tenantId, "figures", groupLimit] as const,
};

/**
 * The active organisation's inventory in figures, one call (`GET /api/v1/inventory/figures`).
 * Pass `enabled: false` where the caller may not read the inventory: nothing is requested then.
 */
export function useInventoryFigures(tenantId: string | null, options: { enabled?: boolean; groupLimit?: number } = {}) {
  const groupLimit = options.groupLimit ?? 8;
  return useApiQuery(
    inventoryFiguresKeys.figures(tenantId, groupLimit),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/inventory/figures", {
          // Explicit organisation: a query may start before the client hears of a switch.
          params: { header: { "x-tenant-id": tenantId ?? "" }, query: { groupLimit } },
        }),
      ),
    { enabled: (options.enabled ?? true) && tenantId !== null },
  );
}
