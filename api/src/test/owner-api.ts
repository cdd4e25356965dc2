import { afterAll, beforeAll } from "vitest";
import { createOrganizationOwner } from "./factories.js";
import { startTestApi, type TestApi } from "./harness.js";

export interface OwnerApi {
  api: TestApi;
  owner: Awaited<ReturnType<typeof createOrganizationOwner>>;
}

/**
 * A test API with one organisation and its owner, started before the file's tests and closed
 * after them. Read `api` and `owner` inside tests (they are set once `beforeAll` has run).
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
  return fixture;
}
