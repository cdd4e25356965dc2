import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResolver } from "../../../platform/net/resolver.js";
import { type DnsServer, type DnsZone, dnsmasqAvailable, startDnsServer } from "../../../test/dns-server.js";
import { addMember, createOrganizationOwner } from "../../../test/factories.js";
import type { TestApi } from "../../../test/harness.js";
import { ASSETS, addAssets, type Owner, startAssetsApi, startHttpServer } from "./assets.fixtures.js";
import { checkOwnership, WELL_KNOWN_PATH } from "./verification.js";

/**
 * A web server for every test host: the Host header picks what `/.well-known/bulwark-verification.txt`
 * answers. Tests reach it on loopback because dnsmasq points the test names at 127.0.0.1 and
 * VERIFICATION_HTTP_PORT points the plain-HTTP attempt at this server's port (https on 443 finds
 * nothing listening and fails first, as on a host without a certificate).
 */
const files = new Map<string, (res: ServerResponse) => void>();
const site = (req: IncomingMessage, res: ServerResponse) => {
  const host = (req.headers.host ?? "").replace(/:\d+$/, "");
  const answer = files.get(host);
  if (req.url !== WELL_KNOWN_PATH || !answer) {
    res.writeHead(404).end("not found");
    return;
  }
  answer(res);
};

