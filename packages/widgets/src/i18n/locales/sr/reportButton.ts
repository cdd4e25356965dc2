import type { Translation } from "../../translation";
import type { reportButton as en } from "../en/reportButton";

/** Dugme za prijavu: ključ ekstenzije, prijave iz ekstenzije za super-administratore i obrazac za prijavu. */
export const reportButton: Translation<typeof en> = {
  key: {
    title: "Ključ ekstenzije",
    intro:
      "Dodatak za prijavu i ekstenzija pregledača prijavljuju se ovim ključem. Rasporedite ga uz dodatak (Microsoft 365 admin centar, Google Workspace ili upravljana politika pregledača). Ključ može samo da čita ova podešavanja i da šalje prijave.",
    none: "Ključ još ne postoji. Napravite ga pre raspoređivanja ekstenzije.",
    prefix: "Ključ",
    createdBy: "Napravio/la",
    createdAt: "Napravljen",
    lastUsed: "Poslednja upotreba",
    never: "Nikad",
    create: "Napravi ključ",
    replace: "Zameni ključ",
    replaceTitle: "Zameniti ključ ekstenzije?",
    replaceBody:
      "Trenutni ključ odmah prestaje da važi: ekstenzije koje ga još koriste ne mogu da prijavljuju dok ne dobiju novi.",
    keyTitle: "Novi ključ ekstenzije",
    keyLabel: "Ključ ekstenzije",
    keyWarning: "Kopirajte ga sada i unesite u podešavanja raspoređivanja ekstenzije. Više neće biti prikazan.",
    done: "Gotovo",
    readOnly: "Ključ mogu da vide i zamene samo administratori organizacije.",
  },
  reports: {
    title: "Prijave iz ekstenzije",
    description:
      "Poruke koje su ljudi prijavili dugmetom za prijavu, a nisu bile simulacije fišinga, iz svih organizacija.",
    caption: "Prijavljene poruke",
    searchPlaceholder: "Pošiljalac, naslov ili prijavilac",
    empty: "Nema prijavljenih poruka",
    emptyHint:
      "Ovde se pojavljuju poruke koje ljudi prijave dodatkom, ekstenzijom pregledača ili obrascem na intranetu.",
    emptyFiltered: "Nijedna prijavljena poruka ne odgovara ovim filterima",
    forbidden: "Za prijave iz ekstenzije potrebna je dozvola ManagePhishing.",
    filters: { status: "Status", reported: "Prijavljeno" },
    columns: {
      reportedAt: "Prijavljeno",
      reporter: "Prijavilac",
      sender: "Pošiljalac",
      subject: "Naslov",
      authentication: "Autentifikacija",
      status: "Status",
    },
    statuses: { Received: "Primljeno", Clean: "Bezbedno", Spam: "Neželjeno", Threat: "Pretnja" },
    sources: { Extension: "Ekstenzija", Web: "Veb obrazac" },
    noSubject: "(bez naslova)",
    authentication: "SPF {{spf}} · DKIM {{dkim}} · DMARC {{dmarc}}",
    unknownVerdict: "?",
    statusSaved: "Označeno: {{status}}.",
    comment: "Napomena prijavioca: {{comment}}",
  },
  reported: {
    title: "Prijavljeni mejlovi",
    description:
      "Mejlovi koje su vaši ljudi prijavili dugmetom za prijavu: simulacije fišinga koje su prepoznali i svi drugi mejlovi koje bezbednosni tim treba da pregleda.",
    emptyHint:
      "Ovde se pojavljuju mejlovi koje vaši ljudi prijave dodatkom, proširenjem pregledača ili formom na intranetu.",
    forbidden: "Za prijavljene mejlove potrebna je dozvola ReadPhishing.",
    simulation: "Prepoznata simulacija",
    inSimulation: "Simulacija: {{name}}",
    filters: { kind: "Vrsta" },
    kinds: { Suspicious: "Sumnjiv mejl", Simulation: "Simulacija fišinga" },
    columns: { verdict: "Ocena", receivedAt: "Primljen" },
  },
  report: {
    title: "Prijavite sumnjivu poruku",
    intro:
      "Dobili ste poruku koja liči na fišing? Javite bezbednosnom timu. Prepišite pošiljaoca i naslov iz poruke; ne prosleđujte je nikome drugom.",
    sender: "Pošiljalac",
    senderHint: "Adresa pošiljaoca kako je prikazuje vaš program za poštu, npr. billing@example.com",
    subject: "Naslov",
    headersToggle: "Dodajte zaglavlja poruke (nije obavezno)",
    headers: "Zaglavlja poruke",
    headersHint:
      "U programu za poštu: Prikaži original / Izvorni kod poruke. Nalepite deo pre teksta poruke; sam tekst nije potreban.",
    comment: "Zašto vam deluje sumnjivo? (nije obavezno)",
    submit: "Prijavi poruku",
    thanksTitle: "Hvala na prijavi",
    thanksBody: "Bezbednosni tim je primio vašu prijavu i pogledaće je. Obrišite poruku i ne otvarajte njene linkove.",
    simulationTitle: "Odlično uočeno: ovo je bila simulacija fišinga",
    simulationBody: "Vaša organizacija je poslala ovu poruku radi vežbe. Prijava je bila pravi potez.",
    another: "Prijavite drugu poruku",
    senderRequired: "Pošiljalac je obavezan",
  },
};
