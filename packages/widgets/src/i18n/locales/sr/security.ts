import type { Translation } from "../../translation";
import type { security as en } from "../en/security";
import { securityCommon } from "./securityCommon";

/** Serbian (Latin script) strings of the account-security parts; see `en/security.ts`. */
export const security: Translation<typeof en> = {
  passwordStrength: {
    label: "Jačina lozinke: {{level}}",
    levels: {
      tooCommon: "previše česta",
      weak: "slaba",
      fair: "osrednja",
      good: "dobra",
      strong: "jaka",
    },
    tooCommonHint: "Ova lozinka je na spiskovima čestih ili procurelih lozinki i biće odbijena. Izaberite drugu.",
    weakHint: "Duža je jača: probajte nekoliko nepovezanih reči.",
  },
  passwordRefused: "Ova lozinka je previše česta ili laka za pogađanje: izaberite drugu",
  checkEmail: {
    title: "Proverite e-poštu",
    message: "Poslali smo e-poruku na {{email}}. Otvorite vezu iz nje da završite pravljenje naloga, pa se prijavite.",
    hint: "Ništa nije stiglo ni posle nekoliko minuta? Pogledajte fasciklu za neželjenu poštu. Ako već imate nalog sa ovom adresom, prijavite se ili promenite lozinku.",
    toLogin: "Idi na prijavu",
  },
  disableTwoFactor: {
    codeDescription: "Unesite trenutni kôd iz aplikacije za autentifikaciju da potvrdite.",
    recoveryKeyDescription: "Unesite ključ za oporavak od 24 znaka da potvrdite.",
    useRecoveryKey: "Izgubili ste telefon? Upotrebite ključ za oporavak",
    useCode: "Upotrebite kôd iz aplikacije",
  },
  twoFactorPolicy: {
    title: "Dvofaktorska autentifikacija",
    description:
      "Zahtevajte od svakog člana da uključi dvofaktorsku autentifikaciju. Članovi bez nje biće upućeni da je podese pre nego što mogu da koriste ovu organizaciju.",
    require: "Zahtevaj dvofaktorsku autentifikaciju za članove",
    save: "Sačuvaj",
    saved: "Sačuvano.",
    ownFirst: "Prvo uključite dvofaktorsku autentifikaciju na svom nalogu, da vas ovo podešavanje ne bi zaključalo.",
    toAccount: "Idi na podešavanja dvofaktorske autentifikacije",
  },
  twoFactorRequired: {
    title: "Potrebna je dvofaktorska autentifikacija",
    message:
      "{{organization}} zahteva dvofaktorsku autentifikaciju od svih koji u njoj rade. Uključite je na svom nalogu da biste nastavili: potreban je minut i aplikacija za autentifikaciju na telefonu.",
    messageGeneric:
      "Ova organizacija zahteva dvofaktorsku autentifikaciju od svih koji u njoj rade. Uključite je na svom nalogu da biste nastavili.",
    action: "Podesite dvofaktorsku autentifikaciju",
    error: securityCommon.twoFactorRequiredError,
  },
};
