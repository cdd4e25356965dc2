import type { Translation } from "../../translation";
import type { authStrings as en } from "../en/auth";

/** Serbian (Latin script) strings of the sign-in screens and their primitives; see `en/auth.ts`. */
export const authStrings: Translation<typeof en> = {
  auth: {
    fields: {
      email: "E-pošta",
      password: "Lozinka",
      firstName: "Ime",
      lastName: "Prezime",
      newPassword: "Nova lozinka",
      code: "Kod za potvrdu",
      recoveryKey: "Ključ za oporavak",
    },
    validation: {
      password: "Lozinka mora imati najmanje 6 znakova i bar jednu cifru",
      minChars: "Mora imati najmanje {{min}} znaka",
      maxChars: "Može imati najviše {{max}} znakova",
      privacyPolicy: "Morate prihvatiti politiku privatnosti",
      code: "Kod mora imati šest cifara",
      recoveryKey: "Ključ za oporavak mora imati 24 znaka",
    },
    passwordHint: "Najmanje 6 znakova, uključujući cifru",
    marketing: {
      title: "Bezbednosna svest koja štiti vašu organizaciju",
      training: "Obučite zaposlene kursevima i kratkim lekcijama",
      phishing: "Proverite njihovu budnost realističnim simulacijama fišinga",
      monitoring: "Pratite ranjivosti svojih domena i IP adresa",
      leaks: "Saznajte odmah kada procure pristupni podaci vaše organizacije",
    },
    login: {
      title: "Prijava",
      noAccount: "Nemate nalog?",
      registerLink: "Napravite ga",
      rememberMe: "Zapamti me",
      forgotPassword: "Zaboravili ste lozinku?",
      submit: "Prijavi se",
    },
    twoFactor: {
      title: "Dvofaktorska autentifikacija",
      description: "Unesite šestocifreni kod iz aplikacije za autentifikaciju.",
      submit: "Potvrdi",
      useRecoveryKey: "Koristi ključ za oporavak",
      backToLogin: "Nazad na prijavu",
    },
    recoveryKey: {
      title: "Prijava ključem za oporavak",
      description:
        "Unesite ključ za oporavak od 24 znaka koji ste sačuvali kada ste uključili dvofaktorsku autentifikaciju. Važi jednom; dobićete novi.",
      submit: "Prijavi se",
      useCode: "Koristi kod za potvrdu",
    },
    register: {
      title: "Napravite nalog",
      haveAccount: "Već imate nalog?",
      loginLink: "Prijavite se",
      joinTitle: "Pridružite se organizaciji {{organization}} na Bulwarku",
      invitedBy: "{{name}} je pozvao/la {{email}}. Napravite nalog da biste se pridružili.",
      invitationInvalid:
        "Ova pozivnica više ne važi. I dalje možete napraviti nalog; zatražite novu pozivnicu da biste se pridružili.",
      invitation: "Pozvani ste da se pridružite organizaciji. Napravite nalog da biste prihvatili poziv.",
      privacyPolicy: "Prihvatam <policy>politiku privatnosti</policy>",
      submit: "Napravi nalog",
    },
    recover: {
      title: "Resetujte lozinku",
      description: "Unesite adresu e-pošte svog naloga i poslaćemo vam link za postavljanje nove lozinke.",
      submit: "Pošalji link",
      backToLogin: "Nazad na prijavu",
    },
    resetPassword: {
      title: "Postavite novu lozinku",
      description: "Izaberite novu lozinku za svoj nalog.",
      submit: "Sačuvaj lozinku",
      missingToken: "Ovaj link za resetovanje je nepotpun. Zatražite novi sa stranice za prijavu.",
    },
    verifyEmail: {
      title: "Potvrda e-pošte",
      verifying: "Potvrđivanje...",
      verified: "Vaša e-pošta je potvrđena.",
      alreadyVerified: "Vaša e-pošta je već potvrđena.",
      continue: "Nastavi",
      missingToken: "Ovaj link za potvrdu je nepotpun.",
      toLogin: "Idi na prijavu",
    },
  },
};
