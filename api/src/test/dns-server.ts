import { type ChildProcess, spawn } from "node:child_process";
import dgram from "node:dgram";
import { Resolver } from "node:dns/promises";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A real DNS server for tests: Debian's dnsmasq on a free loopback port, answering only from the
 * zone given (names outside it get NXDOMAIN and are never forwarded). Tests that resolve through
 * it exercise the same wire protocol, error codes and quirks as production lookups.
 */

/** Node's SOA field names, so a test can compare what it served with what it resolved. */
export interface DnsSoa {
  nsname: string;
  hostmaster: string;
  serial: number;
  refresh: number;
  retry: number;
  expire: number;
  minttl: number;
}

/** Records to serve, keyed by owner name (no trailing dot). */
export interface DnsZone {
  /** IPv4 addresses; also answers the matching PTR queries (the first name for an address wins). */
  a?: Record<string, string[]>;
  /** IPv6 addresses; also answers the matching PTR queries. */
  aaaa?: Record<string, string[]>;
  /** One TXT record per string; dnsmasq splits strings over 255 bytes into several chunks. */
  txt?: Record<string, string[]>;
  mx?: Record<string, Array<{ priority: number; exchange: string }>>;
  ns?: Record<string, string[]>;
  soa?: Record<string, DnsSoa>;
  cname?: Record<string, string>;
  /** Names (and their subdomains) answered with SERVFAIL, as an upstream failure would be. */
  servfail?: string[];
}

/** A running dnsmasq; see {@link startDnsServer}. */
export interface DnsServer {
  /** "127.0.0.1:<port>", ready for `createResolver({ servers: [server] })`. */
  server: string;
  port: number;
  /** Serves `zone` instead (dnsmasq is restarted on the same port; resolves when it answers again). */
  update(zone: DnsZone): Promise<void>;
  /** Stops dnsmasq and removes its files. */
  close(): Promise<void>;
}

const SEARCH_DIRS = ["/usr/sbin", "/usr/local/sbin", "/sbin"];

