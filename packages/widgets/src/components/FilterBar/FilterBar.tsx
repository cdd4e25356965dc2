import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FilterValue, FilterValues } from "../../data/useListState";
import { useFloatingPopover } from "../Popover/useFloatingPopover";
import * as css from "./FilterBar.css";

/** A choice of an `options` filter. */
export interface FilterOption {
  /** The value written into the filters (and the URL). */
  value: string;
  /** What the user sees. */
  label: string;
}

/** A filter the bar offers under "Add filter". */
export type FilterDefinition =
  | {
      /** The filter's key in the values. */
      key: string;
      /** Its name ("Groups", "Score"). */
      label: string;
      /** A list of choices: several (`multiple`, a `string[]` value) or one (a `string` value). */
      kind: "options";
      options: readonly FilterOption[];
      multiple?: boolean;
    }
  | {
      key: string;
      label: string;
      /** Yes / no (a `boolean` value), with the words for each. */
      kind: "boolean";
      trueLabel: string;
      falseLabel: string;
    }
  | {
      key: string;
      label: string;
      /** A date range (`{ from?, to? }`, `yyyy-MM-dd`). */
      kind: "dateRange";
    };

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  /** The search field's text (controlled; `useListState().searchText`). */
  search?: string;
  /** Called on every keystroke; the list state debounces. Without it the bar has no search field (a list the API cannot search). */
  onSearchChange?: (text: string) => void;
  /** The search field's placeholder, saying what it matches ("Name or email"). */
  searchPlaceholder?: string;
  /** The filters on offer. */
  filters: readonly FilterDefinition[];
  /** The active values by key (controlled; `useListState().state.filters`). */
  values: FilterValues;
  /** Called with a filter's new value; `undefined` removes it. */
  onChange: (key: string, value: FilterValue | undefined) => void;
  /** Called by "Clear all"; shown while any filter or search is active. */
  onClearAll?: () => void;
  /** Extra content at the end (e.g. a result count). */
  children?: ReactNode;
  /** Extra class names on the root element. */
  className?: string;
}

const isActive = (value: FilterValue | undefined) =>
  value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0);

/** The words of a filter's value on its chip. */
function summary(
  definition: FilterDefinition,
  value: FilterValue | undefined,
  words: { from: string; to: string },
): string {
  if (definition.kind === "options") {
    const chosen = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
    return chosen.map((v) => definition.options.find((option) => option.value === v)?.label ?? v).join(", ");
  }
  if (definition.kind === "boolean") return value === true ? definition.trueLabel : definition.falseLabel;
  const range = (value ?? {}) as { from?: string; to?: string };
  if (range.from && range.to) return `${range.from} – ${range.to}`;
  if (range.from) return `${words.from} ${range.from}`;
  return `${words.to} ${range.to ?? ""}`;
}

/**
 * The filter bar of a list: a search field, then one chip per active filter and an "Add filter"
 * button. A chip's button reopens its editor and its × removes it. Editors and the add list open
 * in popovers that float over the page (Floating UI, fixed), so nothing under them moves; a change
 * applies at once. Controlled: the screen holds the values in `useListState`, which keeps them in
 * the URL (web app) or reports them to the host page (elements).
 */
export function FilterBar({
  search = "",
  onSearchChange,
  searchPlaceholder,
  filters,
  values,
  onChange,
  onClearAll,
  children,
  className,
}: FilterBarProps) {
  const { t } = useTranslation();
  // A filter just picked from the add list: its chip shows (and opens its editor) before it has a value.
  const [draft, setDraft] = useState<string | null>(null);
  const chips = filters.filter((definition) => isActive(values[definition.key]) || definition.key === draft);
  const available = filters.filter((definition) => !chips.includes(definition));
  const anything = chips.some((definition) => isActive(values[definition.key])) || search.trim() !== "";

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to every assistive technology; the role says the same
    <div role="search" className={[css.root, className].filter(Boolean).join(" ")}>
      {onSearchChange && (
        <div className={css.searchBox}>
          <SearchIcon />
          <input
            type="search"
            className={css.search}
            aria-label={t("filterBar.search")}
            placeholder={searchPlaceholder ?? t("filterBar.search")}
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
      )}
      {chips.map((definition) => (
        <FilterChip
          key={definition.key}
          definition={definition}
          value={values[definition.key]}
          onChange={(value) => onChange(definition.key, value)}
          openAtStart={definition.key === draft}
          onClosed={() => {
            if (definition.key === draft) setDraft(null);
          }}
        />
      ))}
      {available.length > 0 && (
        <AddFilter
          filters={available}
          onPick={(definition) => {
            // A yes/no filter starts at "yes"; the others open their editor empty.
            if (definition.kind === "boolean") onChange(definition.key, true);
            setDraft(definition.key);
          }}
        />
      )}
      {anything && onClearAll && (
        <button type="button" className={css.clear} onClick={onClearAll}>
          {t("filterBar.clearAll")}
        </button>
      )}
      {children}
    </div>
  );
}

