#!/usr/bin/env node
// `pnpm screens`: starts the API with the built web app on seeded data, and writes a screenshot of
// each main screen, in English and Serbian, light and dark, on a desktop (1440×900; the asset pages
// 1440×1100) and a phone (390×844), to docs/screens/<screen>.<lang>[.phone][.dark].png, then one
// contact sheet per screen and language (dark, phone, phone dark side by side) to a temporary
// directory: with the desktop light screenshot, what a person looks through.
// `SCREENS=people,assets` takes only those screens.
// Uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) through playwright-core.
// The asset screens need Debian's dnsmasq (package dnsmasq-base): it serves the seeded zone, so
// discovery, DNS records and verification work without network access. Without it they are skipped.
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = path.join(root, "docs", "screens");
const requireFromTests = createRequire(path.join(root, "tests", "package.json"));
const { chromium } = requireFromTests("playwright-core");

const { buildIfStale } = await tsImport("../tests/e2e/support/build.ts", import.meta.url);
const harness = await tsImport("../api/src/test/harness.ts", import.meta.url);
const { notify } = await tsImport("../api/src/index.ts", import.meta.url);
const { createPortalServer } = await import(pathToFileURL(path.join(root, "examples/msp-portal/server.mjs")).href);

const webAppDist = path.join(root, "examples", "web-app", "dist");
const elementsBundle = path.join(root, "packages", "elements", "dist", "bulwark-elements.js");
const say = (line) => process.stdout.write(`${line}\n`);

say("Building what is stale (web app, elements bundle)…");
buildIfStale("web-app", path.join(webAppDist, "index.html"), [
  "examples/web-app/src",
  "examples/web-app/index.html",
  "packages/widgets/src",
  "packages/client/src",
]);
buildIfStale("@bulwark/elements", elementsBundle, ["packages/elements/src", "packages/widgets/src"]);

// --- The Acme zone the asset inventory resolves. The API only takes names under a known public
// suffix (".example" is none), so the assets live under acme-example.rs, .com and .net;
// dnsmasq answers them from here and never forwards, so nothing leaves the machine. The
// addresses sit in real ranges (Hetzner, Telekom Srbija), so the IP info tab has an AS and a country.
const DOMAIN = "acme-example.rs";
const DOMAIN_COM = "acme-example.com";
const sub = (label) => `${label}.${DOMAIN}`;
const WEB_V4 = "5.75.201.34";
const WEB_V6 = "2a01:4f8:c012:3a5e::1";
const OFFICE_V4 = "5.134.105.20";
// Added again before each assets screen, so its discovery has new assets to announce in a notice.
const DOMAIN_NET = "acme-example.net";
const NET_FINDS = [`www.${DOMAIN_NET}`, `shop.${DOMAIN_NET}`, "5.75.201.40", "5.75.201.41"];
const acmeZone = (verificationTxt = []) => ({
  a: {
    // The first name of an address answers its PTR query (the IP info's reverse DNS).
    [DOMAIN]: [WEB_V4],
    [sub("www")]: [WEB_V4],
    [DOMAIN_COM]: [WEB_V4],
    [`www.${DOMAIN_COM}`]: [WEB_V4],
    [sub("mail")]: ["5.134.105.10"],
    [sub("webmail")]: ["5.134.105.10"],
    [sub("vpn")]: ["5.134.105.11"],
    [sub("office")]: [OFFICE_V4],
    [sub("portal")]: ["5.75.201.35"],
    [sub("klijenti")]: ["5.75.201.36"],
    [sub("ns1")]: ["5.75.201.53"],
    [sub("ns2")]: ["5.134.105.53"],
    [sub("staging")]: ["5.75.201.37"],
    [sub("dev")]: ["5.75.201.38"],
    [DOMAIN_NET]: ["5.75.201.40"],
    [`www.${DOMAIN_NET}`]: ["5.75.201.40"],
    [`shop.${DOMAIN_NET}`]: ["5.75.201.41"],
    // Acme's webhook receivers: this machine (see the receiver below).
    [sub("hooks")]: ["127.0.0.1"],
  },
  aaaa: { [DOMAIN]: [WEB_V6], [sub("www")]: [WEB_V6] },
  mx: {
    [DOMAIN]: [
      { priority: 10, exchange: sub("mail") },
      { priority: 20, exchange: sub("webmail") },
    ],
    [DOMAIN_COM]: [{ priority: 10, exchange: sub("mail") }],
    [DOMAIN_NET]: [{ priority: 10, exchange: sub("mail") }],
  },
  ns: { [DOMAIN]: [sub("ns1"), sub("ns2")], [DOMAIN_COM]: [sub("ns1"), sub("ns2")] },
  soa: {
    [DOMAIN]: {
      nsname: sub("ns1"),
      hostmaster: sub("hostmaster"),
      serial: 2026020301,
      refresh: 7200,
      retry: 3600,
      expire: 1209600,
      minttl: 300,
    },
  },
  txt: {
    [DOMAIN]: [
      "v=spf1 mx ip4:5.134.105.0/24 include:spf.protection.outlook.com -all",
      "MS=ms48213377",
      ...verificationTxt,
    ],
    [DOMAIN_COM]: [`v=spf1 include:${DOMAIN} -all`],
  },
});
const dns = harness.dnsmasqAvailable() ? await harness.startDnsServer(acmeZone()) : null;
if (!dns) say("dnsmasq is not installed (apt-get install dnsmasq-base): the asset screens are skipped.");

// A root super-admin (every super-admin permission, no organisation) for Administration → Awareness.
const ROOT = { email: "root@bulwark.example", password: "Root-screens-2026" };
const api = await harness.startTestApi(
  {
    BULWARK_ADMIN_EMAIL: ROOT.email,
    BULWARK_ADMIN_PASSWORD: ROOT.password,
    ...(dns ? { DNS_SERVERS: dns.server } : {}),
  },
  {
    staticSites: [{ mount: "/", dir: webAppDist, spaFallback: true }],
  },
);
const request = async (method, pathname, options) => {
  const response = await api.request(method, pathname, options);
  if (response.status >= 300)
    throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
};

