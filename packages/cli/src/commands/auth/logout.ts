import { readCredentials, writeCredentials } from "../../credentials.js";
import { NotSignedInError } from "../../errors.js";
import type { Runtime } from "../../runtime.js";

/** What `bulwark logout` answers. */
export interface LogoutResult {
  /** False when there was no session to end. */
  signedOut: boolean;
  apiUrl: string | null;
}

/**
 * Ends the session on the server (best effort) and forgets the tokens and the active
 * organization; the API URL and email stay as defaults for the next `bulwark login`.
 */
export async function logout(runtime: Runtime): Promise<LogoutResult> {
  let session: Awaited<ReturnType<Runtime["session"]>>;
  try {
    session = await runtime.session();
  } catch (error) {
    if (error instanceof NotSignedInError) return { signedOut: false, apiUrl: null };
    throw error;
  }
  await session.client.signOut();
  if (session.source === "file") {
    const { apiUrl, email } = await readCredentials(runtime.credentialsFile);
    await writeCredentials(runtime.credentialsFile, { apiUrl, email });
  }
  return { signedOut: true, apiUrl: session.apiUrl };
}

/** Plain output of `bulwark logout`. */
export const logoutLines = (result: LogoutResult) => [
  result.signedOut ? `Signed out of ${result.apiUrl}` : "Not signed in",
];
