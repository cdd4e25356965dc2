import type { Tenant } from "@bulwark/client";
import { describe, expect, it } from "vitest";
import { QueryCache } from "./query";
import { chooseTenant } from "./session";

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

describe("QueryCache", () => {
  it("runs one fetch for concurrent readers of a key and does not retry failures", async () => {
    const cache = new QueryCache();
    let calls = 0;
    const fetcher = async () => {
      calls += 1;
      throw { statusCode: 500 };
    };
    await Promise.all([cache.fetch(["k"], fetcher), cache.fetch(["k"], fetcher)]);
    expect(calls).toBe(1);
    expect(cache.entry(["k"]).status).toBe("error");
  });

  it("invalidates by key prefix", async () => {
    const cache = new QueryCache();
    let n = 0;
    const fetcher = async () => ++n;
    await cache.fetch(["notifications", "list"], fetcher);
    const entry = cache.entry(["notifications", "list"]);
    entry.listeners.add(() => {});
    await cache.invalidate(["notifications"]);
    expect(entry.data).toBe(2);
  });
});

describe("QueryCache.clear", () => {
  it("drops answers of requests that were in flight when the session changed", async () => {
    const cache = new QueryCache();
    let release: (value: string) => void = () => {};
    const pending = cache.fetch(["me"], () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release("old user");
    await pending;
    expect(cache.entry(["me"]).data).toBeUndefined();
    await cache.fetch(["me"], async () => "new user");
    expect(cache.entry(["me"]).data).toBe("new user");
  });
});
