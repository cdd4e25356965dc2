import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("uses the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir.endsWith(".bulwark-data")).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:8080");
  });

  it("names every bad variable in one message", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", PUBLIC_URL: "not a url", SMTP_URL: "http://mail" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ["PORT", "DATABASE_URL", "PUBLIC_URL", "SMTP_URL"]) expect(message).toContain(name);
  });

  it("needs the admin email and password together", () => {
    expect(() => loadConfig({ BULWARK_ADMIN_EMAIL: "root@example.com" })).toThrow(/set together/);
  });

  it("refuses a common admin password and keeps the README's example", () => {
    expect(() => loadConfig({ BULWARK_ADMIN_EMAIL: "root@example.com", BULWARK_ADMIN_PASSWORD: "password1" })).toThrow(
      /BULWARK_ADMIN_PASSWORD: is too common/,
    );
    const config = loadConfig({ BULWARK_ADMIN_EMAIL: "admin@example.com", BULWARK_ADMIN_PASSWORD: "change-me-1" });
    expect(config.adminPassword).toBe("change-me-1");
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).databaseUrl).toBeUndefined();
  });
});
