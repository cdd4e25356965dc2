import type { User } from "@bulwark/client";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BulwarkProvider } from "../../../components/BulwarkProvider/BulwarkProvider";
import { type FakeRoutes, fakeRuntime, sampleUser, sessionRoutes } from "../../../storybook/fakeApi";
import { type AccountSection, AccountSettings } from "./AccountSettings";
import { describeUserAgent } from "./userAgent";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const safari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0";

const session = (id: string, userAgent: string, current = false) => ({
  id,
  ip: current ? "203.0.113.7" : "198.51.100.23",
  userAgent,
  createdAt: "2026-03-01T08:30:00.000Z",
  validUntil: "2026-03-31T08:30:00.000Z",
  current,
});
const sessions = {
  items: [session("s-2", safari), session("s-1", chrome, true), session("s-3", firefox)],
  total: 3,
};

function renderAccount({
  routes = {},
  user = sampleUser,
  section,
}: {
  routes?: FakeRoutes;
  user?: User;
  section?: AccountSection;
} = {}) {
  const runtime = fakeRuntime({
    ...sessionRoutes(user),
    "GET /api/v1/users/auth/sessions": sessions,
    ...routes,
  });
  const post = vi.spyOn(runtime.client, "POST");
  const put = vi.spyOn(runtime.client, "PUT");
  const del = vi.spyOn(runtime.client, "DELETE");
  const onSectionChange = vi.fn();
  render(
    <BulwarkProvider runtime={runtime}>
      <AccountSettings {...(section ? { section } : {})} onSectionChange={onSectionChange} />
    </BulwarkProvider>,
  );
  return { runtime, post, put, del, onSectionChange, u: userEvent.setup() };
}

const wrong = { status: 403, body: { statusCode: 403, code: "WrongCredential", message: "Wrong credential" } };

describe("AccountSettings", () => {
  it("shows the sections as tabs, starting with the requested one, and reports switches", async () => {
    const { u, onSectionChange } = renderAccount({ section: "password" });
    expect(await screen.findByRole("tab", { name: "Password" })).toHaveAttribute("aria-selected", "true");
    await u.click(screen.getByRole("tab", { name: "Sessions" }));
    expect(onSectionChange).toHaveBeenCalledWith("sessions");
  });

  it("asks to sign in when signed out", async () => {
    const runtime = fakeRuntime(sessionRoutes(), { signedIn: false });
    render(
      <BulwarkProvider runtime={runtime}>
        <AccountSettings />
      </BulwarkProvider>,
    );
    expect(await screen.findByText("Sign in to manage your account.")).toBeInTheDocument();
  });
});

describe("AccountSettings: profile", () => {
  it("validates the names (trimmed, 2 to 100 characters)", async () => {
    const { u, put } = renderAccount();
    const first = await screen.findByLabelText(/^First name/);
    await u.clear(first);
    await u.click(screen.getByRole("button", { name: "Save profile" }));
    expect(first).toHaveAccessibleDescription("First name is required");
    await u.type(first, " A ");
    expect(first).toHaveAccessibleDescription("Must be at least 2 characters");
    expect(put).not.toHaveBeenCalled();
  });

  it("saves trimmed names and says so", async () => {
    const { u, put } = renderAccount({
      routes: { "PUT /api/v1/users/users/me": { ...sampleUser, firstName: "Anica" } },
    });
    const first = await screen.findByLabelText(/^First name/);
    await u.clear(first);
    await u.type(first, " Anica ");
    await u.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Profile saved")).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith("/api/v1/users/users/me", {
      body: { firstName: "Anica", lastName: "Petrović", language: "en" },
    });
  });

  it("changes the language of the user's emails, each language named in itself", async () => {
    const { u, put } = renderAccount({
      routes: { "PUT /api/v1/users/users/me": { ...sampleUser, language: "sr" } },
    });
    const language = await screen.findByRole("combobox", { name: "Email language" });
    expect(language).toHaveAccessibleDescription(
      "Invitations, password resets and course emails come in this language.",
    );
    expect([...(language as HTMLSelectElement).options].map((o) => o.text)).toEqual(["English", "Srpski"]);
    await u.selectOptions(language, "sr");
    await u.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Profile saved")).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith("/api/v1/users/users/me", {
      body: { firstName: "Ana", lastName: "Petrović", language: "sr" },
    });
  });

  it("shows Error happened with the server's message when saving fails", async () => {
    const { u } = renderAccount({
      routes: { "PUT /api/v1/users/users/me": { status: 500, body: { statusCode: 500, message: "Database down" } } },
    });
    await u.click(await screen.findByRole("button", { name: "Save profile" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(alert).toHaveTextContent("Database down");
  });

  it("offers to resend the verification email to an unverified user", async () => {
    const { u, post } = renderAccount({
      user: { ...sampleUser, isVerified: false },
      routes: { "POST /api/v1/users/auth/resend-verification-token": { status: 202, body: { message: "Email sent" } } },
    });
    expect(await screen.findByText("Not verified")).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText("Email sent")).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith("/api/v1/users/auth/resend-verification-token");
  });
});

