import type { Translation } from "../../translation";
import type { inventoryDirectory as en } from "../en/inventoryDirectory";

/** Serbian (Latin script) strings of directory sync (Google Workspace, Microsoft 365). */
export const inventoryDirectory: Translation<typeof en> = {
  title: "Sinhronizacija direktorijuma",
  intro:
    "Držite svoje ljude usklađene sa Google Workspace-om ili Microsoft 365: Bulwark čita aktivne korisnike direktorijuma, sa njihovim odeljenjima i grupama, kad god pokrenete sinhronizaciju.",
  readOnly:
    "Samo administratori organizacije mogu da povežu ili izmene direktorijum. Vi i dalje vidite veze i, ako vodite inventar, možete da sinhronizujete.",
  connected: "Povezano",
  notConnected: "Nije povezano",
  account: "Povezano kao",
  lastSync: "Poslednja sinhronizacija",
  never: "Nikad",
  lastError: "Poslednja greška",
  deleteMissing: "Briše ljude koji su otišli",
  yes: "Da",
  no: "Ne",
  status: {
    Succeeded: "Uspešno",
    Failed: "Neuspešno",
  },
  syncNow: "Sinhronizuj sada",
  replace: "Zameni pristupne podatke",
  disconnect: "Prekini vezu",
  disconnectTitle: "Prekinuti vezu sa {{provider}}?",
  disconnectBody: "Sačuvani pristupni podaci se zaboravljaju. Ljudi koji su već sinhronizovani ostaju u inventaru.",
  disconnected: "Veza sa {{provider}} je prekinuta",
  saved: "Veza sa {{provider}} je sačuvana",
  askAdmin: "Zamolite administratora organizacije da je poveže.",
  howTo: "Kako dobiti ove pristupne podatke",
  formLabel: "Pristupni podaci za {{provider}}",
  secretStored: "Sačuvano (šifrovano, nikad se ne prikazuje). Nalepite novo da biste ga zamenili.",
  secretPlaceholder: "Sačuvano — nalepite novo da biste ga zamenili",
  deleteMissingLabel: "Obriši ljude koji su došli iz {{provider}} i kojih tamo više nema",
  connect: "Poveži",
  saveReplace: "Sačuvaj",
  close: "Zatvori",
  google: {
    description: "Korisnici vašeg Google Workspace-a, čitani preko servisnog naloga.",
    key: "Ključ servisnog naloga (JSON)",
    keyHint: "Cela JSON datoteka ključa servisnog naloga, nalepljena kakva jeste.",
    keyInvalid: "Ovo nije JSON ključ servisnog naloga (potrebni su client_email i private_key).",
    adminEmail: "E-pošta administratora",
    adminEmailHint: "Workspace administrator u čije ime servisni nalog radi.",
    customer: "ID korisnika (Customer ID)",
    customerHint: "Ostavite prazno za sopstveni nalog (my_customer).",
    customerInvalid: "Samo slova, cifre i donje crte",
    step1: "U Google Cloud-u napravite servisni nalog i JSON ključ za njega.",
    step2:
      "U Google Admin konzoli, pod Security → API controls → Domain-wide delegation, dodajte client ID servisnog naloga sa opsegom https://www.googleapis.com/auth/admin.directory.user.readonly.",
    step3: "Ovde nalepite JSON ključ i adresu e-pošte jednog administratora vašeg Workspace-a.",
  },
  microsoft: {
    description: "Korisnici vašeg Microsoft Entra ID-a (Microsoft 365), čitani preko Microsoft Graph-a.",
    directoryId: "ID direktorijuma (tenant) ili primarni domen",
    directoryIdHint: "Na primer contoso.onmicrosoft.com.",
    directoryIdInvalid: "Najmanje 3 znaka",
    clientId: "ID aplikacije (client ID)",
    clientIdHint: "ID registrovane aplikacije, UUID.",
    clientIdInvalid: "Mora biti UUID, npr. 6f1c2d3e-1111-4222-8333-944455566677",
    clientSecret: "Tajna klijenta (client secret)",
    clientSecretHint: "Vrednost tajne (ne njen ID).",
    step1: "U Microsoft Entra admin centru registrujte aplikaciju (App registrations → New registration).",
    step2:
      "Pod API permissions dodajte Microsoft Graph aplikacione dozvole User.Read.All i GroupMember.Read.All i dajte administratorsku saglasnost.",
    step3:
      "Pod Certificates & secrets napravite tajnu klijenta i ovde nalepite njenu vrednost sa ID-jevima direktorijuma i aplikacije.",
  },
};
