import type { Translation } from "../../translation";
import type { player as en } from "../en/player";

/** Serbian (Latin script) strings of the learner's course player and the join page. */
export const player: Translation<typeof en> = {
  loading: "Učitavanje kursa…",
  invalid: {
    title: "Ovaj link nije važeći",
    message:
      "Link je možda pogrešno prepisan ili je kurs koji otvara uklonjen. Zatražite novi link od osobe koja vam ga je poslala.",
  },
  start: {
    hello: "Zdravo, {{name}}",
    expectedTime: "Očekivano vreme",
    lessons: "Lekcije",
    pages_one: "{{count}} strana",
    pages_few: "{{count}} strane",
    pages_other: "{{count}} strana",
    passingScore: "Prolazni rezultat",
    dueDate: "Završite do",
    begin: "Započni kurs",
    resume: "Nastavi gde ste stali",
    ended: "Ovaj kurs je završen. Vaš napredak se više ne može sačuvati.",
    preview: "Pregled: odgovori se proveravaju, ali se ništa ne beleži.",
    contact: "Pitanja o bezbednosti?",
    policy: "Pročitajte bezbednosnu politiku",
  },
  nav: {
    contents: "Sadržaj kursa",
    progress: "Napredak",
    pageOf: "Strana {{current}} od {{total}}",
    completion: "Završeno {{percent}}%",
    previous: "Prethodna",
    next: "Sledeća",
    viewed: "pregledano",
    answered: "odgovoreno",
    current: "trenutna strana",
    showContents: "Prikaži sadržaj kursa",
  },
  page: {
    noContent: "Ova strana nema sadržaj.",
    videoTitle: "Video: {{title}}",
    videoPrivacy: "Video se učitava od dobavljača bez kolačića za praćenje.",
    videoLink: "Pogledajte video",
    noVideo: "Ovaj video ne može da se prikaže ovde.",
  },
  quiz: {
    choose: "Izaberite jedan odgovor",
    submit: "Pošalji odgovor",
    chooseFirst: "Prvo izaberite odgovor.",
    correct: "Tačno",
    incorrect: "Netačno",
    yourAnswer: "Vaš odgovor",
  },
  finish: {
    action: "Završi kurs",
    unanswered_one: "Odgovorite na još {{count}} pitanje da biste završili.",
    unanswered_few: "Odgovorite na još {{count}} pitanja da biste završili.",
    unanswered_other: "Odgovorite na još {{count}} pitanja da biste završili.",
    previewEnd: "Kraj pregleda.",
  },
  result: {
    title: "Vaš rezultat",
    passed: "Položeno",
    failed: "Nije položeno",
    score: "Vaš rezultat",
    passingScore: "Prolazni rezultat",
    timeSpent: "Utrošeno vreme",
    completedAt: "Završeno",
    passedMessage: "Bravo: položili ste kurs.",
    failedMessage:
      "Ovog puta niste dostigli prolazni rezultat. Pogledajte ponovo lekcije; vaša kontakt osoba za bezbednost može da pomogne.",
    review: "Pogledaj lekcije",
  },
  duration: {
    minutes_one: "{{count}} minut",
    minutes_few: "{{count}} minuta",
    minutes_other: "{{count}} minuta",
    seconds: "manje od minuta",
  },
  organization: {
    label: "Vaša organizacija",
  },
  join: {
    title: "Pridružite se kursu",
    description: "Unesite svoju poslovnu adresu e-pošte. Ako pripada organizaciji, na nju će biti poslata pozivnica.",
    email: "Poslovna e-pošta",
    submit: "Pošalji mi pozivnicu",
    sentTitle: "Proverite e-poštu",
    sent: "Ako adresa pripada organizaciji, pozivnica je na putu. Može potrajati nekoliko minuta.",
    emailRequired: "E-pošta je obavezna",
    emailInvalid: "Unesite ispravnu adresu e-pošte",
  },
};
