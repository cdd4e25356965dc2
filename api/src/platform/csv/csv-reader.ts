/**
 * A streaming CSV reader for uploaded files: RFC 4180 plus what real exports do (BOMs, UTF-16
 * from Excel, `;` and tab delimiters, lone CR line ends, blank lines), strict about what could
 * silently shift or truncate data (bad quoting, wrong encoding, oversized fields).
 *
 * Speed comes from scanning with `indexOf` and slicing whole fields: the common line without
 * quotes is split delimiter to delimiter, and the next line end, quote and delimiter positions are
 * cached so that no part of the buffer is scanned twice.
 */

/** The delimiters a file may use; detected from the header line. */
export type CsvDelimiter = "," | ";" | "\t";

/** Limits and hooks of {@link readCsvRecords}. */
export interface CsvReaderOptions {
  /** Longest field accepted, in UTF-8 bytes; default 64 KiB. A longer field stops the read with a {@link CsvError}. */
  maxFieldBytes?: number;
  /** Most fields a record may have; default 200. */
  maxColumns?: number;
  /** Called once with the detected delimiter, before the first record is yielded. */
  onDelimiter?: (delimiter: CsvDelimiter) => void;
}

/** One CSV record. */
export interface CsvRecord {
  /** 1-based physical line where the record starts (quoted line breaks count as lines). */
  line: number;
  /**
   * The fields as written, quotes removed. They may share memory with the chunk they came from:
   * copy them before keeping many of them for long.
   */
  fields: string[];
}

/**
 * The file cannot be read as CSV. `message` is meant for people ("Line 4: a quoted field is not
 * closed ..."); callers present it as "Your uploaded Csv file is not valid: <message>".
 */
export class CsvError extends Error {
  override name = "CsvError";

  constructor(
    /** What is wrong, without the line prefix. */
    readonly reason: string,
    /** 1-based physical line of the problem; undefined when it concerns the whole file. */
    readonly line?: number,
  ) {
    super(line === undefined ? reason : `Line ${line}: ${reason}`);
  }
}

const DEFAULT_MAX_FIELD_BYTES = 64 * 1024;
const DEFAULT_MAX_COLUMNS = 200;

const LF = 10;
const CR = 13;
const QUOTE = 34;
const SPACE = 32;
const COMMA = 44;
const SEMICOLON = 59;
const TAB = 9;

/** How to get a file out of Excel and most other programs in the one encoding we read. */
const SAVE_AS_UTF8 =
  'save it as "CSV UTF-8" (in Excel: File › Save As › CSV UTF-8 (Comma delimited)) and upload it again';

/**
 * Reads CSV records from a byte (or text) stream. Bytes are decoded as UTF-8 (a BOM is dropped),
 * or as UTF-16 LE/BE when the file starts with that BOM; anything that is not valid UTF-8 stops
 * the read with a {@link CsvError} naming the line. The delimiter is the most frequent of `,` `;`
 * and tab in the header line outside quotes (comma on a tie), or the one an Excel `sep=;` first
 * line names. Blank lines are skipped. Chunks may be split anywhere, even inside a character.
 *
 * Throws {@link CsvError} (lazily, while iterating) on an unclosed quote, text after a closing
 * quote, a quote inside an unquoted field, a field longer than `maxFieldBytes` or a record with
 * more than `maxColumns` fields. The stream is not read further than needed to notice.
 */
export async function* readCsvRecords(
  source: AsyncIterable<Buffer | Uint8Array | string>,
  options: CsvReaderOptions = {},
): AsyncGenerator<CsvRecord, void, undefined> {
  for await (const batch of readCsvRecordBatches(source, options)) yield* batch;
}

/**
 * {@link readCsvRecords}, the records of each chunk of the source together: for readers of large
 * files, which then pay the cost of an asynchronous step (a promise and a turn of the microtask
 * queue) once per chunk instead of once per record. An error comes after the records before it.
 */
