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

/** One page of a list command's answer (or every page with `--all`): where it starts and the total matching. */
export interface PagedResult<Item> {
  items: Item[];
  total: number;
  skip: number;
  limit: number;
}

/**
 * The page a list command's `--limit`/`--page` name (`page` from 1), or with `all` every page one
 * after another (for scripts).
 */
export async function pageOrAll<Item>(
  page: (skip: number, limit: number) => Promise<{ items: Item[]; total: number }>,
  choice: { limit: number; page: number; all?: boolean | undefined },
): Promise<PagedResult<Item>> {
  if (!choice.all) {
    const skip = (choice.page - 1) * choice.limit;
    const result = await page(skip, choice.limit);
    return { items: result.items, total: result.total, skip, limit: choice.limit };
  }
  const { items, total } = await fetchAll(page);
  return { items, total, skip: 0, limit: items.length };
}

/**
 * The line under a list's table: "12 templates", or "21–40 of 45 people; next: --page 3" (`noun`
 * as [one, many]); undefined when the page is past the end (the view says so itself).
 */
export function pageSummary(result: PagedResult<unknown>, [one, many]: readonly [string, string]): string {
  const first = result.skip + 1;
  const last = result.skip + result.items.length;
  const nextPage = last < result.total ? Math.floor(result.skip / result.limit) + 2 : undefined;
  const range =
    first === 1 && last === result.total
      ? `${result.total} ${result.total === 1 ? one : many}`
      : `${first}–${last} of ${result.total} ${many}`;
  return `${range}${nextPage ? `; next: --page ${nextPage}` : ""}`;
}
