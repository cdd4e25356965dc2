import { describe, expect, it } from "vitest";
import { chunksAt, chunksOf, drain, meteredStream } from "../../test/csv-test-streams.js";
import { type CsvDelimiter, CsvError, type CsvReaderOptions, type CsvRecord, readCsvRecords } from "./csv-reader.js";

const utf8 = (text: string) => Buffer.from(text, "utf8");

async function parse(bytes: Uint8Array | string, options: CsvReaderOptions = {}, chunkSize = 7) {
  const source = typeof bytes === "string" ? chunksOf(utf8(bytes), chunkSize) : chunksOf(bytes, chunkSize);
  let delimiter: CsvDelimiter | undefined;
  const { items, error } = await drain(readCsvRecords(source, { ...options, onDelimiter: (d) => (delimiter = d) }));
  if (error) throw error;
  return { records: items, delimiter };
}

async function parseError(bytes: Uint8Array | string, options: CsvReaderOptions = {}, chunkSize = 7) {
  const source = typeof bytes === "string" ? chunksOf(utf8(bytes), chunkSize) : chunksOf(bytes, chunkSize);
  const { error } = await drain(readCsvRecords(source, options));
  expect(error).toBeInstanceOf(CsvError);
  return error as CsvError;
}

const lines = (records: CsvRecord[]) => records.map((r) => r.line);
const fields = (records: CsvRecord[]) => records.map((r) => r.fields);

describe("readCsvRecords: RFC 4180 and real-world files", () => {
  it("reads quoted delimiters, doubled quotes and quoted CRLF/LF, giving the physical line each record starts on", async () => {
    const { records } = await parse(
      'Email,Note\r\na@x.co,"one, two"\r\nb@x.co,"say ""hi"""\r\nc@x.co,"multi\r\nline\nnote"\r\nd@x.co,""\r\n',
    );
    expect(fields(records)).toEqual([
      ["Email", "Note"],
      ["a@x.co", "one, two"],
      ["b@x.co", 'say "hi"'],
      ["c@x.co", "multi\r\nline\nnote"],
      ["d@x.co", ""],
    ]);
    expect(lines(records)).toEqual([1, 2, 3, 4, 7]);
  });

  it("accepts CRLF, LF and lone CR line ends and skips blank lines, still counting them", async () => {
    const { records } = await parse("a,b\n\nc,d\r\r\ne,f\rg,h");
    expect(fields(records)).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
      ["g", "h"],
    ]);
    expect(lines(records)).toEqual([1, 3, 5, 6]);
  });

  it("keeps empty fields, including a trailing one at the end of the file without a newline", async () => {
    const { records } = await parse("a,,c\n,,\nx,y,");
    expect(fields(records)).toEqual([
      ["a", "", "c"],
      ["", "", ""],
      ["x", "y", ""],
    ]);
  });

  it("allows spaces around a quoted field, as hand-written files have them", async () => {
    const { records } = await parse('a, "b, c" ,d\n');
    expect(fields(records)).toEqual([["a", "b, c", "d"]]);
  });

  it.each<[string, string, CsvDelimiter]>([
    ["semicolon", "Email;Name;Team\na;b;c\n", ";"],
    ["tab", "Email\tName\na\tb\n", "\t"],
    ["comma", "Email,Name\n", ","],
    ["the most frequent, not the first", "Email;First,Last;Team;Tags\n", ";"],
    ["candidates outside quotes only", 'Email;"Name, first, last"\n', ";"],
    ["comma on a tie", "Email,Name;Team\n", ","],
    ["comma for a single column", "Email\nana@example.com\n", ","],
  ])("detects the delimiter from the header line: %s", async (_name, text, expected) => {
    const { delimiter } = await parse(text);
    expect(delimiter).toBe(expected);
  });

  it("reads a semicolon file with a UTF-8 BOM, as Excel saves it in European locales", async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      utf8("E-mail;Ime;Prezime\r\nana@example.com;Ana;Đurić\r\n"),
    ]);
    const { records, delimiter } = await parse(bytes, {}, 2);
    expect(delimiter).toBe(";");
    expect(fields(records)).toEqual([
      ["E-mail", "Ime", "Prezime"],
      ["ana@example.com", "Ana", "Đurić"],
    ]);
  });

  it('honours an Excel "sep=;" first line and numbers the header as line 2', async () => {
    const { records, delimiter } = await parse("sep=;\r\nEmail;Name\r\na;b\r\n");
    expect(delimiter).toBe(";");
    expect(records).toEqual([
      { line: 2, fields: ["Email", "Name"] },
      { line: 3, fields: ["a", "b"] },
    ]);
  });

  it("decodes UTF-16 LE and BE files with a BOM (Excel's Unicode text), split at odd bytes", async () => {
    const text = "Email\tFirst name\r\nžana@example.com\tŽana 🙂\r\n";
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    const be = Buffer.from(le).swap16();
    for (const bytes of [le, be]) {
      const { records, delimiter } = await parse(bytes, {}, 3);
      expect(delimiter).toBe("\t");
      expect(fields(records)).toEqual([
        ["Email", "First name"],
        ["žana@example.com", "Žana 🙂"],
      ]);
    }
  });

  it("reads text chunks too, dropping a leading BOM", async () => {
    async function* text() {
      yield "\ufeffEmail,Na";
      yield "me\na,b\n";
    }
    expect(fields((await drain(readCsvRecords(text()))).items)).toEqual([
      ["Email", "Name"],
      ["a", "b"],
    ]);
  });

  it("yields nothing for an empty stream, a lone BOM or only blank lines", async () => {
    expect((await parse("")).records).toEqual([]);
    expect((await parse(Buffer.from([0xef, 0xbb, 0xbf]))).records).toEqual([]);
    expect((await parse("\r\n\n\r\n")).records).toEqual([]);
  });
});

