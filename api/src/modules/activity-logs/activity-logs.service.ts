import type { Schema } from "@bulwark/contract";
import { createScope } from "../../platform/access/scope.js";
import type { RequestContext } from "../../platform/http/context.js";
import type { Platform } from "../../platform/platform.js";
import { requirements } from "./activity-logs.access.js";
import { ActivityLogsRepository } from "./activity-logs.repository.js";

/** Reading an organisation's activity log: its admins, and super-admins who manage organisations. */
export class ActivityLogsService {
  private readonly scope;

  constructor(platform: Platform) {
    this.scope = createScope(platform, (db, { tenantId }) => new ActivityLogsRepository(db, tenantId));
  }

  async listForTenant(
    ctx: RequestContext,
    tenantId: string,
    query: { skip?: number; limit?: number; eventGroup?: Schema<"ActivityEventGroup"> },
  ): Promise<Schema<"ActivityLogList">> {
    const { repositories: log } = await this.scope(ctx, requirements.read, { tenantId });
    return log.list(query.skip ?? 0, query.limit ?? 20, query.eventGroup);
  }
}
