import type { MailLanguage } from "./layout.js";

/**
 * The words of every email, per language. A function of its values where the sentence needs them,
 * so Serbian can order and inflect them its own way. The English and Serbian catalogues have the
 * same shape (the type says so), so an email cannot exist in one language only.
 */
export interface MailStrings {
  orOpen: string;
  footer: string;
  verifyEmail: {
    subject: string;
    title: string;
    greeting: (firstName: string) => string;
    body: string;
    action: string;
  };
  resetPassword: { subject: string; title: string; asked: string; body: string; action: string };
  registrationAttempt: {
    subject: string;
    title: string;
    tried: string;
    ifYou: (recoverUrl: string) => string;
    ifNot: string;
    action: string;
  };
  webhookDisabled: {
    subject: (tenant: string) => string;
    title: string;
    disabled: (endpoint: string, tenant: string, failures: number) => string;
    next: string;
    action: string;
  };
  invitation: {
    subject: (tenant: string) => string;
    title: (tenant: string) => string;
    invited: (inviter: string, tenant: string) => string;
    action: string;
  };
  /** A learner's course emails; `due` is the date, already written in the email's language. */
  course: {
    greeting: (firstName: string) => string;
    invitationSubject: (course: string) => string;
    invitationTitle: (course: string) => string;
    invited: (course: string, due: string) => string;
    reminderSubject: (course: string) => string;
    reminderTitle: string;
    reminded: (course: string, due: string) => string;
    completedSubject: (course: string) => string;
    completedTitle: string;
    passed: (course: string, score: number) => string;
    failed: (course: string, score: number, passing: number) => string;
    start: string;
    resume: string;
    questions: (contact: string) => string;
    policy: (url: string) => string;
    footer: string;
  };
}

const en: MailStrings = {
  orOpen: "Or open this link:",
  footer: "You received this email because of your Bulwark account or an invitation to it.",
  verifyEmail: {
    subject: "Verify your email address",
    title: "Verify your email address",
    greeting: (firstName) => `Hi ${firstName},`,
    body: "Confirm your email address to finish setting up your Bulwark account.",
    action: "Verify email",
  },
  resetPassword: {
    subject: "Reset your password",
    title: "Reset your password",
    asked: "Someone asked to reset the password of your Bulwark account.",
    body: "If it was you, choose a new password with the link below. It works once, for one hour. If it was not you, ignore this email.",
    action: "Choose a new password",
  },
  registrationAttempt: {
    subject: "Someone tried to register with your email address",
    title: "Your email address already has an account",
    tried:
      "Someone tried to create a Bulwark account with this email address, which already has an account. Nothing was changed.",
    ifYou: (recoverUrl) =>
      `If it was you, sign in with your existing account. If you forgot your password, you can choose a new one here: ${recoverUrl}`,
    ifNot: "If it was not you, you can ignore this email: nobody can use your account without your password.",
    action: "Sign in",
  },
  webhookDisabled: {
    subject: (tenant) => `A webhook endpoint of ${tenant} was disabled`,
    title: "Webhook endpoint disabled",
    disabled: (endpoint, tenant, failures) =>
      `The webhook endpoint ${endpoint} of ${tenant} was disabled: ${failures} deliveries in a row failed every attempt.`,
    next: "Check that the receiver is up and answers 2xx within 10 seconds, then enable the endpoint again and replay what it missed from its delivery log.",
    action: "Open webhooks",
  },
  invitation: {
    subject: (tenant) => `You are invited to ${tenant} on Bulwark`,
    title: (tenant) => `Join ${tenant}`,
    invited: (inviter, tenant) => `${inviter} invited you to join ${tenant} on Bulwark.`,
    action: "Accept invitation",
  },
  course: {
    greeting: (firstName) => `Hi ${firstName},`,
    invitationSubject: (course) => `You are enrolled in ${course}`,
    invitationTitle: (course) => `Your course: ${course}`,
    invited: (course, due) =>
      `Your organisation has enrolled you in the security awareness course ${course}. Please complete it by ${due}. No account is needed: the button below opens your personal course page.`,
    reminderSubject: (course) => `Reminder: complete ${course}`,
    reminderTitle: "A friendly reminder",
    reminded: (course, due) => `You have not completed the course ${course} yet. Please complete it by ${due}.`,
    completedSubject: (course) => `You completed ${course}`,
    completedTitle: "Course completed",
    passed: (course, score) => `You completed ${course} with a score of ${score}% and passed. Thank you!`,
    failed: (course, score, passing) =>
      `You completed ${course} with a score of ${score}%; the passing score is ${passing}%. Your administrator may ask you to take it again.`,
    start: "Start the course",
    resume: "Continue the course",
    questions: (contact) => `Questions about security? Contact ${contact}.`,
    policy: (url) => `Our security policy: ${url}`,
    footer:
      "You received this email because your organisation enrolled you in a security awareness course on Bulwark. Do not forward it: the link is personal.",
  },
};