describe("readCsvRecords: chunk boundaries", () => {
  const sample =
    'Email;Ime;Napomena\r\nčedomir@example.com;Čeda;"dva\r\nreda; ""citat"""\r\nžana@example.com;Žana 🙂;\r\n\r\nđ@example.com;"Đ";kraj';

  it("gives the same records wherever the bytes are cut, even inside a character or a CRLF", async () => {
    const bytes = utf8(sample);
    const { records: expected } = await parse(bytes, {}, bytes.length);
    expect(expected).toHaveLength(4);
    expect(expected[1]).toEqual({ line: 2, fields: ["čedomir@example.com", "Čeda", 'dva\r\nreda; "citat"'] });
    expect(lines(expected)).toEqual([1, 2, 4, 6]);
    await expectSameWhereverCut(bytes, expected);
  });

  it("counts lone CR and LF line ends the same wherever the bytes are cut", async () => {
    const bytes = utf8('a,b\rc,"d\re"\r\rf,g\n\r\nh,"i\r\n"\r');
    const { records: expected } = await parse(bytes, {}, bytes.length);
    expect(expected).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["c", "d\re"] },
      { line: 5, fields: ["f", "g"] },
      { line: 7, fields: ["h", "i\r\n"] },
    ]);
    await expectSameWhereverCut(bytes, expected);
  });

  async function expectSameWhereverCut(bytes: Uint8Array, expected: CsvRecord[]) {
    for (let a = 1; a < bytes.length; a++) {
      for (const b of [a + 1, a + 2, a + 5]) {
        const { items, error } = await drain(readCsvRecords(chunksAt(bytes, [a, b])));
        expect(error, `cut at ${a},${b}`).toBeUndefined();
        expect(items, `cut at ${a},${b}`).toEqual(expected);
      }
    }
    expect((await parse(bytes, {}, 1)).records).toEqual(expected);
  }
});

