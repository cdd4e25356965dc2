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

  it("reads the tracking rules' settings, with the README's defaults, and refuses a range that is not CIDR", () => {
    expect(loadConfig({}).tracking).toEqual({ minClickSeconds: 10, burstMs: 1000, extraScannerRanges: [] });
    const config = loadConfig({
      TRACKING_MIN_CLICK_SECONDS: "30",
      TRACKING_BURST_MS: "1500",
      TRACKING_SCANNER_RANGES: "198.51.100.0/24, 2001:db8::/32",
    });
    expect(config.tracking).toEqual({
      minClickSeconds: 30,
      burstMs: 1500,
      extraScannerRanges: ["198.51.100.0/24", "2001:db8::/32"],
    });
    for (const bad of ["198.51.100.0", "198.51.100.0/33", "2001:db8::/129", "example.com/24", "010.0.0.0/8"]) {
      expect(() => loadConfig({ TRACKING_SCANNER_RANGES: bad }), bad).toThrow(/TRACKING_SCANNER_RANGES: must be/);
    }
    expect(() => loadConfig({ TRACKING_MIN_CLICK_SECONDS: "-1" })).toThrow(/TRACKING_MIN_CLICK_SECONDS/);
  });
});
