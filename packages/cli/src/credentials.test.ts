import path from "node:path";
import { describe, expect, it } from "vitest";
import { configDir, credentialsPath } from "./credentials.js";

describe("credentialsPath", () => {
  it("uses $XDG_CONFIG_HOME/bulwark when it is set", () => {
    expect(credentialsPath({ XDG_CONFIG_HOME: "/x/config", HOME: "/home/a" }, "linux")).toBe(
      path.join("/x/config", "bulwark", "credentials.json"),
    );
  });

  it("falls back to each platform's usual configuration directory", () => {
    expect(configDir({ HOME: "/home/a" }, "linux")).toBe(path.join("/home/a", ".config", "bulwark"));
    expect(configDir({ HOME: "/Users/a" }, "darwin")).toBe(
      path.join("/Users/a", "Library", "Application Support", "bulwark"),
    );
    expect(configDir({ HOME: "C:/Users/a", APPDATA: "C:/Users/a/AppData/Roaming" }, "win32")).toBe(
      path.join("C:/Users/a/AppData/Roaming", "bulwark"),
    );
  });
});
