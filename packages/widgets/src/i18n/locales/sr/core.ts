import type { Translation } from "../../translation";
import type { core as en } from "../en/core";

/** Serbian (Latin script) strings every widget uses. */
export const core: Translation<typeof en> = {
  common: {
    close: "Zatvori",
    loading: "Učitavanje…",
    brand: "Bulwark",
  },
  errors: {
    generic: "Došlo je do greške",
    unexpected: "Ups, nešto nije u redu!",
    somethingWentWrong: "Nešto nije u redu",
    network: "Bulwark nije dostupan. Proverite vezu i pokušajte ponovo.",
    retry: "Pokušaj ponovo",
    wrongCredential: "Pogrešni pristupni podaci",
    wrongCode: "Pogrešan kod za potvrdu identiteta. Proverite kod u aplikaciji za autentifikaciju i pokušajte ponovo.",
    wrongRecoveryKey: "Pogrešan ključ za oporavak. Proverite ga i pokušajte ponovo; svaki ključ važi jednom.",
    invitationNotValid: "Pozivnica nije važeća",
    alreadyMemberOrInvited: "Korisnik je već član organizacije ili se čeka njegov odgovor!",
  },
  validation: {
    required: "Obavezno",
    fieldRequired: "Polje {{field}} je obavezno",
    invalidEmail: "Neispravna adresa e-pošte",
    invalidUrl: "Unesite ispravan URL",
    notValidType: "Nedozvoljen tip datoteke",
    largeSize: "Datoteka je prevelika",
    oneRoleRequired: "Potrebna je bar jedna uloga!",
    mustBePositive: "Mora biti pozitivan broj",
    between0And10: "Između 0 i 10",
    duplicateEmails: "Duplirane adrese e-pošte nisu dozvoljene",
  },
  success: {
    emailSent: "E-poruka je poslata",
    passwordReset: "Lozinka je uspešno promenjena, prijavite se",
  },
  score: {
    category: {
      VeryLow: "Veoma nizak",
      Low: "Nizak",
      Medium: "Srednji",
      High: "Visok",
      VeryHigh: "Veoma visok",
    },
  },
  toast: {
    region: "Obaveštenja",
    close: "Zatvori obaveštenje",
  },
  modal: {
    close: "Zatvori dijalog",
  },
};
