import type { MyPermissions, Tenant, Token, User } from "@bulwark/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { type QueryKey, type QueryResult, useClientQuery } from "./query";
import type { BulwarkRuntime } from "./runtime";
import { unwrap } from "./unwrap";

/** Navigation requested by a widget; the host decides how (router, full page, or ignore). */
export type Navigate = (to: string) => void;

interface RuntimeContextValue {
  runtime: BulwarkRuntime;
  navigate: Navigate;
}

const RuntimeContext = createContext<RuntimeContextValue | undefined>(undefined);

/** The shared runtime (client, cache, events) of the nearest `BulwarkProvider`. */
export function useRuntime(): RuntimeContextValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error("Bulwark widgets need a <BulwarkProvider runtime={...}> above them");
  return value;
}

/**
 * The runtime and navigation of the nearest `BulwarkProvider`, or undefined outside one: for
 * components that also work without data (links, menus) in purely presentational trees.
 */
export function useOptionalRuntime(): RuntimeContextValue | undefined {
  return useContext(RuntimeContext);
}

/**
 * A query through the runtime's `QueryClient`; `key` identifies it (see `domainKey`), `run` calls
 * the client. Screens call it from their domain's `queries.ts`, never inline.
 */
export function useApiQuery<T>(
  key: QueryKey,
  run: (runtime: BulwarkRuntime) => Promise<T>,
  options: { enabled?: boolean } = {},
): QueryResult<T> {
  const { runtime } = useRuntime();
  return useClientQuery(runtime.queryClient, key, () => run(runtime), options);
}

/** Keys of the session's own queries (the signed-in user, their permissions in an organisation). */
export const sessionKeys = {
  me: () => ["session", null, "me"] as const,
  permissions: (tenantId: string | null) => ["session", tenantId, "permissions"] as const,
};

export type SessionStatus = "loading" | "signedOut" | "signedIn";

export interface Session {
  status: SessionStatus;
  /** The signed-in user; undefined when signed out, and for embed tokens (which may not read the user). */
  user: User | undefined;
  /** Organisations of the user, by name. */
  tenants: Tenant[];
  /** The active organisation's id; null when the user has none (demo data is shown). */
  tenantId: string | null;
  tenant: Tenant | undefined;
  /** True when signed in without an active organisation: screens show demo data and a DEMO badge. */
  isDemo: boolean;
  /** True when the token is an embed token (read-only, one organisation). */
  embedded: boolean;
  permissions: ReadonlySet<string>;
  /**
   * True while the permissions in the active organisation are on their way (they are asked for
   * once the user is known). `permissions` is empty meanwhile, so `allows` answers false: a screen
   * that lays itself out by permission reserves the places of the parts it may show instead, and
   * asks for nothing until they are known.
   */
  permissionsPending: boolean;
  superAdminPermissions: ReadonlySet<string>;
  features: ReadonlySet<string>;
  signIn(token: Token): Promise<void>;
  signOut(): Promise<void>;
  switchTenant(tenantId: string): void;
  /** Reloads the user (after a profile change, a new organisation, ...). */
  reload(): Promise<void>;
}

const SessionContext = createContext<Session | undefined>(undefined);

/** The session of the nearest `BulwarkProvider`. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession needs a <BulwarkProvider runtime={...}> above it");
  return session;
}

const savedTenantKey = (userId: string) => `bulwark:tenant:${userId}`;

function readSavedTenant(userId: string): string | null {
  try {
    return globalThis.localStorage?.getItem(savedTenantKey(userId)) ?? null;
  } catch {
    return null;
  }
}

function saveTenant(userId: string, tenantId: string) {
  try {
    globalThis.localStorage?.setItem(savedTenantKey(userId), tenantId);
  } catch {
    // Storage may be unavailable (privacy modes, sandboxed frames); the choice then lasts the page.
  }
}

/**
 * Picks the active organisation: the requested one (query `organizationId`, or an element's
 * `tenant-id`) if the user belongs to it, else the one saved for this user, else the first.
 */
export function chooseTenant(
  tenants: readonly Tenant[],
  requested: string | null | undefined,
  saved: string | null,
): string | null {
  const ids = new Set(tenants.map((t) => t.id));
  if (requested && ids.has(requested)) return requested;
  if (saved && ids.has(saved)) return saved;
  return tenants[0]?.id ?? null;
}

export interface SessionProviderProps {
  runtime: BulwarkRuntime;
  navigate: Navigate;
  /** Requested organisation (web app: `organizationId` query; element: `tenant-id`). */
  tenantId?: string | null;
  children?: ReactNode;
}

