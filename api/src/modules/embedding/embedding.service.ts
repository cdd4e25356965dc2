import type { Schema } from "@bulwark/contract";
import { createScope } from "../../platform/access/scope.js";
import { randomToken, sha256 } from "../../platform/auth/secrets.js";
import { notFound } from "../../platform/errors.js";
import type { RequestContext } from "../../platform/http/context.js";
import type { Platform } from "../../platform/platform.js";
import { recordActivity } from "../activity-logs/activity-log.writer.js";
import { ApiKeysRepository } from "./api-keys.repository.js";
import { requirements } from "./embedding.access.js";

/** API keys and embed tokens: how other sites show Bulwark widgets without a user signing in. */
export class EmbeddingService {
  private readonly scope;

  constructor(private readonly platform: Platform) {
    this.scope = createScope(platform, (db, { tenantId }) => new ApiKeysRepository(db, tenantId));
  }

  async listApiKeys(ctx: RequestContext, tenantId: string, query: { skip?: number; limit?: number }) {
    const { repositories: keys } = await this.scope(ctx, requirements.manage, { tenantId });
    const { items, total } = await keys.list(query.skip ?? 0, query.limit ?? 20);
    return {
      total,
      items: items.map((k) => ({
        id: k.id,
        name: k.name,
        prefix: k.prefix,
        createdBy: [k.first_name, k.last_name].filter(Boolean).join(" "),
        createdAt: k.created_at,
        lastUsedAt: k.last_used_at,
      })),
    };
  }

  async createApiKey(
    ctx: RequestContext,
    tenantId: string,
    body: Schema<"CreateApiKeyRequest">,
  ): Promise<Schema<"CreatedApiKey">> {
    const { repositories: keys, principal } = await this.scope(ctx, requirements.manage, { tenantId });
    const key = `bwk_${randomToken()}`;
    const prefix = key.slice(0, 10);
    const { id, createdAt } = await keys.create({
      name: body.name,
      prefix,
      keyHash: sha256(key),
      createdBy: principal.userId,
    });
    await recordActivity(this.platform.db, ctx, {
      tenantId,
      eventName: "ApiKeyCreated",
      eventGroup: "TenantManagement",
      description: `API key "${body.name}" created`,
      data: { apiKeyId: id, prefix, name: body.name },
    });
    return {
      id,
      name: body.name,
      prefix,
      createdBy: `${principal.firstName} ${principal.lastName}`,
      createdAt,
      lastUsedAt: null,
      key,
    };
  }

  async revokeApiKey(ctx: RequestContext, tenantId: string, apiKeyId: string): Promise<void> {
    const { repositories: keys } = await this.scope(ctx, requirements.manage, { tenantId });
    if (!(await keys.revoke(apiKeyId))) throw notFound("API key");
    await recordActivity(this.platform.db, ctx, {
      tenantId,
      eventName: "ApiKeyRevoked",
      eventGroup: "TenantManagement",
      description: "API key revoked",
      data: { apiKeyId },
    });
  }

  /**
   * Mints an embed token. An API key may only mint for its own organisation (the scope refuses
   * any other); a user needs ManageOrganization there. The token acts read-only for the minting
   * user (or the key's creator), never with super-admin power.
   */
  async createEmbedToken(ctx: RequestContext, body: Schema<"CreateEmbedTokenRequest">): Promise<Schema<"EmbedToken">> {
    const requirement = ctx.principal?.apiKey ? requirements.mintWithApiKey : requirements.manage;
    const { principal } = await this.scope(ctx, requirement, { tenantId: body.tenantId });
    const ttl = body.ttlSeconds ?? 900;
    const widgets = [...new Set(body.widgets)];
    const token = await this.platform.signer.sign("embed", principal.userId, { tid: body.tenantId, wid: widgets }, ttl);
    return { token, expiresAt: new Date(Date.now() + ttl * 1000).toISOString(), tenantId: body.tenantId, widgets };
  }
}
