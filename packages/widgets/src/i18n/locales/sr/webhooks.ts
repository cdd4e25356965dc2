import type { Translation } from "../../translation";
import type { domainEvents as enDomainEvents, webhooks as enWebhooks } from "../en/webhooks";

/** Nazivi domenskih događaja (tipova webhook poruka). */
export const domainEvents: Translation<typeof enDomainEvents> = {
  PeopleImported: "Osobe uvezene",
  PeopleSynced: "Osobe sinhronizovane iz direktorijuma",
  PeopleBulkChanged: "Osobe grupno obrisane, označene ili dodate u grupe",
  AssetVerified: "Resurs verifikovan",
  DiscoveryCompleted: "Otkrivanje je pronašlo nove resurse",
  ExportReady: "Izvoz je spreman",
  LearningContentChanged: "Sadržaj obuke je izmenjen",
  NanoCampaignStarted: "Nano kampanja je pokrenuta",
  NanoCampaignStopped: "Nano kampanja je zaustavljena",
  NanoLearnerAnswered: "Odgovoreno na nano kviz",
  PhishingContentChanged: "Fišing šablon, odredišna stranica ili profil za slanje je izmenjen",
  WebhookTest: "Probna poruka",
};

/** Ekran webhook-ova organizacije. */
export const webhooks: Translation<typeof enWebhooks> = {
  title: "Webhook-ovi",
  intro:
    "Bulwark šalje potpisane poruke (Standard Webhooks) na vaše adrese kada se nešto desi u ovoj organizaciji, i ponavlja slanje duže od jednog dana kada ne uspe.",
  createTitle: "Dodaj adresu",
  url: "URL adrese",
  urlHint: "http ili https, npr. https://hooks.example.com/bulwark",
  urlInvalid: "Unesite http ili https URL",
  description: "Opis",
  descriptionHint: "Opciono: šta prima ove poruke",
  eventTypes: "Događaji koji se šalju",
  eventTypesRequired: "Izaberite bar jedan događaj",
  create: "Dodaj adresu",
  created: "Adresa dodata",
  caption: "Webhook adrese organizacije",
  empty: "Još nema adresa",
  emptyHint: "Dodajte URL koji treba da prima Bulwark događaje; njegova tajna za potpisivanje prikazuje se jednom.",
  columns: {
    url: "Adresa",
    events: "Događaji",
    state: "Stanje",
  },
  state: {
    enabled: "Uključena",
    disabledManual: "Isključena",
    disabledFailures: "Isključena posle neuspeha",
  },
  actions: {
    deliveries: "Isporuke",
    test: "Pošalji probu",
    testSent: "Probna poruka je u redu za slanje",
    rotate: "Zameni tajnu",
    enable: "Uključi",
    disable: "Isključi",
    remove: "Ukloni",
  },
  enabledToast: "Adresa uključena",
  disabledToast: "Adresa isključena",
  removeConfirmTitle: "Ukloniti adresu?",
  removeConfirmBody: "{{url}} više ništa ne prima, a dnevnik isporuka se briše.",
  removed: "Adresa uklonjena",
  rotateConfirmTitle: "Zameniti tajnu za potpisivanje?",
  rotateConfirmBody:
    "Nova tajna se pravi odmah. Narednih 24 sata poruke se potpisuju i novom i starom tajnom, pa {{url}} može da pređe bez gubitka poruka.",
  secretTitle: "Tajna za potpisivanje",
  secretLabel: "Tajna za potpisivanje za {{url}}",
  secretWarning: "Kopirajte tajnu sada. Neće biti ponovo prikazana.",
  done: "Kopirao/la sam tajnu",
  deliveries: {
    title: "Isporuke na {{url}}",
    caption: "Isporuke, najnovije prve",
    empty: "Još ništa nije isporučeno",
    emptyHint: "Pošaljite probnu poruku iz menija adrese da biste ovde videli isporuku.",
    close: "Zatvori isporuke",
    columns: {
      createdAt: "Napravljeno",
      event: "Događaj",
      status: "Status",
      attempts: "Pokušaji",
      answer: "Poslednji odgovor",
      latency: "Trajanje",
      nextAttempt: "Sledeći pokušaj",
    },
    status: {
      Pending: "Na čekanju",
      Succeeded: "Uspešno",
      Failed: "Neuspešno",
    },
    replay: "Pošalji ponovo",
    replayed: "Isporuka ponovo u redu za slanje",
    replayOf: "ponovljeno",
    latencyMs: "{{ms}} ms",
  },
};
