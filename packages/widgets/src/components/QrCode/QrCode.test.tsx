import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProvider } from "../../test/render";
import { QrCode, qrPath } from "./QrCode";

const url = "otpauth://totp/Bulwark%3Aana%40acme.example?secret=JBSWY3DPEHPK3PXP&issuer=Bulwark";

describe("QrCode", () => {
  it("is an image named by its label", () => {
    renderWithProvider(<QrCode value={url} label="QR code for your authenticator app" />);
    const image = screen.getByRole("img", { name: "QR code for your authenticator app" });
    expect(image.tagName.toLowerCase()).toBe("svg");
    expect(image.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it("shows the secret for manual entry, grouped for reading but copied whole", () => {
    renderWithProvider(<QrCode value={url} label="QR" secret="JBSWY3DPEHPK3PXP" />);
    expect(screen.getByText("Can't scan the code? Enter this key in your app:")).toBeInTheDocument();
    const secret = screen.getByText("JBSW").parentElement;
    expect(secret?.textContent).toBe("JBSWY3DPEHPK3PXP");
    expect(secret?.children).toHaveLength(4);
  });

  it("encodes with a four-module quiet zone, sized to the data", () => {
    const short = qrPath("otpauth://totp/x?secret=AB");
    const long = qrPath(`${url}&algorithm=SHA1&digits=6&period=30`);
    expect((short.modules - 8 - 17) % 4).toBe(0);
    expect(long.modules).toBeGreaterThan(short.modules);
    expect(qrPath(url).path).toBe(qrPath(url).path);
  });

  it("encodes non-ASCII text as UTF-8", () => {
    expect(() => qrPath("otpauth://totp/Bulwark:Ana Petrović?secret=AB")).not.toThrow();
  });
});
