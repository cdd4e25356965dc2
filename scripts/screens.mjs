#!/usr/bin/env node
// `pnpm screens`: starts the API with the built web app on seeded data, and writes a screenshot of
// each main screen, in English and Serbian, to docs/screens/<screen>.<lang>.png (1280×800).
// Uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) through playwright-core.
import fs from "node:fs";
import { createRequire } from "node:module";
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

const api = await harness.startTestApi({}, { staticSites: [{ mount: "/", dir: webAppDist, spaFallback: true }] });
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

// --- The screens: name, who (null: signed out), path, and what to wait for.
const screens = [
  { name: "sign-in", who: null, path: "/auth" },
  { name: "register", who: null, path: "/auth?authType=register" },
  { name: "accept-invitation", who: null, path: `/organizations/invitation/accept?token=${invitationToken}` },
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
  { name: "activity-logs", who: ana, path: `/organizations/activity-logs/${acme.id}` },
  { name: "whitelisted-domains", who: ana, path: "/organizations/whitelisted-domains" },
  { name: "account-settings", who: ana, path: "/account-settings" },
  { name: "two-factor", who: ana, path: "/account-settings/two-factor-authentication" },
  { name: "not-found", who: ana, path: "/inventory/people" },
  { name: "dashboard-dark", who: ana, path: "/", theme: "dark" },
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

async function shoot({ name, who, path: target, click, theme = "light" }, lang, baseURL = api.baseUrl) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: "en-US" });
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
  if (click === "bell") await page.getByRole("button", { name: /^(Notifications|Obaveštenja)/ }).click();
  if (click === "orgMenu") await page.getByRole("button", { name: /organization menu|meni organizacije/i }).click();
  // Spinners gone, fonts and transitions settled.
  await page
    .waitForFunction(() => !document.querySelector('[role="status"] [class*="spin"]'), null, { timeout: 5000 })
    .catch(() => {});
  await page.waitForTimeout(400);
  const file = path.join(outDir, `${name}.${lang}.png`);
  await page.screenshot({ path: file });
  await context.close();
  say(`  ${path.relative(root, file)}`);
}

try {
  for (const lang of ["en", "sr"]) {
    say(`Screens in ${lang}:`);
    for (const screen of screens) await shoot(screen, lang);
    await shoot({ name: "msp-portal", who: null, path: `/?lang=${lang}` }, lang, portalUrl);
  }
} finally {
  await browser.close();
  await new Promise((resolve) => portal.close(resolve));
  await api.close();
}
say(`Done: ${fs.readdirSync(outDir).filter((f) => f.endsWith(".png")).length} screenshots in docs/screens/`);
