import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ListParamSchema, listStateFromParams, listStateToParams, useListState } from "./useListState";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useListState", () => {
  it("applies the search only once typing pauses, back on page one, and reports it once", () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useListState({ initial: { skip: 50 }, onChange }));
    act(() => result.current.setSearch("an"));
    act(() => result.current.setSearch("ana"));
    expect(result.current.searchText).toBe("ana");
    expect(result.current.state.search).toBe("");
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(result.current.state).toMatchObject({ search: "ana", skip: 0 });
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: "ana", skip: 0 }));
  });

  it("goes back to page one on a filter, sort or page-size change, but not on paging", () => {
    const { result } = renderHook(() => useListState({ initial: { skip: 50, limit: 25 } }));
    act(() => result.current.setSkip(75));
    expect(result.current.state.skip).toBe(75);
    act(() => result.current.setFilter("groups", ["Finance"]));
    expect(result.current.state).toMatchObject({ filters: { groups: ["Finance"] }, skip: 0 });
    act(() => result.current.setSkip(25));
    act(() => result.current.setSort({ id: "name", desc: true }));
    expect(result.current.state.skip).toBe(0);
    act(() => result.current.setSkip(25));
    act(() => result.current.setLimit(50));
    expect(result.current.state).toMatchObject({ limit: 50, skip: 0 });
  });

  it("drops blank filters and clears filters and search together", () => {
    const { result } = renderHook(() => useListState({ initial: { search: "x", filters: { tags: ["a"] } } }));
    expect(result.current.filtered).toBe(true);
    act(() => result.current.setFilter("tags", []));
    expect(result.current.state.filters).toEqual({});
    act(() => result.current.setFilter("verified", false));
    expect(result.current.state.filters).toEqual({ verified: false });
    act(() => result.current.clearFilters());
    expect(result.current.state).toMatchObject({ search: "", filters: {} });
    expect(result.current.searchText).toBe("");
    expect(result.current.filtered).toBe(false);
  });

  it("does not report the initial state", () => {
    const onChange = vi.fn();
    renderHook(() => useListState({ initial: { search: "ana" }, onChange }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("list state in the URL", () => {
  const schema: ListParamSchema = { groups: "strings", verified: "boolean", scoreMin: "number", created: "range" };

  it("round-trips search, filters, sort and page, keeping unrelated parameters", () => {
    const state = {
      search: "ana",
      filters: { groups: ["Finance", "Legal"], verified: true, scoreMin: 26, created: { from: "2026-01-01" } },
      sort: { id: "name", desc: true },
      skip: 50,
      limit: 25,
    };
    const params = listStateToParams(new URLSearchParams("tab=people"), state, schema, 25);
    expect(params.toString()).toBe(
      "tab=people&search=ana&groups=Finance&groups=Legal&verified=true&scoreMin=26&created.from=2026-01-01&sort=-name&page=3",
    );
    // The default page size is left out of the address, and read back as "not given".
    expect(listStateFromParams(params, schema, { defaultLimit: 25 })).toEqual({ ...state, limit: undefined });
  });

  it("ignores values that do not parse and sort keys it does not know", () => {
    const params = new URLSearchParams("verified=maybe&scoreMin=abc&sort=password&page=-2&limit=100000");
    expect(listStateFromParams(params, schema, { sortKeys: ["name"] })).toEqual({});
  });

  it("reads comma-separated lists too", () => {
    expect(listStateFromParams(new URLSearchParams("groups=a,b&groups=c"), schema).filters).toEqual({
      groups: ["a", "b", "c"],
    });
  });
});
