import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DnsServer, type DnsZone, dnsmasqAvailable, startDnsServer } from "../../test/dns-server.js";
import { NetError } from "./net-error.js";
import { createResolver, type Resolver } from "./resolver.js";
import { safeFetch } from "./safe-fetch.js";

/** A loopback HTTP server that records which requests reached it. */
function startServer(host: string, wantedPort: number, name: string) {
  let port = wantedPort;
  const requests: Array<{ url: string; host: string | undefined }> = [];
  const server = http.createServer((request, response) => {
    requests.push({ url: request.url ?? "", host: request.headers.host });
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...headers });
      response.end(body);
    };
    switch (request.url) {
      case "/.well-known/bulwark-verification.txt":
        return send(200, `token-123 from ${name}`);
      case "/whoami":
        return send(200, name);
      case "/host":
        return send(200, request.headers.host ?? "");
      case "/echo": {
        // The method, a request header and the body, as received.
        let body = "";
        request.on("data", (chunk) => {
          body += chunk;
        });
        request.on("end", () => send(200, `${request.method} ${request.headers["x-probe"]} ${body}`));
        return;
      }
      case "/utf8":
        return send(200, "\ufeffnaïve ✓");
      case "/big":
        return send(200, "x".repeat(100_000));
      case "/big-chunked":
        // No Content-Length: the cap has to hold while streaming.
        response.writeHead(200, { "content-type": "text/plain" });
        for (let i = 0; i < 100; i++) response.write("y".repeat(1000));
        return response.end();
      case "/slow":
        return; // never answers
      case "/redirect-chain":
        return send(302, "", { location: "/redirect-chain-2" });
      case "/redirect-chain-2":
        return send(301, "", { location: `http://local.test:${port}/.well-known/bulwark-verification.txt` });
      case "/redirect-internal":
        return send(302, "", { location: `http://internal.test:${port}/whoami` });
      case "/redirect-loopback-literal":
        return send(307, "", { location: `http://127.0.0.2:${port}/whoami` });
      case "/redirect-file":
        return send(302, "", { location: "file:///etc/passwd" });
      case "/redirect-loop":
        return send(302, "", { location: "/redirect-loop" });
      default:
        return send(404, "not found");
    }
  });
  return new Promise<{ server: http.Server; requests: typeof requests; port: number }>((resolve, reject) => {
    server.once("error", reject);
    server.listen(wantedPort, host, () => {
      port = (server.address() as AddressInfo).port;
      resolve({ server, requests, port });
    });
  });
}

