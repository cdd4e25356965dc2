import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { ipVersion, isPublicAddress, parseIpv4, parseIpv6 } from "./addresses.js";
import { NetError } from "./net-error.js";
import type { Resolver } from "./resolver.js";

/**
 * Offline IP information: the autonomous system (number and organisation) announcing an address
 * and the country it is registered in, from the ip-location-db packages, plus reverse DNS.
 *
 * - `@ip-location-db/asn`: IP ranges to ASN and AS organisation (RouteViews, the five RIRs and
 *   DB-IP's IP-to-ASN Lite; CC BY 4.0, attribution required, see {@link ipDatabaseInfo}).
 * - `@ip-location-db/asn-country`: IP ranges to the registration country of the RIRs (NRO
 *   statistics; the package says CC0, its data source is CC BY 4.0).
 *
 * The CSV files (about 40 MB) are parsed once per process, on first use, into sorted typed arrays.
 * Measured with Node 20.20 on data version 2.3.2026061719 (`node --expose-gc`, usage after GC
 * minus before the first lookup): about 0.8 s to load; the tables then hold 11.3 MB of typed
 * arrays plus 2.5 MB of JS heap (mostly the 91 k organisation names in one string), 14 MB in all.
 * Lookups take a few microseconds.
 */

/** Network facts about one address; all null when it is not public or not in the database. */
export interface NetworkInfo {
  asn: number | null;
  asOrganization: string | null;
  /** ISO 3166-1 alpha-2 country code of the registration (not a geolocation). */
  country: string | null;
}

/** {@link NetworkInfo} plus the address's PTR names. */
export interface IpInfo extends NetworkInfo {
  ip: string;
  reverseDns: string[];
}

const ASN_PACKAGE = "@ip-location-db/asn";
const COUNTRY_PACKAGE = "@ip-location-db/asn-country";

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/**
 * Address ranges in ascending order, stored by their starts only: a range runs up to the next
 * start, and a gap in the data is a range whose value is 0 ("no data"). Half the memory of storing
 * the ends too, since most ranges are contiguous.
 */
interface RangeTable {
  /** 32-bit words per address: 1 for IPv4, 4 for IPv6 (most significant first). */
  width: 1 | 4;
  starts: Uint32Array;
  values: Uint32Array | Uint16Array;
}

interface Database {
  asnV4: RangeTable;
  asnV6: RangeTable;
  countryV4: RangeTable;
  countryV6: RangeTable;
  /** Sorted ASNs with an organisation name. */
  orgAsns: Uint32Array;
  /** Name of orgAsns[i] is orgText.slice(orgOffsets[i], orgOffsets[i + 1]). */
  orgOffsets: Uint32Array;
  orgText: string;
}

/** Builds a {@link RangeTable} from rows in ascending order, filling gaps and clipping overlaps. */
class TableBuilder {
  private readonly starts: Uint32Array;
  private readonly values: Uint32Array | Uint16Array;
  private count = 0;
  // The next address not yet covered; BigInt so one builder serves both families.
  private next = 0n;

  constructor(
    private readonly width: 1 | 4,
    rows: number,
    valueBytes: 2 | 4,
  ) {
    // Each row adds at most itself and one gap before it, plus the final gap.
    this.starts = new Uint32Array((rows * 2 + 1) * width);
    this.values = valueBytes === 2 ? new Uint16Array(rows * 2 + 1) : new Uint32Array(rows * 2 + 1);
  }

  private push(start: bigint, value: number) {
    const at = this.count * this.width;
    for (let word = 0; word < this.width; word++) {
      this.starts[at + word] = Number((start >> BigInt(32 * (this.width - 1 - word))) & 0xffffffffn);
    }
    this.values[this.count] = value;
    this.count++;
  }

  add(start: bigint, end: bigint, value: number) {
    // The data has the odd overlapping row; the earlier row keeps the overlap.
    const from = start < this.next ? this.next : start;
    if (end < from) return;
    if (from > this.next) this.push(this.next, 0);
    this.push(from, value);
    this.next = end + 1n;
  }

  build(): RangeTable {
    const limit = 1n << BigInt(32 * this.width);
    if (this.next < limit) this.push(this.next, 0);
    // slice, not subarray: the copy lets the oversized buffers be collected.
    return {
      width: this.width,
      starts: this.starts.slice(0, this.count * this.width),
      values: this.values.slice(0, this.count),
    };
  }
}

const COMMA = 0x2c;
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Calls `onRow` for each CSV line with the byte ranges of its fields ([start, end) pairs); a quoted
 * field's range excludes the quotes and `quoted` marks it. The last field runs to the end of the line.
 */
