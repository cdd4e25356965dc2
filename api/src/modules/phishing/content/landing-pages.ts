import { feedbackHtml, formHtml, type ShippedLandingPage } from "./build.js";

/** A landing page's stable id: the seed's key (`0195b1c0-0000-7000-8000-000013xxxxxx`). */
const id = (n: number) => `0195b1c0-0000-7000-8000-${String(130000 + n).padStart(12, "0")}`;

/** The ids templates name their landing pages by. */
export const landingPageIds = {
  signIn: { En: id(1), Sr: id(2) },
  documentPortal: { En: id(3), Sr: id(4) },
  payroll: { En: id(5), Sr: id(6) },
  parcel: { En: id(7), Sr: id(8) },
  survey: { En: id(9), Sr: id(10) },
  phished: { En: id(11), Sr: id(12) },
  generic: { En: id(13), Sr: id(14) },
} as const;

const NOTE_EN = "Simulated page of a phishing exercise. Whatever you type here is never stored.";
const NOTE_SR = "Simulirana stranica vežbe za prepoznavanje fišinga. Ono što ovde unesete se nikada ne čuva.";

/** The landing pages the common library ships with: credential-harvest forms and feedback pages, in English and Serbian. */
export const shippedLandingPages: ShippedLandingPage[] = [
  {
    id: landingPageIds.signIn.En,
    page: {
      name: "Work account sign-in",
      type: "CredentialHarvest",
      language: "En",
      html: formHtml({
        brand: "Workplace Account",
        accent: "#1d4ed8",
        title: "Sign in",
        intro: "Your session has expired. Sign in with your work account to continue.",
        fields: [
          { name: "email", label: "Work email", type: "email" },
          { name: "password", label: "Password", type: "password" },
        ],
        button: "Sign in",
        note: NOTE_EN,
      }),
    },
  },
  {
    id: landingPageIds.signIn.Sr,
    page: {
      name: "Prijava na poslovni nalog",
      type: "CredentialHarvest",
      language: "Sr",
      html: formHtml({
        brand: "Poslovni nalog",
        accent: "#1d4ed8",
        title: "Prijava",
        intro: "Vaša sesija je istekla. Prijavite se poslovnim nalogom da biste nastavili.",
        fields: [
          { name: "email", label: "Poslovna e-pošta", type: "email" },
          { name: "password", label: "Lozinka", type: "password" },
        ],
        button: "Prijavi se",
        note: NOTE_SR,
      }),
    },
  },
  {
    id: landingPageIds.documentPortal.En,
    page: {
      name: "Shared document viewer",
      type: "CredentialHarvest",
      language: "En",
      html: formHtml({
        brand: "DocShare Online",
        accent: "#0f766e",
        title: "Verify your identity to view the document",
        intro: "The owner of this file requires you to confirm your work email and password.",
        fields: [
          { name: "email", label: "Email address", type: "email" },
          { name: "password", label: "Password", type: "password" },
        ],
        button: "View document",
        note: NOTE_EN,
      }),
    },
  },
  {
    id: landingPageIds.documentPortal.Sr,
    page: {
      name: "Pregled deljenog dokumenta",
      type: "CredentialHarvest",
      language: "Sr",
      html: formHtml({
        brand: "DocShare Online",
        accent: "#0f766e",
        title: "Potvrdite identitet da biste videli dokument",
        intro: "Vlasnik datoteke traži da potvrdite poslovnu e-poštu i lozinku.",
        fields: [
          { name: "email", label: "Adresa e-pošte", type: "email" },
          { name: "password", label: "Lozinka", type: "password" },
        ],
        button: "Otvori dokument",
        note: NOTE_SR,
      }),
    },
  },
  {
    id: landingPageIds.payroll.En,
    page: {
      name: "Employee self-service (payroll)",
      type: "CredentialHarvest",
      language: "En",
      html: formHtml({
        brand: "Employee Self-Service",
        accent: "#7c3aed",
        title: "Confirm your payroll details",
        intro: "Sign in to review the change to your bank account before the next payroll run.",
        fields: [
          { name: "username", label: "Employee ID or email" },
          { name: "password", label: "Password", type: "password" },
        ],
        button: "Review change",
        note: NOTE_EN,
      }),
    },
  },
  {
    id: landingPageIds.payroll.Sr,
    page: {
      name: "Portal za zaposlene (plate)",
      type: "CredentialHarvest",
      language: "Sr",
      html: formHtml({
        brand: "Portal za zaposlene",
        accent: "#7c3aed",
        title: "Potvrdite podatke za isplatu",
        intro: "Prijavite se da pregledate izmenu bankovnog računa pre sledeće isplate plate.",
        fields: [
          { name: "username", label: "Broj zaposlenog ili e-pošta" },
          { name: "password", label: "Lozinka", type: "password" },
        ],
        button: "Pregledaj izmenu",
        note: NOTE_SR,
      }),
    },
  },
  {
    id: landingPageIds.parcel.En,
    page: {
      name: "Parcel redelivery form",
      type: "CredentialHarvest",
      language: "En",
      html: formHtml({
        brand: "ParcelPoint Delivery",
        accent: "#d97706",
        title: "Reschedule your delivery",
        intro: "Confirm your details and choose a new delivery slot. A redelivery fee of 1.99 may apply.",
        fields: [
          { name: "fullName", label: "Full name" },
          { name: "phone", label: "Mobile phone", type: "tel" },
          { name: "postcode", label: "Postcode" },
        ],
        button: "Continue",
        note: NOTE_EN,
      }),
    },
  },
  {
    id: landingPageIds.parcel.Sr,
    page: {
      name: "Obrazac za ponovnu dostavu",
      type: "CredentialHarvest",
      language: "Sr",
      html: formHtml({
        brand: "ParcelPoint dostava",
        accent: "#d97706",
        title: "Zakažite novu dostavu",
        intro: "Potvrdite podatke i izaberite novi termin. Može se naplatiti naknada od 199 dinara.",
        fields: [
          { name: "fullName", label: "Ime i prezime" },
          { name: "phone", label: "Broj mobilnog telefona", type: "tel" },
          { name: "postcode", label: "Poštanski broj" },
        ],
        button: "Nastavi",
        note: NOTE_SR,
      }),
    },
  },
  {
    id: landingPageIds.survey.En,
    page: {
      name: "IT survey sign-in",
      type: "CredentialHarvest",
      language: "En",
      html: formHtml({
        brand: "IT Service Desk Survey",
        accent: "#059669",
        title: "Start the survey",
        intro: "Sign in with your network account so we can enter you into the voucher draw.",
        fields: [
          { name: "username", label: "Network username" },
          { name: "password", label: "Password", type: "password" },
        ],
        button: "Start survey",
        note: NOTE_EN,
      }),
    },
  },
  {
    id: landingPageIds.survey.Sr,
    page: {
      name: "Prijava za IT anketu",
      type: "CredentialHarvest",
      language: "Sr",
      html: formHtml({
        brand: "Anketa IT podrške",
        accent: "#059669",
        title: "Započnite anketu",
        intro: "Prijavite se mrežnim nalogom kako bismo vas uključili u izvlačenje vaučera.",
        fields: [
          { name: "username", label: "Korisničko ime na mreži" },
          { name: "password", label: "Lozinka", type: "password" },
        ],
        button: "Započni anketu",
        note: NOTE_SR,
      }),
    },
  },
  {
    id: landingPageIds.phished.En,
    page: {
      name: "This was a phishing simulation",
      type: "PhishedDisplay",
      language: "En",
      html: feedbackHtml({
        title: "This was a phishing simulation",
        paragraphs: [
          "The email you just acted on was a training exercise run by your organisation. Nothing has been downloaded and nothing you typed was kept.",
          "Real attackers use exactly these tricks. Next time, pause before you click:",
        ],
        tips: [
          "Check the sender's address, not just the name shown.",
          "Hover over a link to see where it really goes.",
          "Be wary of urgency, threats and unexpected requests for passwords or payments.",
          "When in doubt, report the email with the Report button or to your IT team.",
        ],
      }),
      customMessage: null,
    },
  },
  {
    id: landingPageIds.phished.Sr,
    page: {
      name: "Ovo je bila simulacija fišinga",
      type: "PhishedDisplay",
      language: "Sr",
      html: feedbackHtml({
        title: "Ovo je bila simulacija fišinga",
        paragraphs: [
          "Poruka na koju ste upravo reagovali bila je vežba koju sprovodi vaša organizacija. Ništa nije preuzeto i ništa što ste uneli nije sačuvano.",
          "Pravi napadači koriste upravo ove trikove. Sledeći put zastanite pre nego što kliknete:",
        ],
        tips: [
          "Proverite adresu pošiljaoca, ne samo prikazano ime.",
          "Zadržite pokazivač iznad linka da vidite kuda zaista vodi.",
          "Budite oprezni kod hitnosti, pretnji i neočekivanih zahteva za lozinkom ili uplatom.",
          "Kada niste sigurni, prijavite poruku dugmetom Prijavi ili IT službi.",
        ],
      }),
      customMessage: null,
    },
  },
  {
    id: landingPageIds.generic.En,
    page: { name: "Generic message", type: "GenericMsg", language: "En", html: null, customMessage: null },
  },
  {
    id: landingPageIds.generic.Sr,
    page: { name: "Opšta poruka", type: "GenericMsg", language: "Sr", html: null, customMessage: null },
  },
];
