import { useCallback, useEffect, useMemo, useRef, useState } from "react";

/** Delay between the last keystroke in a list's search field and the search (ms). */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

/** A filter's value: one choice, several, a yes/no, a number or a from–to range. */
export type FilterValue = string | number | boolean | readonly string[] | { from?: string; to?: string };

/** The filters of a list by key; an absent key is "no filter". */
export type FilterValues = Readonly<Record<string, FilterValue | undefined>>;

/** The sort of a list. */
export interface ListSort {
  /** The column / API sort key. */
  id: string;
  /** Descending when true. */
  desc: boolean;
}

/** Everything that decides which page of a list is shown. */
export interface ListState<F extends FilterValues = FilterValues> {
  /** The search text (debounced in what the hook reports). */
  search: string;
  /** Active filters. */
  filters: F;
  /** The sort, or `null` for the server's default order. */
  sort: ListSort | null;
  /** How many rows come before the page (the API's `skip`). */
  skip: number;
  /** Page size (the API's `limit`). */
  limit: number;
}

/** Options of {@link useListState}. */
export interface UseListStateOptions<F extends FilterValues> {
  /** The state to start from, e.g. read from the page's URL (see {@link listStateFromParams}). */
  initial?: Partial<ListState<F>>;
  /** Page size when `initial` has none. Defaults to 25. */
  defaultLimit?: number;
  /**
   * Called with the applied state whenever it changes (the search once typing stops), so the web
   * app writes it into the URL and an element reports it to its host page. Not called for the
   * initial state.
   */
  onChange?: (state: ListState<F>) => void;
  /** Search debounce in ms; defaults to {@link LIST_SEARCH_DEBOUNCE_MS}. */
  debounceMs?: number;
}

/** What {@link useListState} returns. */
export interface ListStateApi<F extends FilterValues> {
  /** The applied state: what the query should ask for. */
  state: ListState<F>;
  /** The search field's text, as typed (bind the input to it). */
  searchText: string;
  /** Sets the search text; the applied search follows after the debounce, back on page one. */
  setSearch: (text: string) => void;
  /** Sets one filter (`undefined`, `""` or `[]` removes it); back to page one. */
  setFilter: (key: string, value: FilterValue | undefined) => void;
  /** Removes every filter and the search; back to page one. */
  clearFilters: () => void;
  /** Sets the sort; back to page one. */
  setSort: (sort: ListSort | null) => void;
  /** Goes to the page starting at `skip`. */
  setSkip: (skip: number) => void;
  /** Sets the page size; back to page one. */
  setLimit: (limit: number) => void;
  /** Whether any filter or search is active (e.g. to word the empty state). */
  filtered: boolean;
}

const isBlank = (value: FilterValue | undefined): boolean =>
  value === undefined ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" &&
    !Array.isArray(value) &&
    !(value as { from?: string }).from &&
    !(value as { to?: string }).to);

/** The filters without blank values. */
export function compactFilterValues<F extends FilterValues>(filters: F): F {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => !isBlank(value))) as F;
}

/**
 * The state of a list screen — search, filters, sort, page — in one place, with the rules every
 * list follows: the search is debounced; any change but paging goes back to page one; the applied
 * state is reported through `onChange` (URL for the web app, an event for elements). The hook
 * never touches `location` itself, so it works the same inside a custom element on a host page.
 */
export function useListState<F extends FilterValues = FilterValues>({
  initial,
  defaultLimit = 25,
  onChange,
  debounceMs = LIST_SEARCH_DEBOUNCE_MS,
}: UseListStateOptions<F> = {}): ListStateApi<F> {
  const [state, setState] = useState<ListState<F>>(() => ({
    search: initial?.search?.trim() ?? "",
    filters: compactFilterValues((initial?.filters ?? {}) as F),
    sort: initial?.sort ?? null,
    skip: Math.max(0, initial?.skip ?? 0),
    limit: initial?.limit ?? defaultLimit,
  }));
  const [searchText, setSearchText] = useState(initial?.search ?? "");

  // The search applies once typing has paused.
  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === state.search) return;
    const timer = setTimeout(() => setState((current) => ({ ...current, search: trimmed, skip: 0 })), debounceMs);
    return () => clearTimeout(timer);
  }, [searchText, state.search, debounceMs]);

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChangeRef.current?.(state);
  }, [state]);

  const setFilter = useCallback((key: string, value: FilterValue | undefined) => {
    setState((current) => ({
      ...current,
      filters: compactFilterValues({ ...current.filters, [key]: value } as F),
      skip: 0,
    }));
  }, []);
  const clearFilters = useCallback(() => {
    setSearchText("");
    setState((current) => ({ ...current, search: "", filters: {} as F, skip: 0 }));
  }, []);
  const setSort = useCallback((sort: ListSort | null) => setState((current) => ({ ...current, sort, skip: 0 })), []);
  const setSkip = useCallback((skip: number) => setState((current) => ({ ...current, skip: Math.max(0, skip) })), []);
  const setLimit = useCallback((limit: number) => setState((current) => ({ ...current, limit, skip: 0 })), []);

  const filtered = state.search !== "" || searchText.trim() !== "" || Object.keys(state.filters).length > 0;
  return useMemo(
    () => ({
      state,
      searchText,
      setSearch: setSearchText,
      setFilter,
      clearFilters,
      setSort,
      setSkip,
      setLimit,
      filtered,
    }),
    [state, searchText, setFilter, clearFilters, setSort, setSkip, setLimit, filtered],
  );
}

