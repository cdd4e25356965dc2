import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import type { MailLanguage } from "./layout.js";
import { mailStrings } from "./strings.js";
import { emails } from "./templates.js";

const URL_ = "https://bulwark.example/auth/verify-email?token=abc&x=1";
const hostile = 'Acme <script>alert("x")</script> & Co';

/** Every email, in `lang`, with a hostile organisation name where one appears. */
const all = (lang: MailLanguage) => [
  emails.verifyEmail("a@example.com", lang, "Ana", URL_),
  emails.resetPassword("a@example.com", lang, URL_),
  emails.registrationAttempt("a@example.com", lang, URL_, `${URL_}&recover`),
  emails.webhookDisabled("a@example.com", lang, hostile, "https://hooks.example/in", 12, URL_),
  emails.invitation("a@example.com", lang, "Marko Marković", hostile, URL_),
];

/** The message as a mail client receives it: built by nodemailer, read back by mailparser. */
async function delivered(email: ReturnType<typeof emails.invitation>) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: "Bulwark <no-reply@bulwark.example>", ...email });
  return simpleParser(info.message as Buffer);
}

describe("emails", () => {
  it.each(["en", "sr"] as const)(
    "each %s email carries its language, its link in both parts, and escapes what it is given",
    async (lang) => {
      for (const email of all(lang)) {
        const parsed = await delivered(email);
        expect(parsed.subject).toBe(email.subject);
        expect(parsed.html).toContain(`<html lang="${lang}">`);
        expect(parsed.html).toContain(`href="${URL_.replace("&", "&amp;")}"`);
        expect(parsed.text).toContain(URL_);
        expect(parsed.html).not.toContain("<script>");
        expect(email.links).toContain(URL_);
        // The footer tells why the email came.
        expect(parsed.text).toContain(mailStrings[lang].footer);
      }
    },
  );

  it("writes Serbian emails in Serbian, with its letters intact through MIME encoding", async () => {
    const parsed = await delivered(emails.invitation("a@example.com", "sr", "Đorđe Šćekić", "Čačak d.o.o.", URL_));
    expect(parsed.subject).toBe("Pozvani ste u organizaciju Čačak d.o.o. na Bulwarku");
    expect(parsed.text).toContain("Đorđe Šćekić vas poziva da se pridružite organizaciji Čačak d.o.o. na Bulwarku.");
    expect(parsed.html).toContain("Prihvati poziv");
  });

  it("has every English email in Serbian too, with different words", () => {
    for (const [en, sr] of all("en").map((email, i) => [email, all("sr")[i]] as const)) {
      expect(sr?.subject).not.toBe(en.subject);
      expect(sr?.text).not.toBe(en.text);
    }
  });
});
