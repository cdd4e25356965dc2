import type { Schema } from "@bulwark/contract";
import { createContentScope } from "../../platform/access/content-scope.js";
import { nowIso } from "../../platform/db/database.js";
import { conflict, notFound, organizationRequired, validationFailed } from "../../platform/errors.js";
import type { RequestContext } from "../../platform/http/context.js";
import type { Platform } from "../../platform/platform.js";
import { phishingContentEntry } from "../activity-logs/activity-log.subscriber.js";
import { recordActivity } from "../activity-logs/activity-log.writer.js";
import { publish } from "../domain-events.js";
import { placeholdersOf } from "./html.js";
import type { LandingPage, LandingPageFilters } from "./landing-pages.repository.js";
import { requirements } from "./phishing.access.js";
import { renderPreview } from "./render.js";
import { type PhishingRepositories, phishingRepositories } from "./repositories.js";
import { checkEmail, checkLandingPage, checkTemplate, HARVEST_PAGE_REQUIRED } from "./rules.js";
import { templateInActiveSimulation } from "./simulations/simulations.repository.js";
import type { PhishingTemplate, TemplateFilters, TemplateValues } from "./templates.repository.js";

type Paging = { skip?: number; limit?: number };
export type PhishingChange = Schema<"PhishingContentChangedData">;

/**
 * The phishing library's authorisation: an organisation's own content with `x-tenant-id`, the
 * common library ("All organisations", super-admins) without it. A change to organisation
 * content publishes `PhishingContentChanged` (activity log, webhooks); a change to the common
 * library writes its activity-log entry directly, in the change's transaction either way.
 */
export function createPhishingScope(platform: Platform) {
  return createContentScope<PhishingRepositories, PhishingChange>(platform, {
    repositories: (db, tenantId) => phishingRepositories(db, platform.dialect, tenantId),
    requirements,
    record: async (trx, ctx, tenantId, change) => {
      if (tenantId !== null)
        await publish(platform, trx, tenantId, ctx, { type: "PhishingContentChanged", data: change });
      else await recordActivity(trx, ctx, { tenantId: null, ...phishingContentEntry(change) });
    },
  });
}

/** A name with " (copy)" added, kept within the 100 characters names may have. */
const copyName = (name: string) => `${name.slice(0, 100 - " (copy)".length)} (copy)`;

/**
 * Phishing templates and landing pages: the common library (super-admins) and each organisation's
 * own. Every method authorises on its first line.
 */
export class PhishingLibraryService {
  private readonly library;

  constructor(private readonly platform: Platform) {
    this.library = createPhishingScope(platform);
  }

  // ---------------------------------------------------------------- templates

  async listTemplates(
    ctx: RequestContext,
    query: Paging & TemplateFilters & { scope?: "all" | "common" | "organization" },
  ) {
    const { repositories, tenantId } = await this.library.read(ctx);
    if (tenantId === null && query.scope === "organization") throw organizationRequired();
    const reach = query.scope === "common" ? "common" : query.scope === "organization" ? "own" : "visible";
    return repositories.templates.list(reach, query, query.skip ?? 0, query.limit ?? 20);
  }

  async getTemplate(ctx: RequestContext, templateId: string): Promise<PhishingTemplate> {
    const { repositories } = await this.library.read(ctx);
    const template = await repositories.templates.find(templateId, "visible");
    if (!template) throw notFound("Template");
    return template;
  }

  /** Checks and renders an unsaved template for the editor; saves nothing. */
  async previewTemplate(ctx: RequestContext, input: Schema<"PhishingTemplatePreviewRequest">) {
    await this.library.read(ctx);
    const checked = checkEmail(input);
    if ("errors" in checked) throw validationFailed(checked.errors);
    const rendered = renderPreview({ ...input, emailBody: checked.values.emailBody });
    return { ...rendered, placeholders: placeholdersOf(`${input.emailTitle} ${checked.values.emailBody}`) };
  }