describe.skipIf(!dnsmasqAvailable() && process.env.CI !== "true")("asset verification", () => {
  let dns: DnsServer;
  let web: Awaited<ReturnType<typeof startHttpServer>>;
  let api: TestApi;
  let owner: Owner;
  let other: Owner;
  let token: string;
  let assets: Awaited<ReturnType<typeof addAssets>>;

  beforeAll(async () => {
    dns = await startDnsServer({});
    web = await startHttpServer(site);
    api = await startAssetsApi({ DNS_SERVERS: dns.server, VERIFICATION_HTTP_PORT: String(web.port) });
    owner = await createOrganizationOwner(api, "Verifying Org");
    other = await createOrganizationOwner(api, "Other Org");
    assets = await addAssets(api, owner, [
      "txt-verified.com",
      "file-verified.com",
      "nothing-here.com",
      "wrong-token.com",
      "wrong-file.com",
      "127.0.0.1",
    ]);
    const res = await api.request("GET", `${ASSETS}/${assets["txt-verified.com"]?.id}/verification`, {
      token: owner.accessToken,
      tenant: owner.tenantId,
    });
    token = res.body.token;
    const zone: DnsZone = {
      txt: {
        "txt-verified.com": ["v=spf1 -all", `bulwark-verification=${token}`],
        "wrong-token.com": ["bulwark-verification=0123456789abcdef"],
      },
      a: {
        "file-verified.com": ["127.0.0.1"],
        "nothing-here.com": ["127.0.0.1"],
        "wrong-file.com": ["127.0.0.1"],
      },
    };
    await dns.update(zone);
    files.set("file-verified.com", (r) => r.writeHead(200, { "content-type": "text/plain" }).end(`${token}\n`));
    files.set("127.0.0.1", (r) => r.writeHead(200).end(token));
    files.set("wrong-file.com", (r) => r.writeHead(200).end("someone else's token"));
  });
  afterAll(async () => {
    await api?.close();
    await web?.close();
    await dns?.close();
  });

  const verify = (name: string, who: { accessToken: string; tenantId: string } = owner) =>
    api.request("POST", `${ASSETS}/${assets[name]?.id}/verification/verify`, {
      token: who.accessToken,
      tenant: who.tenantId,
    });
  const fileUrl = (name: string) => `http://${name}:${web.port}${WELL_KNOWN_PATH}`;

  it("tells how to verify: the organisation's token, the TXT record and the file URL, nothing checked yet", async () => {
    const res = await api.request("GET", `${ASSETS}/${assets["file-verified.com"]?.id}/verification`, {
      token: owner.accessToken,
      tenant: owner.tenantId,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      assetId: assets["file-verified.com"]?.id,
      name: "file-verified.com",
      verified: false,
      method: null,
      verifiedAt: null,
      lastCheckedAt: null,
      token,
      txtRecord: `bulwark-verification=${token}`,
      fileUrl: "https://file-verified.com/.well-known/bulwark-verification.txt",
      message: null,
    });
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const theirs = await addAssets(api, other, ["theirs.com"]);
    const otherToken = await api.request("GET", `${ASSETS}/${theirs["theirs.com"]?.id}/verification`, {
      token: other.accessToken,
      tenant: other.tenantId,
    });
    expect(otherToken.body.token).not.toBe(token);
  });

  it('verifies by the TXT record: verified, method dns, "<name> is now verifed", and an activity entry', async () => {
    const res = await verify("txt-verified.com");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verified: true, method: "dns", message: "txt-verified.com is now verifed" });
    expect(res.body.verifiedAt).toBe(res.body.lastCheckedAt);
    const asset = await api.request("GET", `${ASSETS}/${assets["txt-verified.com"]?.id}`, {
      token: owner.accessToken,
      tenant: owner.tenantId,
    });
    expect(asset.body).toMatchObject({ verified: true, monitoringBlockedReason: null });
    await api.drainEvents();
    const log = await api.request("GET", `/api/v1/activity-logs/tenants/${owner.tenantId}?limit=1`, {
      token: owner.accessToken,
    });
    expect(log.body.items[0]).toMatchObject({
      eventName: "AssetVerified",
      description: "txt-verified.com verified (DNS TXT record)",
    });
  });

  it("verifies by the well-known file when there is no TXT record, over http after https fails", async () => {
    const res = await verify("file-verified.com");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verified: true, method: "file", message: "file-verified.com is now verifed" });
  });

  it("verifies an IP address by the file on the address itself (it has no TXT records)", async () => {
    const res = await verify("127.0.0.1");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verified: true, method: "file" });
  });

  it('answers 422 UnableToVerify "unable to verify" with what the TXT and the file checks found', async () => {
    const res = await verify("nothing-here.com");
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: "UnableToVerify", message: "unable to verify" });
    expect(res.body.errors).toEqual([
      {
        path: "dns",
        message: `No TXT record bulwark-verification=${token} on nothing-here.com (DNS changes can take up to 48 hours)`,
      },
      {
        path: "file",
        message: expect.stringMatching(
          new RegExp(
            `^https://nothing-here\\.com${WELL_KNOWN_PATH}: .+; ${fileUrl("nothing-here.com").replace(/\./g, "\\.")}: answered HTTP 404$`,
          ),
        ),
      },
    ]);
    const after = await api.request("GET", `${ASSETS}/${assets["nothing-here.com"]?.id}/verification`, {
      token: owner.accessToken,
      tenant: owner.tenantId,
    });
    expect(after.body.verified).toBe(false);
    expect(after.body.lastCheckedAt).not.toBeNull();
  });

  it("names a TXT record with another token and a file without the token", async () => {
    const wrongTxt = await verify("wrong-token.com");
    expect(wrongTxt.status).toBe(422);
    expect(wrongTxt.body.errors[0].message).toBe(
      "The bulwark-verification=… TXT record on wrong-token.com holds another token (DNS changes can take up to 48 hours)",
    );
    const wrongFile = await verify("wrong-file.com");
    expect(wrongFile.body.errors[1].message).toContain(
      `${fileUrl("wrong-file.com")}: the file does not contain the token`,
    );
  });

  it("refuses the check to a Viewer (403) and to another organisation (404 for its asset)", async () => {
    const viewer = await addMember(api, owner, ["Viewer"]);
    expect((await verify("nothing-here.com", viewer)).status).toBe(403);
    expect(
      (await verify("nothing-here.com", { accessToken: other.accessToken, tenantId: other.tenantId })).status,
    ).toBe(404);
  });

  describe("with ALLOW_PRIVATE_NETWORK=false", () => {
    let strict: TestApi;
    beforeAll(async () => {
      strict = await startAssetsApi({
        DNS_SERVERS: dns.server,
        VERIFICATION_HTTP_PORT: String(web.port),
        ALLOW_PRIVATE_NETWORK: "false",
      });
    });
    afterAll(async () => {
      await strict?.close();
    });

    it("never fetches the file from a name that resolves to a private address, even one serving the token", async () => {
      const org = await createOrganizationOwner(strict, "Strict Org");
      const added = await addAssets(strict, org, ["file-verified.com"]);
      const orgToken = (
        await strict.request("GET", `${ASSETS}/${added["file-verified.com"]?.id}/verification`, {
          token: org.accessToken,
          tenant: org.tenantId,
        })
      ).body.token as string;
      files.set("file-verified.com", (r) => r.writeHead(200).end(`${token}\n${orgToken}\n`));
      const res = await strict.request("POST", `${ASSETS}/${added["file-verified.com"]?.id}/verification/verify`, {
        token: org.accessToken,
        tenant: org.tenantId,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors[1]).toEqual({
        path: "file",
        message: `https://file-verified.com${WELL_KNOWN_PATH}: refused: file-verified.com resolves to a private address`,
      });
    });
  });

  describe("redirects", () => {
    // Loopback stands in for the internet here: 127.0.0.1 counts as public, 127.0.0.2 as private.
    const onlyFirstLoopbackIsPublic = (ip: string) => ip === "127.0.0.1";
    let target: Awaited<ReturnType<typeof startHttpServer>>;
    let redirector: Awaited<ReturnType<typeof startHttpServer>>;
    beforeAll(async () => {
      target = await startHttpServer((_req, res) => res.writeHead(200).end("redirect-token"), "127.0.0.2");
      redirector = await startHttpServer((_req, res) =>
        res.writeHead(302, { location: `http://127.0.0.2:${target.port}${WELL_KNOWN_PATH}` }).end(),
      );
      await dns.update({ a: { "redirect.com": ["127.0.0.1"] } });
    });
    afterAll(async () => {
      await target?.close();
      await redirector?.close();
    });

    const check = (allowPrivateNetwork: boolean) =>
      checkOwnership({ name: "redirect.com", assetType: "domain" }, "redirect-token", {
        resolver: createResolver({ servers: [dns.server], timeoutMs: 2000 }),
        allowPrivateNetwork,
        httpPort: redirector.port,
        isAllowedAddress: onlyFirstLoopbackIsPublic,
      });

    it("refuses a redirect to a private address when private networks are not allowed", async () => {
      const result = await check(false);
      expect(result.verified).toBe(false);
      if (result.verified) return;
      expect(result.errors[1]?.message).toContain(
        `http://redirect.com:${redirector.port}${WELL_KNOWN_PATH}: refused: 127.0.0.2 is a private address`,
      );
    });

    it("follows the same redirect when private networks are allowed (so the refusal above is the address's doing)", async () => {
      expect(await check(true)).toEqual({ verified: true, method: "file" });
    });
  });
});