describe.skipIf(!dnsmasqAvailable() && process.env.CI !== "true")("safeFetch", () => {
  // 127.0.0.1 and 127.0.0.2 on one port: two hosts that only the address connected to tells apart.
  let first: Awaited<ReturnType<typeof startServer>>;
  let second: Awaited<ReturnType<typeof startServer>>;
  let port: number;
  let dns: DnsServer;
  let resolver: Resolver;
  let zone: DnsZone;
  /** Plays "127.0.0.1 is public, everything else private" for tests that need a public first hop. */
  const onlyFirstIsPublic = (ip: string) => ip === "127.0.0.1";

  beforeAll(async () => {
    first = await startServer("127.0.0.1", 0, "first");
    port = first.port;
    second = await startServer("127.0.0.2", port, "second");
    zone = {
      a: {
        "local.test": ["127.0.0.1"],
        "internal.test": ["127.0.0.2"],
        "mixed.test": ["127.0.0.1", "127.0.0.2"],
        "private.test": ["10.0.0.1"],
        localhost: ["127.0.0.2"],
      },
    };
    dns = await startDnsServer(zone);
    resolver = createResolver({ servers: [dns.server], timeoutMs: 2000 });
  });

  afterAll(async () => {
    await dns?.close();
    first?.server.close();
    second?.server.close();
  });

  const countRequests = () => first.requests.length + second.requests.length;

  it("fetches a verification file through the resolver when private networks are allowed", async () => {
    const url = `http://local.test:${port}/.well-known/bulwark-verification.txt`;
    const result = await safeFetch(url, { resolver, allowPrivateNetwork: true });
    expect(result).toEqual({ status: 200, body: "token-123 from first", finalUrl: url });
  });

  it("sends the URL's host in the Host header, not the address it connected to", async () => {
    const result = await safeFetch(`http://local.test:${port}/host`, { resolver, allowPrivateNetwork: true });
    expect(result.body).toBe(`local.test:${port}`);
  });

  it("decodes the body as UTF-8 and drops a byte-order mark", async () => {
    const result = await safeFetch(`http://local.test:${port}/utf8`, { resolver, allowPrivateNetwork: true });
    expect(result.body).toBe("naïve ✓");
  });

  it("returns error statuses with their body instead of throwing", async () => {
    const result = await safeFetch(`http://local.test:${port}/nothing-here`, { resolver, allowPrivateNetwork: true });
    expect(result).toMatchObject({ status: 404, body: "not found" });
  });

  it("refuses loopback and private destinations without connecting when private networks are not allowed", async () => {
    const before = countRequests();
    const cases: Array<[string, string]> = [
      [`http://127.0.0.1:${port}/whoami`, "refused: 127.0.0.1 is a private address"],
      [`http://[::1]:${port}/whoami`, "refused: ::1 is a private address"],
      [`http://[::ffff:127.0.0.1]:${port}/whoami`, "refused: ::ffff:7f00:1 is a private address"],
      [`http://local.test:${port}/whoami`, "refused: local.test resolves to a private address"],
      ["http://private.test/whoami", "refused: private.test resolves to a private address"],
    ];
    for (const [url, message] of cases) {
      const error = await safeFetch(url, { resolver, allowPrivateNetwork: false }).catch((caught: unknown) => caught);
      expect(error, url).toBeInstanceOf(NetError);
      expect(error, url).toMatchObject({ reason: "refused", message });
    }
    expect(countRequests()).toBe(before);
  });

  it("refuses a name when any one of its addresses is private", async () => {
    const before = countRequests();
    await expect(
      safeFetch(`http://mixed.test:${port}/whoami`, {
        resolver,
        allowPrivateNetwork: false,
        isAllowedAddress: onlyFirstIsPublic,
      }),
    ).rejects.toMatchObject({ reason: "refused", message: "refused: mixed.test resolves to a private address" });
    expect(countRequests()).toBe(before);
  });

  it("follows redirects and reports the final URL", async () => {
    const result = await safeFetch(`http://local.test:${port}/redirect-chain`, {
      resolver,
      allowPrivateNetwork: false,
      isAllowedAddress: onlyFirstIsPublic,
    });
    expect(result).toEqual({
      status: 200,
      body: "token-123 from first",
      finalUrl: `http://local.test:${port}/.well-known/bulwark-verification.txt`,
    });
  });

  it("refuses a redirect to a name that resolves to a private address, before connecting to it", async () => {
    const before = second.requests.length;
    const options = { resolver, allowPrivateNetwork: false, isAllowedAddress: onlyFirstIsPublic };
    await expect(safeFetch(`http://local.test:${port}/redirect-internal`, options)).rejects.toMatchObject({
      reason: "refused",
      message: "refused: internal.test resolves to a private address",
    });
    await expect(safeFetch(`http://local.test:${port}/redirect-loopback-literal`, options)).rejects.toMatchObject({
      reason: "refused",
      message: "refused: 127.0.0.2 is a private address",
    });
    expect(second.requests.length).toBe(before);
    // The same redirect is followed when private networks are allowed.
    const allowed = await safeFetch(`http://local.test:${port}/redirect-internal`, {
      resolver,
      allowPrivateNetwork: true,
    });
    expect(allowed.body).toBe("second");
  });

  it("refuses redirects to schemes other than http and https", async () => {
    await expect(
      safeFetch(`http://local.test:${port}/redirect-file`, { resolver, allowPrivateNetwork: true }),
    ).rejects.toMatchObject({
      reason: "refused",
      message: "refused: file: URLs are not fetched (only http and https)",
    });
    await expect(safeFetch("ftp://local.test/x", { resolver, allowPrivateNetwork: true })).rejects.toMatchObject({
      reason: "refused",
    });
    await expect(safeFetch("not a url", { resolver, allowPrivateNetwork: true })).rejects.toMatchObject({
      reason: "invalid",
    });
  });

  it("gives up after maxRedirects", async () => {
    const before = first.requests.length;
    await expect(
      safeFetch(`http://local.test:${port}/redirect-loop`, { resolver, allowPrivateNetwork: true, maxRedirects: 3 }),
    ).rejects.toMatchObject({ reason: "too-many-redirects" });
    expect(first.requests.length - before).toBe(4);
  });

  it("connects to the address it checked even when DNS answers differently afterwards (DNS rebinding)", async () => {
    // The resolver says localhost is 127.0.0.2 (playing the public address) and then flips to
    // 127.0.0.1 (playing the private one), which is also what the system resolver says. A fetch
    // that resolved the name again to connect would reach the first server.
    const rebinding: Pick<Resolver, "a" | "aaaa"> = {
      a: async (name) => {
        const answer = await resolver.a(name);
        await dns.update({ ...zone, a: { ...zone.a, localhost: ["127.0.0.1"] } });
        return answer;
      },
      aaaa: async () => [],
    };
    const before = first.requests.length;
    try {
      const result = await safeFetch(`http://localhost:${port}/whoami`, {
        resolver: rebinding,
        allowPrivateNetwork: false,
        isAllowedAddress: (ip) => ip === "127.0.0.2",
      });
      expect(result.body).toBe("second");
      expect(await resolver.a("localhost")).toEqual(["127.0.0.1"]);
      expect(first.requests.length).toBe(before);
      expect(second.requests.at(-1)).toEqual({ url: "/whoami", host: `localhost:${port}` });
    } finally {
      await dns.update(zone);
    }
  });

  it("throws too-large when the body exceeds maxBytes, with or without Content-Length", async () => {
    for (const file of ["big", "big-chunked"]) {
      const error = await safeFetch(`http://local.test:${port}/${file}`, {
        resolver,
        allowPrivateNetwork: true,
        maxBytes: 1024,
      }).catch((caught: unknown) => caught);
      expect(error, file).toBeInstanceOf(NetError);
      expect(error, file).toMatchObject({
        reason: "too-large",
        message: `the response from local.test:${port} is larger than 1024 bytes`,
      });
    }
    const fits = await safeFetch(`http://local.test:${port}/big`, {
      resolver,
      allowPrivateNetwork: true,
      maxBytes: 100_000,
    });
    expect(fits.body).toHaveLength(100_000);
  });

  it("POSTs a body with the given headers (webhooks)", async () => {
    const result = await safeFetch(`http://local.test:${port}/echo`, {
      resolver,
      allowPrivateNetwork: true,
      method: "POST",
      headers: { "x-probe": "signed" },
      body: '{"type":"Test"}',
    });
    expect(result.body).toBe('POST signed {"type":"Test"}');
  });

  it("answers a redirect as it came, without following it, when followRedirects is false", async () => {
    const before = countRequests();
    const result = await safeFetch(`http://local.test:${port}/redirect-internal`, {
      resolver,
      allowPrivateNetwork: true,
      followRedirects: false,
    });
    expect(result).toMatchObject({ status: 302, location: `http://internal.test:${port}/whoami`, body: "" });
    expect(countRequests()).toBe(before + 1);
  });

  it("cuts a large body at maxBytes instead of failing when truncateBody is set", async () => {
    for (const file of ["big", "big-chunked"]) {
      const result = await safeFetch(`http://local.test:${port}/${file}`, {
        resolver,
        allowPrivateNetwork: true,
        maxBytes: 1024,
        truncateBody: true,
      });
      expect(result.status, file).toBe(200);
      expect(result.body, file).toHaveLength(1024);
    }
  });

  it("throws a timeout NetError when the server does not answer in time", async () => {
    const started = Date.now();
    const url = `http://local.test:${port}/slow`;
    const error = await safeFetch(url, { resolver, allowPrivateNetwork: true, timeoutMs: 300 }).catch(
      (caught: unknown) => caught,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toBeInstanceOf(NetError);
    expect(error).toMatchObject({ reason: "timeout", message: `Timed out after 300 ms fetching ${url}` });
  });

  it("reports a connection failure as a NetError, its cause first in words", async () => {
    // Port 1 on loopback: nothing listens, the connection is refused.
    await expect(safeFetch("http://local.test:1/", { resolver, allowPrivateNetwork: true })).rejects.toMatchObject({
      reason: "connection",
      message: "Connection refused (ECONNREFUSED) at local.test:1",
    });
  });
});

function opensslAvailable(): boolean {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!dnsmasqAvailable() || !opensslAvailable())("safeFetch over https", () => {
  it("connects to the checked address with the host name as TLS server name", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-tls-"));
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1"].concat([
        "-subj",
        "/CN=secure.test",
        "-keyout",
        key,
        "-out",
        cert,
      ]),
      { stdio: "ignore" },
    );
    const names: Array<string | false | null> = [];
    const server = tls.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) });
    server.on("secureConnection", (socket) => socket.end());
    server.on("tlsClientError", (_error, socket) => names.push((socket as tls.TLSSocket).servername));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const dns = await startDnsServer({ a: { "secure.test": ["127.0.0.1"] } });
    try {
      const resolver = createResolver({ servers: [dns.server], timeoutMs: 2000 });
      const { port } = server.address() as AddressInfo;
      // The self-signed certificate is rightly rejected; what matters is where and how it connected.
      const error = await safeFetch(`https://secure.test:${port}/`, { resolver, allowPrivateNetwork: true }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toMatchObject({ reason: "connection" });
      expect((error as Error).message).toMatch(/^TLS failed \((DEPTH_ZERO_)?SELF_SIGNED_CERT.*\) at secure\.test:\d+$/);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(names).toEqual(["secure.test"]);
    } finally {
      await dns.close();
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