const sr: MailStrings = {
  orOpen: "Ili otvorite ovaj link:",
  footer: "Ovu poruku ste dobili zbog svog Bulwark naloga ili poziva u njega.",
  verifyEmail: {
    subject: "Potvrdite svoju adresu e-pošte",
    title: "Potvrdite svoju adresu e-pošte",
    greeting: (firstName) => `Zdravo ${firstName},`,
    body: "Potvrdite adresu e-pošte da biste završili podešavanje Bulwark naloga.",
    action: "Potvrdi adresu",
  },
  resetPassword: {
    subject: "Promena lozinke",
    title: "Promenite lozinku",
    asked: "Neko je zatražio promenu lozinke vašeg Bulwark naloga.",
    body: "Ako ste to bili vi, izaberite novu lozinku preko linka ispod. Link radi jednom, sat vremena. Ako to niste bili vi, zanemarite ovu poruku.",
    action: "Izaberi novu lozinku",
  },
  registrationAttempt: {
    subject: "Neko je pokušao da se registruje vašom adresom e-pošte",
    title: "Vaša adresa e-pošte već ima nalog",
    tried:
      "Neko je pokušao da napravi Bulwark nalog sa ovom adresom e-pošte, koja već ima nalog. Ništa nije promenjeno.",
    ifYou: (recoverUrl) =>
      `Ako ste to bili vi, prijavite se postojećim nalogom. Ako ste zaboravili lozinku, novu možete izabrati ovde: ${recoverUrl}`,
    ifNot: "Ako to niste bili vi, zanemarite ovu poruku: niko ne može da koristi vaš nalog bez vaše lozinke.",
    action: "Prijavi se",
  },
  webhookDisabled: {
    subject: (tenant) => `Isključena je webhook adresa organizacije ${tenant}`,
    title: "Webhook adresa je isključena",
    disabled: (endpoint, tenant, failures) =>
      `Webhook adresa ${endpoint} organizacije ${tenant} je isključena: ${failures} isporuka zaredom nije uspelo ni u jednom pokušaju.`,
    next: "Proverite da li prijemnik radi i odgovara sa 2xx u roku od 10 sekundi, zatim ponovo uključite adresu i iz dnevnika isporuka ponovo pošaljite ono što je propustila.",
    action: "Otvori webhookove",
  },
  invitation: {
    subject: (tenant) => `Pozvani ste u organizaciju ${tenant} na Bulwarku`,
    title: (tenant) => `Pridružite se organizaciji ${tenant}`,
    invited: (inviter, tenant) => `${inviter} vas poziva da se pridružite organizaciji ${tenant} na Bulwarku.`,
    action: "Prihvati poziv",
  },
  course: {
    greeting: (firstName) => `Zdravo ${firstName},`,
    invitationSubject: (course) => `Upisani ste na kurs ${course}`,
    invitationTitle: (course) => `Vaš kurs: ${course}`,
    invited: (course, due) =>
      `Vaša organizacija vas je upisala na kurs bezbednosne svesti ${course}. Molimo vas da ga završite do ${due}. Nalog vam nije potreban: dugme ispod otvara vašu ličnu stranicu kursa.`,
    reminderSubject: (course) => `Podsetnik: završite kurs ${course}`,
    reminderTitle: "Prijateljski podsetnik",
    reminded: (course, due) => `Još niste završili kurs ${course}. Molimo vas da ga završite do ${due}.`,
    completedSubject: (course) => `Završili ste kurs ${course}`,
    completedTitle: "Kurs je završen",
    passed: (course, score) => `Završili ste kurs ${course} sa rezultatom ${score}% i položili ste. Hvala vam!`,
    failed: (course, score, passing) =>
      `Završili ste kurs ${course} sa rezultatom ${score}%; za prolaz je potrebno ${passing}%. Administrator vas može zamoliti da ga ponovite.`,
    start: "Započni kurs",
    resume: "Nastavi kurs",
    questions: (contact) => `Pitanja o bezbednosti? Obratite se: ${contact}.`,
    policy: (url) => `Naša bezbednosna politika: ${url}`,
    footer:
      "Ovu poruku ste dobili jer vas je vaša organizacija upisala na kurs bezbednosne svesti na Bulwarku. Ne prosleđujte je: link je ličan.",
  },
};

/** The catalogue of `lang`. */
export const mailStrings: Record<MailLanguage, MailStrings> = { en, sr };
