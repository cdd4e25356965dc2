import { type MailContent, type MailLanguage, renderHtml, renderText } from "./layout.js";
import type { Email } from "./mailer.js";
import { mailStrings } from "./strings.js";

/** Lays out `content` as the email to `to`: HTML and text from the one layout. */
function compose(to: string, subject: string, content: MailContent, links: string[]): Email {
  return { to, subject, text: renderText(content), html: renderHtml(content), links };
}

/** The words every email shares, in `lang`. */
const frame = (lang: MailLanguage) => ({ lang, orOpen: mailStrings[lang].orOpen, footer: mailStrings[lang].footer });

/**
 * The emails Bulwark sends, each in the reader's language (a user's `language`; for someone
 * without an account, the language of the person who caused the email). Each carries its link in
 * text, HTML and `links` (for the outbox log).
 */
export const emails = {
  verifyEmail(to: string, lang: MailLanguage, firstName: string, url: string): Email {
    const s = mailStrings[lang].verifyEmail;
    return compose(
      to,
      s.subject,
      { ...frame(lang), title: s.title, paragraphs: [s.greeting(firstName), s.body], action: { label: s.action, url } },
      [url],
    );
  },
  resetPassword(to: string, lang: MailLanguage, url: string): Email {
    const s = mailStrings[lang].resetPassword;
    return compose(
      to,
      s.subject,
      { ...frame(lang), title: s.title, paragraphs: [s.asked, s.body], action: { label: s.action, url } },
      [url],
    );
  },
  /**
   * To the owner of an address someone tried to register with: nothing was created, and if it
   * was them they can sign in or reset the password. Registration answers the same either way.
   */
  registrationAttempt(to: string, lang: MailLanguage, signInUrl: string, recoverUrl: string): Email {
    const s = mailStrings[lang].registrationAttempt;
    return compose(
      to,
      s.subject,
      {
        ...frame(lang),
        title: s.title,
        paragraphs: [s.tried, s.ifYou(recoverUrl), s.ifNot],
        action: { label: s.action, url: signInUrl },
      },
      [signInUrl, recoverUrl],
    );
  },
  webhookDisabled(
    to: string,
    lang: MailLanguage,
    tenantName: string,
    endpointUrl: string,
    failures: number,
    url: string,
  ): Email {
    const s = mailStrings[lang].webhookDisabled;
    return compose(
      to,
      s.subject(tenantName),
      {
        ...frame(lang),
        title: s.title,
        paragraphs: [s.disabled(endpointUrl, tenantName, failures), s.next],
        action: { label: s.action, url },
      },
      [url],
    );
  },
  invitation(to: string, lang: MailLanguage, inviter: string, tenantName: string, url: string): Email {
    const s = mailStrings[lang].invitation;
    return compose(
      to,
      s.subject(tenantName),
      {
        ...frame(lang),
        title: s.title(tenantName),
        paragraphs: [s.invited(inviter, tenantName)],
        action: { label: s.action, url },
      },
      [url],
    );
  },
};
