import { useId } from "react";
import { useTranslation } from "react-i18next";
import * as css from "./Pagination.css";

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** How many items come before the current page (the API's `skip`). */
  skip: number;
  /** Page size (the API's `limit`). */
  limit: number;
  /** How many items there are in all (the API's `total`). */
  total: number;
  /** Called with the new `skip` when the user changes page. */
  onChange: (skip: number) => void;
  /** Page sizes to offer; with `onLimitChange`, a "Rows per page" select appears. */
  pageSizes?: readonly number[];
  /** Called with the new page size; the page then starts again at `skip` 0. */
  onLimitChange?: (limit: number) => void;
  /** Disables the controls, e.g. while the next page loads. */
  disabled?: boolean;
  /** Accessible name of the navigation; defaults to the translated "Pagination". */
  label?: string;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * Previous/next paging over a `skip`/`limit` list with a known `total`. It is a labelled
 * `navigation` landmark; the "1–20 of 57" range is a polite live region, so the new range is
 * read after a page change. Renders nothing when there is nothing to page.
 */
export function Pagination({
  skip,
  limit,
  total,
  onChange,
  pageSizes,
  onLimitChange,
  disabled = false,
  label,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  if (total <= 0 || limit <= 0) return null;
  const page = Math.floor(skip / limit) + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = Math.min(skip + 1, total);
  const to = Math.min(skip + limit, total);
  const hasPrevious = skip > 0;
  const hasNext = skip + limit < total;

  return (
    <nav aria-label={label ?? t("pagination.label")} className={[css.root, className].filter(Boolean).join(" ")}>
      <p className={css.range} aria-live="polite">
        {t("pagination.range", { from: String(from), to: String(to), total: String(total) })}
      </p>
      {pageSizes && onLimitChange && (
        <span className={css.size}>
          <label htmlFor={sizeId}>{t("pagination.pageSize")}</label>
          <select
            id={sizeId}
            className={css.select}
            value={limit}
            disabled={disabled}
            onChange={(event) => onLimitChange(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      )}
      <span className={css.controls}>
        <button
          type="button"
          className={css.button}
          aria-label={t("pagination.previous")}
          disabled={disabled || !hasPrevious}
          onClick={() => onChange(Math.max(0, skip - limit))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <span className={css.page}>{t("pagination.page", { page: String(page), pages: String(pages) })}</span>
        <button
          type="button"
          className={css.button}
          aria-label={t("pagination.next")}
          disabled={disabled || !hasNext}
          onClick={() => onChange(skip + limit)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </span>
    </nav>
  );
}
