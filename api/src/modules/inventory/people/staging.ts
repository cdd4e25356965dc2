import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * One person read from a source, waiting to be saved: `[seq, line, email, firstName, lastName,
 * groups, tags, externalId]`. `seq` counts data rows from 0 (the preview takes the first 1,000);
 * a null field means "the source does not say": the person keeps what they have (a CSV without a
 * tags column, a directory, which has no tags).
 */
export type StagedRow = [
  seq: number,
  line: number,
  email: string,
  firstName: string | null,
  lastName: string | null,
  groups: string[] | null,
  tags: string[] | null,
  externalId: string | null,
];

/** Bytes of staged rows kept in memory before they go to a file. */
const MEMORY_BYTES = 32 * 1024 * 1024;
/**
 * Bytes of an upload a {@link Spool} keeps in memory: a 100,000-row file (6 MB) stays there; of a
 * million rows (56 MB) all but the last few megabytes go to the file, not adding to the peak.
 */
const SPOOL_MEMORY_BYTES = 8 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;
/** Bytes of a spooled upload read back at a time. */
const SPOOL_READ_BYTES = 64 * 1024;
/** Length marker of an absent (null) string or list. */
const NULL = 0xffffffff;

/**
 * Holds the rows of one import between reading the source and saving them. Reading an upload or
 * a directory can take minutes and must not hold the database's write lock meanwhile, so the rows
 * wait here: encoded into 1 MB buffers (length-prefixed UTF-8, no JavaScript object per row, so a
 * million rows neither strain the garbage collector nor take more than their bytes), and past
 * 32 MB in a temporary file, so the memory an import takes stays bounded however large the file.
 */
export class Staging {
  private chunks: Buffer[] = [];
  private current = Buffer.allocUnsafe(CHUNK_BYTES);
  private offset = 0;
  private heldBytes = 0;
  private file: { path: string; fd: number } | undefined;
  /** Rows staged. */
  count = 0;

  /**
   * @param tmpDir where the temporary file goes (the data directory, not a RAM-backed /tmp).
   * @param memoryBytes how many bytes of rows stay in memory before they go to the file.
   */
  constructor(
    private readonly tmpDir: string,
    private readonly memoryBytes = MEMORY_BYTES,
  ) {}

  push(row: StagedRow): void {
    const size = maxSize(row);
    if (this.offset + size > this.current.length) this.nextChunk(size);
    this.offset = encode(row, this.current, this.offset);
    this.count++;
  }

  /** The rows in the order they were pushed, `size` at a time. */
  async *batches(size: number): AsyncGenerator<StagedRow[], void, undefined> {
    let batch: StagedRow[] = [];
    const sources: AsyncIterable<[Buffer, number]> = this.sources();
    for await (const [buffer, end] of sources) {
      const cursor = new Cursor(buffer);
      while (cursor.at < end) {
        batch.push(cursor.row());
        if (batch.length === size) {
          yield batch;
          batch = [];
        }
      }
    }
    if (batch.length > 0) yield batch;
  }

  /** The buffers holding rows, oldest first, each with where its whole rows end. */
  private async *sources(): AsyncGenerator<[Buffer, number], void, undefined> {
    if (this.file) {
      // Rows were written whole, so a read that ends inside one carries its start over.
      let carry = Buffer.alloc(0);
      for await (const chunk of readTempFile(this.file)) {
        const data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
        const end = wholeRows(data);
        yield [data, end];
        carry = Buffer.from(data.subarray(end));
      }
    }
    for (const chunk of this.chunks) yield [chunk, chunk.length];
    yield [this.current, this.offset];
  }

  /** Frees the buffers and removes the temporary file, if any. Safe to call more than once. */
  dispose(): void {
    this.chunks = [];
    this.current = Buffer.alloc(0);
    this.offset = 0;
    const file = this.file;
    this.file = undefined;
    if (file) removeTempFile(file);
  }

