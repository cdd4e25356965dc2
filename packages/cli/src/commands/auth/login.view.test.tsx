import { renderToString } from "ink";
import { describe, expect, it } from "vitest";
import { LoginView } from "./login.view.js";

const result = {
  apiUrl: "http://localhost:8080",
  user: { id: "u-1", email: "ana@example.com", firstName: "Ana", lastName: "P", isTwoFactorAuthEnabled: true },
  activeTenant: { id: "t-1", name: "Acme d.o.o." },
};

describe("LoginView", () => {
  it("shows who signed in where, and the active organization", () => {
    const text = renderToString(<LoginView result={result} />, { columns: 100 });

    expect(text).toContain("Signed in to http://localhost:8080 as ana@example.com");
    expect(text).toContain("Organization: Acme d.o.o.");
    expect(text).not.toContain("recovery key");
  });

  it("boxes the replacement recovery key after a recovery-key sign-in", () => {
    const text = renderToString(<LoginView result={{ ...result, recoveryKey: "ABCDEFGHJKLMNPQRSTUVWXYZ" }} />, {
      columns: 100,
    });

    expect(text).toMatch(/╭─+╮/);
    expect(text).toContain("│ ABCDEFGHJKLMNPQRSTUVWXYZ");
  });
});
