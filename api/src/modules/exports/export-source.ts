import type { Schema } from "@bulwark/contract";
import type { Requirement } from "../../platform/access/scope.js";
import type { Platform } from "../../platform/platform.js";

/** A language export headers and values are written in. */
export type ExportLanguage = Schema<"ExportLanguage">;

/** What a cell may hold. Booleans are written as the language's yes/no; dates as real dates in XLSX. */
export type ExportCellValue = string | number | boolean | Date | null;

/** The filters of an export request, as the contract takes them; each source reads the ones it knows. */
export type ExportFilters = NonNullable<Schema<"ExportRequestInput">["filters"]>;

/** One column of an export: its header in each language and how to read its cell from a row. */
export interface ExportColumn<Row> {
  /** Stable machine name of the column. */
  key: string;
  /** The header row's text in each export language. */
  header: { en: string; sr: string };
  /**
   * The cell for `row`. `language` is for values that are words (enum labels); booleans need
   * no translation here, the writers turn them into the language's yes/no.
   */
  value(row: Row, language: ExportLanguage): ExportCellValue;
  /** Column width in characters (XLSX); a width from the header otherwise. */
  width?: number;
}

/**
 * Something that can be exported: a report of one organisation's rows. The exports mechanism
 * knows nothing of the domain; a module describes its rows with one of these and the app
 * registers it with the {@link ExportsService}.
 */
export interface ExportSource<Row, Filters = ExportFilters> {
  /** The request's `kind` this source answers. */
  kind: string;
  /** The file name's beginning: "people" gives "people-2026-11-22.xlsx". */
  fileStem: string;
  /**
   * What requesting, polling and downloading this export needs, feature included: usually the
   * module's read requirement, since an export is a copy of what the list shows.
   */
  requirement: Requirement;
  columns: ExportColumn<Row>[];
  /** The rows, streamed: a source should page through its table rather than load it whole. */
  rows(platform: Platform, tenantId: string, filters: Filters): AsyncIterable<Row>;
}

/** A source whatever its row type, as the registry holds it. */
// `any`: the registry erases each source's row type; a source's columns and rows agree by construction.
export type AnyExportSource = ExportSource<any, ExportFilters>;
