import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, matchTotp, otpauthUrl, timeStep, totpAt } from "./totp.js";

// RFC 6238 appendix B uses the ASCII secret "12345678901234567890" with SHA-1 and 8 digits.
const rfcSecret = base32Encode(Buffer.from("12345678901234567890"));

describe("totp", () => {
  it("matches the RFC 6238 SHA-1 test vectors", () => {
    expect(totpAt(rfcSecret, timeStep(59_000), 8)).toBe("94287082");
    expect(totpAt(rfcSecret, timeStep(1_111_111_109_000), 8)).toBe("07081804");
    expect(totpAt(rfcSecret, timeStep(1_234_567_890_000), 8)).toBe("89005924");
    expect(totpAt(rfcSecret, timeStep(20_000_000_000_000), 8)).toBe("65353130");
  });

  it("round-trips base32", () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it("accepts the current and adjacent step but not older ones", () => {
    const at = 1_700_000_000_000;
    const step = timeStep(at);
    expect(matchTotp(rfcSecret, totpAt(rfcSecret, step), at)).toBe(step);
    expect(matchTotp(rfcSecret, totpAt(rfcSecret, step - 1), at)).toBe(step - 1);
    expect(matchTotp(rfcSecret, totpAt(rfcSecret, step - 3), at)).toBeNull();
  });

  it("builds an otpauth URL an authenticator app can scan", () => {
    const url = new URL(otpauthUrl("JBSWY3DPEHPK3PXP", "ana@example.com"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe("JBSWY3DPEHPK3PXP");
    expect(url.searchParams.get("issuer")).toBe("Bulwark");
  });
});
