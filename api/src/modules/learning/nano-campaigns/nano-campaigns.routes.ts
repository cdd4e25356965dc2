import { Router } from "express";
import type { createOperationBinder } from "../../../platform/http/router.js";
import type { NanoCampaignsService } from "./nano-campaigns.service.js";
import type { NanoLearnerService } from "./nano-learner.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

/** Nano campaigns and the learner's public page, bound by operationId (literal paths before parameterised ones). */
export function nanoCampaignsRoutes(bind: Bind, campaigns: NanoCampaignsService, learner: NanoLearnerService): Router {
  const r = Router();
  bind(r, "listNanoCampaigns", ({ query }, ctx) => campaigns.list(ctx, query));
  bind(r, "createNanoCampaign", ({ body }, ctx) => campaigns.create(ctx, body));
  bind(r, "getNanoLearningStatistics", (_input, ctx) => campaigns.statistics(ctx));
  bind(r, "getNanoCampaign", ({ path }, ctx) => campaigns.get(ctx, path.nanoCampaignId));
  bind(r, "listNanoCampaignLearners", ({ path, query }, ctx) => campaigns.learners(ctx, path.nanoCampaignId, query));
  bind(r, "stopNanoCampaign", ({ path }, ctx) => campaigns.stop(ctx, path.nanoCampaignId));
  bind(r, "addNanoCampaignContent", ({ path, body }, ctx) => campaigns.addContent(ctx, path.nanoCampaignId, body));
  bind(r, "updateNanoCampaignContent", ({ path, body }, ctx) =>
    campaigns.updateContent(ctx, path.nanoCampaignId, path.contentId, body),
  );
  bind(r, "removeNanoCampaignContent", ({ path }, ctx) =>
    campaigns.removeContent(ctx, path.nanoCampaignId, path.contentId),
  );
  bind(r, "listNanoPageOngoingCampaigns", ({ path }, ctx) => campaigns.ongoingForPage(ctx, path.nanoPageId));
  bind(r, "viewNanoLearnerPage", ({ path, query }) => learner.view(path.token, query.answer));
  bind(r, "answerNanoLearnerQuiz", ({ path, query }) => learner.answer(path.token, query.answer));
  bind(r, "completeNanoLearnerVideo", ({ path }) => learner.videoCompleted(path.token));
  return r;
}
