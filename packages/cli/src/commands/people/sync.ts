import { UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";
import type { ImportReport } from "./report.js";

export const DIRECTORY_PROVIDERS = ["google", "microsoft"] as const;
export type DirectoryProvider = (typeof DIRECTORY_PROVIDERS)[number];

/** The provider named on the command line, or a usage error listing the ones there are. */
export function parseProvider(value: string): DirectoryProvider {
  const provider = value.trim().toLowerCase();
  if (!(DIRECTORY_PROVIDERS as readonly string[]).includes(provider)) {
    throw new UsageError(`Unknown directory "${value}": use google or microsoft`);
  }
  return provider as DirectoryProvider;
}

/** Runs a directory sync now with the organization's stored connection and answers what changed. */
export async function syncPeople(session: Session, provider: DirectoryProvider): Promise<ImportReport> {
  const result =
    provider === "google"
      ? await session.client.POST("/api/v1/inventory/people/sync-google")
      : await session.client.POST("/api/v1/inventory/people/sync-microsoft");
  return unwrap(result);
}
