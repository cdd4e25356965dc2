import type { BulwarkRuntime, StackedDatum, TrendPoint } from "@bulwark/widgets";
import { unwrap } from "@bulwark/widgets";

/** The asset types, in the order the dashboard lists them. */
export const ASSET_TYPES = ["domain", "subdomain", "ipv4", "ipv6"] as const;

/** Groups drawn in "People by group": the largest ones (one count request each). */
const MAX_GROUPS = 8;
/** The API's page maximum, used to read the discovered assets page by page. */
const PAGE = 100;
/** At most this many discovered assets are read for the trend (10 requests). */
const MAX_DISCOVERED = 1000;

type Client = BulwarkRuntime["client"];

/**
 * People per group, largest first, from the existing calls: the organisation's groups, then the
 * people list's `total` for each group (`limit=1`, the first 20 groups). Real counts; the largest
 * {@link MAX_GROUPS} are drawn.
 */
export async function peopleByGroup(client: Client): Promise<Array<{ label: string; value: number }>> {
  const groups = (await unwrap(client.GET("/api/v1/inventory/people/groups/all"))).items;
  const counts = await Promise.all(
    groups.slice(0, 20).map(async (group) => ({
      label: group,
      value: (
        await unwrap(client.GET("/api/v1/inventory/people", { params: { query: { groups: [group], limit: 1 } } }))
      ).total,
    })),
  );
  return counts
    .filter((entry) => entry.value > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, MAX_GROUPS);
}

/** Assets per type, verified and not, from the assets list's `total` (`limit=1` queries). */
export async function assetsByType(
  client: Client,
): Promise<Array<StackedDatum & { type: (typeof ASSET_TYPES)[number] }>> {
  const count = async (assetType: (typeof ASSET_TYPES)[number], verified: boolean) =>
    (
      await unwrap(
        client.GET("/api/v1/inventory/assets/list", { params: { query: { assetType, verified, limit: 1 } } }),
      )
    ).total;
  return Promise.all(
    ASSET_TYPES.map(async (type) => {
      const [verified, unverified] = await Promise.all([count(type, true), count(type, false)]);
      return { type, label: type, values: { verified, unverified } };
    }),
  );
}

/** `yyyy-MM-dd` of a date in UTC. */
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Assets found by discovery per day over the last `days` days (today included), counted from
 * the discovered (`origin=automatic`) assets' `createdAt`, read page by page up to
 * {@link MAX_DISCOVERED}.
 */
export async function discoveryTrend(client: Client, days = 30, now = new Date()): Promise<TrendPoint[]> {
  const created: string[] = [];
  for (let skip = 0; skip < MAX_DISCOVERED; skip += PAGE) {
    const page = await unwrap(
      client.GET("/api/v1/inventory/assets/list", { params: { query: { origin: "automatic", skip, limit: PAGE } } }),
    );
    created.push(...page.items.map((asset) => asset.createdAt));
    if (skip + PAGE >= page.total) break;
  }
  const points: TrendPoint[] = [];
  const index = new Map<string, number>();
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const date = day(new Date(now.getTime() - offset * 86_400_000));
    index.set(date, points.length);
    points.push({ date, value: 0 });
  }
  for (const at of created) {
    const slot = index.get(at.slice(0, 10));
    const point = slot === undefined ? undefined : points[slot];
    if (point) point.value += 1;
  }
  return points;
}