  async createTemplate(ctx: RequestContext, input: Schema<"PhishingTemplateInput">): Promise<PhishingTemplate> {
    const access = await this.library.write(ctx);
    const values = checkedTemplate(input);
    return access.change(async (repositories, record) => {
      await this.checkLandingPage(repositories, values);
      const id = await repositories.templates.insert(values);
      await record({ kind: "template", action: "created", id, name: values.name });
      return (await repositories.templates.find(id, "own")) as PhishingTemplate;
    });
  }

  /** The administration's editor: common templates only. */
  async updateCommonTemplate(ctx: RequestContext, templateId: string, input: Schema<"PhishingTemplateInput">) {
    const access = await this.library.common(ctx, requirements.writeCommon);
    return this.updateTemplate(access, templateId, input);
  }

  /** The library's organisation-template editor: the organisation's own templates only. */
  async updateOrganizationTemplate(ctx: RequestContext, templateId: string, input: Schema<"PhishingTemplateInput">) {
    const access = await this.library.organization(ctx, requirements.write);
    return this.updateTemplate(access, templateId, input);
  }

  private async updateTemplate(
    access: Awaited<ReturnType<typeof this.library.write>>,
    templateId: string,
    input: Schema<"PhishingTemplateInput">,
  ): Promise<PhishingTemplate> {
    return access.change(async (repositories, record) => {
      if (!(await repositories.templates.find(templateId, "own"))) throw notFound("Template");
      const values = checkedTemplate(input);
      await this.checkLandingPage(repositories, values);
      await repositories.templates.update(templateId, values);
      await record({ kind: "template", action: "updated", id: templateId, name: values.name });
      return (await repositories.templates.find(templateId, "own")) as PhishingTemplate;
    });
  }

  async deleteTemplate(ctx: RequestContext, templateId: string): Promise<void> {
    const access = await this.library.write(ctx);
    // Checked before the change's transaction (its connection is the only one on SQLite): the
    // template must be the caller's own first, so another organisation's id still answers 404.
    if (!(await access.repositories.templates.find(templateId, "own"))) throw notFound("Template");
    if (await templateInActiveSimulation(this.platform.db, templateId, nowIso())) {
      throw conflict("The template is used by an upcoming or running simulation");
    }
    await access.change(async (repositories, record) => {
      const template = await repositories.templates.find(templateId, "own");
      if (!template || !(await repositories.templates.delete(templateId))) throw notFound("Template");
      await record({ kind: "template", action: "deleted", id: templateId, name: template.name });
    });
  }

  /**
   * The organisation's own copy of a visible template. A common landing page it names is copied
   * too, so the organisation can change the pair; its own page is shared.
   */
  async copyTemplate(ctx: RequestContext, templateId: string): Promise<PhishingTemplate> {
    const access = await this.library.organization(ctx, requirements.write);
    return access.change(async (repositories, record) => {
      const source = await repositories.templates.find(templateId, "visible");
      if (!source) throw notFound("Template");
      let landingPageId = source.landingPageId;
      if (landingPageId) {
        const page = await repositories.landingPages.find(landingPageId, "visible");
        if (page && page.tenantId === null) {
          landingPageId = await repositories.landingPages.insert({
            name: page.name,
            type: page.type,
            language: page.language,
            html: page.html,
            customMessage: page.customMessage,
          });
        } else if (!page) landingPageId = null;
      }
      const name = (await repositories.templates.nameTaken(source.name)) ? copyName(source.name) : source.name;
      const id = await repositories.templates.insert(
        {
          name,
          description: source.description,
          type: source.type,
          language: source.language,
          emailBody: source.emailBody,
          sendingEmail: source.sendingEmail,
          emailTitle: source.emailTitle,
          emailFromName: source.emailFromName,
          tags: source.tags,
          landingPageId,
          redFlags: source.redFlags,
        },
        { copiedFromId: source.id },
      );
      await record({ kind: "template", action: "copied", id, name });
      return (await repositories.templates.find(id, "own")) as PhishingTemplate;
    });
  }