// --- Seed: an organisation with people, invitations, a key, notifications and some activity.
say("Seeding…");
const ana = await harness.createUser(api, { email: "ana.admin@acme.example", firstName: "Ana" });
const acme = await request("POST", "/api/v1/users/tenants", {
  token: ana.accessToken,
  body: { name: "Acme d.o.o.", webUrl: "https://acme.example", color: "#1f5eff", industry: "Finance" },
});
await request("PUT", `/api/v1/users/tenants/${acme.id}/extension-data`, {
  token: ana.accessToken,
  tenant: acme.id,
  body: {
    whitelistedDomains: ["acme.example", "*.acme-intranet.example", "payroll.example"],
    headerOverlayMessage: "This message comes from outside Acme. Check the sender before you click.",
    formOverlayMessage: "Never type your Acme password on a page you reached from an email.",
    formOverlayEnabled: true,
  },
});
for (const [first, email, roles] of [
  ["Marko", "marko.markovic@acme.example", ["SecurityAnalyst"]],
  ["Jelena", "jelena.jovanovic@acme.example", ["AwarenessManager"]],
  ["Nikola", "nikola.nikolic@acme.example", ["Viewer"]],
]) {
  const member = await harness.createUser(api, { email, firstName: first });
  await request("POST", `/api/v1/users/tenants/${acme.id}/invitations`, {
    token: ana.accessToken,
    tenant: acme.id,
    body: { emails: [email], roles },
  });
  const token = await api.emailedToken(email, "/organizations/invitation/accept");
  await request("POST", "/api/v1/users/tenants/invitations/accept", { token: member.accessToken, body: { token } });
}
await request("POST", `/api/v1/users/tenants/${acme.id}/invitations`, {
  token: ana.accessToken,
  tenant: acme.id,
  body: { emails: ["milica.milic@acme.example", "stefan.stefanovic@acme.example"], roles: ["Viewer"] },
});
const key = await request("POST", `/api/v1/users/tenants/${acme.id}/api-keys`, {
  token: ana.accessToken,
  tenant: acme.id,
  body: { name: "MSP portal" },
});
await request("POST", `/api/v1/users/tenants/${acme.id}/api-keys`, {
  token: ana.accessToken,
  tenant: acme.id,
  body: { name: "Intranet leaderboard" },
});
// Webhooks: a receiver on this machine that takes the SIEM's messages (204) and refuses the
// ticketing system's (503), so the list shows a healthy endpoint and a failing one, and the
// deliveries what the seeding below sends. Created before the inventory is seeded, so the import,
// the verification and the discovery are delivered too.
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => res.writeHead(req.url === "/tickets" ? 503 : 204).end());
});
// A fixed port, so the endpoints' addresses (and the screenshots) are the same on every run; any
// free one when it is taken.
await new Promise((resolve, reject) => {
  receiver.once("error", (error) =>
    error.code === "EADDRINUSE" ? receiver.listen(0, "127.0.0.1", resolve) : reject(error),
  );
  receiver.listen(8088, "127.0.0.1", resolve);
});
const hooksBase = `http://${dns ? sub("hooks") : "127.0.0.1"}:${receiver.address().port}`;
const siemHook = await request("POST", "/api/v1/webhooks/endpoints", {
  token: ana.accessToken,
  tenant: acme.id,
  body: {
    url: `${hooksBase}/siem`,
    description: "SIEM (security events)",
    eventTypes: ["PeopleImported", "PeopleSynced", "AssetVerified", "DiscoveryCompleted"],
  },
});
const ticketsHook = await request("POST", "/api/v1/webhooks/endpoints", {
  token: ana.accessToken,
  tenant: acme.id,
  body: { url: `${hooksBase}/tickets`, description: "Service desk", eventTypes: ["ExportReady"] },
});
await request("POST", `/api/v1/webhooks/endpoints/${siemHook.endpoint.id}/test`, {
  token: ana.accessToken,
  tenant: acme.id,
});
await request("POST", `/api/v1/webhooks/endpoints/${ticketsHook.endpoint.id}/test`, {
  token: ana.accessToken,
  tenant: acme.id,
});
await api.drainJobs();
// A second organisation Ana belongs to, so she can switch.
const beta = await harness.createOrganizationOwner(api, "Beta Labs");
await request("POST", `/api/v1/users/tenants/${beta.tenantId}/invitations`, {
  token: beta.accessToken,
  tenant: beta.tenantId,
  body: { emails: [ana.email], roles: ["Admin"] },
});
await request("POST", "/api/v1/users/tenants/invitations/accept", {
  token: ana.accessToken,
  body: { token: await api.emailedToken(ana.email, "/organizations/invitation/accept") },
});
for (const input of [
  { type: "TargetFailed", meta: { targetFullName: "Jelena Jovanović", simulationName: "Invoice overdue" } },
  {
    type: "LearnerFailedCourse",
    meta: { learnerFirstName: "Nikola", learnerLastName: "Nikolić", courseName: "Phishing basics" },
  },
  {
    type: "VulnerabilityActivityCreated",
    meta: { vulnerabilityTitle: "Outdated TLS on mail.acme.example", activityStatus: "InProgress" },
  },
  {
    type: "CredentialLeaked",
    meta: {
      credentials: [
        { username: "marko", domain: "acme.example" },
        { username: "finance", domain: "acme.example" },
      ],
    },
  },
  { type: "VulnerabilityCreated", meta: { vulnerabilitySeverity: "critical" } },
]) {
  await notify(api.platform.db, acme.id, [ana.id], input);
}
const notifications = await request("GET", "/api/v1/notifications/notifications", {
  token: ana.accessToken,
  tenant: acme.id,
});
const newest = notifications.items[0].id;
// A user without an organisation (demo data), and a pending invitation for a signed-out visitor.
const newcomer = await harness.createUser(api, { email: "newcomer@example.com", firstName: "Petar" });
await request("POST", `/api/v1/users/tenants/${acme.id}/invitations`, {
  token: ana.accessToken,
  tenant: acme.id,
  body: { emails: ["guest@example.com"], roles: ["Viewer"] },
});
const invitationToken = await api.emailedToken("guest@example.com", "/organizations/invitation/accept");
// A password-reset link, as the newcomer would open it from the email.
await request("POST", "/api/v1/users/auth/reset-password/request", { body: { email: newcomer.email } });
await api.drainJobs();
const resetToken = await api.emailedToken(newcomer.email, "/auth/reset-password");

