import type { Schema } from "@bulwark/contract";
import type { TestApi } from "../../test/harness.js";
import { rootAdmin } from "../../test/root-admin.js";

// Test helpers of the phishing module (not a test file itself).

const root = rootAdmin({ email: "phishing-root@bulwark.test", password: "root pass 1" });

/** Base path of the phishing operations. */
export const PHISHING = "/api/v1/phishing";

/** A test API with a root super-admin (to grant super-admin permissions and switch features). */
export const startPhishingApi = root.start;
export const { superAdmin, setFeatures } = root;

/** Who calls: a token, and an organisation for organisation content (none: the common library). */
export interface Caller {
  accessToken: string;
  tenantId?: string;
}

export const as = (who: Caller) => ({ token: who.accessToken, ...(who.tenantId ? { tenant: who.tenantId } : {}) });

/** A valid credential-harvest landing page. */
export const harvestPage = (
  name = "Sign-in form",
  extra: Partial<Schema<"LandingPageInput">> = {},
): Schema<"LandingPageInput"> => ({
  name,
  type: "CredentialHarvest",
  language: "En",
  html: '<h1>Sign in</h1><form method="post"><label for="u">Email</label><input id="u" name="email"><input type="password" name="password"><button>Sign in</button></form>',
  ...extra,
});

/** A valid template; a credential-harvest one needs `landingPageId`. */
export const templateInput = (
  name = "Password expiry",
  extra: Partial<Schema<"PhishingTemplateInput">> = {},
): Schema<"PhishingTemplateInput"> => ({
  name,
  description: "IT says the password expires today",
  type: "LinkForMalware",
  language: "En",
  emailBody:
    '<p>Hi {{.FirstName}} {{.LastName}},</p><p>Your password for {{.Email}} expires today.</p><p><a href="{{.URL}}">Keep it</a></p>{{.Tracker}}',
  sendingEmail: "it@account-portal.example",
  emailTitle: "{{.FirstName}}, your password expires today",
  emailFromName: "IT Service Desk",
  tags: ["it"],
  redFlags: ["Urgency", "Foreign sender domain"],
  ...extra,
});

/** Creates a landing page as `who`; throws unless created. */
export async function createLandingPage(
  api: TestApi,
  who: Caller,
  input = harvestPage(),
): Promise<Schema<"LandingPage">> {
  const res = await api.request("POST", `${PHISHING}/landing-pages`, { ...as(who), body: input });
  if (res.status !== 201) throw new Error(`creating a landing page failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Creates a template as `who`; throws unless created. */
export async function createTemplate(
  api: TestApi,
  who: Caller,
  input = templateInput(),
): Promise<Schema<"PhishingTemplate">> {
  const res = await api.request("POST", `${PHISHING}/templates`, { ...as(who), body: input });
  if (res.status !== 201) throw new Error(`creating a template failed: ${JSON.stringify(res.body)}`);
  return res.body;
}