export async function* readCsvRecordBatches(
  source: AsyncIterable<Buffer | Uint8Array | string>,
  options: CsvReaderOptions = {},
): AsyncGenerator<CsvRecord[], void, undefined> {
  const parser = new CsvParser(
    options.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES,
    options.maxColumns ?? DEFAULT_MAX_COLUMNS,
    options.onDelimiter,
  );
  const decoder = new StreamDecoder();
  for await (const chunk of source) {
    const text = decodeOrThrow(decoder, parser, chunk);
    if (text === "") continue;
    parser.push(text);
    yield* drain(parser, false);
  }
  parser.push(decodeOrThrow(decoder, parser, null));
  yield* drain(parser, true);
}

/** The records the parser has whole (all of them when `final`), as one batch; nothing when none. */
function* drain(parser: CsvParser, final: boolean): Generator<CsvRecord[], void, undefined> {
  const batch: CsvRecord[] = [];
  try {
    for (let record = parser.next(final); record !== null; record = parser.next(final)) batch.push(record);
  } catch (error) {
    if (batch.length > 0) yield batch;
    throw error;
  }
  if (batch.length > 0) yield batch;
}

/** Decodes one chunk (null: the end), turning an encoding failure into a CsvError at the right line. */
function decodeOrThrow(decoder: StreamDecoder, parser: CsvParser, chunk: Buffer | Uint8Array | string | null): string {
  try {
    return chunk === null ? decoder.end() : decoder.push(chunk);
  } catch (error) {
    if (!(error instanceof NotUtf8)) throw error;
    throw new CsvError(
      `the file is not UTF-8 text (it is probably in an older Windows or Mac encoding); ${SAVE_AS_UTF8}`,
      parser.lineAfter(error.validText),
    );
  }
}

/** Internal: decoding stopped at an invalid byte; `validText` is what came before it in the chunk. */
class NotUtf8 extends Error {
  constructor(readonly validText: string) {
    super("not UTF-8");
  }
}

type Encoding = "utf-8" | "utf-16le" | "utf-16be" | "text";

/**
 * Bytes to text. Waits for the first four bytes to recognise a BOM (and a ZIP signature, which is
 * what an .xlsx uploaded by mistake starts with), then decodes with a fatal streaming TextDecoder
 * so a character split across chunks is joined, and any invalid byte is noticed.
 */
class StreamDecoder {
  private encoding: Encoding | undefined;
  private decoder: TextDecoder | undefined;
  /** Bytes held back until the encoding is known. */
  private head: Uint8Array = new Uint8Array(0);
  /**
   * The last (up to 3) bytes decoded so far: the decoder's pending incomplete character is among
   * them, and is needed to find where an invalid sequence that spans chunks begins.
   */
  private last3: Uint8Array = new Uint8Array(0);

  push(chunk: Buffer | Uint8Array | string): string {
    if (typeof chunk === "string") {
      if (this.encoding === "text") return chunk;
      if (this.encoding !== undefined || this.head.length > 0) throw mixedSource();
      // Already text (a test, or a caller that decoded it): only the BOM is left to drop.
      this.encoding = "text";
      return chunk.charCodeAt(0) === 0xfeff ? chunk.slice(1) : chunk;
    }
    if (this.encoding === "text") throw mixedSource();
    if (this.encoding === undefined) {
      this.head = concat(this.head, chunk);
      if (this.head.length < 4) return "";
      return this.start(this.head);
    }
    return this.decode(chunk, true);
  }

  end(): string {
    if (this.encoding === undefined) {
      if (this.head.length === 0) return "";
      return this.start(this.head) + this.decode(new Uint8Array(0), false);
    }
    if (this.encoding === "text") return "";
    return this.decode(new Uint8Array(0), false);
  }

