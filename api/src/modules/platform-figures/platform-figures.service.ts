import type { Schema } from "@bulwark/contract";
import { authorizeGlobal, type Requirement } from "../../platform/access/scope.js";
import type { RequestContext } from "../../platform/http/context.js";
import type { Platform } from "../../platform/platform.js";
import { PlatformFiguresRepository } from "./platform-figures.repository.js";

/** What the platform's figures need: a super-admin who reads or manages organisations (outside any organisation). */
export const requirements = {
  read: { superAdmin: ["ReadTenants", "ManageTenants"] },
} as const satisfies Record<string, Requirement>;

/** The platform in figures, for a super-admin's Platform view: counted, never invented. */
export class PlatformFiguresService {
  private readonly figures: PlatformFiguresRepository;

  constructor(platform: Platform) {
    this.figures = new PlatformFiguresRepository(platform.db);
  }

  /** Organisations, users, people and assets across the platform. */
  async get(ctx: RequestContext): Promise<Schema<"PlatformFigures">> {
    authorizeGlobal(ctx, requirements.read);
    return this.figures.figures();
  }
}