// --- Inventory: Acme's people (imported from a CSV file, as an admin would) and assets.
const asAna = { token: ana.accessToken, tenant: acme.id };
const ascii = (text) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/đ/g, "dj")
    .replace(/Đ/g, "Dj")
    .replace(/[^A-Za-z-]/g, "")
    .toLowerCase();
// First, last, department, team ("" for none), tags ("|" between), score (null: not scored yet).
const staff = [
  ["Ana", "Petrović", "Management", "", "vip", 88],
  ["Vladimir", "Lazić", "Management", "", "vip", 61],
  ["Grace", "Whitfield", "Management", "", "vip|remote", 79],
  ["Marko", "Marković", "Engineering", "Security Champions", "admin-access", 97],
  ["Stefan", "Stefanović", "Engineering", "", "remote", 72],
  ["Nemanja", "Popović", "Engineering", "", "new-hire", null],
  ["Dušan", "Čolić", "Engineering", "", "", 84],
  ["Luka", "Simić", "Engineering", "", "contractor", 45],
  ["Uroš", "Stanković", "Engineering", "Security Champions", "", 92],
  ["Oliver", "Bennett", "Engineering", "", "contractor|remote", 38],
  ["Alexandra", "Montgomery-Fitzgerald", "Engineering", "", "remote", 66],
  ["Ben", "Harris", "Engineering", "", "remote", 81],
  ["Dragan", "Đorđević", "IT Operations", "Security Champions", "admin-access|on-call", 99],
  ["Aleksandar", "Živković", "IT Operations", "", "admin-access|on-call", 90],
  ["Đorđe", "Janković", "IT Operations", "", "", 77],
  ["Thomas", "Reed", "IT Operations", "", "on-call", 86],
  ["Milica", "Milić", "Finance", "", "vip", 23],
  ["Tamara", "Pavlović", "Finance", "", "", 55],
  ["Snežana", "Radovanović", "Finance", "", "", 18],
  ["Nevena", "Grujić", "Finance", "", "", 49],
  ["Daniel", "Brooks", "Finance", "", "remote", 63],
  ["Nikola", "Nikolić", "Sales", "", "", 31],
  ["Miloš", "Stojanović", "Sales", "", "remote", 42],
  ["Bojan", "Vuković", "Sales", "", "", 12],
  ["Filip", "Mitrović", "Sales", "", "remote", 58],
  ["James", "Whitaker", "Sales", "", "remote", 36],
  ["Michael", "O'Connor", "Sales", "", "", 27],
  ["Jelena", "Jovanović", "Human Resources", "", "", 74],
  ["Katarina", "Šarić", "Human Resources", "", "", 68],
  ["Charlotte", "Evans", "Human Resources", "", "new-hire", null],
  ["Ivana", "Ilić", "Customer Support", "", "", 52],
  ["Marija", "Todorović", "Customer Support", "", "remote", 47],
  ["Sara", "Nešić", "Customer Support", "", "", 64],
  ["Sophie", "Hartley", "Customer Support", "", "", 39],
  ["Jovana", "Kostić", "Marketing", "", "", 57],
  ["Teodora", "Milošević", "Marketing", "", "new-hire", null],
  ["Mina", "Bogdanović", "Marketing", "", "", 70],
  ["Emily", "Carter", "Marketing", "", "remote", 83],
  ["Maja", "Ristić", "Legal & Compliance", "", "", 94],
  ["Hannah", "Moore", "Legal & Compliance", "", "", 88],
];
const emailOf = (first, last) => `${ascii(first)}.${ascii(last)}@acme.example`;
const csvCell = (value) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const peopleCsv = [
  "First Name,Last Name,Email,Department,Team,Tags",
  ...staff.map(([first, last, department, team, tags]) =>
    [first, last, emailOf(first, last), department, team, tags].map(csvCell).join(","),
  ),
].join("\r\n");
const imported = await request("POST", "/api/v1/inventory/people/import", {
  ...asAna,
  raw: peopleCsv,
  headers: { "content-type": "text/csv" },
});
if (imported.created !== staff.length) throw new Error(`people import: ${JSON.stringify(imported)}`);
// Scores come from training and phishing results, which nothing seeds here: written directly.
for (const [first, last, , , , score] of staff) {
  if (score === null) continue;
  await api.platform.db
    .updateTable("people")
    .set({ score })
    .where("tenant_id", "=", acme.id)
    .where("email", "=", emailOf(first, last))
    .execute();
}
// The file an admin would pick for the import preview: an HR export with Serbian headers and
// semicolons, a column nobody imports, someone unchanged, a changed department, new people, an
// address without a domain, a row without one and an address given twice.
const messyCsv = [
  "\uFEFFIme;Prezime;E-mail;Odeljenje;Oznake;Telefon",
  `Stefan;Stefanović;${emailOf("Stefan", "Stefanović")};Engineering;remote;+381 11 555 0101`,
  `Jelena;Jovanović;${emailOf("Jelena", "Jovanović")};People & Culture;;+381 11 555 0102`,
  "Lena;Kovač;lena.kovac@acme;Finance;;+381 63 555 0104",
  "Petar;Petrović;petar.petrovic@acme.example;Sales;new-hire;+381 64 555 0103",
  "Ivan;Horvat;;IT Operations;;",
  'Emma;Clarke;emma.clarke@acme.example;"Sales; EMEA";remote|new-hire;',
  "",
  "Petra;Petrović;Petar.Petrovic@acme.example;Sales;;",
  "Zoran;Živanović;zoran.zivanovic@acme.example;Finance;;+381 11 555 0105",
].join("\r\n");

