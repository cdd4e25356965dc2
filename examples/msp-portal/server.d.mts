import type { Server } from "node:http";

/** The portal's settings (see README): where Bulwark is and how the portal authenticates. */
export interface PortalConfig {
  apiUrl: string;
  apiKey?: string | undefined;
  tenantId?: string | undefined;
  email?: string | undefined;
  password?: string | undefined;
  port: number;
  host: string;
  bundle: string;
  lang: "en" | "sr";
}

/** The widgets the embed tokens allow. */
export declare const WIDGETS: readonly string[];
/** Reads the settings from the environment. */
export declare function configFromEnv(env?: Record<string, string | undefined>): PortalConfig;
/** Mints embed tokens with an API key or an admin's credentials. */
export declare function createTokenMinter(config: PortalConfig): {
  readonly tenantId: string | undefined;
  mint(): Promise<{ token: string; expiresAt: string; tenantId: string; widgets: string[] }>;
  ready(): Promise<void>;
};
/** The portal's HTTP server, not listening yet. */
export declare function createPortalServer(config?: PortalConfig): Server;