describe("AccountSettings: password", () => {
  it("requires the current password and a valid new one", async () => {
    const { u, post } = renderAccount({ section: "password" });
    await u.click(await screen.findByRole("button", { name: "Change password" }));
    expect(screen.getByText("Current password is required")).toBeInTheDocument();
    expect(screen.getByText("New password is required")).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^New password/), "short");
    expect(screen.getByText("Password must be at least 6 characters and contain a digit")).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("says Wrong credential when the current password is refused", async () => {
    const { u } = renderAccount({ section: "password", routes: { "POST /api/v1/users/auth/change-password": wrong } });
    await u.type(await screen.findByLabelText(/^Current password/), "wrong1");
    await u.type(screen.getByLabelText(/^New password/), "secret2");
    await u.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong credential");
  });

  it("stores the returned token pair and confirms", async () => {
    const { u, runtime, post } = renderAccount({
      section: "password",
      routes: {
        "POST /api/v1/users/auth/change-password": { accessToken: "new-a", refreshToken: "new-r", expiresIn: 900 },
      },
    });
    await u.type(await screen.findByLabelText(/^Current password/), "secret1");
    await u.type(screen.getByLabelText(/^New password/), "secret2");
    await u.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText(/Password changed/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith("/api/v1/users/auth/change-password", {
      body: { currentPassword: "secret1", newPassword: "secret2" },
    });
    expect(await runtime.client.tokenStore.get()).toEqual({ accessToken: "new-a", refreshToken: "new-r" });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue("");
    // The screen stays (the session reloading does not replace it with a spinner).
    expect(screen.getByRole("tab", { name: "Password" })).toHaveAttribute("aria-selected", "true");
  });
});

describe("AccountSettings: two-factor", () => {
  const setup = {
    secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
    otpauthUrl: "otpauth://totp/Bulwark%3Aana%40acme.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Bulwark",
  };
  const recoveryKey = "ABCDEFGHJKLMNPQRSTUVWXYZ";

  it("turns on: password, QR code with the secret, six-digit code, then the recovery key to confirm", async () => {
    const { u, post } = renderAccount({
      section: "twoFactor",
      routes: {
        "POST /api/v1/users/auth/two-factor/setup": setup,
        "POST /api/v1/users/auth/two-factor/enable": { recoveryKey },
      },
    });
    const card = await screen.findByRole("region", { name: "Two-factor authentication" });
    expect(within(card).getByText("Off")).toBeInTheDocument();
    await u.click(within(card).getByRole("button", { name: "Turn on" }));

    const password = screen.getByLabelText(/^Confirm with your password/);
    expect(password).toHaveFocus();
    await u.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("Confirm with your password is required")).toBeInTheDocument();
    await u.type(password, "secret1");
    await u.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByRole("img", { name: "QR code for your authenticator app" })).toBeInTheDocument();
    expect(screen.getAllByText("JBSW")[0]?.parentElement?.textContent).toBe(setup.secret);
    expect(screen.getByRole("heading", { name: "Scan the code" })).toHaveFocus();
    await u.click(screen.getByRole("button", { name: "Verify and turn on" }));
    expect(screen.getByText("Authentication code is required")).toBeInTheDocument();
    await u.type(screen.getByRole("textbox", { name: /Authentication code/ }), "123456");

    expect(await screen.findByRole("heading", { name: "Your recovery key" })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith("/api/v1/users/auth/two-factor/setup", { body: { password: "secret1" } });
    expect(post).toHaveBeenCalledWith("/api/v1/users/auth/two-factor/enable", { body: { token: "123456" } });
    const key = screen.getByText("ABCD").parentElement;
    expect(key).toHaveTextContent(recoveryKey);

    await u.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.getByText("Confirm that you saved the recovery key")).toBeInTheDocument();
    await u.click(screen.getByRole("checkbox", { name: "I saved my recovery key somewhere safe" }));
    await u.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByText(recoveryKey)).not.toBeInTheDocument();
    expect(screen.getByText("Two-factor authentication is on.")).toBeInTheDocument();
  });

  it("says Wrong credential for a refused password or code", async () => {
    const { u } = renderAccount({
      section: "twoFactor",
      routes: { "POST /api/v1/users/auth/two-factor/setup": wrong },
    });
    await u.click(await screen.findByRole("button", { name: "Turn on" }));
    await u.type(screen.getByLabelText(/^Confirm with your password/), "nope12");
    await u.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong credential");
  });

  it("says the code is wrong, not the password, when turning on is refused for the code", async () => {
    const { u } = renderAccount({
      section: "twoFactor",
      routes: { "POST /api/v1/users/auth/two-factor/setup": setup, "POST /api/v1/users/auth/two-factor/enable": wrong },
    });
    await u.click(await screen.findByRole("button", { name: "Turn on" }));
    await u.type(screen.getByLabelText(/^Confirm with your password/), "secret1");
    await u.click(screen.getByRole("button", { name: "Continue" }));
    await u.type(await screen.findByRole("textbox", { name: /Authentication code/ }), "000000");
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong authentication code.");
  });

  it("turns off with a current code, not the password", async () => {
    const { u, post } = renderAccount({
      section: "twoFactor",
      user: { ...sampleUser, isTwoFactorAuthEnabled: true },
      routes: { "POST /api/v1/users/auth/two-factor/disable": { status: 204 } },
    });
    expect(await screen.findByText("On")).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Turn off" }));
    expect(screen.queryByLabelText(/^Confirm with your password/)).not.toBeInTheDocument();
    const code = screen.getByLabelText(/^Authentication code/);
    expect(code).toHaveFocus();
    await u.type(code, "123456");
    expect(await screen.findByText("Two-factor authentication is off.")).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith("/api/v1/users/auth/two-factor/disable", { body: { token: "123456" } });
  });

  it("turns off with the recovery key, typed in groups", async () => {
    const { u, post } = renderAccount({
      section: "twoFactor",
      user: { ...sampleUser, isTwoFactorAuthEnabled: true },
      routes: { "POST /api/v1/users/auth/two-factor/disable": { status: 204 } },
    });
    await u.click(await screen.findByRole("button", { name: "Turn off" }));
    await u.click(screen.getByRole("button", { name: /Use the recovery key instead/ }));
    await u.type(screen.getByLabelText(/^Recovery key/), "abcd-efgh-ijkl-mnop-qrst-uvwx");
    await u.click(screen.getByRole("button", { name: "Turn off" }));
    expect(await screen.findByText("Two-factor authentication is off.")).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith("/api/v1/users/auth/two-factor/disable", {
      body: { recoveryKey: "ABCDEFGHIJKLMNOPQRSTUVWX" },
    });
  });

  it("says Wrong credential for a refused code and stays on", async () => {
    const { u } = renderAccount({
      section: "twoFactor",
      user: { ...sampleUser, isTwoFactorAuthEnabled: true },
      routes: { "POST /api/v1/users/auth/two-factor/disable": wrong },
    });
    await u.click(await screen.findByRole("button", { name: "Turn off" }));
    await u.type(screen.getByLabelText(/^Authentication code/), "654321");
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong credential");
    expect(screen.queryByText("Two-factor authentication is off.")).not.toBeInTheDocument();
  });

  it("creates a new recovery key with the password and shows it once", async () => {
    const { u } = renderAccount({
      section: "twoFactor",
      user: { ...sampleUser, isTwoFactorAuthEnabled: true },
      routes: { "POST /api/v1/users/auth/recovery-key": { recoveryKey } },
    });
    await u.click(await screen.findByRole("button", { name: "New recovery key" }));
    await u.type(screen.getByLabelText(/^Confirm with your password/), "secret1");
    await u.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByRole("heading", { name: "Your recovery key" })).toBeInTheDocument();
    await u.click(screen.getByRole("checkbox", { name: "I saved my recovery key somewhere safe" }));
    await u.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.getByRole("button", { name: "New recovery key" })).toBeInTheDocument();
  });
});

