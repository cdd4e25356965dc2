import type { AddressInfo } from "node:net";
import type { Schema } from "@bulwark/contract";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addMember, createOrganizationOwner } from "../../test/factories.js";
import type { TestApi } from "../../test/harness.js";
import { as, createTemplate, PHISHING, startPhishingApi, templateInput } from "./phishing.fixtures.js";

type Owner = Awaited<ReturnType<typeof createOrganizationOwner>>;

const SMTP_USER = "phish-sender";
const SMTP_PASSWORD = "s3cret-smtp-Password!";

// A real SMTP server on loopback that accepts only SMTP_USER / SMTP_PASSWORD and keeps what it receives.
let received: Array<{ envelopeFrom: string; mail: ParsedMail }> = [];
const smtp = new SMTPServer({
  disabledCommands: ["STARTTLS"],
  allowInsecureAuth: true,
  onAuth(auth, _session, callback) {
    if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username });
    return callback(new Error("Invalid username or password"));
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const from = session.envelope.mailFrom;
        received.push({ envelopeFrom: from ? from.address : "", mail });
        callback();
      })
      .catch(callback);
  },
  logger: false,
});

describe("phishing sending profiles and test emails", () => {
  let api: TestApi;
  let owner: Owner;
  let other: Owner;
  let port: number;
  let profile: Schema<"SendingProfile">;
  let template: Schema<"PhishingTemplate">;

  const profileInput = (extra: Partial<Schema<"SendingProfileInput">> = {}): Schema<"SendingProfileInput"> => ({
    name: "Loopback SMTP",
    host: "127.0.0.1",
    port,
    security: "none",
    username: SMTP_USER,
    password: SMTP_PASSWORD,
    fromAddress: "bounces@phish-sim.example",
    ...extra,
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
    api = await startPhishingApi();
    owner = await createOrganizationOwner(api, "Alpha Sender");
    other = await createOrganizationOwner(api, "Beta Sender");
    const created = await api.request("POST", `${PHISHING}/sending-profiles`, { ...as(owner), body: profileInput() });
    expect(created.status).toBe(201);
    profile = created.body;
    template = await createTemplate(api, owner, templateInput("Test me"));
  });
  afterAll(async () => {
    await api.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
  beforeEach(() => {
    received = [];
  });

  describe("profiles", () => {
    it("never returns the password, only that one is stored", async () => {
      expect(profile).not.toHaveProperty("password");
      expect(profile.hasPassword).toBe(true);
      const list = await api.request("GET", `${PHISHING}/sending-profiles`, as(owner));
      const one = await api.request("GET", `${PHISHING}/sending-profiles/${profile.id}`, as(owner));
      for (const body of [list.body, one.body]) expect(JSON.stringify(body)).not.toContain(SMTP_PASSWORD);
      expect(list.body.platformDefault).toEqual({ fromAddress: api.platform.config.mailFrom, transport: "outbox" });
    });

    it("stores the password sealed, never in clear", async () => {
      const row = await api.platform.db
        .selectFrom("phishing_sending_profiles")
        .selectAll()
        .where("id", "=", profile.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(SMTP_PASSWORD);
      expect(row.password_sealed).toMatch(/^v1\./);
    });

    it("keeps the password when an update leaves it out, and removes it on null", async () => {
      const { password: _password, ...withoutPassword } = profileInput({ name: "Kept" });
      const kept = await api.request("PUT", `${PHISHING}/sending-profiles/${profile.id}`, {
        ...as(owner),
        body: withoutPassword,
      });
      expect(kept.status).toBe(200);
      expect(kept.body.hasPassword).toBe(true);
      const spare = await api.request("POST", `${PHISHING}/sending-profiles`, {
        ...as(owner),
        body: profileInput({ name: "Spare" }),
      });
      const cleared = await api.request("PUT", `${PHISHING}/sending-profiles/${spare.body.id}`, {
        ...as(owner),
        body: profileInput({ name: "Spare", password: null }),
      });
      expect(cleared.body.hasPassword).toBe(false);
      expect((await api.request("DELETE", `${PHISHING}/sending-profiles/${spare.body.id}`, as(owner))).status).toBe(
        204,
      );
      await api.request("PUT", `${PHISHING}/sending-profiles/${profile.id}`, { ...as(owner), body: profileInput() });
    });

    it("refuses a second profile of the same name (409) and bad settings (422), saving nothing", async () => {
      const duplicate = await api.request("POST", `${PHISHING}/sending-profiles`, {
        ...as(owner),
        body: profileInput(),
      });
      expect(duplicate.status).toBe(409);
      const bad = await api.request("POST", `${PHISHING}/sending-profiles`, {
        ...as(owner),
        body: { name: "Bad", host: "smtp example", port: 70000, security: "ssl", fromAddress: "nope" },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual(
        expect.arrayContaining([
          { path: "body.host", message: "Host must be a host name or an IP address" },
          { path: "body.port", message: "Port must be between 1 and 65535" },
          { path: "body.fromAddress", message: "Invalid email" },
        ]),
      );
      const list = await api.request("GET", `${PHISHING}/sending-profiles`, as(owner));
      expect(list.body.total).toBe(1);
    });

    it("keeps profiles to their organisation: Beta sees none of Alpha's and gets 404 for its id", async () => {
      const list = await api.request("GET", `${PHISHING}/sending-profiles`, as(other));
      expect(list.body.total).toBe(0);
      for (const method of ["GET", "DELETE"] as const) {
        const res = await api.request(method, `${PHISHING}/sending-profiles/${profile.id}`, as(other));
        expect(res.status).toBe(404);
      }
      const edit = await api.request("PUT", `${PHISHING}/sending-profiles/${profile.id}`, {
        ...as(other),
        body: profileInput({ name: "Taken over" }),
      });
      expect(edit.status).toBe(404);
    });

    it("lets an analyst read profiles but not change them", async () => {
      const analyst = await addMember(api, owner, ["SecurityAnalyst"]);
      expect((await api.request("GET", `${PHISHING}/sending-profiles`, as(analyst))).status).toBe(200);
      const res = await api.request("POST", `${PHISHING}/sending-profiles`, {
        ...as(analyst),
        body: profileInput({ name: "Analyst's" }),
      });
      expect(res.status).toBe(403);
    });
  });

  describe("send-testing", () => {
    it("sends the rendered template through the profile, marked as a test, with placeholders filled", async () => {
      const res = await api.request("POST", `${PHISHING}/templates/send-testing`, {
        ...as(owner),
        body: {
          templateId: template.id,
          email: "tester@alpha.example",
          sendingProfileId: profile.id,
          firstName: "Ivana",
          lastName: "Ilić",
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        sentTo: "tester@alpha.example",
        subject: "[TEST] Ivana, your password expires today",
        sendingProfileId: profile.id,
      });
      expect(received).toHaveLength(1);
      const [{ envelopeFrom, mail }] = received as [(typeof received)[number]];
      expect(envelopeFrom).toBe("bounces@phish-sim.example");
      expect(mail.subject).toBe("[TEST] Ivana, your password expires today");
      expect(mail.from?.value[0]).toEqual({ address: "it@account-portal.example", name: "IT Service Desk" });
      expect(mail.headers.get("x-bulwark-simulation")).toBe("test");
      const html = String(mail.html);
      expect(html).toContain("Hi Ivana Ilić,");
      expect(html).toContain("tester@alpha.example");
      expect(html).toContain(`href="${api.platform.config.publicUrl}/library/organization-templates"`);
      expect(html).toContain("<strong>TEST</strong>");
      expect(html).toContain("<!-- Bulwark phishing simulation");
      expect(html).not.toMatch(/\{\{/);
      expect(mail.text).toContain("TEST");
    });

    it("sends a common (shipped) template through the platform default when no profile is named", async () => {
      const shipped = await api.request(
        "GET",
        `${PHISHING}/templates?scope=common&language=Sr&search=lozinka`,
        as(owner),
      );
      const common = shipped.body.items[0] as Schema<"PhishingTemplate">;
      const res = await api.request("POST", `${PHISHING}/templates/send-testing`, {
        ...as(owner),
        body: { templateId: common.id, email: "sr-tester@alpha.example" },
      });
      expect(res.status).toBe(200);
      expect(res.body.sendingProfileId).toBeNull();
      const [mail] = await api.outbox().then((all) => all.filter((m) => m.to.includes("sr-tester@alpha.example")));
      const parsed = await simpleParser(mail?.raw ?? "");
      expect(parsed.subject).toBe(`[TEST] ${common.emailTitle}`);
      expect(parsed.headers.get("x-bulwark-simulation")).toBe("test");
      expect(String(parsed.html)).toContain("<!-- Bulwark phishing simulation");
      expect(received).toHaveLength(0);
    });

    it("answers 422 SendFailed with the server's reason when the SMTP server refuses the login", async () => {
      const wrong = await api.request("POST", `${PHISHING}/sending-profiles`, {
        ...as(owner),
        body: profileInput({ name: "Wrong password", password: "not it" }),
      });
      const res = await api.request("POST", `${PHISHING}/templates/send-testing`, {
        ...as(owner),
        body: { templateId: template.id, email: "tester@alpha.example", sendingProfileId: wrong.body.id },
      });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe("SendFailed");
      expect(res.body.message).toContain("Invalid username or password");
      expect(JSON.stringify(res.body)).not.toContain(SMTP_PASSWORD);
      expect(received).toHaveLength(0);
    });

    it("refuses another organisation's template or profile, and a private SMTP host unless allowed", async () => {
      const betaTemplate = await createTemplate(api, other, templateInput("Beta's"));
      const foreignTemplate = await api.request("POST", `${PHISHING}/templates/send-testing`, {
        ...as(owner),
        body: { templateId: betaTemplate.id, email: "tester@alpha.example" },
      });
      expect(foreignTemplate.status).toBe(422);
      expect(foreignTemplate.body.errors).toEqual([{ path: "body.templateId", message: "Template not found" }]);
      const foreignProfile = await api.request("POST", `${PHISHING}/templates/send-testing`, {
        ...as(other),
        body: { templateId: betaTemplate.id, email: "tester@beta.example", sendingProfileId: profile.id },
      });
      expect(foreignProfile.status).toBe(422);
      expect(foreignProfile.body.errors).toEqual([
        { path: "body.sendingProfileId", message: "Sending profile not found" },
      ]);
      expect(received).toHaveLength(0);
    });

    it("needs CrudPhishing: an analyst cannot send tests", async () => {
      const analyst = await addMember(api, owner, ["SecurityAnalyst"], "Ana");
      const res = await api.request("POST", `${PHISHING}/templates/send-testing`, {
        ...as(analyst),
        body: { templateId: template.id, email: "tester@alpha.example", sendingProfileId: profile.id },
      });
      expect(res.status).toBe(403);
      expect(received).toHaveLength(0);
    });
  });
});

describe("phishing sending profiles on a closed network", () => {
  it("refuses an SMTP host on a private or loopback address when private networks are not allowed", async () => {
    const api = await startPhishingApi({ ALLOW_PRIVATE_NETWORK: "false" });
    try {
      const owner = await createOrganizationOwner(api, "Closed");
      const created = await api.request("POST", `${PHISHING}/sending-profiles`, {
        ...as(owner),
        body: { name: "Internal", host: "127.0.0.1", port: 25, security: "none", fromAddress: "a@b.example" },
      });
      const template = await createTemplate(api, owner, templateInput("Probe"));
      const res = await api.request("POST", `${PHISHING}/templates/send-testing`, {
        ...as(owner),
        body: { templateId: template.id, email: "x@closed.example", sendingProfileId: created.body.id },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("The email was not sent: the host 127.0.0.1 is a private or local address");
    } finally {
      await api.close();
    }
  });
});
