import type { Db, Dialect } from "../../platform/db/database.js";
import { LandingPagesRepository } from "./landing-pages.repository.js";
import { TemplatesRepository } from "./templates.repository.js";

/** The phishing library's repositories, bound together to an organisation or (null) the common library. */
export function phishingRepositories(db: Db, dialect: Dialect, tenantId: string | null) {
  return {
    templates: new TemplatesRepository(db, dialect, tenantId),
    landingPages: new LandingPagesRepository(db, dialect, tenantId),
  };
}

export type PhishingRepositories = ReturnType<typeof phishingRepositories>;