// Assets: two domains and a subdomain added by hand, Acme's office address, discovery for the rest.
let acmeAsset = null;
if (dns) {
  await api.drainJobs();
  await request("POST", "/api/v1/inventory/assets/create/batch", {
    ...asAna,
    body: { assets: [DOMAIN, DOMAIN_COM, sub("klijenti"), OFFICE_V4].map((name) => ({ name })) },
  });
  await api.drainJobs();
  const assetNamed = async (name) =>
    (await request("GET", "/api/v1/inventory/assets/list?limit=100", asAna)).items.find((a) => a.name === name);
  acmeAsset = await assetNamed(DOMAIN);
  if (acmeAsset?.lastDiscoveryStatus !== "Completed")
    throw new Error(`discovery of ${DOMAIN}: ${JSON.stringify(acmeAsset)}`);
  // Ownership through the TXT record, then monitoring.
  const { txtRecord } = await request("GET", `/api/v1/inventory/assets/${acmeAsset.id}/verification`, asAna);
  await dns.update(acmeZone([txtRecord]));
  await request("POST", `/api/v1/inventory/assets/${acmeAsset.id}/verification/verify`, asAna);
  await request("PUT", `/api/v1/inventory/assets/${acmeAsset.id}/monitoring`, { ...asAna, body: { monitored: true } });
  // A second run, so the DNS records show the verification record too.
  await request("POST", `/api/v1/inventory/assets/${acmeAsset.id}/discoveries`, asAna);
  await api.drainJobs();
}

/**
 * Before the assets screen: adds DOMAIN_NET (again, without what it found last time), as an admin
 * who just added a domain would; its discovery stays Requested until the page watches it (see
 * `discoveryNotice`). Being the newest asset, it is on the list's first page.
 */
async function pendingDiscovery() {
  const { items } = await request("GET", "/api/v1/inventory/assets/list?limit=100", asAna);
  const again = new Set([DOMAIN_NET, ...NET_FINDS]);
  for (const asset of items.filter((a) => again.has(a.name))) {
    await request("DELETE", `/api/v1/inventory/assets/${asset.id}`, asAna);
  }
  await request("POST", "/api/v1/inventory/assets/create/batch", {
    ...asAna,
    body: { assets: [{ name: DOMAIN_NET }] },
  });
}

/** On the assets page: runs the discovery it is watching and waits for the new-assets notice. */
async function discoveryNotice(page) {
  await api.drainJobs();
  await page
    .getByRole("status")
    .filter({ hasText: /new assets? (was|were) discovered|Otkriven/ })
    .waitFor({ timeout: 20_000 });
}

/** Opens the import dialog, picks the messy file through the file chooser and checks it. */
async function importPreview(page) {
  await page
    .getByRole("main")
    .getByRole("button", { name: /^(Import CSV|Uvezi CSV)$/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    dialog.getByRole("button", { name: /Choose file|Izaberite datoteku/ }).click(),
  ]);
  await chooser.setFiles({ name: "hr-export-2026.csv", mimeType: "text/csv", buffer: Buffer.from(messyCsv, "utf8") });
  await dialog.getByRole("button", { name: /^(Check file|Proveri datoteku)$/ }).click();
  await dialog.getByRole("table").waitFor();
  // The dialog scrolls: from the rejected-rows warning down, so the rejected rows show.
  await dialog
    .getByRole("note")
    .last()
    .evaluate((note) => note.scrollIntoView({ block: "start" }));
}

/** Opens the SIEM endpoint's deliveries from its row's actions and waits for their table. */
async function webhookDeliveries(page) {
  await page.getByRole("button", { name: /^(Actions for|Radnje za) .*\/siem$/ }).click();
  await page.getByRole("menuitem", { name: /^(Deliveries|Isporuke)$/ }).click();
  // The deliveries' card, under the list: scrolled to, once its rows (or cards, on a phone) are in.
  const card = page.getByRole("region", { name: /^(Deliveries to|Isporuke na) / });
  await card
    .getByText(/^(Succeeded|Uspešno)$/)
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => {});
  await card.evaluate((element) => element.scrollIntoView({ block: "start" }));
}

/** Scrolls the inventory overview to its charts and waits for the drawings (loaded lazily). */
async function inventoryCharts(page) {
  const figure = page.getByRole("figure", { name: /^(People by group|Ljudi po grupama)$/ });
  await figure.getByRole("img").waitFor({ timeout: 10_000 });
  // Under the fixed top bar (64 px), with a margin: the charts' card from its title down.
  await figure.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 96));
}

/** Selects the asset page's IP info tab and waits for its table. */
async function ipInfoTab(page) {
  await page.getByRole("tab", { name: /^(IP info|IP podaci)$/ }).click();
  await page.getByRole("tabpanel").getByRole("table").first().waitFor();
}

// --- The screens: name, who (null: signed out), path, and what to wait for.
// Learning: the shipped common lessons, and one copied into Acme with a page in German, which the
// lesson does not offer (the editor's language warning).
const commonLessons = await request("GET", "/api/v1/learning/lessons/lms/all?limit=100", asAna);
const shipped = commonLessons.items.find((lesson) => lesson.tenantId === null);
if (!shipped) throw new Error("no shipped lesson to copy");
const acmeLesson = await request("POST", `/api/v1/learning/lessons/${shipped.id}/copy`, asAna);
await request("POST", `/api/v1/learning/lessons/${acmeLesson.id}/pages`, {
  ...asAna,
  body: {
    type: "Text",
    name: "de-intro",
    description: "Einführung",
    language: "De",
    title: "Warum das wichtig ist",
    sidebarTitle: "Warum",
    content: "<p>Eine kurze Einführung auf Deutsch.</p>",
  },
});
const acmePages = (await request("GET", `/api/v1/learning/lessons/${acmeLesson.id}/pages`, asAna)).items;