  private start(head: Uint8Array): string {
    let skip = 0;
    if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) {
      this.encoding = "utf-8";
      skip = 3;
    } else if (head[0] === 0xff && head[1] === 0xfe) {
      this.encoding = "utf-16le";
      skip = 2;
    } else if (head[0] === 0xfe && head[1] === 0xff) {
      this.encoding = "utf-16be";
      skip = 2;
    } else if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4) {
      throw new CsvError(`the file is an Excel workbook or another ZIP archive, not CSV; ${SAVE_AS_UTF8}`);
    } else {
      this.encoding = "utf-8";
    }
    // ignoreBOM: the BOM was recognised and skipped above; a second one would be content.
    // UTF-16 is decoded leniently: Excel writes it correctly, and a stray unpaired surrogate in a
    // name is better shown as U+FFFD than refused with an error we could not place on a line.
    this.decoder = new TextDecoder(this.encoding, { fatal: this.encoding === "utf-8", ignoreBOM: true });
    this.head = new Uint8Array(0);
    return this.decode(head.subarray(skip), true);
  }

  private decode(bytes: Uint8Array, stream: boolean): string {
    const decoder = this.decoder!;
    if (this.encoding !== "utf-8") return decoder.decode(bytes, { stream });
    try {
      const text = decoder.decode(bytes, { stream });
      this.last3 = lastBytes(this.last3, bytes, 3);
      return text;
    } catch {
      const pending = incompleteTail(this.last3);
      const all = concat(pending, bytes);
      // The bytes before the first invalid one decode cleanly; they tell on which line it is.
      throw new NotUtf8(new TextDecoder("utf-8").decode(all.subarray(0, firstInvalidUtf8(all))));
    }
  }
}

function mixedSource(): TypeError {
  return new TypeError("readCsvRecords: a source must yield either text or bytes, not both");
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

function lastBytes(previous: Uint8Array, bytes: Uint8Array, n: number): Uint8Array {
  if (bytes.length >= n) return bytes.slice(bytes.length - n);
  const joined = concat(previous, bytes);
  return joined.slice(Math.max(0, joined.length - n));
}

/** The trailing bytes of a UTF-8 stream that start a character not yet complete. */
function incompleteTail(bytes: Uint8Array): Uint8Array {
  for (let i = bytes.length - 1; i >= 0; i--) {
    const b = bytes[i]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte: the lead is further back
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return bytes.length - i < need ? bytes.subarray(i) : new Uint8Array(0);
  }
  return new Uint8Array(0);
}

/**
 * Offset of the first byte that does not belong to a valid UTF-8 sequence (RFC 3629: no overlong
 * forms, no surrogates, nothing above U+10FFFF); `bytes.length` when a sequence is only cut short
 * at the end. Runs only after the decoder has failed, to say on which line.
 */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min = 0x80;
    let max = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) min = 0xa0;
      if (b === 0xed) max = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) min = 0x90;
      if (b === 0xf4) max = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      if (i + k >= bytes.length) return bytes.length;
      const c = bytes[i + k]!;
      if (c < (k === 1 ? min : 0x80) || c > (k === 1 ? max : 0xbf)) return i;
    }
    i += need + 1;
  }
  return bytes.length;
}

/** Counts physical line breaks (CRLF, LF or lone CR) in a string; `afterCR` if a CR came just before it. */
function countLineBreaks(text: string, afterCR = false): number {
  if (text.indexOf("\n") === -1 && text.indexOf("\r") === -1) return 0;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === CR) {
      count++;
      if (text.charCodeAt(i + 1) === LF) i++;
    } else if (c === LF && !(i === 0 && afterCR)) count++;
  }
  return count;
}

/**
 * The incremental parser: text is pushed in, records are pulled out one by one. `next(false)`
 * returns null when it needs more text; `next(true)` treats the buffer as the end of the file.
 */
class CsvParser {
  private buf = "";
  /** Where unread text begins in `buf`. */
  private pos = 0;
  /** Physical line at `pos`. */
  private line = 1;
  /** The last text consumed was a CR at the end of the buffer: a LF arriving next belongs to it. */
  private afterCR = false;
  private delimiter: CsvDelimiter | undefined;
  private delimiterCode = COMMA;
  /** Fields of a record whose remaining fields have not arrived yet. */
  private partial: string[] | null = null;
  private partialLine = 0;
  // Positions of the next LF, CR, quote and delimiter at or after `pos`; -1 when there is none in
  // `buf`, -2 when unknown. Recomputed only once `pos` has passed them.
  private lfAt = -2;
  private crAt = -2;
  private quoteAt = -2;
  private delimAt = -2;
  // Delimiter detection, resumable across chunks so a long header is scanned once.
  private scanAt = 0;
  private scanInQuotes = false;
  private scanRun = 0;
  private readonly scanCounts = [0, 0, 0];
  /** Fields longer than this many UTF-16 units may be over the byte limit and are measured. */
  private readonly cheapFieldLength: number;

