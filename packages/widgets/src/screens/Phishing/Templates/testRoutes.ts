import type { FakeHandler, FakeRoutes } from "../../../storybook/fakeApi";
import { sessionRoutesFor } from "../../../test/renderShell";
import { phishingContentRoutes } from "./samples";

/** A write the fake API received: its route, tenant header and JSON body. */
export interface RecordedWrite {
  route: string;
  tenant: string | null;
  body: Record<string, unknown> | undefined;
}

/**
 * Test-only: the sample phishing content's routes (plus `extra`) with every write's body
 * recorded, so a test can say what a screen sent, not only where.
 */
export function recordingRoutes(
  extra: FakeRoutes = {},
  session: FakeRoutes = sessionRoutesFor(),
): { routes: FakeRoutes; writes: RecordedWrite[] } {
  const writes: RecordedWrite[] = [];
  const all: FakeRoutes = { ...session, ...phishingContentRoutes(), ...extra };
  const routes: FakeRoutes = {};
  for (const [route, reply] of Object.entries(all)) {
    if (route.startsWith("GET ")) {
      routes[route] = reply;
      continue;
    }
    const handler: FakeHandler = async (request, url) => {
      const text = await request.clone().text();
      writes.push({
        route,
        tenant: request.headers.get("x-tenant-id"),
        body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      });
      return typeof reply === "function" ? (reply as FakeHandler)(request, url) : reply;
    };
    routes[route] = handler;
  }
  return { routes, writes };
}