// Nano learning: an upcoming campaign of two shipped nano pages to two departments, and one stopped
// (the Finished tab). Nothing is sent before the screenshots: its figures are zero.
const nanoPages = (await request("GET", "/api/v1/learning/nano-pages/all?limit=100", asAna)).items;
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString();
const nanoCampaign = (name, description) =>
  request("POST", "/api/v1/learning/nano-campaigns", {
    ...asAna,
    body: {
      name,
      description,
      contents: nanoPages.slice(0, 2).map((nano, i) => ({
        nanoPageId: nano.id,
        startsAt: inDays(7 + i * 7),
        endsAt: inDays(14 + i * 7),
      })),
      timeZone: "Europe/Belgrade",
      workingHoursStart: "09:00",
      workingHoursEnd: "17:00",
      businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      language: "En",
      learners: { groups: ["Customer Support", "Marketing"] },
    },
  });
const acmeCampaign = await nanoCampaign("Spring phishing refresher", "Two short quizzes for support and marketing.");
const stoppedNano = await nanoCampaign("Winter passwords week", "");
await request("POST", `/api/v1/learning/nano-campaigns/${stoppedNano.id}/stop`, asAna);

/** On the create-campaign wizard: adds the first nano page, so a content's time fields show. */
async function addNanoContent(page) {
  await page
    .getByRole("button", { name: /^(Add|Dodaj): / })
    .first()
    .click();
}

/** On the lesson editor's pages: opens the edit dialog of the first page of `type`. */
const editPage = (type) => async (page) => {
  const found = acmePages.find((p) => p.type === type);
  if (!found) return;
  const edit = page.getByRole("button", { name: `Edit ${found.title}`, exact: true });
  await edit
    .or(page.getByRole("button", { name: `Izmeni: ${found.title}`, exact: true }))
    .first()
    .click();
  await page.getByRole("dialog").waitFor();
};

// Nano pages and predefined courses: the shipped ones, one nano page of Acme's own, and a common
// course (made by the root super-admin) with a lesson that lacks one of its languages.
const rootToken = (await request("POST", "/api/v1/users/auth/login", { body: ROOT })).token;
const asRoot = { token: rootToken.accessToken };
const commonNano = (await request("GET", "/api/v1/learning/nano-pages/all?limit=100", asAna)).items;
const shippedNano = commonNano.find((p) => p.tenantId === null);
const acmeNano = await request("POST", "/api/v1/learning/nano-pages", {
  ...asAna,
  body: {
    type: "SimpleQuiz",
    name: "Tailgating at the front door",
    tags: ["physical"],
    languages: ["En", "Sr"],
    translations: {
      En: {
        emailSubject: "One question: who is behind you?",
        question: "Someone you don't know follows you through the badge door. What do you do?",
        answers: [
          { text: "Ask politely for their badge, or walk them to reception", correct: true },
          { text: "Hold the door, it would be rude not to", correct: false },
          { text: "Nothing, security will notice", correct: false },
        ],
        explanationCorrect: "Right: a friendly question stops most tailgaters.",
        explanationIncorrect: "Anyone can follow you in; a polite question is part of the job.",
      },
      Sr: {
        emailSubject: "Jedno pitanje: ko je iza vas?",
        question: "Nepoznata osoba ulazi za vama kroz vrata sa karticom. Šta radite?",
        answers: [
          { text: "Ljubazno zatražim karticu ili je otpratim do recepcije", correct: true },
          { text: "Pridržim vrata, nepristojno je ne pridržati", correct: false },
        ],
        explanationCorrect: "Tačno: ljubazno pitanje zaustavlja većinu.",
        explanationIncorrect: "Svako može ući za vama; ljubazno pitanje je deo posla.",
      },
    },
  },
});
const shippedLessons = (await request("GET", "/api/v1/learning/lessons?limit=100", asRoot)).items;
const englishOnly = shippedLessons.find((lesson) => !lesson.languages.includes("De"));
const mixedCourse = await request("POST", "/api/v1/learning/predefined-courses", {
  ...asRoot,
  body: {
    names: { En: "Security basics for visitors", De: "Sicherheitsgrundlagen für Besucher" },
    descriptions: { En: "A short course for people who visit the office." },
    level: "Beginner",
    passingScore: 70,
    lessonIds: englishOnly ? [englishOnly.id] : shippedLessons.slice(0, 1).map((lesson) => lesson.id),
  },
});
const rootUser = { accessToken: rootToken.accessToken, refreshToken: rootToken.refreshToken };

/** On a nano page: opens its preview. */
async function nanoPreview(page) {
  await page.getByRole("button", { name: /^(Preview|Pregled)$/ }).click();
  await page.getByRole("dialog").waitFor();
}

/** On the nano page editor: Save with nothing filled in, to show the rules' messages. */
async function nanoMessages(page) {
  await page.getByRole("button", { name: /^(Save nano page|Sačuvaj nano stranu)$/ }).click();
}

/** On the library: opens the Custom Content type chooser. */
async function chooseContentType(page) {
  await page.getByRole("button", { name: /^(Create content|Napravi sadržaj)$/ }).click();
  await page.getByRole("dialog").waitFor();
}