describe("readCsvRecords: files that are not valid", () => {
  // "Čeda Žunić" saved as Windows-1250 (what Excel's plain "CSV" gives on a Serbian or Croatian system).
  const cp1250 = Buffer.concat([
    utf8('Email,Name\r\nana@example.com,Ana\r\nceda@example.com,"two\r\nlines"\r\nceda2@example.com,'),
    Buffer.from([0xc8, 0x65, 0x64, 0x61, 0x20, 0x8e, 0x75, 0x6e, 0x69, 0xe6]),
    utf8("\r\n"),
  ]);

  it.each([1, 2, 3, 64, cp1250.length])(
    "refuses a Windows-1250 (č, ž) file, naming the line and how to fix it (chunks of %i)",
    async (size) => {
      const error = await parseError(cp1250, {}, size);
      expect(error.line).toBe(5);
      expect(error.message).toMatch(/^Line 5: the file is not UTF-8 text \(.*\); save it as "CSV UTF-8"/);
    },
  );

  it("refuses a character cut short at the end of the file", async () => {
    const error = await parseError(Buffer.concat([utf8("Email\na@x.co\nb"), Buffer.from([0xc4])]));
    expect(error.line).toBe(3);
    expect(error.reason).toMatch(/not UTF-8/);
  });

  it("refuses an Excel workbook uploaded instead of a CSV", async () => {
    const error = await parseError(Buffer.from([0x50, 0x4b, 3, 4, 20, 0, 6, 0, 8, 0, 0, 0]));
    expect(error.message).toMatch(/Excel workbook .* save it as "CSV UTF-8"/);
  });

  it("refuses UTF-16 without a byte order mark (NUL characters)", async () => {
    const error = await parseError(Buffer.from("Email,Name\r\n", "utf16le"));
    expect(error.message).toMatch(/^Line 1: the file contains NUL characters/);
  });

  it("refuses an unclosed quote at the end of the file, naming the line where the field starts", async () => {
    const error = await parseError('Email,Note\na@x.co,ok\nb@x.co,"open\nand on\n');
    expect(error.message).toBe('Line 3: a quoted field is not closed (a closing " is missing)');
  });

  it("refuses a quote inside an unquoted field", async () => {
    const error = await parseError('Email,Name\na@x.co,Dwayne "The Rock" Johnson\n', {}, 1024);
    expect(error.line).toBe(2);
    expect(error.reason).toMatch(
      /a field contains a " but does not start with one \("Dwayne \\"The Rock\\" Johnson"\)/,
    );
  });

  it("refuses text after a closing quote, naming the line of that quote", async () => {
    const error = await parseError('Email,Name\na@x.co,"two\nlines"garbage,x\n', {}, 1024);
    expect(error.line).toBe(3);
    expect(error.reason).toMatch(/followed by other text after its closing quote \("garbage,x"\)/);
  });

  it("refuses a record with more fields than maxColumns, in the header or later", async () => {
    expect((await parseError("a,b,c,d\n", { maxColumns: 3 })).message).toBe("Line 1: the line has more than 3 fields");
    expect((await parseError('a,b,c\nx,y,"z",w\n', { maxColumns: 3 })).line).toBe(2);
    expect((await parseError("a,b,c\nx,y,z,w\n", { maxColumns: 3 })).line).toBe(2);
    const header = Array.from({ length: 200 }, (_, i) => `c${i}`).join(",");
    expect((await parse(`${header}\n`)).records[0]?.fields).toHaveLength(200);
    expect((await parseError(`${header},c200\n`)).message).toBe("Line 1: the line has more than 200 fields");
  });

  it("measures the field limit in UTF-8 bytes, quoted or not", async () => {
    expect((await parse("ččččč,x\n", { maxFieldBytes: 10 })).records[0]?.fields[0]).toBe("ččččč");
    expect((await parseError("h\nčččččč\n", { maxFieldBytes: 10 })).message).toBe(
      "Line 2: a field is longer than 10 bytes",
    );
    expect((await parseError('h\n"ččč""ččč"\n', { maxFieldBytes: 10 })).line).toBe(2);
  });

  describe("a 10 MB field, streamed in 64 KB chunks", () => {
    const chunk = 64 * 1024;
    function* tenMegabytes(prefix: string, fill: string) {
      yield utf8(prefix);
      const block = utf8(fill.repeat(chunk / fill.length));
      for (let sent = 0; sent < 10 * 1024 * 1024; sent += chunk) yield block;
      yield utf8("\n");
    }

    it.each([
      ["unquoted", "Email,Note\na@x.co,", "x"],
      ["quoted", 'Email,Note\na@x.co,"', "xy"],
      ["quoted with doubled quotes", 'Email,Note\na@x.co,"', `${'a""'.repeat(4)}b`],
    ])("%s: fails fast with the line and stops pulling the stream", async (_name, prefix, fill) => {
      const { stream, meter } = meteredStream(tenMegabytes(prefix, fill));
      const { items, error } = await drain(readCsvRecords(stream));
      expect(items).toHaveLength(1);
      expect((error as CsvError).message).toBe("Line 2: a field is longer than 64 KB");
      expect(meter.pulledBytes).toBeLessThan(4 * chunk);
      expect(meter.closed).toBe(true);
    });

    it("in the header line: fails fast too", async () => {
      const { stream, meter } = meteredStream(tenMegabytes("", "x"));
      const { error } = await drain(readCsvRecords(stream));
      expect((error as CsvError).message).toBe("Line 1: a field is longer than 64 KB");
      expect(meter.pulledBytes).toBeLessThan(4 * chunk);
    });
  });
});