  constructor(
    private readonly maxFieldBytes: number,
    private readonly maxColumns: number,
    private readonly onDelimiter: ((delimiter: CsvDelimiter) => void) | undefined,
  ) {
    this.cheapFieldLength = Math.floor(maxFieldBytes / 3);
  }

  push(text: string): void {
    if (text === "") return;
    const shift = this.pos;
    this.buf = shift === 0 ? this.buf + text : this.buf.slice(shift) + text;
    this.pos = 0;
    this.scanAt -= shift;
    this.lfAt = this.lfAt >= shift ? this.lfAt - shift : -2;
    this.crAt = this.crAt >= shift ? this.crAt - shift : -2;
    this.quoteAt = this.quoteAt >= shift ? this.quoteAt - shift : -2;
    this.delimAt = this.delimAt >= shift ? this.delimAt - shift : -2;
  }

  /** The physical line the next character would be on if `text` were pushed: where a decoding error is. */
  lineAfter(text: string): number {
    return this.line + countLineBreaks(this.buf.slice(this.pos) + text, this.afterCR);
  }

  next(final: boolean): CsvRecord | null {
    if (this.partial !== null) return this.parseSlow(final);
    const buf = this.buf;
    const len = buf.length;
    while (this.pos < len) {
      const pos = this.pos;
      const c = buf.charCodeAt(pos);
      if (this.afterCR) {
        this.afterCR = false;
        if (c === LF) {
          this.pos++;
          continue;
        }
      }
      if (c === LF || c === CR) {
        this.consumeLineEnd(pos);
        continue;
      }
      if (this.delimiter === undefined) {
        if (!this.detectDelimiter(final)) return null;
        continue; // a `sep=` line may have been consumed
      }
      const eol = this.nextLineEnd(pos);
      if (eol !== -1 && (this.nextQuote(pos) === -1 || this.quoteAt > eol)) return this.splitLine(pos, eol);
      this.partial = [];
      this.partialLine = this.line;
      return this.parseSlow(final);
    }
    return null;
  }

  /** The fast path: a complete line without quotes. */
  private splitLine(start: number, end: number): CsvRecord {
    const buf = this.buf;
    const fields: string[] = [];
    let p = start;
    for (;;) {
      const d = this.nextDelimiter(p);
      if (d === -1 || d > end) {
        fields.push(this.checkField(buf.slice(p, end), this.line));
        break;
      }
      fields.push(this.checkField(buf.slice(p, d), this.line));
      if (fields.length >= this.maxColumns) throw this.tooManyColumns(this.line);
      p = d + 1;
    }
    const record = { line: this.line, fields };
    this.consumeLineEnd(end);
    return record;
  }