function eachRow(data: Buffer, fieldCount: number, onRow: (fields: Int32Array, quoted: Uint8Array) => void): number {
  const fields = new Int32Array(fieldCount * 2);
  const quoted = new Uint8Array(fieldCount);
  let rows = 0;
  let pos = 0;
  while (pos < data.length) {
    if (data[pos] === LF || data[pos] === CR) {
      pos++;
      continue;
    }
    for (let field = 0; field < fieldCount; field++) {
      const last = field === fieldCount - 1;
      if (data[pos] === QUOTE) {
        let end = pos + 1;
        while (end < data.length && !(data[end] === QUOTE && data[end + 1] !== QUOTE)) {
          end += data[end] === QUOTE ? 2 : 1;
        }
        fields[field * 2] = pos + 1;
        fields[field * 2 + 1] = end;
        quoted[field] = 1;
        pos = end + 1;
      } else {
        let end = pos;
        while (end < data.length && data[end] !== LF && data[end] !== CR && (last || data[end] !== COMMA)) end++;
        fields[field * 2] = pos;
        fields[field * 2 + 1] = end;
        quoted[field] = 0;
        pos = end;
      }
      if (!last) {
        if (data[pos] !== COMMA) throw new Error(`malformed CSV row ${rows + 1}: expected ${fieldCount} fields`);
        pos++;
      }
    }
    while (pos < data.length && data[pos] !== LF) pos++;
    onRow(fields, quoted);
    rows++;
  }
  return rows;
}

function countLines(data: Buffer): number {
  let lines = 1;
  for (let at = data.indexOf(LF); at !== -1; at = data.indexOf(LF, at + 1)) lines++;
  return lines;
}

function decimal(data: Buffer, start: number, end: number): number {
  let value = 0;
  for (let at = start; at < end; at++) {
    const digit = (data[at] ?? 0) - 0x30;
    if (digit < 0 || digit > 9) throw new Error(`not a number: ${data.toString("latin1", start, end)}`);
    value = value * 10 + digit;
  }
  return value;
}

/** Range boundaries: IPv4 files hold them as plain numbers, IPv6 files as 128-bit decimals. */
function bound(data: Buffer, start: number, end: number, width: 1 | 4): bigint {
  return width === 1 ? BigInt(decimal(data, start, end)) : BigInt(data.toString("latin1", start, end));
}

async function loadAsnTable(file: string, width: 1 | 4, orgs: Map<number, string>): Promise<RangeTable> {
  const data = await fs.readFile(file);
  const builder = new TableBuilder(width, countLines(data), 4);
  eachRow(data, 4, (fields, quoted) => {
    const asn = decimal(data, fields[4]!, fields[5]!);
    if (!orgs.has(asn)) {
      const name = data.toString("utf8", fields[6]!, fields[7]!);
      orgs.set(asn, quoted[3] ? name.replaceAll('""', '"') : name);
    }
    builder.add(bound(data, fields[0]!, fields[1]!, width), bound(data, fields[2]!, fields[3]!, width), asn);
  });
  return builder.build();
}

async function loadCountryTable(file: string, width: 1 | 4): Promise<RangeTable> {
  const data = await fs.readFile(file);
  const builder = new TableBuilder(width, countLines(data), 2);
  eachRow(data, 3, (fields) => {
    const at = fields[4]!;
    // Two ASCII letters packed in 16 bits; 0 stays "no data".
    const code = fields[5]! - at === 2 ? (data[at]! << 8) | data[at + 1]! : 0;
    builder.add(bound(data, fields[0]!, fields[1]!, width), bound(data, fields[2]!, fields[3]!, width), code);
  });
  return builder.build();
}

async function load(): Promise<Database> {
  const asnDir = packageDir(ASN_PACKAGE);
  const countryDir = packageDir(COUNTRY_PACKAGE);
  const orgs = new Map<number, string>();
  // One after the other: parsing is synchronous anyway, and reading in parallel would only hold
  // all 40 MB of CSV in memory at once.
  const asnV4 = await loadAsnTable(path.join(asnDir, "asn-ipv4-num.csv"), 1, orgs);
  const asnV6 = await loadAsnTable(path.join(asnDir, "asn-ipv6-num.csv"), 4, orgs);
  const countryV4 = await loadCountryTable(path.join(countryDir, "asn-country-ipv4-num.csv"), 1);
  const countryV6 = await loadCountryTable(path.join(countryDir, "asn-country-ipv6-num.csv"), 4);

  // One string and an offset table instead of 91 k small strings: far fewer heap objects.
  const orgAsns = Uint32Array.from(orgs.keys()).sort();
  const orgOffsets = new Uint32Array(orgAsns.length + 1);
  const names: string[] = [];
  let offset = 0;
  orgAsns.forEach((asn, index) => {
    const name = orgs.get(asn) ?? "";
    names.push(name);
    orgOffsets[index] = offset;
    offset += name.length;
  });
  orgOffsets[orgAsns.length] = offset;
  return { asnV4, asnV6, countryV4, countryV6, orgAsns, orgOffsets, orgText: names.join("") };
}

