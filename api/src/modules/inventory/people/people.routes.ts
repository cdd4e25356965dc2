import { Router } from "express";
import type { createOperationBinder } from "../../../platform/http/router.js";
import type { DirectorySyncService } from "./directory-sync.service.js";
import type { PeopleService } from "./people.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

/** Routes of the people inventory: the list and its pickers, imports, directory sync and connections, one person. */
export function peopleRoutes(bind: Bind, people: PeopleService, directory: DirectorySyncService): Router {
  const r = Router();
  // Literal paths first, so `/people/batch` and friends are never read as a person id.
  bind(r, "listPeople", ({ query }, ctx) => people.list(ctx, query));
  // Up to 10,000 rows (the contract's limit) take more than the default 1 MB of JSON.
  bind(r, "savePeopleBatch", ({ body, query }, ctx) => people.saveBatch(ctx, body, query), { largeJsonBody: true });
  bind(r, "bulkPeople", ({ body }, ctx) => people.bulk(ctx, body));
  bind(r, "importPeopleCsv", ({ stream, query }, ctx) => people.importCsv(ctx, stream, query));
  bind(r, "listPeopleTags", (_input, ctx) => people.tags(ctx));
  bind(r, "listPeopleGroups", (_input, ctx) => people.groups(ctx));
  bind(r, "getPeopleTenantsOverview", (_input, ctx) => people.tenantsOverview(ctx));
  bind(r, "getPeopleTenantOverview", ({ path }, ctx) => people.tenantOverview(ctx, path.tenantId));
  bind(r, "syncPeopleGoogle", (_input, ctx) => directory.sync(ctx, "google"));
  bind(r, "syncPeopleMicrosoft", (_input, ctx) => directory.sync(ctx, "microsoft"));

  bind(r, "listDirectoryConnections", (_input, ctx) => directory.list(ctx));
  bind(r, "saveGoogleDirectoryConnection", ({ body }, ctx) => directory.saveGoogle(ctx, body));
  bind(r, "deleteGoogleDirectoryConnection", (_input, ctx) => directory.remove(ctx, "google"));
  bind(r, "saveMicrosoftDirectoryConnection", ({ body }, ctx) => directory.saveMicrosoft(ctx, body));
  bind(r, "deleteMicrosoftDirectoryConnection", (_input, ctx) => directory.remove(ctx, "microsoft"));

  bind(r, "getPerson", ({ path }, ctx) => people.get(ctx, path.personId));
  bind(r, "updatePerson", ({ path, body }, ctx) => people.update(ctx, path.personId, body));
  bind(r, "deletePerson", ({ path }, ctx) => people.delete(ctx, path.personId));
  return r;
}