  /** The general path, field by field; keeps finished fields in `partial` when text runs out. */
  private parseSlow(final: boolean): CsvRecord | null {
    const fields = this.partial!;
    const delimiterCode = this.delimiterCode;
    for (;;) {
      const buf = this.buf;
      const len = buf.length;
      let p = this.pos;
      if (p >= len) {
        if (!final) return null;
        fields.push(""); // the file ends right after a delimiter
        if (fields.length > this.maxColumns) throw this.tooManyColumns(this.partialLine);
        return this.finishRecord();
      }
      let c = buf.charCodeAt(p);
      if (c === SPACE) {
        // Hand-written files put spaces before a quoted field: `a, "b, c"`.
        let s = p + 1;
        while (s < len && buf.charCodeAt(s) === SPACE) s++;
        if (s >= len && !final) {
          if (s - p > this.maxFieldBytes) throw this.fieldTooLong(this.line);
          return null;
        }
        if (buf.charCodeAt(s) === QUOTE) {
          p = s;
          c = QUOTE;
        }
      }
      if (c === QUOTE) {
        let value = "";
        let from = p + 1;
        let q: number;
        for (;;) {
          q = buf.indexOf('"', from);
          if (q === -1 || (q + 1 >= len && !final)) {
            if (final) throw new CsvError('a quoted field is not closed (a closing " is missing)', this.line);
            this.checkUnclosedField(p + 1);
            return null; // resume at this field's start when more text arrives
          }
          if (buf.charCodeAt(q + 1) === QUOTE) {
            value += buf.slice(from, q + 1);
            from = q + 2;
            continue;
          }
          value += buf.slice(from, q);
          break;
        }
        const breaks = countLineBreaks(value);
        let e = q + 1;
        while (e < len && buf.charCodeAt(e) === SPACE) e++; // `"b" ,c`
        if (e >= len && !final) return null;
        const after = e < len ? buf.charCodeAt(e) : -1;
        if (after !== -1 && after !== delimiterCode && after !== LF && after !== CR) {
          throw new CsvError(
            `a quoted field is followed by other text after its closing quote (${describe(buf.slice(e, e + 20))}); ` +
              'put the whole field in quotes and write each " inside it as ""',
            this.line + breaks,
          );
        }
        fields.push(this.checkField(value, this.line));
        this.line += breaks;
        if (fields.length > this.maxColumns) throw this.tooManyColumns(this.partialLine);
        if (after === delimiterCode) {
          this.pos = e + 1;
          continue;
        }
        if (after === -1) this.pos = len;
        else this.consumeLineEnd(e);
        return this.finishRecord();
      }
      // An unquoted field ends at the next delimiter or line end.
      const d = this.nextDelimiter(p);
      const eol = this.nextLineEnd(p);
      let end = d === -1 ? eol : eol === -1 ? d : Math.min(d, eol);
      if (end === -1) {
        if (!final) {
          if (len - p > this.maxFieldBytes) throw this.fieldTooLong(this.line);
          return null;
        }
        end = len;
      }
      const quote = this.nextQuote(p);
      if (quote !== -1 && quote < end) {
        throw new CsvError(
          `a field contains a " but does not start with one (${describe(buf.slice(p, Math.min(end, p + 40)))}); ` +
            'put the whole field in quotes and write each " inside it as ""',
          this.line,
        );
      }
      fields.push(this.checkField(buf.slice(p, end), this.line));
      if (fields.length > this.maxColumns) throw this.tooManyColumns(this.partialLine);
      if (end === d) {
        this.pos = d + 1;
        continue;
      }
      if (end === len) this.pos = len;
      else this.consumeLineEnd(end);
      return this.finishRecord();
    }
  }

  private finishRecord(): CsvRecord {
    const record = { line: this.partialLine, fields: this.partial! };
    this.partial = null;
    return record;
  }

  /** Consumes the line end (CRLF, LF or CR) at `at`. */
  private consumeLineEnd(at: number): void {
    const buf = this.buf;
    if (buf.charCodeAt(at) === CR) {
      if (at + 1 < buf.length) this.pos = buf.charCodeAt(at + 1) === LF ? at + 2 : at + 1;
      else {
        this.pos = at + 1;
        this.afterCR = true;
      }
    } else this.pos = at + 1;
    this.line++;
  }

  private nextLineEnd(p: number): number {
    if (this.lfAt !== -1 && this.lfAt < p) this.lfAt = this.buf.indexOf("\n", p);
    if (this.crAt !== -1 && this.crAt < p) this.crAt = this.buf.indexOf("\r", p);
    const lf = this.lfAt;
    const cr = this.crAt;
    return lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
  }

  private nextQuote(p: number): number {
    if (this.quoteAt !== -1 && this.quoteAt < p) this.quoteAt = this.buf.indexOf('"', p);
    return this.quoteAt;
  }

