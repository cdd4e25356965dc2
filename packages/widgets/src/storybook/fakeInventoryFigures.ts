import type { Schema } from "@bulwark/client";
import type { FakeHandler } from "./fakeApi";

type Person = Schema<"Person">;
type Asset = Schema<"Asset">;
type InventoryFigures = Schema<"InventoryFigures">;

const TYPES = ["domain", "subdomain", "ipv4", "ipv6"] as const;

/**
 * Assets discovery added on each of the 30 days ending 2026-03-20 (the fake people's last day):
 * a fixed, uneven pattern, so screenshots and stories look the same on every run.
 */
export const sampleDiscoveryTrend: InventoryFigures["discoveryTrend"] = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 2, 20) - (29 - i) * 86_400_000).toISOString().slice(0, 10),
  count: [0, 0, 3, 1, 0, 0, 0, 5, 2, 0, 0, 1, 0, 0, 7, 2, 1, 0, 0, 0, 3, 0, 1, 0, 0, 4, 1, 0, 2, 3][i] ?? 0,
}));

/**
 * The figures `GET /api/v1/inventory/figures` answers, counted as the API counts them: the
 * `groupLimit` largest groups (ties by name), everyone else as `other`, every asset type by
 * verification state, and the discovery trend.
 */
export function makeInventoryFigures(
  people: readonly Person[],
  assets: readonly Asset[],
  options: { groupLimit?: number; discoveryTrend?: InventoryFigures["discoveryTrend"] } = {},
): InventoryFigures {
  const counts = new Map<string, number>();
  for (const person of people) for (const group of person.groups) counts.set(group, (counts.get(group) ?? 0) + 1);
  const groups = [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, options.groupLimit ?? 8);
  const listed = new Set(groups.map((group) => group.name));
  return {
    people: {
      total: people.length,
      groups,
      other: people.filter((person) => !person.groups.some((group) => listed.has(group))).length,
    },
    assets: {
      total: assets.length,
      verified: assets.filter((asset) => asset.verified).length,
      monitored: assets.filter((asset) => asset.monitored).length,
      byType: TYPES.map((assetType) => ({
        assetType,
        verified: assets.filter((asset) => asset.assetType === assetType && asset.verified).length,
        unverified: assets.filter((asset) => asset.assetType === assetType && !asset.verified).length,
      })),
    },
    discoveryTrend: options.discoveryTrend ?? sampleDiscoveryTrend,
  };
}

/** A handler of `GET /api/v1/inventory/figures` over fixed people and assets, honouring `groupLimit`. */
export function figuresHandler(
  people: readonly Person[],
  assets: readonly Asset[],
  discoveryTrend?: InventoryFigures["discoveryTrend"],
): FakeHandler {
  return (_request: Request, url: URL) =>
    makeInventoryFigures(people, assets, {
      groupLimit: Number(url.searchParams.get("groupLimit") ?? 8),
      ...(discoveryTrend ? { discoveryTrend } : {}),
    });
}
