import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApi } from "../../test/harness.js";
import { shippedLandingPages, shippedTemplates } from "./content/index.js";
import { seedPhishingLibrary } from "./library.seed.js";
import { as, type Caller, PHISHING, startPhishingApi, superAdmin } from "./phishing.fixtures.js";

describe("seeding the phishing library", () => {
  let api: TestApi;
  let library: Caller;
  beforeAll(async () => {
    api = await startPhishingApi();
    library = await superAdmin(api, ["ManageTemplatesLibrary"]);
  });
  afterAll(() => api.close());

  it("puts every shipped template and landing page into the common library on first start", async () => {
    const templates = await api.request("GET", `${PHISHING}/templates?limit=100`, as(library));
    expect(templates.body.total).toBe(shippedTemplates.length);
    const pages = await api.request("GET", `${PHISHING}/landing-pages?limit=100`, as(library));
    expect(pages.body.total).toBe(shippedLandingPages.length);
    const invoice = templates.body.items.find((t: { name: string }) => t.name === "Overdue invoice");
    expect(invoice.redFlags.length).toBeGreaterThanOrEqual(3);
  });

  it("serves every template type in English and Serbian from the common library", async () => {
    const templates = await api.request("GET", `${PHISHING}/templates?limit=100`, as(library));
    const shipped = new Set(
      templates.body.items.map((t: { type: string; language: string }) => `${t.type}:${t.language}`),
    );
    for (const type of ["CredentialHarvest", "MalwareAttachment", "LinkInAttachment", "LinkForMalware", "DriveByUrl"]) {
      for (const language of ["En", "Sr"]) expect(shipped.has(`${type}:${language}`), `${type} ${language}`).toBe(true);
    }
  });

  it("adds nothing on a restart, and never brings back what a super-admin deleted", async () => {
    expect(await seedPhishingLibrary(api.platform.db, api.platform.dialect)).toBe(0);
    const [first] = shippedTemplates;
    expect((await api.request("DELETE", `${PHISHING}/templates/${first?.id}`, as(library))).status).toBe(204);
    expect(await seedPhishingLibrary(api.platform.db, api.platform.dialect)).toBe(0);
    expect((await api.request("GET", `${PHISHING}/templates/${first?.id}`, as(library))).status).toBe(404);
  });
});