let database: Promise<Database> | undefined;

/** Loads the database once per process; a failed load is retried by the next caller. */
function loadDatabase(): Promise<Database> {
  database ??= load().catch((error: unknown) => {
    database = undefined;
    throw error;
  });
  return database;
}

/** The value of the range holding `key` (`width` words), 0 when none does. */
function find(table: RangeTable, key: ArrayLike<number>): number {
  const { width, starts, values } = table;
  // Binary search for the last start <= key.
  let low = 0;
  let high = values.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    let order = 0;
    for (let word = 0; word < width && order === 0; word++) {
      order = starts[middle * width + word]! - key[word]!;
    }
    if (order <= 0) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found === -1 ? 0 : values[found]!;
}

function organisation(db: Database, asn: number): string | null {
  let low = 0;
  let high = db.orgAsns.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = db.orgAsns[middle]!;
    if (value === asn) return db.orgText.slice(db.orgOffsets[middle], db.orgOffsets[middle + 1]) || null;
    if (value < asn) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}

const NOTHING: NetworkInfo = { asn: null, asOrganization: null, country: null };

/**
 * ASN, AS organisation and registration country of `ip` from the offline database (loaded on first
 * use). All null for addresses that are not public (see {@link isPublicAddress}) or not in it.
 * Throws a {@link NetError} when `ip` is not an IP address.
 */
export async function lookupNetwork(ip: string): Promise<NetworkInfo> {
  const version = ipVersion(ip);
  if (version === 0) throw new NetError("invalid", `"${ip}" is not an IP address`);
  if (!isPublicAddress(ip)) return NOTHING;
  const db = await loadDatabase();
  let key: number[];
  let v4 = version === 4;
  if (v4) {
    key = [parseIpv4(ip)!];
  } else {
    const bytes = parseIpv6(ip)!;
    const view = new DataView(bytes.buffer);
    key = [0, 4, 8, 12].map((at) => view.getUint32(at));
    // An IPv4-mapped address is the IPv4 address; the IPv6 tables do not hold it.
    if (key[0] === 0 && key[1] === 0 && key[2] === 0xffff) {
      key = [key[3]!];
      v4 = true;
    }
  }
  const asn = find(v4 ? db.asnV4 : db.asnV6, key);
  const country = find(v4 ? db.countryV4 : db.countryV6, key);
  return {
    asn: asn === 0 ? null : asn,
    asOrganization: asn === 0 ? null : organisation(db, asn),
    country: country === 0 ? null : String.fromCharCode(country >> 8, country & 0xff),
  };
}

/**
 * Everything known about one address: reverse DNS through `resolver`, and the offline network
 * facts of {@link lookupNetwork}. Throws a {@link NetError} when `ip` is not an IP address or
 * the reverse lookup fails (timeout, SERVFAIL); no PTR record is an empty `reverseDns`.
 */
export async function lookupIp(ip: string, resolver: Pick<Resolver, "reverse">): Promise<IpInfo> {
  const [reverseDns, network] = await Promise.all([resolver.reverse(ip), lookupNetwork(ip)]);
  return { ip, reverseDns, ...network };
}

/** Provenance of the offline data, for display next to results (its licences require attribution). */
export interface IpDatabaseInfo {
  packages: Array<{ name: string; version: string; license: string }>;
  /** Day the data was built (from the packages' version, "2.3.YYYYMMDDHH"), null if unknown. */
  date: string | null;
  /** The attribution the CC BY 4.0 sources ask for. */
  attribution: string;
}

/** Name, version, licence and date of the installed IP database packages. */
export function ipDatabaseInfo(): IpDatabaseInfo {
  const packages = [ASN_PACKAGE, COUNTRY_PACKAGE].map((name) => {
    const manifest = require(`${name}/package.json`) as { version: string; license?: string };
    return { name, version: manifest.version, license: manifest.license ?? "unknown" };
  });
  const stamp = /\.(\d{4})(\d{2})(\d{2})\d*$/.exec(packages[0]?.version ?? "");
  return {
    packages,
    date: stamp ? `${stamp[1]}-${stamp[2]}-${stamp[3]}` : null,
    attribution:
      "IP to ASN data by RouteViews (routeviews.org), DB-IP (db-ip.com) and the NRO (nro.net), " +
      "under CC BY 4.0, compiled by ip-location-db",
  };
}