  private nextChunk(size: number) {
    if (this.offset > 0) {
      this.chunks.push(this.current.subarray(0, this.offset));
      this.heldBytes += this.offset;
    }
    if (this.heldBytes > this.memoryBytes) this.spill();
    this.current = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, size));
    this.offset = 0;
  }

  private spill() {
    this.file ??= openTempFile(this.tmpDir);
    for (const chunk of this.chunks) fs.writeSync(this.file.fd, chunk);
    this.chunks = [];
    this.heldBytes = 0;
  }
}

/**
 * An upload read whole before the import that reads it starts writing: its bytes as they came,
 * in memory up to 8 MB and in a temporary file past that. Copying the bytes costs a fraction of
 * encoding and decoding every row through a {@link Staging} (which a source that is slow to read,
 * a directory, still needs), and a slow client still never holds the write lock: the CSV is read
 * and checked inside the import's transaction, from here, at the speed of memory or disk.
 */
export class Spool {
  private chunks: Buffer[] = [];
  private heldBytes = 0;
  private fileBytes = 0;
  private file: { path: string; fd: number } | undefined;

  /**
   * @param tmpDir where the temporary file goes (the data directory, not a RAM-backed /tmp).
   * @param memoryBytes how many bytes stay in memory before they go to the file.
   */
  constructor(
    private readonly tmpDir: string,
    private readonly memoryBytes = SPOOL_MEMORY_BYTES,
  ) {}

  /** Reads `source` to its end (its errors are thrown as they come). */
  async fill(source: AsyncIterable<Buffer>): Promise<void> {
    for await (const chunk of source) {
      this.chunks.push(chunk);
      this.heldBytes += chunk.length;
      if (this.heldBytes > this.memoryBytes) {
        this.file ??= openTempFile(this.tmpDir);
        for (const held of this.chunks) fs.writeSync(this.file.fd, held);
        this.fileBytes += this.heldBytes;
        this.chunks = [];
        this.heldBytes = 0;
      }
    }
  }

  /** How many bytes it holds. */
  get size(): number {
    return this.fileBytes + this.heldBytes;
  }

  /** The bytes in the order they came, a chunk at a time. */
  read(): AsyncGenerator<Uint8Array, void, undefined> {
    return readSpooled({ file: this.file?.path, memory: this.chunks });
  }

  /**
   * What it holds, for reading elsewhere with {@link readSpooled} (a worker thread): the
   * temporary file's path and the bytes held in memory, copied into one buffer of their own (its
   * `ArrayBuffer` can be transferred to the thread rather than copied again).
   */
  contents(): SpoolContents {
    const memory = new Uint8Array(this.heldBytes);
    let at = 0;
    for (const chunk of this.chunks) {
      memory.set(chunk, at);
      at += chunk.length;
    }
    return { file: this.file?.path, memory: [memory] };
  }

  /** Frees the chunks and removes the temporary file, if any. Safe to call more than once. */
  dispose(): void {
    this.chunks = [];
    this.heldBytes = 0;
    this.fileBytes = 0;
    const file = this.file;
    this.file = undefined;
    if (file) removeTempFile(file);
  }
}

/** A {@link Spool}'s bytes: its temporary file's path, if it has one, then the chunks it held in memory. */
export interface SpoolContents {
  file: string | undefined;
  memory: readonly Uint8Array[];
}

/**
 * A spool's bytes in order, at most 64 KB at a time, as a request's body comes: the CSV reader's
 * items of one chunk live until the chunk is saved, and those of 1 MB chunks (18,000 rows)
 * outlived the young generation and took the peak of a 1,000,000-row import from ~340 to 542 MB.
 */
export async function* readSpooled({ file, memory }: SpoolContents): AsyncGenerator<Uint8Array, void, undefined> {
  if (file) yield* readTempFile({ path: file }, SPOOL_READ_BYTES);
  for (const chunk of memory) {
    for (let at = 0; at < chunk.length; at += SPOOL_READ_BYTES) yield chunk.subarray(at, at + SPOOL_READ_BYTES);
  }
}

/** A new owner-only temporary file in `tmpDir`: it holds personal data until the import ends, when it is removed. */
function openTempFile(tmpDir: string): { path: string; fd: number } {
  fs.mkdirSync(tmpDir, { recursive: true });
  const file = path.join(tmpDir, `people-import-${randomBytes(8).toString("hex")}.bin`);
  return { path: file, fd: fs.openSync(file, "wx+", 0o600) };
}