// The learner's player: a course of the copied lesson for two of Acme's people. One finishes it
// through the API (the result screen, answered from the lesson's own correct answers), the other
// is on the way; the course's invitation link gives the join page.
const learners = (await request("GET", "/api/v1/inventory/people?limit=2", asAna)).items;
const learnCourse = await request("POST", "/api/v1/learning/courses", {
  ...asAna,
  body: {
    name: "Security basics for Acme",
    language: "En",
    enrolmentDate: new Date(Date.now() - 60_000).toISOString(),
    durationWeeks: 2,
    lessonIds: [acmeLesson.id],
    passingScore: 70,
    linkInvitationsEnabled: true,
    securityContact: { name: "Ana Admin", email: "security@acme.example", phone: "+381 11 555 0100" },
    securityPolicyLink: "https://acme.example/security-policy",
    learners: { personIds: learners.map((person) => person.id) },
  },
});
/** The player token in the invitation emailed to `email` (the `/learn/<token>` link). */
const playerToken = async (email) => {
  const link = (await api.outbox())
    .filter((mail) => mail.to.includes(email))
    .flatMap((mail) => mail.links)
    .filter((l) => l.includes("/learn/") && !l.includes("/learn/join/"))
    .at(-1);
  if (!link) throw new Error(`no course invitation to ${email}`);
  const path = new URL(link).pathname;
  return path.slice(path.lastIndexOf("/") + 1);
};
const takingToken = await playerToken(learners[0].email);
const finishedToken = await playerToken(learners[1].email);
for (const quiz of acmePages.filter((p) => p.type === "Quiz" && p.language === "En")) {
  const right = quiz.answers.findIndex((answer) => answer.correct);
  await request("POST", `/api/v1/course-player/${finishedToken}/answers`, {
    body: { pageId: quiz.id, answerIndex: right },
  });
}
await request("POST", `/api/v1/course-player/${finishedToken}/finish`, {});
const joinLink = await request("POST", `/api/v1/learning/courses/${learnCourse.id}/request-invitations`, asAna);

// Phishing: two shipped templates (the library's own) and a simulation sending them, A/B, to the two
// learners, with a common nano page as remedial training.
const shippedTemplates = (await request("GET", "/api/v1/phishing/templates?limit=2&language=En", asAna)).items ?? [];
const shippedTemplate = shippedTemplates[0];
const remedialPage = (await request("GET", "/api/v1/learning/nano-pages/all?limit=1", asAna)).items?.[0];
const acmeSimulation = shippedTemplate
  ? await request("POST", "/api/v1/phishing/simulations", {
      ...asAna,
      body: {
        name: "Q4 invoice check",
        description: "The invoice scenario to Finance and Sales",
        startDate: new Date(Date.now() + 5_000).toISOString(),
        timeZone: "Europe/Belgrade",
        durationWeeks: 2,
        businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        businessHoursStart: "09:00",
        businessHoursEnd: "17:00",
        maxAttacksPerTarget: 1,
        feedbackType: "PhishedDisplay",
        templateIds: shippedTemplates.map((template) => template.id),
        targets: { personIds: learners.map((person) => person.id) },
        ...(remedialPage ? { remedialNanoPageId: remedialPage.id } : {}),
      },
    })
  : undefined;
// A suspicious email Ana reports from the intranet form: the organisation's reported emails.
await request("POST", "/api/v1/phishing/extension/reports", {
  ...asAna,
  body: {
    sender: '"Accounts" <billing@northwind-invoices.example>',
    subject: "Overdue invoice INV-20931",
    comment: "I never ordered from them",
  },
});

/** In the player: starts (or continues) the course; answers its contents, unfolded (folded on a phone). */
async function playerContents(page) {
  await page
    .getByRole("button", {
      name: /^(Start the course|Continue where you left off|Započni kurs|Nastavi gde ste stali)$/,
    })
    .click();
  const contents = page.getByRole("navigation", { name: /^(Course contents|Sadržaj kursa)$/ });
  if (!(await contents.locator("details").evaluate((d) => d.open))) await contents.locator("summary").click();
  return contents;
}
/** In the player: opens the first question. */
async function playerQuiz(page) {
  const contents = await playerContents(page);
  const quiz = acmePages.find((p) => p.type === "Quiz" && p.language === "En");
  if (quiz)
    await contents
      .getByRole("button", { name: new RegExp(quiz.sidebarTitle || quiz.title) })
      .first()
      .click();
}
/** In the player: opens the first page. */
async function playerPage(page) {
  await (await playerContents(page)).getByRole("button").first().click();
}
/** In the player: answers the first question with its first answer (the first answer counts). */
async function playerAnswer(page) {
  await playerQuiz(page);
  const submit = page.getByRole("button", { name: /^(Submit answer|Pošalji odgovor)$/ });
  if (await submit.isVisible()) {
    await page.getByRole("radio").first().check();
    await submit.click();
  }
  await page.getByText(/^(Correct|Incorrect|Tačno|Netačno)$/).waitFor();
}

