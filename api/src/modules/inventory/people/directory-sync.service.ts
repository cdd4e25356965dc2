import type { Schema } from "@bulwark/contract";
import { createScope, type Scope } from "../../../platform/access/scope.js";
import { SecretBoxError } from "../../../platform/crypto/secret-box.js";
import { nowIso } from "../../../platform/db/database.js";
import type { DirectoryConnectionsTable } from "../../../platform/db/schema.js";
import { AppError, conflict, validationFailed } from "../../../platform/errors.js";
import type { RequestContext } from "../../../platform/http/context.js";
import type { Platform } from "../../../platform/platform.js";
import { recordActivity } from "../../activity-logs/activity-log.writer.js";
import { publish } from "../../domain-events.js";
import {
  DirectoryError,
  type DirectoryPerson,
  type DirectoryProvider,
  type GoogleCredentials,
  type MicrosoftCredentials,
  parseServiceAccountKey,
  validateGoogleCredentials,
  validateMicrosoftCredentials,
} from "../directory/directory.js";
import { fetchGooglePeople } from "../directory/google.connector.js";
import { fetchMicrosoftPeople } from "../directory/microsoft.connector.js";
import { validatePersonRow } from "./csv/person-row.js";
import { DirectoryConnectionsRepository } from "./directory-connections.repository.js";
import { requirements } from "./people.access.js";
import { counts } from "./people.service.js";
import { type PeopleImportReport, PeopleWriter, type SourceItem } from "./people.writer.js";

type Connection = Schema<"DirectoryConnection">;

const providers: readonly DirectoryProvider[] = ["google", "microsoft"];
const providerNames: Record<DirectoryProvider, string> = { google: "Google Workspace", microsoft: "Microsoft 365" };

/** The seeds' wording of a failed sync. */
const syncFailed = (provider: DirectoryProvider) => new AppError(502, "SyncFailed", `Sync with ${provider} failed`);

/**
 * Directory connections (Google Workspace, Microsoft 365) and syncing people from them. The
 * credentials are sealed with the installation's secret key, bound to the organisation and
 * provider, and never leave the server: answers show only who the connection acts as.
 */
export class DirectorySyncService {
  private readonly scope;

  constructor(private readonly platform: Platform) {
    this.scope = createScope(platform, (db, { tenantId }) => new DirectoryConnectionsRepository(db, tenantId));
  }

  async list(ctx: RequestContext): Promise<Schema<"DirectoryConnectionList">> {
    const { repositories: connections } = await this.scope(ctx, requirements.read);
    const rows = await connections.list();
    const items = providers.map((provider) =>
      toConnection(
        provider,
        rows.find((row) => row.provider === provider),
      ),
    );
    return { items, total: items.length };
  }

  async saveGoogle(ctx: RequestContext, body: Schema<"GoogleDirectoryConnectionRequest">): Promise<Connection> {
    const scope = await this.scope(ctx, requirements.manageDirectoryConnections);
    const errors = validateGoogleCredentials(body, "body.");
    if (errors.length > 0) throw validationFailed(errors, errors[0]?.message);
    const key = parseServiceAccountKey(body.serviceAccountKey);
    const adminEmail = body.adminEmail.trim();
    const credentials: GoogleCredentials = {
      serviceAccountKey: body.serviceAccountKey,
      adminEmail,
      customer: body.customer ?? "my_customer",
    };
    const account = `${"client_email" in key ? key.client_email : "?"} as ${adminEmail}`;
    return this.save(ctx, scope, "google", credentials, account, body.deleteMissing ?? false);
  }

  async saveMicrosoft(ctx: RequestContext, body: Schema<"MicrosoftDirectoryConnectionRequest">): Promise<Connection> {
    const scope = await this.scope(ctx, requirements.manageDirectoryConnections);
    const errors = validateMicrosoftCredentials(body, "body.");
    if (errors.length > 0) throw validationFailed(errors, errors[0]?.message);
    const credentials: MicrosoftCredentials = {
      directoryId: body.directoryId,
      clientId: body.clientId,
      clientSecret: body.clientSecret,
    };
    const account = `${body.clientId}@${body.directoryId}`;
    return this.save(ctx, scope, "microsoft", credentials, account, body.deleteMissing ?? false);
  }

  private async save(
    ctx: RequestContext,
    scope: Scope<DirectoryConnectionsRepository>,
    provider: DirectoryProvider,
    credentials: GoogleCredentials | MicrosoftCredentials,
    account: string,
    deleteMissing: boolean,
  ): Promise<Connection> {
    const { tenantId } = scope;
    const sealed = this.platform.secrets.seal(JSON.stringify(credentials), associatedData(tenantId, provider));
    const row = await this.platform.db.transaction().execute(async (trx) => {
      const connections = scope.within(trx);
      await connections.save(provider, { account, credentials: sealed, deleteMissing }, nowIso());
      await recordActivity(trx, ctx, {
        tenantId,
        eventName: "DirectoryConnectionSaved",
        eventGroup: "TenantManagement",
        description: `${providerNames[provider]} connection saved`,
        data: { provider, account, deleteMissing },
      });
      return connections.get(provider);
    });
    return toConnection(provider, row);
  }

