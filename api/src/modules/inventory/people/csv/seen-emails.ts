/**
 * The addresses an import has already taken, with the line of each: an open-addressing hash table
 * over typed arrays, the addresses stored as bytes in one growing buffer.
 *
 * Why not a `Map<string, number>`: at a million addresses the Map holds ~80 MB of small heap
 * objects that every garbage collection walks, which halved the import's throughput; this holds
 * ~57 MB outside the JS heap that the collector never looks into, and is exact (a hash match is
 * confirmed byte by byte).
 */
export class SeenEmails {
  private capacity = 1 << 12;
  /** FNV-1a hash of the address in each slot. */
  private hashes = new Uint32Array(this.capacity);
  /** Where the slot's address starts in `bytes` (a length byte, then the characters); -1: empty. */
  private offsets = new Int32Array(this.capacity).fill(-1);
  private lines = new Uint32Array(this.capacity);
  private bytes = Buffer.allocUnsafe(1 << 16);
  private used = 0;
  private count = 0;

  /** How many addresses are held. */
  get size(): number {
    return this.count;
  }

  /** The line `email` was added with, or undefined. */
  lineOf(email: string): number | undefined {
    const h = hash(email);
    if (h === -1) return undefined; // not ASCII, so never added
    const slot = this.find(email, h);
    return slot < 0 ? undefined : this.lines[slot];
  }

  /**
   * Adds an address not yet held. `email` must be ASCII and at most 255 characters, which every
   * address that passed `isValidEmail` is; anything else throws a RangeError.
   */
  add(email: string, line: number): void {
    if (this.claim(email, line) !== undefined) throw new RangeError("SeenEmails: the address is already held");
  }

  /**
   * The line `email` was added with, when it was; otherwise adds it with `line` and answers
   * undefined. What an import asks of each row, with one hash and one probe instead of the two
   * of {@link lineOf} then {@link add}. The same limits as {@link add}.
   */
  claim(email: string, line: number): number | undefined {
    if (email.length > 255) throw new RangeError("SeenEmails: an address is at most 255 characters");
    const h = hash(email);
    if (h === -1) throw new RangeError("SeenEmails: addresses must be ASCII");
    if ((this.count + 1) * 2 > this.capacity) this.grow();
    const found = this.find(email, h);
    if (found >= 0) return this.lines[found];
    const slot = ~found;
    if (this.used + email.length + 1 > this.bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + 256));
      this.bytes.copy(larger, 0, 0, this.used);
      this.bytes = larger;
    }
    this.bytes[this.used] = email.length;
    this.bytes.write(email, this.used + 1, "latin1");
    this.hashes[slot] = h;
    this.offsets[slot] = this.used;
    this.lines[slot] = line;
    this.used += email.length + 1;
    this.count++;
    return undefined;
  }

  /** The slot holding `email`, or the bitwise complement of the empty slot where it would go. */
  private find(email: string, h: number): number {
    const mask = this.capacity - 1;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const offset = this.offsets[slot]!;
      if (offset === -1) return ~slot;
      if (this.hashes[slot] === h && this.matches(offset, email)) return slot;
    }
  }

  private matches(offset: number, email: string): boolean {
    const bytes = this.bytes;
    if (bytes[offset] !== email.length) return false;
    for (let i = 0; i < email.length; i++) if (bytes[offset + 1 + i] !== email.charCodeAt(i)) return false;
    return true;
  }

  private grow(): void {
    const { hashes, offsets, lines } = this;
    this.capacity *= 2;
    this.hashes = new Uint32Array(this.capacity);
    this.offsets = new Int32Array(this.capacity).fill(-1);
    this.lines = new Uint32Array(this.capacity);
    const mask = this.capacity - 1;
    for (let old = 0; old < offsets.length; old++) {
      const offset = offsets[old]!;
      if (offset === -1) continue;
      let slot = hashes[old]! & mask;
      while (this.offsets[slot] !== -1) slot = (slot + 1) & mask;
      this.hashes[slot] = hashes[old]!;
      this.offsets[slot] = offset;
      this.lines[slot] = lines[old]!;
    }
  }
}

/** 32-bit FNV-1a over the characters; -1 for text with a non-ASCII character, which the byte store cannot hold. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return -1;
    h = Math.imul(h ^ code, 0x01000193);
  }
  return h >>> 0;
}
