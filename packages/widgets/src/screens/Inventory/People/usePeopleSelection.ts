import { useCallback, useState } from "react";
import type { PeopleBulkRequest } from "../queries";
import type { PeopleFilters } from "./peopleFilters";

/** Most ids one bulk call takes (the contract's `PeopleBulkRequest.ids`); beyond, "all matching" is the way. */
export const MAX_BULK_IDS = 1000;

/** Who a bulk change acts on: the selected ids, or everyone matching the list's filters. */
export type PeopleBulkTarget = Pick<PeopleBulkRequest, "ids" | "filter">;

/** What {@link usePeopleSelection} returns. */
export interface PeopleSelection {
  /** The rows ticked on screen (across pages). */
  selectedIds: ReadonlySet<string>;
  setSelectedIds: (ids: Set<string>) => void;
  /** "Select all N matching" was chosen: the change acts on the filter, not on ids. */
  allMatching: boolean;
  selectAllMatching: () => void;
  clear: () => void;
  /** How many people the change would act on. */
  count: number;
  /** The request's target. */
  target: PeopleBulkTarget;
}

/**
 * The selection of the people list. Ticked rows stay selected across pages; "select all N
 * matching" switches to the list's filters (so 5,000 people need no 5,000 ids); any change of the
 * filters clears it, decided while rendering so no bulk bar ever names people the list no longer shows.
 */
export function usePeopleSelection(filters: PeopleFilters, total: number): PeopleSelection {
  const [selectedIds, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [allMatching, setAllMatching] = useState(false);
  const key = JSON.stringify(filters);
  const [selectedFor, setSelectedFor] = useState(key);
  if (selectedFor !== key) {
    setSelectedFor(key);
    setSelected(new Set());
    setAllMatching(false);
  }
  const setSelectedIds = useCallback((ids: Set<string>) => {
    setSelected(ids);
    // Unticking a row (or clearing) leaves "everyone matching" for an explicit selection.
    setAllMatching(false);
  }, []);
  const selectAllMatching = useCallback(() => setAllMatching(true), []);
  const clear = useCallback(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, []);
  return {
    selectedIds,
    setSelectedIds,
    allMatching,
    selectAllMatching,
    clear,
    count: allMatching ? total : selectedIds.size,
    target: allMatching ? { filter: filters } : { ids: [...selectedIds] },
  };
}