  private nextDelimiter(p: number): number {
    if (this.delimAt !== -1 && this.delimAt < p) this.delimAt = this.buf.indexOf(this.delimiter!, p);
    return this.delimAt;
  }

  private checkField(field: string, line: number): string {
    // Only a field that could be over the limit (3 bytes per UTF-16 unit at most) is measured.
    if (field.length > this.cheapFieldLength && Buffer.byteLength(field, "utf8") > this.maxFieldBytes) {
      throw this.fieldTooLong(line);
    }
    return field;
  }

  /** Fails fast on a quoted field that is already over the limit though its end has not arrived. */
  private checkUnclosedField(from: number): void {
    const raw = this.buf.length - from;
    if (raw <= this.maxFieldBytes) return; // a field's bytes are at least its raw length / 2
    this.checkField(this.buf.slice(from).replaceAll('""', '"'), this.line);
  }

  private fieldTooLong(line: number): CsvError {
    return new CsvError(`a field is longer than ${formatBytes(this.maxFieldBytes)}`, line);
  }

  private tooManyColumns(line: number): CsvError {
    return new CsvError(`the line has more than ${this.maxColumns} fields`, line);
  }

  /**
   * Finds the delimiter in the header line (the first non-blank one): counts `,` `;` and tab
   * outside quotes. Returns false when the line has not fully arrived yet. An Excel `sep=X` line
   * names the delimiter itself and is consumed.
   */
  private detectDelimiter(final: boolean): boolean {
    const buf = this.buf;
    const len = buf.length;
    const pos = this.pos;
    if (this.scanAt <= pos && buf.startsWith("sep=", pos)) {
      if (pos + 5 >= len && !final) return false;
      const named = buf.charAt(pos + 4);
      const after = pos + 5 < len ? buf.charCodeAt(pos + 5) : LF;
      if ((named === "," || named === ";" || named === "\t") && (after === LF || after === CR)) {
        this.setDelimiter(named);
        if (pos + 5 < len) this.consumeLineEnd(pos + 5);
        else this.pos = len;
        return true;
      }
    }
    if (this.scanAt < pos) this.scanAt = pos;
    const counts = this.scanCounts;
    let i = this.scanAt;
    let inQuotes = this.scanInQuotes;
    let run = this.scanRun;
    let ended = false;
    for (; i < len; i++) {
      const c = buf.charCodeAt(i);
      if (c === QUOTE) inQuotes = !inQuotes;
      else if (!inQuotes) {
        if (c === LF || c === CR) {
          ended = true;
          break;
        }
        const k = c === COMMA ? 0 : c === SEMICOLON ? 1 : c === TAB ? 2 : -1;
        if (k !== -1) {
          run = 0;
          counts[k]!++;
          if (counts[k]! >= this.maxColumns) throw this.tooManyColumns(this.line);
          continue;
        }
      }
      if (c === 0) {
        throw new CsvError(
          `the file contains NUL characters, so it is not a text file or is UTF-16 without a byte order mark; ${SAVE_AS_UTF8}`,
          this.line,
        );
      }
      // Whatever the delimiter turns out to be, a run without any candidate is inside one field.
      if (++run > this.maxFieldBytes) throw this.fieldTooLong(this.line);
    }
    this.scanAt = i;
    this.scanInQuotes = inQuotes;
    this.scanRun = run;
    if (!ended && !final) return false;
    const [commas = 0, semicolons = 0, tabs = 0] = counts;
    this.setDelimiter(
      semicolons > commas && semicolons >= tabs ? ";" : tabs > commas && tabs > semicolons ? "\t" : ",",
    );
    return true;
  }

  private setDelimiter(delimiter: CsvDelimiter): void {
    this.delimiter = delimiter;
    this.delimiterCode = delimiter.charCodeAt(0);
    this.onDelimiter?.(delimiter);
  }
}

function formatBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** A short, single-line quote of offending text for an error message. */
function describe(text: string): string {
  const oneLine = text.replace(/[\r\n].*$/s, "");
  return JSON.stringify(oneLine.length > 30 ? `${oneLine.slice(0, 30)}…` : oneLine);
}
