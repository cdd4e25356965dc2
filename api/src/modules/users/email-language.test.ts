import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizationOwner, PASSWORD, uniqueEmail } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";

// Emails go out in the reader's language: the one they registered in, or chose in their account.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** The newest email to `to`, read as a mail client would (MIME-decoded subject and text). */
async function lastEmailTo(to: string) {
  await api.drainJobs();
  const mail = (await api.outbox()).filter((m) => m.to.includes(to)).at(-1);
  if (!mail) throw new Error(`No email to ${to}`);
  return simpleParser(mail.raw);
}

const register = (email: string, language?: "en" | "sr") =>
  api.request("POST", "/api/v1/users/auth/register", {
    body: { firstName: "Jelena", lastName: "Jovanović", email, password: PASSWORD, privacyPolicy: true, language },
  });

async function signIn(email: string) {
  const token = await api.emailedToken(email, "/auth/verify-email");
  expect((await api.request("POST", "/api/v1/users/auth/verify-email", { body: { token } })).status).toBe(200);
  const login = await api.request("POST", "/api/v1/users/auth/login", { body: { email, password: PASSWORD } });
  return login.body.token.accessToken as string;
}

describe("the language of emails", () => {
  it("writes to someone who registered in Serbian in Serbian, and says so on their profile", async () => {
    const email = uniqueEmail("sr");
    expect((await register(email, "sr")).status).toBe(201);
    const verification = await lastEmailTo(email);
    expect(verification.subject).toBe("Potvrdite svoju adresu e-pošte");
    expect(verification.text).toContain("Zdravo Jelena,");
    expect(verification.html).toContain('<html lang="sr">');
    const token = await signIn(email);
    const me = await api.request("GET", "/api/v1/users/users/me", { token });
    expect(me.body.language).toBe("sr");
  });

  it("defaults to English, and follows a change in the account", async () => {
    const email = uniqueEmail("en");
    await register(email);
    expect((await lastEmailTo(email)).subject).toBe("Verify your email address");
    const token = await signIn(email);
    const changed = await api.request("PUT", "/api/v1/users/users/me", {
      token,
      body: { firstName: "Jelena", lastName: "Jovanović", language: "sr" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.language).toBe("sr");
    await api.request("POST", "/api/v1/users/auth/reset-password/request", { body: { email } });
    expect((await lastEmailTo(email)).subject).toBe("Promena lozinke");
    // A profile change without a language keeps the one chosen.
    const renamed = await api.request("PUT", "/api/v1/users/users/me", {
      token,
      body: { firstName: "Jela", lastName: "Jovanović" },
    });
    expect(renamed.body.language).toBe("sr");
  });

  it("refuses a language it cannot write in, and changes nothing", async () => {
    const email = uniqueEmail("de");
    const refused = await register(email, "de" as "en");
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].path).toBe("body.language");
    expect((await api.outbox()).filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it("tells the owner of a taken address in the owner's language, not the language of whoever tried", async () => {
    const email = uniqueEmail("owner");
    await register(email, "sr");
    await signIn(email);
    await register(email, "en");
    const notice = await lastEmailTo(email);
    expect(notice.subject).toBe("Neko je pokušao da se registruje vašom adresom e-pošte");
  });

  it("invites in the inviter's language", async () => {
    const owner = await createOrganizationOwner(api, "Čačak d.o.o.");
    await api.request("PUT", "/api/v1/users/users/me", {
      token: owner.accessToken,
      body: { firstName: "Ana", lastName: "Petrović", language: "sr" },
    });
    const invitee = uniqueEmail("invitee");
    const invited = await api.request("POST", `/api/v1/users/tenants/${owner.tenantId}/invitations`, {
      token: owner.accessToken,
      tenant: owner.tenantId,
      body: { emails: [invitee], roles: ["SecurityAnalyst"] },
    });
    expect(invited.status).toBe(201);
    const invitation = await lastEmailTo(invitee);
    expect(invitation.subject).toBe("Pozvani ste u organizaciju Čačak d.o.o. na Bulwarku");
    expect(invitation.text).toContain("Ana Petrović vas poziva");
  });
});
