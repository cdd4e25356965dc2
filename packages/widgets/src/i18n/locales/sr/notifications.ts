import type { Translation } from "../../translation";
import type { notifications as en } from "../en/notifications";

/** Serbian (Latin script) strings of the notifications. */
export const notifications: Translation<typeof en> = {
  title: "Obaveštenja",
  empty: "Nemate obaveštenja.",
  unread: "Nepročitano",
  read: "Pročitano",
  markRead: "Označi kao pročitano",
  markAllRead: "Označi sve kao pročitano",
  allMarkedRead: "Sva obaveštenja su označena kao pročitana.",
  bell: {
    label: "Obaveštenja",
    labelUnread: "Obaveštenja (nepročitanih: {{count}})",
    seeAll: "Sva obaveštenja",
    latest: "Najnovija obaveštenja",
  },
  page: {
    description: "Šta se desilo u vašim organizacijama: pozivnice, uvozi, otkrića, izvozi.",
    list: "Obaveštenja, najnovija prva",
    markReadNamed: "Označi kao pročitano: {{title}}",
    pagination: "Stranice obaveštenja",
  },
  detail: {
    back: "Nazad na obaveštenja",
    received: "Primljeno",
    status: "Status",
    notFound: "Obaveštenje nije pronađeno",
    notFoundMessage: "Ovo obaveštenje ne postoji ili pripada drugoj organizaciji.",
    open: {
      vulnerability: "Otvori ranjivost",
      leaks: "Otvori procurele pristupne podatke",
      courses: "Otvori kurseve",
      simulation: "Otvori simulaciju",
      simulations: "Otvori simulacije",
      people: "Otvori osobe",
      asset: "Otvori resurs",
      assets: "Otvori resurse",
    },
  },
  types: {
    VulnerabilityCreated: "Nova ranjivost",
    CredentialLeaked: "Procureli pristupni podaci",
    VulnerabilityActivityCreated: "Aktivnost na ranjivosti",
    LearnerFailedCourse: "Nepoložen kurs",
    TargetFailed: "Neuspešna simulacija",
    PeopleImported: "Osobe uvezene",
    PeopleSynced: "Osobe sinhronizovane",
    AssetVerified: "Resurs verifikovan",
    DiscoveryCompleted: "Otkriveni novi resursi",
    ExportReady: "Izvoz je spreman",
  },
  sentences: {
    VulnerabilityCreated: "Pronađena je nova ranjivost, ozbiljnost: {{severity}}.",
    CredentialLeaked: "Pronađeni su procureli pristupni podaci: {{credentials}}.",
    CredentialLeakedNone: "Pronađeni su procureli pristupni podaci.",
    VulnerabilityActivityCreated: "Nova aktivnost na ranjivosti „{{title}}“: {{status}}.",
    LearnerFailedCourse: "Kurs „{{course}}“ nije položen: {{learner}}.",
    TargetFailed: "Simulacija fišinga „{{simulation}}“: meta {{target}} nije prošla.",
    TargetFailedUnknown: "Jedna meta nije prošla simulaciju fišinga.",
    andMore: "{{list}} i još {{count}}",
    PeopleImported:
      "Osobe su sačuvane iz izvora {{source}}: dodato {{created}}, izmenjeno {{updated}}, obrisano {{deleted}}, odbijeno {{rejected}}.",
    PeopleSynced:
      "Osobe su sinhronizovane iz {{provider}}: dodato {{created}}, izmenjeno {{updated}}, obrisano {{deleted}}, odbijeno {{rejected}}.",
    AssetVerified: "{{name}} je sada verifikovan.",
    DiscoveryCompleted: "Otkrivanje od {{name}} dodalo je nove resurse: {{count}}.",
    ExportReady: "Vaš izvoz {{fileName}} je spreman za preuzimanje.",
  },
  sources: {
    csv: "CSV datoteka",
    api: "API",
  },
  severity: {
    critical: "kritična",
    high: "visoka",
    medium: "srednja",
  },
  activityStatus: {
    AutoDiscovered: "automatski otkrivena",
    Draft: "nacrt",
    Fixing: "u popravci",
    ReTest: "ponovno testiranje",
    Reported: "prijavljena",
    Resolved: "rešena",
  },
};