function AddFilter({
  filters,
  onPick,
}: {
  filters: readonly FilterDefinition[];
  onPick: (definition: FilterDefinition) => void;
}) {
  const { t } = useTranslation();
  const popover = useFloatingPopover<HTMLDivElement>("bottom-start");
  const { open, popupRef } = popover;
  useEffect(() => {
    if (open) popupRef.current?.querySelector<HTMLButtonElement>("button")?.focus();
  }, [open, popupRef]);
  return (
    <div {...popover.wrapperProps}>
      <button {...popover.triggerProps} className={css.addButton}>
        <PlusIcon />
        {t("filterBar.addFilter")}
      </button>
      {popover.open && (
        <div {...popover.popupProps} className={css.popup} role="dialog" aria-label={t("filterBar.addFilter")}>
          {filters.map((definition) => (
            <button
              key={definition.key}
              type="button"
              className={css.option}
              onClick={() => {
                popover.close(false);
                onPick(definition);
              }}
            >
              {definition.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function FilterChip({
  definition,
  value,
  onChange,
  openAtStart,
  onClosed,
}: {
  definition: FilterDefinition;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
  openAtStart: boolean;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const popover = useFloatingPopover<HTMLDivElement>("bottom-start");
  const titleId = useId();
  const { setOpen, open, popupRef } = popover;

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, when the filter was just added
  useEffect(() => {
    if (openAtStart) setOpen(true);
  }, []);
  const wasOpen = useRef(false);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;
  useEffect(() => {
    if (open) popupRef.current?.querySelector<HTMLElement>("input, button")?.focus();
    else if (wasOpen.current) onClosedRef.current();
    wasOpen.current = open;
  }, [open, popupRef]);

  const text = isActive(value)
    ? summary(definition, value, { from: t("filterBar.from"), to: t("filterBar.to") })
    : t("filterBar.any");
  return (
    <div {...popover.wrapperProps} className={css.chip}>
      <button {...popover.triggerProps} className={css.chipButton} aria-haspopup="dialog">
        <span className={css.chipLabel}>{definition.label}:</span>
        <span className={css.chipValue}>{text}</span>
      </button>
      {isActive(value) && (
        <button
          type="button"
          className={css.chipRemove}
          aria-label={t("filterBar.removeFilter", { filter: definition.label })}
          onClick={() => onChange(undefined)}
        >
          <CloseIcon />
        </button>
      )}
      {popover.open && (
        <div {...popover.popupProps} className={css.popup} role="dialog" aria-labelledby={titleId}>
          <p id={titleId} className={css.popupTitle}>
            {definition.label}
          </p>
          <Editor definition={definition} value={value} onChange={onChange} />
        </div>
      )}
    </div>
  );
}

function Editor({
  definition,
  value,
  onChange,
}: {
  definition: FilterDefinition;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}) {
  const { t } = useTranslation();
  if (definition.kind === "options") {
    if (definition.options.length === 0) return <p className={css.empty}>{t("filterBar.noOptions")}</p>;
    const chosen = new Set(Array.isArray(value) ? value : typeof value === "string" ? [value] : []);
    return (
      <>
        {definition.options.map((option) => (
          <label key={option.value} className={css.option}>
            <input
              type={definition.multiple ? "checkbox" : "radio"}
              name={definition.key}
              className={css.optionMark}
              checked={chosen.has(option.value)}
              onChange={(event) => {
                if (!definition.multiple) return onChange(option.value);
                const next = new Set(chosen);
                if (event.target.checked) next.add(option.value);
                else next.delete(option.value);
                onChange(definition.options.map((o) => o.value).filter((v) => next.has(v)));
              }}
            />
            {option.label}
          </label>
        ))}
      </>
    );
  }
  if (definition.kind === "boolean") {
    return (
      <>
        {[true, false].map((choice) => (
          <label key={String(choice)} className={css.option}>
            <input
              type="radio"
              name={definition.key}
              className={css.optionMark}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {choice ? definition.trueLabel : definition.falseLabel}
          </label>
        ))}
      </>
    );
  }
  const range = (value ?? {}) as { from?: string; to?: string };
  const set = (part: "from" | "to", text: string) => {
    const next = { ...range, [part]: text || undefined };
    onChange(next.from || next.to ? next : undefined);
  };
  return (
    <div className={css.fields}>
      <label className={css.field}>
        {t("filterBar.from")}
        <input
          type="date"
          className={css.input}
          value={range.from ?? ""}
          max={range.to}
          onChange={(event) => set("from", event.target.value)}
        />
      </label>
      <label className={css.field}>
        {t("filterBar.to")}
        <input
          type="date"
          className={css.input}
          value={range.to ?? ""}
          min={range.from}
          onChange={(event) => set("to", event.target.value)}
        />
      </label>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg className={css.searchIcon} width="14" height="14" viewBox="0 0 14 14" fill="none" aria-hidden="true">
      <circle cx="6" cy="6" r="4.5" stroke="currentColor" strokeWidth="1.5" />
      <path d="m9.5 9.5 3 3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M6 1.5v9M1.5 6h9" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" fill="none" aria-hidden="true">
      <path d="m2 2 6 6M8 2 2 8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