const screens = [
  { name: "sign-in", who: null, path: "/auth" },
  { name: "register", who: null, path: "/auth?authType=register" },
  { name: "accept-invitation", who: null, path: `/organizations/invitation/accept?token=${invitationToken}` },
  { name: "reset-password", who: null, path: `/auth/reset-password?token=${resetToken}` },
  { name: "dashboard-demo", who: newcomer, path: "/" },
  { name: "organization-setup", who: newcomer, path: "/organizations/setup" },
  { name: "dashboard", who: ana, path: "/" },
  { name: "notifications", who: ana, path: "/notifications" },
  { name: "notification-detail", who: ana, path: `/notifications/${newest}` },
  { name: "notification-bell", who: ana, path: "/", click: "bell" },
  { name: "organization-menu", who: ana, path: "/", click: "orgMenu" },
  { name: "manage-organizations", who: ana, path: "/organizations" },
  { name: "organization-settings", who: ana, path: "/organizations/active" },
  { name: "members", who: ana, path: "/organizations/active?tab=members" },
  { name: "invitations", who: ana, path: "/organizations/active?tab=invitations" },
  { name: "api-keys", who: ana, path: "/organizations/active?tab=apiKeys" },
  { name: "webhooks", who: ana, path: "/organizations/active?tab=webhooks" },
  { name: "webhook-deliveries", who: ana, path: "/organizations/active?tab=webhooks", act: webhookDeliveries },
  { name: "activity-logs", who: ana, path: `/organizations/activity-logs/${acme.id}` },
  { name: "whitelisted-domains", who: ana, path: "/organizations/whitelisted-domains" },
  { name: "account-settings", who: ana, path: "/account-settings" },
  { name: "two-factor", who: ana, path: "/account-settings/two-factor-authentication" },
  { name: "not-found", who: ana, path: "/reports/quarterly" },
  { name: "inventory-overview", who: ana, path: "/inventory" },
  // Under the cards: people by group, assets by type and verification, the discovery trend.
  { name: "inventory-charts", who: ana, path: "/inventory", act: inventoryCharts },
  { name: "people", who: ana, path: "/inventory/people" },
  { name: "people-import-preview", who: ana, path: "/inventory/people", act: importPreview },
  { name: "directory-sync", who: ana, path: "/inventory/people?tab=directory" },
  { name: "library", who: ana, path: "/library" },
  { name: "library-create", who: ana, path: "/library", act: chooseContentType },
  { name: "lessons", who: ana, path: "/library/organization-lessons" },
  { name: "learn-start", who: null, path: `/learn/${takingToken}` },
  { name: "learn-page", who: null, path: `/learn/${takingToken}`, act: playerPage },
  { name: "learn-quiz", who: null, path: `/learn/${takingToken}`, act: playerQuiz },
  { name: "learn-quiz-answered", who: null, path: `/learn/${takingToken}`, act: playerAnswer },
  { name: "learn-result", who: null, path: `/learn/${finishedToken}` },
  { name: "learn-invalid", who: null, path: "/learn/no-such-token-0123456789" },
  { name: "learn-join", who: null, path: `/learn/join/${joinLink.token}` },
  { name: "lesson-editor", who: ana, path: `/library/organization-lessons/${acmeLesson.id}`, height: 1100 },
  { name: "lesson-pages", who: ana, path: `/library/organization-lessons/${acmeLesson.id}?tab=pages` },
  {
    name: "lesson-page-dialog",
    who: ana,
    path: `/library/organization-lessons/${acmeLesson.id}?tab=pages`,
    act: editPage("Quiz"),
  },
  {
    name: "lesson-text-page",
    who: ana,
    path: `/library/organization-lessons/${acmeLesson.id}?tab=pages`,
    act: editPage("Text"),
  },
  { name: "nano-pages", who: ana, path: "/library/organization-nano-pages" },
  { name: "nano-page-editor", who: ana, path: `/library/organization-nano-pages/${acmeNano.id}`, height: 1100 },
  { name: "nano-page-preview", who: ana, path: `/library/organization-nano-pages/${acmeNano.id}`, act: nanoPreview },
  {
    name: "nano-page-create",
    who: ana,
    path: "/library/organization-nano-pages/create?type=CustomHTML",
    act: nanoMessages,
    height: 1100,
  },
  ...(shippedNano
    ? [{ name: "nano-page-common", who: ana, path: `/library/organization-nano-pages/common/${shippedNano.id}` }]
    : []),
  { name: "predefined-courses", who: ana, path: "/library/predefined-courses" },
  { name: "admin-lessons", who: rootUser, path: "/administration/awareness/lessons" },
  { name: "admin-nano-pages", who: rootUser, path: "/administration/awareness/nano-pages" },
  { name: "admin-predefined-courses", who: rootUser, path: "/administration/awareness/predefined-courses" },
  {
    name: "admin-predefined-course",
    who: rootUser,
    path: `/administration/awareness/predefined-courses/${mixedCourse.id}`,
    height: 1100,
  },
  {
    name: "admin-predefined-course-create",
    who: rootUser,
    path: "/administration/awareness/predefined-courses/create",
  },
  { name: "nano-campaigns", who: ana, path: "/nano-learning/campaigns" },
  { name: "nano-campaigns-upcoming", who: ana, path: "/nano-learning/campaigns?tab=upcoming" },
  { name: "nano-campaigns-finished", who: ana, path: "/nano-learning/campaigns?tab=finished" },
  { name: "nano-create", who: ana, path: "/nano-learning/create-campaign", act: addNanoContent, height: 1100 },
  { name: "nano-campaign", who: ana, path: `/nano-learning/campaigns/${acmeCampaign.id}` },
  { name: "nano-campaign-learners", who: ana, path: `/nano-learning/campaigns/${acmeCampaign.id}?tab=learners` },
  { name: "nano-campaign-content", who: ana, path: `/nano-learning/campaigns/${acmeCampaign.id}?tab=content` },
  { name: "nano-campaign-settings", who: ana, path: `/nano-learning/campaigns/${acmeCampaign.id}?tab=settings` },
  { name: "awareness", who: ana, path: "/awareness" },
  { name: "courses", who: ana, path: "/awareness/assignments" },
  { name: "course-create", who: ana, path: "/awareness/assignments/create" },
  { name: "course", who: ana, path: `/awareness/assignments/${learnCourse.id}` },
  { name: "course-learners", who: ana, path: `/awareness/assignments/${learnCourse.id}?tab=learners` },
  { name: "course-settings", who: ana, path: `/awareness/assignments/${learnCourse.id}?tab=settings`, height: 1100 },
  { name: "simulations", who: ana, path: "/simulations" },
  { name: "simulation-create", who: ana, path: "/simulations/create" },
  ...(acmeSimulation?.id
    ? [
        { name: "simulation", who: ana, path: `/simulations/${acmeSimulation.id}` },
        { name: "simulation-targets", who: ana, path: `/simulations/${acmeSimulation.id}?tab=targets` },
        { name: "simulation-templates", who: ana, path: `/simulations/${acmeSimulation.id}?tab=templates` },
        { name: "simulation-settings", who: ana, path: `/simulations/${acmeSimulation.id}?tab=settings`, height: 1100 },
      ]
    : []),
  { name: "reported-emails", who: ana, path: "/simulations/reported-emails" },
  { name: "phishing-templates", who: ana, path: "/library/organization-templates" },
  ...(shippedTemplate
    ? [
        {
          name: "phishing-template",
          who: ana,
          path: `/library/organization-templates/${shippedTemplate.id}`,
          height: 1100,
        },
      ]
    : []),
  { name: "landing-pages", who: ana, path: "/library/landing-pages" },
  { name: "sending-profiles", who: ana, path: "/organizations/active?tab=sendingProfiles" },
  { name: "extension-reports", who: rootUser, path: "/administration/extension-reports" },
  ...(acmeAsset
    ? [
        { name: "assets", who: ana, path: "/inventory/assets", prepare: pendingDiscovery, act: discoveryNotice },
        // Taller, so the verification and monitoring panels and the whole tab show.
        { name: "asset-detail", who: ana, path: `/inventory/assets/${acmeAsset.id}`, height: 1100 },
        { name: "asset-ip-info", who: ana, path: `/inventory/assets/${acmeAsset.id}`, act: ipInfoTab, height: 1100 },
      ]
    : []),
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
fs.mkdirSync(outDir, { recursive: true });
const portal = createPortalServer({
  apiUrl: api.baseUrl,
  apiKey: key.key,
  tenantId: acme.id,
  port: 0,
  host: "127.0.0.1",
  bundle: elementsBundle,
  lang: "en",
});
await new Promise((resolve) => portal.listen(0, "127.0.0.1", resolve));
const portalUrl = `http://127.0.0.1:${portal.address().port}`;

/** Each screen is taken in these four variants; `suffix` goes before `.png`. */
const variants = [
  { width: 1440, phone: false, theme: "light", suffix: "" },
  { width: 1440, phone: false, theme: "dark", suffix: ".dark" },
  { width: 390, phone: true, theme: "light", suffix: ".phone" },
  { width: 390, phone: true, theme: "dark", suffix: ".phone.dark" },
];
const PHONE_HEIGHT = 844;

/**
 * One screenshot. `prepare` runs before the page opens, `act` once it has loaded (to open a
 * dialog or a tab); `height` makes a desktop window taller than 900 px. A step that cannot be done
 * at a width (a control only in the drawer on a phone) is reported, and the page is taken as it is.
 */
async function shoot(
  { name, who, path: target, click, prepare, act, height = 900 },
  lang,
  { width, phone, theme, suffix },
  baseURL = api.baseUrl,
) {
  await prepare?.();
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: phone ? PHONE_HEIGHT : height },
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
    locale: "en-US",
  });
  await context.addInitScript(
    ({ tokens, lang, theme }) => {
      localStorage.setItem("bulwark:lang", lang);
      localStorage.setItem("bulwark:theme", theme);
      localStorage.setItem("bulwark:sidebar-collapsed", "0");
      if (tokens && !sessionStorage.getItem("seeded")) {
        localStorage.setItem("bulwark.tokens", tokens);
        sessionStorage.setItem("seeded", "1");
      }
    },
    {
      tokens: who ? JSON.stringify({ accessToken: who.accessToken, refreshToken: who.refreshToken }) : null,
      lang,
      theme,
    },
  );
  const page = await context.newPage();
  await page.goto(target);
  await page.waitForLoadState("networkidle");
  try {
    if (click === "bell")
      await page.getByRole("button", { name: /^(Notifications|Obaveštenja)/ }).click({ timeout: 5000 });
    if (click === "orgMenu")
      await page.getByRole("button", { name: /organization menu|meni organizacije/i }).click({ timeout: 5000 });
    await act?.(page);
  } catch (error) {
    say(`  note: ${name}.${lang}${suffix}: ${String(error?.message ?? error).split("\n")[0]}`);
  }
  // Spinners gone, fonts and transitions settled.
  await page
    .waitForFunction(() => !document.querySelector('[role="status"] [class*="spin"]'), null, { timeout: 5000 })
    .catch(() => {});
  await page.waitForTimeout(400);
  const file = path.join(outDir, `${name}.${lang}${suffix}.png`);
  await page.screenshot({ path: file });
  await context.close();
  say(`  ${path.relative(root, file)}`);
  return file;
}

