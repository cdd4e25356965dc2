/** The API's largest page (`limit` ≤ 100). */
export const MAX_PAGE = 100;

/**
 * Every item of a paged list call (`skip`/`limit`, answering `{ items, total }`), reading pages
 * of {@link MAX_PAGE} until the total is reached or a page comes back empty.
 */
export async function fetchAll<Item>(
  page: (skip: number, limit: number) => Promise<{ items: Item[]; total: number }>,
): Promise<{ items: Item[]; total: number }> {
  const items: Item[] = [];
  let total = 0;
  do {
    const result = await page(items.length, MAX_PAGE);
    items.push(...result.items);
    total = result.total;
    if (result.items.length === 0) break;
  } while (items.length < total);
  return { items, total };
}