  /**
   * The landing page a template names must be one its binding can see (an organisation's own or
   * common; a common template only common ones); a credential-harvest template's must be a
   * credential-harvest page (the seeds' "Name must match created templates").
   */
  private async checkLandingPage(repositories: PhishingRepositories, values: TemplateValues): Promise<void> {
    if (!values.landingPageId) return;
    const page = await repositories.landingPages.find(values.landingPageId, "visible");
    if (values.type === "CredentialHarvest" && page?.type !== "CredentialHarvest") {
      throw validationFailed([{ path: "body.landingPageId", message: HARVEST_PAGE_REQUIRED }]);
    }
    if (!page) throw validationFailed([{ path: "body.landingPageId", message: "Landing page not found" }]);
  }

  // ---------------------------------------------------------------- landing pages

  async listLandingPages(ctx: RequestContext, query: Paging & LandingPageFilters) {
    const { repositories } = await this.library.read(ctx);
    return repositories.landingPages.list("visible", query, query.skip ?? 0, query.limit ?? 20);
  }

  async getLandingPage(ctx: RequestContext, landingPageId: string): Promise<LandingPage> {
    const { repositories } = await this.library.read(ctx);
    const page = await repositories.landingPages.find(landingPageId, "visible");
    if (!page) throw notFound("Landing page");
    return page;
  }

  async createLandingPage(ctx: RequestContext, input: Schema<"LandingPageInput">): Promise<LandingPage> {
    const access = await this.library.write(ctx);
    const checked = checkLandingPage(input);
    if ("errors" in checked) throw validationFailed(checked.errors);
    return access.change(async (repositories, record) => {
      const id = await repositories.landingPages.insert(checked.values);
      await record({ kind: "landingPage", action: "created", id, name: checked.values.name });
      return (await repositories.landingPages.find(id, "own")) as LandingPage;
    });
  }

  async updateLandingPage(ctx: RequestContext, landingPageId: string, input: Schema<"LandingPageInput">) {
    const access = await this.library.write(ctx);
    return access.change(async (repositories, record) => {
      const page = await repositories.landingPages.find(landingPageId, "own");
      if (!page) throw notFound("Landing page");
      const checked = checkLandingPage(input);
      if ("errors" in checked) throw validationFailed(checked.errors);
      if (page.type === "CredentialHarvest" && checked.values.type !== "CredentialHarvest") {
        const users = await repositories.templates.typesUsingLandingPage(landingPageId);
        if (users.includes("CredentialHarvest")) {
          throw conflict(
            "A credential-harvest template uses this landing page: it must stay a credential-harvest page",
          );
        }
      }
      await repositories.landingPages.update(landingPageId, checked.values);
      await record({ kind: "landingPage", action: "updated", id: landingPageId, name: checked.values.name });
      return (await repositories.landingPages.find(landingPageId, "own")) as LandingPage;
    });
  }

  async deleteLandingPage(ctx: RequestContext, landingPageId: string): Promise<void> {
    const access = await this.library.write(ctx);
    await access.change(async (repositories, record) => {
      const page = await repositories.landingPages.find(landingPageId, "own");
      if (!page) throw notFound("Landing page");
      if ((await repositories.templates.typesUsingLandingPage(landingPageId)).length > 0) {
        throw conflict("Landing page is used by a template");
      }
      await repositories.landingPages.delete(landingPageId);
      await record({ kind: "landingPage", action: "deleted", id: landingPageId, name: page.name });
    });
  }
}

/** The template's values, or 422 with every problem of the input. */
function checkedTemplate(input: Schema<"PhishingTemplateInput">): TemplateValues {
  const checked = checkTemplate(input);
  if ("errors" in checked) throw validationFailed(checked.errors);
  return checked.values;
}
