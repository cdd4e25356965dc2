import { Router } from "express";
import type { createOperationBinder } from "../../platform/http/router.js";
import type { PhishingLibraryService } from "./library.service.js";
import type { PhishingSendingService } from "./sending.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

/** The phishing content's operations, bound by operationId (literal paths before parameterised ones). */
export function phishingRoutes(bind: Bind, library: PhishingLibraryService, sending: PhishingSendingService): Router {
  const r = Router();
  bind(r, "listPhishingTemplates", ({ query }, ctx) => library.listTemplates(ctx, query));
  bind(r, "createPhishingTemplate", ({ body }, ctx) => library.createTemplate(ctx, body));
  bind(r, "previewPhishingTemplate", ({ body }, ctx) => library.previewTemplate(ctx, body));
  bind(r, "sendPhishingTemplateTest", ({ body }, ctx) => sending.sendTest(ctx, body));
  bind(r, "getPhishingTemplate", ({ path }, ctx) => library.getTemplate(ctx, path.templateId));
  bind(r, "updatePhishingTemplate", ({ path, body }, ctx) => library.updateCommonTemplate(ctx, path.templateId, body));
  bind(r, "deletePhishingTemplate", ({ path }, ctx) => library.deleteTemplate(ctx, path.templateId));
  bind(r, "copyPhishingTemplate", ({ path }, ctx) => library.copyTemplate(ctx, path.templateId));
  bind(r, "updateOrganizationPhishingTemplate", ({ path, body }, ctx) =>
    library.updateOrganizationTemplate(ctx, path.templateId, body),
  );
  bind(r, "listLandingPages", ({ query }, ctx) => library.listLandingPages(ctx, query));
  bind(r, "createLandingPage", ({ body }, ctx) => library.createLandingPage(ctx, body));
  bind(r, "getLandingPage", ({ path }, ctx) => library.getLandingPage(ctx, path.landingPageId));
  bind(r, "updateLandingPage", ({ path, body }, ctx) => library.updateLandingPage(ctx, path.landingPageId, body));
  bind(r, "deleteLandingPage", ({ path }, ctx) => library.deleteLandingPage(ctx, path.landingPageId));
  bind(r, "listSendingProfiles", ({ query }, ctx) => sending.list(ctx, query));
  bind(r, "createSendingProfile", ({ body }, ctx) => sending.create(ctx, body));
  bind(r, "getSendingProfile", ({ path }, ctx) => sending.get(ctx, path.sendingProfileId));
  bind(r, "updateSendingProfile", ({ path, body }, ctx) => sending.update(ctx, path.sendingProfileId, body));
  bind(r, "deleteSendingProfile", ({ path }, ctx) => sending.delete(ctx, path.sendingProfileId));
  return r;
}