/** How each filter is written in a URL: its kind decides how it is read back. */
export type ListParamSchema = Readonly<Record<string, "string" | "strings" | "number" | "boolean" | "range">>;

/**
 * Reads a list's state from URL search parameters: `search`, `sort` (`name` ascending, `-name`
 * descending), `page` (from 1) and `limit`, and each filter of `schema` (repeated keys for
 * lists; `key.from`/`key.to` for ranges). Values that do not parse are ignored; a sort key not in
 * `sortKeys` (when given) too.
 */
export function listStateFromParams<F extends FilterValues = FilterValues>(
  params: URLSearchParams,
  schema: ListParamSchema,
  { sortKeys, defaultLimit = 25 }: { sortKeys?: readonly string[]; defaultLimit?: number } = {},
): Partial<ListState<F>> {
  const state: Partial<ListState<F>> = {};
  const search = params.get("search")?.trim();
  if (search) state.search = search;
  const sort = params.get("sort");
  if (sort) {
    const desc = sort.startsWith("-");
    const id = desc ? sort.slice(1) : sort;
    if (id && (!sortKeys || sortKeys.includes(id))) state.sort = { id, desc };
  }
  const limit = Number(params.get("limit"));
  if (Number.isInteger(limit) && limit > 0 && limit <= 500) state.limit = limit;
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1) state.skip = (page - 1) * (state.limit ?? defaultLimit);
  const filters: Record<string, FilterValue> = {};
  for (const [key, kind] of Object.entries(schema)) {
    if (kind === "strings") {
      const values = params
        .getAll(key)
        .flatMap((value) => value.split(","))
        .map((value) => value.trim())
        .filter(Boolean);
      if (values.length > 0) filters[key] = values;
    } else if (kind === "range") {
      const from = params.get(`${key}.from`) ?? undefined;
      const to = params.get(`${key}.to`) ?? undefined;
      if (from || to) filters[key] = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
    } else {
      const raw = params.get(key);
      if (raw === null || raw === "") continue;
      if (kind === "number") {
        const number = Number(raw);
        if (Number.isFinite(number)) filters[key] = number;
      } else if (kind === "boolean") {
        if (raw === "true" || raw === "false") filters[key] = raw === "true";
      } else filters[key] = raw;
    }
  }
  if (Object.keys(filters).length > 0) state.filters = filters as unknown as F;
  return state;
}

/**
 * `current` with a list's state written in (the inverse of {@link listStateFromParams}); other
 * parameters (a tab, ids) stay. Page one and the default page size are left out, so a plain
 * list keeps a plain address.
 */
export function listStateToParams(
  current: URLSearchParams,
  state: ListState,
  schema: ListParamSchema,
  defaultLimit?: number,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ["search", "sort", "page", "limit"]) next.delete(key);
  for (const [key, kind] of Object.entries(schema)) {
    next.delete(key);
    if (kind === "range") {
      next.delete(`${key}.from`);
      next.delete(`${key}.to`);
    }
  }
  if (state.search) next.set("search", state.search);
  for (const [key, value] of Object.entries(state.filters)) {
    if (value === undefined || !(key in schema)) continue;
    if (Array.isArray(value)) for (const item of value) next.append(key, String(item));
    else if (typeof value === "object") {
      const range = value as { from?: string; to?: string };
      if (range.from) next.set(`${key}.from`, range.from);
      if (range.to) next.set(`${key}.to`, range.to);
    } else next.set(key, String(value));
  }
  if (state.sort) next.set("sort", `${state.sort.desc ? "-" : ""}${state.sort.id}`);
  if (defaultLimit === undefined || state.limit !== defaultLimit) next.set("limit", String(state.limit));
  if (state.skip > 0 && state.limit > 0) next.set("page", String(Math.floor(state.skip / state.limit) + 1));
  return next;
}