export function SessionProvider({ runtime, navigate, tenantId: requested, children }: SessionProviderProps) {
  const [hasToken, setHasToken] = useState<boolean | undefined>(undefined);
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    let alive = true;
    void Promise.resolve(runtime.client.tokenStore.get()).then(
      (tokens) => alive && setHasToken(Boolean(tokens)),
      () => alive && setHasToken(false),
    );
    const off = runtime.on("signed-out", () => {
      forget(runtime);
      setHasToken(false);
    });
    return () => {
      alive = false;
      off();
    };
  }, [runtime]);

  const me = useClientQuery(
    runtime.queryClient,
    sessionKeys.me(),
    () => unwrap(runtime.client.GET("/api/v1/users/users/me")),
    { enabled: hasToken === true },
  );
  const meError = me.error as { statusCode?: number } | undefined;
  const embedded = hasToken === true && me.status === "error" && meError?.statusCode === 403 && Boolean(requested);
  const user = me.data;
  const tenants = user?.tenants ?? [];
  const tenantId = embedded
    ? (requested ?? null)
    : user
      ? chooseTenant(tenants, chosen ?? requested, readSavedTenant(user.id))
      : null;

  // Set while rendering, not in an effect: effects run child-first, so the screens' queries (started
  // in their effects) would otherwise go out with the previous organisation, or none, on the
  // render where the organisation is first known or changes. Setting it is idempotent.
  runtime.client.setTenant(tenantId);

  const permissionsQuery = useClientQuery(
    runtime.queryClient,
    sessionKeys.permissions(tenantId),
    () =>
      unwrap(
        runtime.client.GET("/api/v1/users/acl/permissions/my-permissions", {
          params: { header: tenantId ? { "x-tenant-id": tenantId } : {} },
        }),
      ) as Promise<MyPermissions>,
    { enabled: Boolean(user) },
  );

  const signIn = useCallback(
    async (token: Token) => {
      await runtime.client.tokenStore.set({ accessToken: token.accessToken, refreshToken: token.refreshToken });
      // Everything cached belonged to the previous session: reset it (requests in flight are
      // cancelled, their answers dropped) and reload what is on screen.
      setHasToken(true);
      await runtime.queryClient.resetQueries();
    },
    [runtime],
  );
  const signOut = useCallback(async () => {
    await runtime.client.signOut();
    forget(runtime);
    setChosen(undefined);
    setHasToken(false);
    runtime.emit("signed-out", {});
  }, [runtime]);
  const switchTenant = useCallback(
    (id: string) => {
      if (id === tenantId) return;
      if (user) saveTenant(user.id, id);
      setChosen(id);
      runtime.emit("tenant-change", { tenantId: id });
    },
    [runtime, tenantId, user],
  );
  const reload = useCallback(() => runtime.queryClient.invalidateQueries({ queryKey: sessionKeys.me() }), [runtime]);

  const status: SessionStatus =
    hasToken === undefined || (hasToken && me.isLoading && !embedded)
      ? "loading"
      : hasToken && (user || embedded)
        ? "signedIn"
        : "signedOut";
  const tenant = tenants.find((t) => t.id === tenantId);
  const session = useMemo<Session>(
    () => ({
      status,
      user,
      tenants,
      tenantId,
      tenant,
      isDemo: status === "signedIn" && !embedded && tenantId === null,
      embedded,
      permissions: new Set(permissionsQuery.data?.permissions ?? []),
      permissionsPending: user !== undefined && permissionsQuery.status === "pending",
      superAdminPermissions: new Set(user?.superAdminPermissions ?? []),
      features: new Set(tenant?.features ?? []),
      signIn,
      signOut,
      switchTenant,
      reload,
    }),
    [
      status,
      user,
      tenants,
      tenantId,
      tenant,
      embedded,
      permissionsQuery.data,
      permissionsQuery.status,
      signIn,
      signOut,
      switchTenant,
      reload,
    ],
  );
  const runtimeValue = useMemo(() => ({ runtime, navigate }), [runtime, navigate]);
  return (
    <QueryClientProvider client={runtime.queryClient}>
      <RuntimeContext.Provider value={runtimeValue}>
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      </RuntimeContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * Forgets every answer (sign-out, a different user): requests in flight are cancelled so their
 * answers, which belong to the previous session, never land in the next one.
 */
export function forget(runtime: BulwarkRuntime): void {
  void runtime.queryClient.cancelQueries();
  runtime.queryClient.clear();
}
