import { memoryTokenStore, type Tokens, type User } from "@bulwark/client";
import { readCredentials, writeCredentials } from "../../credentials.js";
import { UsageError } from "../../errors.js";
import { type Prompter, readStdin } from "../../prompt.js";
import { connect, DEFAULT_API_URL, normalizeApiUrl, unwrap } from "../../runtime.js";

/** The flags of `bulwark login`. */
export interface LoginOptions {
  apiUrl?: string;
  email?: string;
  passwordStdin?: boolean;
  code?: string;
  /** A key, or true to be asked for it. */
  recoveryKey?: string | true;
}

export interface LoginDeps {
  prompter: Prompter;
  stdin: NodeJS.ReadableStream;
  env: NodeJS.ProcessEnv;
  credentialsFile: string;
}

/** The organization that calls go to, as shown to the user. */
export interface ActiveTenant {
  id: string;
  name: string | null;
}

/** What `bulwark login` answers (never the tokens). */
export interface LoginResult {
  apiUrl: string;
  user: Pick<User, "id" | "email" | "firstName" | "lastName" | "isTwoFactorAuthEnabled">;
  activeTenant: ActiveTenant | null;
  /** After a recovery-key sign-in: the key that replaces the used one, shown once. */
  recoveryKey?: string;
}

/**
 * Signs in with email and password, then the second factor when the account has one, and stores
 * the session in the credentials file. Whatever the flags do not give is asked for at a terminal;
 * without one, a missing value is a usage error.
 */
export async function login(options: LoginOptions, deps: LoginDeps): Promise<LoginResult> {
  const { prompter } = deps;
  const stored = await readCredentials(deps.credentialsFile);
  const suggestedUrl = deps.env.BULWARK_API_URL || stored.apiUrl || DEFAULT_API_URL;

  const apiUrl = normalizeApiUrl(
    options.apiUrl ??
      (prompter.interactive && !options.passwordStdin
        ? await prompter.ask("API URL", { defaultValue: suggestedUrl })
        : suggestedUrl),
  );
  const email =
    options.email ??
    (prompter.interactive && !options.passwordStdin
      ? await prompter.ask("Email", { defaultValue: stored.email })
      : undefined);
  if (!email) throw new UsageError("--email is required when not at a terminal");
  let password: string;
  if (options.passwordStdin) password = await readStdin(deps.stdin);
  else if (prompter.interactive) password = await prompter.ask("Password", { hidden: true });
  else throw new UsageError("--password-stdin is required when not at a terminal");
  if (!password) throw new UsageError("The password is empty");

  const client = connect(apiUrl, memoryTokenStore());
  const answer = unwrap(
    await client.POST("/api/v1/users/auth/login", { body: { email, password, rememberMe: true } }),
    { signedIn: false },
  );
  let token = answer.token;
  let recoveryKey: string | undefined;

  if (!token && answer.isTwoFactorAuthEnabled && answer.challengeToken) {
    const challengeToken = answer.challengeToken;
    const key = await recoveryKeyFrom(options, prompter);
    if (key !== undefined) {
      const done = unwrap(
        await client.POST("/api/v1/users/auth/login/two-factor-recovery-key", {
          body: { challengeToken, recoveryKey: key },
        }),
        { signedIn: false },
      );
      token = done.token;
      recoveryKey = done.recoveryKey;
    } else {
      const code = options.code ?? (await codeFrom(prompter));
      const done = unwrap(
        await client.POST("/api/v1/users/auth/login/two-factor", { body: { challengeToken, token: code } }),
        { signedIn: false },
      );
      token = done.token;
    }
  }
  if (!token) throw new Error("The API answered the sign-in without a token");

  const tokens: Tokens = { accessToken: token.accessToken, refreshToken: token.refreshToken };
  const me = unwrap(await connect(apiUrl, memoryTokenStore(tokens)).GET("/api/v1/users/users/me"));
  const activeTenant = chooseTenant(me, stored.apiUrl === apiUrl ? stored.tenantId : null);
  await writeCredentials(deps.credentialsFile, { apiUrl, email: me.email, tenantId: activeTenant?.id ?? null, tokens });

  const result: LoginResult = {
    apiUrl,
    user: {
      id: me.id,
      email: me.email,
      firstName: me.firstName,
      lastName: me.lastName,
      isTwoFactorAuthEnabled: me.isTwoFactorAuthEnabled,
    },
    activeTenant,
  };
  if (recoveryKey) result.recoveryKey = recoveryKey;
  return result;
}

async function recoveryKeyFrom(options: LoginOptions, prompter: Prompter): Promise<string | undefined> {
  if (typeof options.recoveryKey === "string") return options.recoveryKey.trim();
  if (options.recoveryKey !== true) return undefined;
  if (!prompter.interactive) throw new UsageError("--recovery-key needs the key when not at a terminal");
  return prompter.ask("Recovery key", { hidden: true });
}

async function codeFrom(prompter: Prompter): Promise<string> {
  if (!prompter.interactive) {
    throw new UsageError("Two-factor authentication is on: pass --code <six digits> or --recovery-key <key>");
  }
  return prompter.ask("Six-digit code from your authenticator app (or run again with --recovery-key)");
}

/** Keeps the previous organization if the user still belongs to it; picks the only one otherwise. */
function chooseTenant(user: User, previous: string | null | undefined): ActiveTenant | null {
  const kept = previous ? user.tenants.find((tenant) => tenant.id === previous) : undefined;
  const chosen = kept ?? (user.tenants.length === 1 ? user.tenants[0] : undefined);
  return chosen ? { id: chosen.id, name: chosen.name } : null;
}

/** Plain output of `bulwark login`. */
export function loginLines(result: LoginResult): string[] {
  const lines = [
    `Signed in to ${result.apiUrl} as ${result.user.email}`,
    `Organization: ${result.activeTenant ? (result.activeTenant.name ?? result.activeTenant.id) : "none"}`,
  ];
  if (result.recoveryKey) lines.push(`New recovery key (shown once): ${result.recoveryKey}`);
  return lines;
}
