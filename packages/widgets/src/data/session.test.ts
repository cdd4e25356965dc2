import type { Tenant } from "@bulwark/client";
import { describe, expect, it } from "vitest";
import { createQueryClient, domainKey } from "./query";
import { createBulwarkRuntime } from "./runtime";
import { chooseTenant, forget, sessionKeys } from "./session";

const tenant = (id: string) => ({ id }) as Tenant;

describe("chooseTenant", () => {
  const tenants = [tenant("a"), tenant("b"), tenant("c")];
  it("prefers the requested organisation when the user belongs to it", () => {
    expect(chooseTenant(tenants, "c", "b")).toBe("c");
  });
  it("falls back to the saved choice, then the first, ignoring organisations the user is not in", () => {
    expect(chooseTenant(tenants, "zzz", "b")).toBe("b");
    expect(chooseTenant(tenants, undefined, "gone")).toBe("a");
  });
  it("answers null without organisations (demo mode)", () => {
    expect(chooseTenant([], "a", "a")).toBeNull();
  });
});

describe("createQueryClient", () => {
  it("runs one fetch for concurrent readers of a key and does not retry failures", async () => {
    const client = createQueryClient();
    let calls = 0;
    const queryFn = async () => {
      calls += 1;
      throw { statusCode: 500 };
    };
    await Promise.all([
      client.fetchQuery({ queryKey: ["k"], queryFn }).catch(() => {}),
      client.fetchQuery({ queryKey: ["k"], queryFn }).catch(() => {}),
    ]);
    expect(calls).toBe(1);
    expect(client.getQueryState(["k"])?.status).toBe("error");
  });

  it("keeps an answer until it is invalidated, then refetches by key prefix", async () => {
    const client = createQueryClient();
    let n = 0;
    const queryFn = async () => ++n;
    const key = domainKey("notifications", "t1", "list");
    await client.fetchQuery({ queryKey: key, queryFn });
    // Fresh until a write invalidates it: reading again does not fetch.
    expect(await client.fetchQuery({ queryKey: key, queryFn })).toBe(1);
    await client.invalidateQueries({ queryKey: domainKey("notifications", "t1") });
    expect(await client.fetchQuery({ queryKey: key, queryFn })).toBe(2);
  });
});

describe("forget (sign-out)", () => {
  it("drops answers of requests that were in flight when the session changed", async () => {
    const runtime = createBulwarkRuntime({ apiUrl: "http://fake.bulwark" });
    const client = runtime.queryClient;
    let release: (value: string) => void = () => {};
    const pending = client
      .fetchQuery({ queryKey: sessionKeys.me(), queryFn: () => new Promise<string>((resolve) => (release = resolve)) })
      .catch(() => undefined);
    forget(runtime);
    release("old user");
    await pending;
    expect(client.getQueryData(sessionKeys.me())).toBeUndefined();
    await client.fetchQuery({ queryKey: sessionKeys.me(), queryFn: async () => "new user" });
    expect(client.getQueryData(sessionKeys.me())).toBe("new user");
  });
});