/** The dnsmasq binary, found on PATH or in the sbin directories PATH often lacks for non-root users. */
export function findDnsmasq(): string | null {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean), ...SEARCH_DIRS];
  for (const dir of dirs) {
    const candidate = path.join(dir, "dnsmasq");
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * Whether dnsmasq is installed. Tests use
 * `describe.skipIf(!dnsmasqAvailable() && process.env.CI !== "true")`: skipped on a developer
 * machine without it, failing in CI, where .ci/run installs it.
 */
export function dnsmasqAvailable(): boolean {
  return findDnsmasq() !== null;
}

const NAME = /^(?=.{1,253}$)([a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/i;

function checkName(name: string): string {
  // Names go into the config file unquoted: anything else could break or inject a line.
  if (!NAME.test(name)) throw new Error(`dns-server: "${name}" is not a host name the test server can serve`);
  return name;
}

function checkIp(ip: string, version: 4 | 6): string {
  if (net.isIP(ip) !== version) throw new Error(`dns-server: "${ip}" is not an IPv${version} address`);
  return ip;
}

/** A domain name in DNS wire format (uncompressed), as hex. */
function wireName(name: string): string {
  const labels = name.replace(/\.$/, "").split(".").filter(Boolean);
  const bytes = labels.flatMap((label) => [label.length, ...Buffer.from(label, "ascii")]);
  return Buffer.from([...bytes, 0]).toString("hex");
}

function uint32(value: number): string {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer.toString("hex");
}

function quoteTxt(value: string): string {
  if (/[\r\n\0]/.test(value)) throw new Error("dns-server: TXT values cannot contain line breaks or NUL");
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

function configFor(zone: DnsZone, servfailPort: number): string {
  // "local=/#/": every name is ours, so unknown names get NXDOMAIN instead of being forwarded.
  const lines = ["local=/#/"];
  for (const name of zone.servfail ?? []) lines.push(`server=/${checkName(name)}/127.0.0.1#${servfailPort}`);
  for (const [name, ips] of Object.entries(zone.a ?? {})) {
    for (const ip of ips) lines.push(`host-record=${checkName(name)},${checkIp(ip, 4)}`);
  }
  for (const [name, ips] of Object.entries(zone.aaaa ?? {})) {
    for (const ip of ips) lines.push(`host-record=${checkName(name)},${checkIp(ip, 6)}`);
  }
  for (const [name, values] of Object.entries(zone.txt ?? {})) {
    for (const value of values) lines.push(`txt-record=${checkName(name)},${quoteTxt(value)}`);
  }
  for (const [name, records] of Object.entries(zone.mx ?? {})) {
    for (const mx of records) lines.push(`mx-host=${checkName(name)},${checkName(mx.exchange)},${mx.priority}`);
  }
  for (const [alias, target] of Object.entries(zone.cname ?? {})) {
    lines.push(`cname=${checkName(alias)},${checkName(target)}`);
  }
  // dnsmasq has no NS or SOA directive outside its authoritative mode: raw records (type 2 and 6).
  for (const [name, servers] of Object.entries(zone.ns ?? {})) {
    for (const server of servers) lines.push(`dns-rr=${checkName(name)},2,${wireName(checkName(server))}`);
  }
  for (const [name, soa] of Object.entries(zone.soa ?? {})) {
    const rdata =
      wireName(checkName(soa.nsname)) +
      wireName(checkName(soa.hostmaster)) +
      [soa.serial, soa.refresh, soa.retry, soa.expire, soa.minttl].map(uint32).join("");
    lines.push(`dns-rr=${checkName(name)},6,${rdata}`);
  }
  return `${lines.join("\n")}\n`;
}

/** A port free for both UDP and TCP on 127.0.0.1 (dnsmasq listens on both). */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const udp = dgram.createSocket("udp4");
    const port = await new Promise<number>((resolve, reject) => {
      udp.once("error", reject);
      udp.bind(0, "127.0.0.1", () => resolve(udp.address().port));
    });
    const tcp = net.createServer();
    const tcpFree = await new Promise<boolean>((resolve) => {
      tcp.once("error", () => resolve(false));
      tcp.listen(port, "127.0.0.1", () => resolve(true));
    });
    await new Promise<void>((resolve) => tcp.close(() => resolve()));
    await new Promise<void>((resolve) => udp.close(() => resolve()));
    if (tcpFree) return port;
  }
  throw new Error("dns-server: no free port found");
}

/** An upstream that answers SERVFAIL to everything, for the names in {@link DnsZone.servfail}. */
async function startServfailUpstream(): Promise<dgram.Socket> {
  const socket = dgram.createSocket("udp4");
  socket.on("message", (query, peer) => {
    if (query.length < 12) return;
    const answer = Buffer.from(query);
    answer[2] = 0x80 | ((query[2] ?? 0) & 0x79); // QR=1, keep opcode and RD
    answer[3] = 0x80 | 2; // RA=1, RCODE=SERVFAIL
    socket.send(answer, peer.port, peer.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(0, "127.0.0.1", () => resolve());
  });
  return socket;
}

const running = new Set<ChildProcess>();
// A test run that dies without close() must not leave dnsmasq processes behind.
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

async function waitUntilAnswering(port: number, child: ChildProcess, stderr: () => string): Promise<void> {
  const probe = new Resolver({ timeout: 200, tries: 1 });
  probe.setServers([`127.0.0.1:${port}`]);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`dns-server: dnsmasq exited (${child.exitCode ?? child.signalCode}):\n${stderr()}`);
    }
    try {
      await probe.resolveTxt("bulwark-dns-server-probe.invalid");
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOTFOUND" || code === "ENODATA") return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`dns-server: dnsmasq did not answer on port ${port} within 10 s:\n${stderr()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
  await exited;
  clearTimeout(timer);
  running.delete(child);
}

/**
 * Starts dnsmasq serving `zone` on 127.0.0.1 (UDP and TCP) and resolves once it answers.
 * Throws when dnsmasq is not installed (see {@link dnsmasqAvailable}) or does not start.
 */
export async function startDnsServer(zone: DnsZone): Promise<DnsServer> {
  const binary = findDnsmasq();
  if (binary === null) throw new Error("dns-server: dnsmasq is not installed (apt-get install dnsmasq)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-dns-"));
  const configFile = path.join(dir, "dnsmasq.conf");
  const upstream = await startServfailUpstream();
  const servfailPort = upstream.address().port;
  let child: ChildProcess | undefined;
  let port = 0;

  async function launch(): Promise<void> {
    let log = "";
    const args = [
      "--keep-in-foreground",
      "--no-daemon",
      `--conf-file=${configFile}`,
      `--port=${port}`,
      "--listen-address=127.0.0.1",
      "--bind-interfaces",
      "--no-resolv",
      "--no-hosts",
      "--no-poll",
      `--user=${os.userInfo().username}`,
      "--pid-file=",
      "--log-facility=-",
    ];
    const started = spawn(binary as string, args, { stdio: ["ignore", "ignore", "pipe"] });
    running.add(started);
    started.on("exit", () => running.delete(started));
    started.stderr?.setEncoding("utf8");
    started.stderr?.on("data", (chunk: string) => {
      log = (log + chunk).slice(-8000);
    });
    child = started;
    await waitUntilAnswering(port, started, () => log);
  }

  async function startOn(newPort: boolean): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      if (newPort) port = await freePort();
      try {
        await launch();
        return;
      } catch (error) {
        // Another process took the port between freePort() and dnsmasq binding it.
        const inUse = String(error).includes("Address already in use");
        if (!inUse || attempt >= 4) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  try {
    fs.writeFileSync(configFile, configFor(zone, servfailPort));
    await startOn(true);
  } catch (error) {
    if (child) await stop(child);
    upstream.close();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    server: `127.0.0.1:${port}`,
    port,
    async update(next) {
      // Validate before stopping, so a bad zone leaves the old one serving.
      const config = configFor(next, servfailPort);
      if (child) await stop(child);
      fs.writeFileSync(configFile, config);
      await startOn(false);
    },
    async close() {
      if (child) await stop(child);
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