/**
 * The dark and phone variants of one screen side by side at one height, as one image to look at
 * (the desktop light one is looked at on its own, at full size).
 */
async function contactSheet(name, lang, files) {
  const page = await browser.newPage({ viewport: { width: 2400, height: 1000 } });
  const images = files
    .slice(1)
    .map((file) => `<img src="data:image/png;base64,${fs.readFileSync(file).toString("base64")}">`)
    .join("");
  await page.setContent(
    `<body style="margin:0;background:#888;display:flex;gap:12px;align-items:flex-start;padding:12px">${images}` +
      "<style>img{height:900px;width:auto;box-shadow:0 0 0 1px #000}</style></body>",
  );
  const file = path.join(sheetDir, `${name}.${lang}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
}

const only = process.env.SCREENS?.split(",");
const sheetDir = fs.mkdtempSync(path.join(os.tmpdir(), "bulwark-screens-"));
try {
  for (const lang of ["en", "sr"]) {
    say(`Screens in ${lang}:`);
    for (const screen of [...screens, { name: "msp-portal", who: null, path: `/?lang=${lang}`, portal: true }]) {
      if (only && !only.includes(screen.name)) continue;
      const files = [];
      for (const variant of variants)
        files.push(await shoot(screen, lang, variant, screen.portal ? portalUrl : undefined));
      await contactSheet(screen.name, lang, files);
    }
  }
  say(`Contact sheets (dark, phone and phone dark of each screen side by side): ${sheetDir}`);
} finally {
  await browser.close();
  await new Promise((resolve) => portal.close(resolve));
  await api.close();
  await dns?.close();
  await new Promise((resolve) => receiver.close(resolve));
}
say(`Done: ${fs.readdirSync(outDir).filter((f) => f.endsWith(".png")).length} screenshots in docs/screens/`);
