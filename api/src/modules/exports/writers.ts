import { once } from "node:events";
import { createRequire } from "node:module";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import type { Schema } from "@bulwark/contract";
import type ExcelJSModule from "exceljs";
import type { ExportCellValue, ExportLanguage } from "./export-source.js";

/** A file format exports are written in. */
export type ExportFormat = Schema<"ExportFormat">;

/** Content type and file extension of each format. */
export const exportFormats: Record<ExportFormat, { contentType: string; extension: string }> = {
  csv: { contentType: "text/csv; charset=utf-8", extension: "csv" },
  xlsx: { contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extension: "xlsx" },
};

/** The first row and column widths of a table, in the export's language. */
export interface TableLayout {
  headers: string[];
  /** Width in characters per column (XLSX); undefined for a width from the header. */
  widths: Array<number | undefined>;
  language: ExportLanguage;
  /** The XLSX worksheet's name. */
  sheetName: string;
}

/** Writes a table row by row to an output stream, so memory does not grow with the table. */
export interface TableWriter {
  /** Writes one row, in column order; resolves when the output can take more. */
  writeRow(cells: readonly ExportCellValue[]): Promise<void>;
  /** Ends the file; resolves once every byte has been written to the output. */
  finish(): Promise<void>;
}

const yesNo: Record<ExportLanguage, [string, string]> = { en: ["Yes", "No"], sr: ["Da", "Ne"] };

/** Characters a spreadsheet treats as the start of a formula (OWASP CSV injection). */
const FORMULA_START = new Set(["=", "+", "-", "@", "\t", "\r"]);

/**
 * Makes a text cell safe to open in a spreadsheet: text starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return gets a leading `'`, so Excel, LibreOffice and Google Sheets show it as text
 * instead of running it as a formula (OWASP "CSV Injection"). Only text is changed: numbers,
 * booleans, dates and empty cells are returned as they are, so -5 stays the number -5.
 */
export function neutralise<T extends ExportCellValue>(value: T): T {
  if (typeof value === "string" && value.length > 0 && FORMULA_START.has(value.charAt(0))) {
    return `'${value}` as T;
  }
  return value;
}

/** A writer for `format` that writes to `out` (which it ends). */
export function createTableWriter(format: ExportFormat, out: Writable, layout: TableLayout): TableWriter {
  return format === "csv" ? createCsvWriter(out, layout) : createXlsxWriter(out, layout);
}

/** Waits while `out` has more buffered than its high-water mark. */
async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain) await once(out, "drain");
}

// ------------------------------------------------------------------------------------- CSV

const BOM = "\uFEFF";
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field, quoted per RFC 4180 when it holds a quote, comma or line break. */
function csvField(value: ExportCellValue, language: ExportLanguage): string {
  let text: string;
  if (value === null) text = "";
  else if (typeof value === "boolean") text = yesNo[language][value ? 0 : 1];
  else if (typeof value === "number") text = Number.isFinite(value) ? String(value) : "";
  else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? "" : value.toISOString();
  else text = neutralise(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * CSV as RFC 4180 describes it (comma separated, CRLF line ends, fields with quotes, commas or
 * line breaks quoted), in UTF-8 with a byte order mark: without it Excel reads the file in the
 * machine's legacy code page and turns č, ć, ž into mojibake. Dates are ISO 8601 in UTC.
 */
export function createCsvWriter(out: Writable, layout: TableLayout): TableWriter {
  const line = (cells: readonly ExportCellValue[]) =>
    `${cells.map((cell) => csvField(cell, layout.language)).join(",")}\r\n`;
  out.write(BOM + line(layout.headers));
  return {
    async writeRow(cells) {
      if (!out.write(line(cells))) await drained(out);
    },
    async finish() {
      out.end();
      await finished(out);
    },
  };
}

// ------------------------------------------------------------------------------------ XLSX

const DATE_FORMAT = "yyyy-mm-dd hh:mm:ss";
/** Rows between checks that the output keeps up, so the zip stream's buffers stay small. */
const ROWS_PER_YIELD = 200;

/** Width from the header: its length and some room, within reason. */
const defaultWidth = (header: string) => Math.min(50, Math.max(10, header.length + 4));

/**
 * ExcelJS, loaded by the first spreadsheet export rather than at the API's start: loading it took
 * about 0.4 s of the start on a busy 2-core machine, for a few exports a day.
 */
let excel: typeof ExcelJSModule | undefined;
function excelJs(): typeof ExcelJSModule {
  excel ??= createRequire(import.meta.url)("exceljs") as typeof ExcelJSModule;
  return excel;
}

/**
 * XLSX through exceljs's streaming writer: each row is committed (serialised and handed to the
 * zip stream) as soon as it is written, so the workbook is never held in memory whole. The
 * header row is bold and frozen, columns have widths, dates are real dates (serial numbers
 * with a date format; UTC). Text is written as plain string cells, never formulas, and is
 * neutralised as in CSV, so a file re-saved as CSV stays safe too. Inline strings instead of
 * a shared-strings table: the table would grow with every distinct value until the end.
 */
export function createXlsxWriter(out: Writable, layout: TableLayout): TableWriter {
  const workbook = new (excelJs().stream.xlsx.WorkbookWriter)({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(layout.sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = layout.headers.map((header, index) => ({
    key: `c${index}`,
    width: layout.widths[index] ?? defaultWidth(header),
  }));
  const header = sheet.addRow(layout.headers);
  header.font = { bold: true };
  header.commit();
  let rows = 0;

  return {
    async writeRow(cells) {
      const values = cells.map((cell) =>
        typeof cell === "boolean" ? yesNo[layout.language][cell ? 0 : 1] : neutralise(cell),
      );
      const row = sheet.addRow(values);
      values.forEach((value, index) => {
        if (value instanceof Date) row.getCell(index + 1).numFmt = DATE_FORMAT;
      });
      row.commit();
      rows += 1;
      if (rows % ROWS_PER_YIELD === 0) {
        // Let the zip and deflate streams move the committed rows on before making more.
        await new Promise((resolve) => setImmediate(resolve));
        await drained(out);
      }
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
      await finished(out);
    },
  };
}