describe("AccountSettings: password policy", () => {
  it("marks a new password the server refuses as too common, and keeps the rest of the form", async () => {
    const refused = "This password is too common or easy to guess: choose another one";
    const { u } = renderAccount({
      section: "password",
      routes: {
        "POST /api/v1/users/auth/change-password": {
          status: 422,
          body: {
            statusCode: 422,
            code: "ValidationFailed",
            message: refused,
            errors: [{ path: "body.newPassword", message: refused }],
          },
        },
      },
    });
    await u.type(await screen.findByLabelText(/^Current password/), "correct horse 1");
    const field = screen.getByLabelText(/^New password/);
    await u.type(field, "letmein1");
    await u.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(refused)));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await screen.findByText("Password strength: too common", {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe("AccountSettings: sessions", () => {
  it("lists sessions with this device first, its IP, device and dates", async () => {
    renderAccount({ section: "sessions" });
    const table = await screen.findByRole("table", { name: "Sessions" });
    await within(table).findByText("Safari on iOS");
    const items = within(table).getAllByRole("row").slice(1);
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Chrome on Windows");
    expect(items[0]).toHaveTextContent("This device");
    expect(items[0]).toHaveTextContent("203.0.113.7");
    expect(items[0]).toHaveTextContent("Mar 1, 2026");
    expect(items[1]).toHaveTextContent("Safari on iOS");
    expect(items[1]).not.toHaveTextContent("This device");
  });

  it("signs out another session", async () => {
    const { u, del } = renderAccount({
      section: "sessions",
      routes: { "DELETE /api/v1/users/auth/sessions/*": { status: 204 } },
    });
    await u.click(await screen.findByRole("button", { name: "Actions for Safari on iOS" }));
    await u.click(screen.getByRole("menuitem", { name: "Sign out" }));
    expect(await screen.findByText("Session signed out")).toBeInTheDocument();
    expect(del).toHaveBeenCalledTimes(1);
    expect(del).toHaveBeenCalledWith("/api/v1/users/auth/sessions/{sessionId}", {
      params: { path: { sessionId: "s-2" } },
    });
  });

  it("signs out every other session after confirmation, keeping this one", async () => {
    const { u, del } = renderAccount({
      section: "sessions",
      routes: { "DELETE /api/v1/users/auth/sessions/*": { status: 204 } },
    });
    await u.click(await screen.findByRole("button", { name: "Sign out all other sessions" }));
    const dialog = screen.getByRole("dialog", { name: "Sign out all other sessions?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await u.click(within(dialog).getByRole("button", { name: "Sign out all other sessions" }));
    expect(await screen.findByText("Other sessions signed out")).toBeInTheDocument();
    const calls = del.mock.calls as unknown as [string, { params: { path: { sessionId: string } } }][];
    const revoked = calls.map(([, options]) => options.params.path.sessionId);
    expect(revoked.sort()).toEqual(["s-2", "s-3"]);
  });

  it("signs the user out when this device's session is revoked", async () => {
    const { u, del, runtime } = renderAccount({
      section: "sessions",
      routes: {
        "DELETE /api/v1/users/auth/sessions/*": { status: 204 },
        "POST /api/v1/users/auth/logout": { status: 204 },
      },
    });
    await u.click(await screen.findByRole("button", { name: "Actions for Chrome on Windows" }));
    await u.click(screen.getByRole("menuitem", { name: "Sign out" }));
    const dialog = screen.getByRole("dialog", { name: "Sign out this device?" });
    await u.click(within(dialog).getByRole("button", { name: "Sign out" }));
    await waitFor(async () => expect(await runtime.client.tokenStore.get()).toBeNull());
    expect(del).toHaveBeenCalledWith("/api/v1/users/auth/sessions/{sessionId}", {
      params: { path: { sessionId: "s-1" } },
    });
    expect(await screen.findByText("Sign in to manage your account.")).toBeInTheDocument();
  });

  it("shows one session without the sign-out-others button", async () => {
    renderAccount({
      section: "sessions",
      routes: { "GET /api/v1/users/auth/sessions": { items: [session("s-1", chrome, true)], total: 1 } },
    });
    expect(await screen.findByText("This device")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign out all other sessions" })).not.toBeInTheDocument();
  });

  it("shows Error happened when the list fails", async () => {
    renderAccount({
      section: "sessions",
      routes: { "GET /api/v1/users/auth/sessions": { status: 500, body: { statusCode: 500, message: "Boom" } } },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(alert).toHaveTextContent("Boom");
  });
});

describe("describeUserAgent", () => {
  it("names common browsers and systems, and nothing for unknown agents", () => {
    expect(describeUserAgent(chrome)).toEqual({ browser: "Chrome", os: "Windows" });
    expect(describeUserAgent(safari)).toEqual({ browser: "Safari", os: "iOS" });
    expect(describeUserAgent(firefox)).toEqual({ browser: "Firefox", os: "Linux" });
    expect(describeUserAgent(`${chrome} Edg/126.0`)).toEqual({ browser: "Edge", os: "Windows" });
    expect(describeUserAgent("curl/8.5.0")).toEqual({});
  });
});