  /** Forgets a connection and its credentials; forgetting one that does not exist is not an error. */
  async remove(ctx: RequestContext, provider: DirectoryProvider): Promise<void> {
    const scope = await this.scope(ctx, requirements.manageDirectoryConnections);
    const { tenantId } = scope;
    await this.platform.db.transaction().execute(async (trx) => {
      if (!(await scope.within(trx).delete(provider))) return;
      await recordActivity(trx, ctx, {
        tenantId,
        eventName: "DirectoryConnectionDeleted",
        eventGroup: "TenantManagement",
        description: `${providerNames[provider]} connection removed`,
        data: { provider },
      });
    });
  }

  /**
   * Reads the whole directory, then saves its people like a batch (origin `google` or
   * `microsoft`; tags, which directories do not have, are left as they are). With the
   * connection's `deleteMissing`, people of that origin the directory no longer lists are
   * deleted. A directory that cannot be read saves nothing and answers 502 "Sync with <provider>
   * failed"; the reason goes to the activity log and the connection's `lastSyncError`.
   */
  async sync(ctx: RequestContext, provider: DirectoryProvider): Promise<PeopleImportReport> {
    const scope = await this.scope(ctx, requirements.write);
    const { tenantId } = scope;
    const connection = await scope.repositories.get(provider);
    if (!connection) throw conflict(`Connect ${providerNames[provider]} first`);
    try {
      const people = this.directoryPeople(tenantId, provider, connection.credentials);
      return await new PeopleWriter(this.platform, tenantId).write(directoryRows(people), {
        origin: provider,
        deleteMissingOf: connection.delete_missing === 1 ? provider : undefined,
        onSaved: async (trx, report) => {
          await scope.within(trx).recordSync(provider, {
            at: nowIso(),
            status: "Succeeded",
            error: null,
          });
          await publish(this.platform, trx, tenantId, ctx, {
            type: "PeopleSynced",
            data: { provider, ...counts(report) },
          });
        },
      });
    } catch (error) {
      const reason = failureReason(error);
      if (reason === undefined) throw error;
      await this.platform.db.transaction().execute(async (trx) => {
        await scope.within(trx).recordSync(provider, {
          at: nowIso(),
          status: "Failed",
          error: reason,
        });
        await recordActivity(trx, ctx, {
          tenantId,
          eventName: "PeopleSyncFailed",
          eventGroup: "TenantManagement",
          description: `Sync with ${provider} failed: ${reason}`,
          data: { provider, reason },
        });
      });
      throw syncFailed(provider);
    }
  }

  private directoryPeople(
    tenantId: string,
    provider: DirectoryProvider,
    sealed: string,
  ): AsyncIterable<DirectoryPerson> {
    const credentials = JSON.parse(this.platform.secrets.open(sealed, associatedData(tenantId, provider))) as unknown;
    const config = this.platform.config;
    return provider === "google"
      ? fetchGooglePeople(credentials as GoogleCredentials, config)
      : fetchMicrosoftPeople(credentials as MicrosoftCredentials, config);
  }
}

/** The owner a sealed credential is bound to: it opens for this organisation and provider only. */
function associatedData(tenantId: string, provider: DirectoryProvider): string {
  return `directory:${tenantId}:${provider}`;
}

/** Why a sync failed, in words an admin can act on; undefined for errors that are ours (a 500). */
function failureReason(error: unknown): string | undefined {
  if (error instanceof DirectoryError) return error.reason;
  if (error instanceof SecretBoxError) {
    return "The stored credentials cannot be read with this server's secret key (BULWARK_SECRET_KEY); save the connection again";
  }
  return undefined;
}

/** Directory people as writer items, each checked like any other row; tags are not the directory's to set. */
async function* directoryRows(people: AsyncIterable<DirectoryPerson>): AsyncGenerator<SourceItem> {
  let line = 0;
  for await (const person of people) {
    line++;
    const checked = validatePersonRow({
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      groups: person.groups,
    });
    if (!checked.ok) {
      yield { kind: "rejected", line, email: person.email, reason: checked.reason };
      continue;
    }
    const { email, firstName, lastName, groups } = checked.person;
    yield { kind: "row", line, person: { email, firstName, lastName, groups, externalId: person.externalId } };
  }
}

function toConnection(provider: DirectoryProvider, row: DirectoryConnectionsTable | undefined): Connection {
  return {
    provider,
    configured: row !== undefined,
    account: row?.account ?? null,
    deleteMissing: row?.delete_missing === 1,
    lastSyncAt: row?.last_sync_at ?? null,
    lastSyncStatus: row?.last_sync_status ?? null,
    lastSyncError: row?.last_sync_error ?? null,
    updatedAt: row?.updated_at ?? null,
  };
}