/**
 * A temporary file's content from its start, `chunkBytes` at a time, through a descriptor of its
 * own: a stream given the writer's descriptor closed it when a reader stopped early (a refused
 * row), and `dispose` then failed with EBADF, a 500 instead of the refusal.
 */
function readTempFile(file: { path: string }, chunkBytes = CHUNK_BYTES): AsyncIterable<Buffer> {
  return fs.createReadStream(file.path, { highWaterMark: chunkBytes });
}

function removeTempFile({ path: file, fd }: { path: string; fd: number }): void {
  fs.closeSync(fd);
  fs.rmSync(file, { force: true });
}

// Encoding and decoding run once per row of a million-row file: no closures are made per row
// (tsx names every function it creates, which costs more than the work here).

/** Room a row may need: UTF-8 takes at most 3 bytes per UTF-16 unit, plus a length each. */
function maxSize(row: StagedRow): number {
  let units = row[2].length + (row[3]?.length ?? 0) + (row[4]?.length ?? 0) + (row[7]?.length ?? 0);
  let fields = 6;
  for (const value of row[5] ?? []) {
    units += value.length;
    fields++;
  }
  for (const value of row[6] ?? []) {
    units += value.length;
    fields++;
  }
  return 12 + fields * 4 + units * 3;
}

function writeString(buffer: Buffer, at: number, value: string | null): number {
  if (value === null) {
    buffer.writeUInt32LE(NULL, at);
    return at + 4;
  }
  const length = buffer.write(value, at + 4, "utf8");
  buffer.writeUInt32LE(length, at);
  return at + 4 + length;
}

function writeList(buffer: Buffer, at: number, values: string[] | null): number {
  if (values === null) {
    buffer.writeUInt32LE(NULL, at);
    return at + 4;
  }
  buffer.writeUInt32LE(values.length, at);
  let next = at + 4;
  for (const value of values) next = writeString(buffer, next, value);
  return next;
}

/** `[u32 size][u32 seq][u32 line]` then email, first name, last name, groups, tags, external id. */
function encode(row: StagedRow, buffer: Buffer, at: number): number {
  let next = at + 12;
  next = writeString(buffer, next, row[2]);
  next = writeString(buffer, next, row[3]);
  next = writeString(buffer, next, row[4]);
  next = writeList(buffer, next, row[5]);
  next = writeList(buffer, next, row[6]);
  next = writeString(buffer, next, row[7]);
  buffer.writeUInt32LE(next - at, at);
  buffer.writeUInt32LE(row[0], at + 4);
  buffer.writeUInt32LE(row[1], at + 8);
  return next;
}

/** Reads encoded rows off a buffer. */
class Cursor {
  at = 0;

  constructor(private readonly buffer: Buffer) {}

  row(): StagedRow {
    const start = this.at;
    this.at += 12;
    const email = this.string() as string;
    const firstName = this.string();
    const lastName = this.string();
    const groups = this.list();
    const tags = this.list();
    const externalId = this.string();
    return [
      this.buffer.readUInt32LE(start + 4),
      this.buffer.readUInt32LE(start + 8),
      email,
      firstName,
      lastName,
      groups,
      tags,
      externalId,
    ];
  }

  private string(): string | null {
    const length = this.buffer.readUInt32LE(this.at);
    this.at += 4;
    if (length === NULL) return null;
    const value = this.buffer.toString("utf8", this.at, this.at + length);
    this.at += length;
    return value;
  }

  private list(): string[] | null {
    const length = this.buffer.readUInt32LE(this.at);
    this.at += 4;
    if (length === NULL) return null;
    const values: string[] = [];
    for (let i = 0; i < length; i++) values.push(this.string() as string);
    return values;
  }
}

/** Where the last whole row in `data` ends. */
function wholeRows(data: Buffer): number {
  let at = 0;
  while (at + 4 <= data.length) {
    const size = data.readUInt32LE(at);
    if (at + size > data.length) break;
    at += size;
  }
  return at;
}
