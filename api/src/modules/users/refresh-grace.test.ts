import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "../../platform/auth/secrets.js";
import { createUser } from "../../test/factories.js";
import { startTestApi, type TestApi } from "../../test/harness.js";
import { REFRESH_GRACE_MS } from "./auth.service.js";

// Two tabs (or ten) refreshing with the same token at once are one user, not a thief: within a
// short grace after the rotation they all get the same new pair. Reuse after the grace, or of a
// token whose successor was itself used, still revokes the whole session.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const refresh = (refreshToken: string) =>
  api.request("POST", "/api/v1/users/auth/refresh-token", { body: { refreshToken } });
const me = (accessToken: string) => api.request("GET", "/api/v1/users/users/me", { token: accessToken });

/** Moves a token's rotation into the past, as if the grace period had run out. */
async function ageRotation(refreshToken: string, ms: number) {
  await api.platform.db
    .updateTable("refresh_tokens")
    .set({ used_at: new Date(Date.now() - ms).toISOString() })
    .where("token_hash", "=", sha256(refreshToken))
    .execute();
}

describe("parallel refresh", () => {
  it("10 parallel refreshes with one token all succeed with the same new pair, and the session lives on", async () => {
    const user = await createUser(api);
    const responses = await Promise.all(Array.from({ length: 10 }, () => refresh(user.refreshToken)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const pairs = new Set(responses.map((r) => `${r.body.accessToken} ${r.body.refreshToken}`));
    expect(pairs.size).toBe(1);
    const [pair] = responses;
    expect((await me(pair?.body.accessToken)).status).toBe(200);
    const next = await refresh(pair?.body.refreshToken);
    expect(next.status).toBe(200);
    expect((await me(next.body.accessToken)).status).toBe(200);
  });

  it("a reuse after the grace period revokes the whole session", async () => {
    const user = await createUser(api);
    const rotated = await refresh(user.refreshToken);
    expect(rotated.status).toBe(200);
    await ageRotation(user.refreshToken, REFRESH_GRACE_MS + 1000);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    // The whole family is gone: the pair handed out earlier no longer works either.
    expect((await refresh(rotated.body.refreshToken)).status).toBe(401);
    expect((await me(rotated.body.accessToken)).status).toBe(401);
  });

  it("a reuse inside the grace whose new token was already used revokes the session", async () => {
    const user = await createUser(api);
    const first = await refresh(user.refreshToken);
    const second = await refresh(first.body.refreshToken);
    expect(second.status).toBe(200);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    expect((await me(second.body.accessToken)).status).toBe(401);
  });

  it("an unknown refresh token is refused without touching any session", async () => {
    const user = await createUser(api);
    expect((await refresh("not-a-real-token")).status).toBe(401);
    expect((await me(user.accessToken)).status).toBe(200);
  });
});
