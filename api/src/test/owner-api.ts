import { afterAll, afterEach, beforeAll, beforeEach, type MockInstance, vi } from "vitest";
import { createOrganizationOwner } from "./factories.js";
import { startTestApi, type TestApi } from "./harness.js";

export interface OwnerApi {
  api: TestApi;
  owner: Awaited<ReturnType<typeof createOrganizationOwner>>;
  /** The server's error log during the current test: what it logged as an unhandled error (a crash). */
  crashes: MockInstance;
}

/**
 * A test API with one organisation and its owner, started before the file's tests and closed
 * after them. Read `api`, `owner` and `crashes` inside tests (they are set once `beforeAll` has run).
 */
export function withOrganizationOwner(env: Record<string, string> = {}): OwnerApi {
  const fixture = {} as OwnerApi;
  beforeAll(async () => {
    fixture.api = await startTestApi(env);
    fixture.owner = await createOrganizationOwner(fixture.api);
  });
  afterAll(async () => {
    await fixture.api?.close();
  });
  // Observed, not replaced: the real logger still writes.
  beforeEach(() => {
    fixture.crashes = vi.spyOn(fixture.api.platform.logger, "error");
  });
  afterEach(() => {
    fixture.crashes.mockRestore();
  });
  return fixture;
}
