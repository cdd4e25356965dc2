import { describe, expect, it } from "vitest";
import { localStorageTokenStore, memoryTokenStore } from "./token-store.js";

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("memoryTokenStore", () => {
  it("answers what was set last and null after set(null)", () => {
    const store = memoryTokenStore();
    expect(store.get()).toBeNull();
    store.set({ accessToken: "a", refreshToken: "r" });
    expect(store.get()).toEqual({ accessToken: "a", refreshToken: "r" });
    store.set(null);
    expect(store.get()).toBeNull();
  });
});

describe("localStorageTokenStore", () => {
  it("round-trips tokens as JSON under the given key and removes them on set(null)", () => {
    const storage = fakeStorage();
    const store = localStorageTokenStore("my.tokens", storage);
    store.set({ accessToken: "a", refreshToken: "r" });
    expect(JSON.parse(storage.items.get("my.tokens") ?? "")).toEqual({ accessToken: "a", refreshToken: "r" });
    expect(store.get()).toEqual({ accessToken: "a", refreshToken: "r" });
    store.set(null);
    expect(storage.items.has("my.tokens")).toBe(false);
  });

  it("reads a corrupt entry as signed out", () => {
    const storage = fakeStorage();
    storage.setItem("bulwark.tokens", "{not json");
    expect(localStorageTokenStore(undefined, storage).get()).toBeNull();
    storage.setItem("bulwark.tokens", JSON.stringify({ accessToken: 42 }));
    expect(localStorageTokenStore(undefined, storage).get()).toBeNull();
  });

  it("behaves as signed out where there is no localStorage", () => {
    const store = localStorageTokenStore("k", undefined);
    store.set({ accessToken: "a" });
    expect(store.get()).toBeNull();
  });
});
