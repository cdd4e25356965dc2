import { type DnsServer, dnsmasqAvailable, startDnsServer, startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runCli, type SignedInOwner, signedInOwner } from "../../test-support.js";

// Real DNS: dnsmasq on loopback serves the zone the commands resolve (skipped on a developer
// machine without it; CI installs it).
describe.skipIf(!dnsmasqAvailable() && process.env.CI !== "true")("bulwark assets", () => {
  let api: TestApi;
  let dns: DnsServer;
  let home: SignedInOwner["home"];
  let user: SignedInOwner["user"];
  let org: SignedInOwner["org"];

  beforeAll(async () => {
    dns = await startDnsServer({});
    api = await startTestApi({ DNS_SERVERS: dns.server });
  });
  afterAll(async () => {
    await api?.close();
    await dns?.close();
  });
  beforeEach(async () => {
    ({ home, user, org } = await signedInOwner(api));
  });
  afterEach(async () => {
    await home.remove();
  });

  it("add creates domains and addresses, reports names already there, and list filters them", async () => {
    const first = await runCli(["assets", "add", "acme-cli.com", "203.0.113.7", "--json"], { env: home.env });
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.json().items.map((a: { name: string; assetType: string }) => [a.name, a.assetType])).toEqual(
      expect.arrayContaining([
        ["acme-cli.com", "domain"],
        ["203.0.113.7", "ipv4"],
      ]),
    );

    const again = await runCli(["assets", "add", "ACME-CLI.com,www.acme-cli.com", "--json"], { env: home.env });
    expect(again.json().existing).toEqual(["acme-cli.com"]);
    expect(again.json().items.map((a: { name: string }) => a.name)).toEqual(["www.acme-cli.com"]);

    const list = await runCli(["assets", "list", "--type", "ipv4"], { env: home.env });
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^[0-9a-f-]{36}\t203\.0\.113\.7\tipv4\tunverified\t-\tmanual\n$/);
  });

  it("add refuses the whole list when one name is invalid (exit 6), naming the bad one", async () => {
    const run = await runCli(["assets", "add", "good-cli.com", "256.1.1.1"], { env: home.env });

    expect(run.code).toBe(6);
    // A person's path, each problem once: no raw `body.assets.1.name`, no repeated headline.
    expect(run.stderr).toMatch(/^bulwark: Some values were not accepted:\n {2}assets\[2\] name: .+\n$/);
    const list = await runCli(["assets", "list", "--json"], { env: home.env });
    expect(list.json().total).toBe(0);
  });

  it("verify succeeds through the TXT record, and says why not when there is none (exit 6)", async () => {
    await runCli(["assets", "add", "verify-cli.com", "unverified-cli.com"], { env: home.env });
    const verification = await api.request("GET", "/api/v1/inventory/assets/list?search=verify-cli.com", {
      token: user.accessToken,
      tenant: org.id,
    });
    const assetId = verification.body.items[0].id;
    const { body } = await api.request("GET", `/api/v1/inventory/assets/${assetId}/verification`, {
      token: user.accessToken,
      tenant: org.id,
    });
    await dns.update({ txt: { "verify-cli.com": [body.txtRecord] } });

    const ok = await runCli(["assets", "verify", "verify-cli.com"], { env: home.env });
    expect(ok.stderr).toBe("");
    expect(ok.code).toBe(0);
    expect(ok.stdout.trim()).toBe("verify-cli.com is now verifed");

    const bad = await runCli(["assets", "verify", "unverified-cli.com"], { env: home.env });
    expect(bad.code).toBe(6);
    expect(bad.stderr).toContain("unable to verify");
  });

  it("discover --wait waits for the discovery and lists the subdomains it found", async () => {
    await dns.update({ a: { "discover-cli.com": ["203.0.113.10"] } });
    await runCli(["assets", "add", "discover-cli.com"], { env: home.env });
    // The discovery the add requested finds nothing more; then the domain grows two hosts.
    await api.drainJobs();
    await dns.update({
      a: {
        "discover-cli.com": ["203.0.113.10"],
        "www.discover-cli.com": ["203.0.113.11"],
        "mail.discover-cli.com": ["203.0.113.12"],
      },
      mx: { "discover-cli.com": [{ priority: 10, exchange: "mail.discover-cli.com" }] },
    });

    const child = runCli(["assets", "discover", "discover-cli.com", "--wait", "--json"], { env: home.env });
    // The API's worker polls every second by default; drain until the CLI sees the result.
    const timer = setInterval(() => void api.drainJobs(), 200);
    const run = await child.finally(() => clearInterval(timer));

    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const discovery = run.json();
    expect(discovery.status).toBe("Completed");
    expect(discovery.assetName).toBe("discover-cli.com");
    expect(discovery.discoveryData.newlyDiscoveredAssets.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(["www.discover-cli.com", "mail.discover-cli.com"]),
    );
  });

  it("an unknown asset is exit 5", async () => {
    const run = await runCli(["assets", "verify", "nowhere-cli.com"], { env: home.env });

    expect(run.code).toBe(5);
  });
});
