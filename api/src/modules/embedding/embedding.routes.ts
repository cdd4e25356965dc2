import { Router } from "express";
import type { createOperationBinder } from "../../platform/http/router.js";
import type { EmbeddingService } from "./embedding.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

export function embeddingRoutes(bind: Bind, embedding: EmbeddingService): Router {
  const r = Router();
  bind(r, "listApiKeys", ({ path, query }, ctx) => embedding.listApiKeys(ctx, path.tenantId, query));
  bind(r, "createApiKey", ({ path, body }, ctx) => embedding.createApiKey(ctx, path.tenantId, body));
  bind(r, "revokeApiKey", ({ path }, ctx) => embedding.revokeApiKey(ctx, path.tenantId, path.apiKeyId));
  bind(r, "createEmbedToken", ({ body }, ctx) => embedding.createEmbedToken(ctx, body));
  return r;
}
