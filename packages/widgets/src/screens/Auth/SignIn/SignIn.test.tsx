import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { BulwarkProvider } from "../../../components/BulwarkProvider/BulwarkProvider";
import { sessionKeys } from "../../../data/session";
import { type FakeRoutes, fakeRuntime, sampleUser, sessionRoutes } from "../../../storybook/fakeApi";
import { SignIn } from "./SignIn";

const token = { accessToken: "access", refreshToken: "refresh", expiresIn: 900 };
const challenge = { isTwoFactorAuthEnabled: true, challengeToken: "challenge-1" };

function renderSignIn(ui: ReactElement, routes: FakeRoutes = {}) {
  const runtime = fakeRuntime({ ...sessionRoutes(), ...routes }, { signedIn: false });
  const post = vi.spyOn(runtime.client, "POST");
  const navigate = vi.fn();
  render(
    <BulwarkProvider runtime={runtime} navigate={navigate}>
      {ui}
    </BulwarkProvider>,
  );
  /** The body of the last POST to `path`. */
  const bodyOf = (path: string) =>
    (post.mock.calls as unknown as [string, { body?: unknown }?][]).filter(([p]) => p === path).at(-1)?.[1]?.body;
  return { runtime, post, bodyOf, navigate };
}

const user = () => userEvent.setup();

describe("SignIn: brand", () => {
  it("names the product in the panel and above the form (the panel is hidden on narrow screens)", () => {
    renderSignIn(<SignIn />);
    const marks = screen.getAllByText("Bulwark");
    expect(marks).toHaveLength(2);
    const panel = screen.getByRole("complementary");
    expect(marks.filter((mark) => panel.contains(mark))).toHaveLength(1);
    // The other stands before the form, outside the panel.
    const form = screen.getByRole("heading", { level: 1, name: "Sign in" });
    const outside = marks.find((mark) => !panel.contains(mark));
    expect(outside?.compareDocumentPosition(form)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

describe("SignIn: login", () => {
  it("shows the required messages and focuses the first invalid field", async () => {
    const u = user();
    renderSignIn(<SignIn />);
    await u.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription("Email is required");
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription("Password is required");
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it("rejects an invalid email and a password shorter than 6 or without a digit", async () => {
    const u = user();
    const { post } = renderSignIn(<SignIn />);
    await u.type(screen.getByLabelText(/^Email/), "ana@");
    await u.type(screen.getByLabelText(/^Password/), "abcdef");
    await u.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByText("Invalid email")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters and contain a digit")).toBeInTheDocument();
    await u.clear(screen.getByLabelText(/^Password/));
    await u.type(screen.getByLabelText(/^Password/), "ab1");
    expect(screen.getByText("Password must be at least 6 characters and contain a digit")).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("clears a message as soon as the value is fixed", async () => {
    const u = user();
    renderSignIn(<SignIn />);
    await u.click(screen.getByRole("button", { name: "Sign in" }));
    await u.type(screen.getByLabelText(/^Email/), "ana@acme.example");
    expect(screen.queryByText("Email is required")).not.toBeInTheDocument();
  });

  it("signs in without two-factor: stores the token, loads the user, then calls onSignedIn", async () => {
    const u = user();
    const onSignedIn = vi.fn();
    const { runtime, bodyOf } = renderSignIn(<SignIn onSignedIn={onSignedIn} />, {
      "POST /api/v1/users/auth/login": { isTwoFactorAuthEnabled: false, token },
    });
    await u.type(screen.getByLabelText(/^Email/), " ana@acme.example ");
    await u.type(screen.getByLabelText(/^Password/), "secret1");
    await u.click(screen.getByRole("checkbox", { name: "Remember me" }));
    await u.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({}));
    expect(bodyOf("/api/v1/users/auth/login")).toEqual({
      email: "ana@acme.example",
      password: "secret1",
      rememberMe: true,
    });
    expect(await runtime.client.tokenStore.get()).toEqual({ accessToken: "access", refreshToken: "refresh" });
    expect(runtime.queryClient.getQueryData(sessionKeys.me())).toEqual(sampleUser);
  });

  it("says Wrong credential when the server refuses the credentials", async () => {
    const u = user();
    const errors: unknown[] = [];
    const { runtime } = renderSignIn(<SignIn />, {
      "POST /api/v1/users/auth/login": {
        status: 401,
        body: { statusCode: 401, code: "WrongCredential", message: "Wrong credential" },
      },
    });
    runtime.on("error", (detail) => errors.push(detail));
    await u.type(screen.getByLabelText(/^Email/), "ana@acme.example");
    await u.type(screen.getByLabelText(/^Password/), "secret1");
    await u.click(screen.getByRole("button", { name: "Sign in" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(alert).toHaveTextContent("Wrong credential");
    expect(errors).toEqual([{ statusCode: 401, code: "WrongCredential", message: "Wrong credential" }]);
  });

  it("shows the throttling message rather than Wrong credential on 429", async () => {
    const u = user();
    renderSignIn(<SignIn />, {
      "POST /api/v1/users/auth/login": {
        status: 429,
        body: { statusCode: 429, code: "TooManyRequests", message: "Too many attempts, try again later" },
      },
    });
    await u.type(screen.getByLabelText(/^Email/), "ana@acme.example");
    await u.type(screen.getByLabelText(/^Password/), "secret1");
    await u.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts, try again later");
  });

  it("shows the password-reset notice when asked", () => {
    renderSignIn(<SignIn notice="passwordReset" />);
    expect(screen.getByRole("status")).toHaveTextContent("Password successfully reset, please Sign in");
  });
});

async function reachCodeStep(routes: FakeRoutes, onSignedIn = vi.fn()) {
  const u = user();
  const rendered = renderSignIn(<SignIn onSignedIn={onSignedIn} />, {
    "POST /api/v1/users/auth/login": challenge,
    ...routes,
  });
  await u.type(screen.getByLabelText(/^Email/), "ana@acme.example");
  await u.type(screen.getByLabelText(/^Password/), "secret1");
  await u.click(screen.getByRole("button", { name: "Sign in" }));
  await screen.findByRole("heading", { name: "Two-factor authentication" });
  return { u, onSignedIn, ...rendered };
}

describe("SignIn: two-factor step", () => {
  it("asks for the six-digit code when the login answers isTwoFactorAuthEnabled, focusing the code field", async () => {
    await reachCodeStep({});
    // Enter on the password leads straight on to typing the code, not to the heading.
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Authentication code/ })).toHaveFocus());
    expect(screen.getByRole("textbox", { name: /Authentication code/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it("requires six digits", async () => {
    const { u, post } = await reachCodeStep({});
    await u.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByText("Authentication code is required")).toBeInTheDocument();
    await u.type(screen.getByRole("textbox", { name: /Authentication code/ }), "123");
    await u.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByText("The code must be six digits")).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("sends the code with the challenge token as soon as six digits are typed, then signs in", async () => {
    const { u, onSignedIn, bodyOf } = await reachCodeStep({
      "POST /api/v1/users/auth/login/two-factor": { isTwoFactorAuthEnabled: true, token },
    });
    await u.type(screen.getByRole("textbox", { name: /Authentication code/ }), "123456");
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({}));
    expect(bodyOf("/api/v1/users/auth/login/two-factor")).toEqual({ challengeToken: "challenge-1", token: "123456" });
  });

  it("says the code is wrong (not the password) for a refused code and empties the field", async () => {
    const { u, onSignedIn } = await reachCodeStep({
      "POST /api/v1/users/auth/login/two-factor": {
        status: 401,
        body: { statusCode: 401, code: "WrongCredential", message: "Wrong credential" },
      },
    });
    const input = screen.getByRole("textbox", { name: /Authentication code/ });
    await u.type(input, "000000");
    // "Error happened" is the banner's title; the reason under it names the code, not the password.
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error happened" + "Wrong authentication code. Check the code in your authenticator app and try again.",
    );
    expect(input).toHaveValue("");
    expect(input).toHaveFocus();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("goes back to email and password", async () => {
    const { u } = await reachCodeStep({});
    await u.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(screen.getByRole("heading", { name: "Sign in" })).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
  });
});

describe("SignIn: recovery-key step", () => {
  it("switches to the recovery key and back to the code", async () => {
    const { u } = await reachCodeStep({});
    await u.click(screen.getByRole("button", { name: "Use a recovery key instead" }));
    expect(screen.getByRole("heading", { name: "Sign in with a recovery key" })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: /Recovery key/ })).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Use an authentication code instead" }));
    expect(screen.getByRole("heading", { name: "Two-factor authentication" })).toHaveFocus();
  });

  it("requires exactly 24 characters", async () => {
    const { u, post } = await reachCodeStep({});
    await u.click(screen.getByRole("button", { name: "Use a recovery key instead" }));
    await u.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByText("Recovery key is required")).toBeInTheDocument();
    await u.type(screen.getByRole("textbox", { name: /Recovery key/ }), "ABCDEFGHJKLMNPQRSTUVWXY");
    await u.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByText("The recovery key must be 24 characters")).toBeInTheDocument();
    await u.type(screen.getByRole("textbox", { name: /Recovery key/ }), "ZZ");
    expect(screen.getByText("The recovery key must be 24 characters")).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("signs in with the key (spaces dropped) and hands the replacement key to onSignedIn", async () => {
    const { u, onSignedIn, bodyOf } = await reachCodeStep({
      "POST /api/v1/users/auth/login/two-factor-recovery-key": {
        isTwoFactorAuthEnabled: true,
        token,
        recoveryKey: "NEWKEYNEWKEYNEWKEYNEWKEY",
      },
    });
    await u.click(screen.getByRole("button", { name: "Use a recovery key instead" }));
    await u.type(screen.getByRole("textbox", { name: /Recovery key/ }), "abcd efgh jkLM NPQR STUV WXYZ");
    await u.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ recoveryKey: "NEWKEYNEWKEYNEWKEYNEWKEY" }));
    expect(bodyOf("/api/v1/users/auth/login/two-factor-recovery-key")).toEqual({
      challengeToken: "challenge-1",
      recoveryKey: "ABCDEFGHJKLMNPQRSTUVWXYZ",
    });
  });

  it("says the recovery key is wrong for a refused key", async () => {
    const { u } = await reachCodeStep({
      "POST /api/v1/users/auth/login/two-factor-recovery-key": {
        status: 401,
        body: { statusCode: 401, code: "WrongCredential", message: "Wrong credential" },
      },
    });
    await u.click(screen.getByRole("button", { name: "Use a recovery key instead" }));
    await u.type(screen.getByRole("textbox", { name: /Recovery key/ }), "ABCDEFGHJKLMNPQRSTUVWXYZ");
    await u.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong recovery key.");
  });
});

async function fillRegistration(u: ReturnType<typeof user>, values: Partial<Record<string, string>> = {}) {
  const v = { first: "  Ana ", last: " Petrović ", email: "ana@acme.example", password: "secret1", ...values };
  if (v.first) await u.type(screen.getByLabelText(/^First name/), v.first);
  if (v.last) await u.type(screen.getByLabelText(/^Last name/), v.last);
  if (v.email) await u.type(screen.getByLabelText(/^Email/), v.email);
  if (v.password) await u.type(screen.getByLabelText(/^Password/), v.password);
}

describe("SignIn: register", () => {
  it("validates names (trimmed, 2 to 100), email, password and the privacy policy", async () => {
    const u = user();
    const { post } = renderSignIn(<SignIn mode="register" />);
    await u.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByText("The privacy policy must be accepted")).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();

    await u.type(screen.getByLabelText(/^First name/), " A ");
    await u.type(screen.getByLabelText(/^Last name/), "x".repeat(101));
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription("Must be at least 2 characters");
    expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription("Must be at most 100 characters");
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the trimmed names joined as fullName, with the invitation token", async () => {
    const u = user();
    const onSignedIn = vi.fn();
    const { bodyOf } = renderSignIn(<SignIn mode="register" organizationToken="invite-1" onSignedIn={onSignedIn} />, {
      "POST /api/v1/users/auth/register": { status: 201, body: { emailVerificationRequired: false, token } },
    });
    expect(screen.getByText(/You were invited to join an organization/)).toBeInTheDocument();
    await fillRegistration(u);
    await u.click(screen.getByRole("checkbox", { name: /privacy policy/ }));
    await u.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({}));
    expect(bodyOf("/api/v1/users/auth/register")).toEqual({
      firstName: "Ana",
      lastName: "Petrović",
      fullName: "Ana Petrović",
      email: "ana@acme.example",
      password: "secret1",
      privacyPolicy: true,
      rememberMe: false,
      // The interface language becomes the language of the account's emails.
      language: "en",
      organizationToken: "invite-1",
    });
  });

  it("says Check your email, whether or not the address had an account, and does not sign in", async () => {
    const u = user();
    const onSignedIn = vi.fn();
    const onModeChange = vi.fn();
    renderSignIn(<SignIn mode="register" onSignedIn={onSignedIn} onModeChange={onModeChange} />, {
      "POST /api/v1/users/auth/register": { status: 201, body: { emailVerificationRequired: true } },
    });
    await fillRegistration(u);
    await u.click(screen.getByRole("checkbox", { name: /privacy policy/ }));
    await u.click(screen.getByRole("button", { name: "Create account" }));
    const heading = await screen.findByRole("heading", { name: "Check your email" });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/We sent an email to ana@acme.example/)).toBeInTheDocument();
    expect(screen.getByText(/If you already have an account with this address/)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    await u.click(screen.getByRole("link", { name: "Go to sign in" }));
    expect(onModeChange).toHaveBeenLastCalledWith("login");
  });

  it("names the inviting organization and fills in the invited email from the invitation", async () => {
    const u = user();
    renderSignIn(<SignIn mode="register" organizationToken="invite-2" />, {
      "GET /api/v1/users/tenants/invitations/preview": (_request: Request, url: URL) =>
        url.searchParams.get("token") === "invite-2"
          ? { valid: true, tenantName: "Acme d.o.o.", email: "mila@acme.example", invitedBy: "Ana Petrović" }
          : { valid: false },
    });
    expect(await screen.findByRole("heading", { name: "Join Acme d.o.o. on Bulwark" })).toBeInTheDocument();
    expect(screen.getByText("Ana Petrović invited mila@acme.example. Create your account to join.")).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue("mila@acme.example"));
    // The field stays editable: what is typed is never overwritten.
    await u.clear(screen.getByLabelText(/^Email/));
    await u.type(screen.getByLabelText(/^Email/), "mila.p@acme.example");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("mila.p@acme.example");
  });

  it("keeps the plain title when the invitation is not valid", async () => {
    renderSignIn(<SignIn mode="register" organizationToken="used" />, {
      "GET /api/v1/users/tenants/invitations/preview": { valid: false },
    });
    await waitFor(() => expect(screen.getByText(/invitation is no longer valid/)).toBeVisible());
    expect(screen.getByRole("heading", { name: "Create an account" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue("");
  });

  it("marks a password the server refuses as too common until it is changed, without a banner", async () => {
    const u = user();
    renderSignIn(<SignIn mode="register" />, {
      "POST /api/v1/users/auth/register": {
        status: 422,
        body: {
          statusCode: 422,
          code: "ValidationFailed",
          message: "This password is too common or easy to guess: choose another one",
          errors: [
            { path: "body.password", message: "This password is too common or easy to guess: choose another one" },
          ],
        },
      },
    });
    await fillRegistration(u, { password: "password1" });
    await u.click(screen.getByRole("checkbox", { name: /privacy policy/ }));
    await u.click(screen.getByRole("button", { name: "Create account" }));
    const field = screen.getByLabelText(/^Password/);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining("This password is too common or easy to guess: choose another one"),
      ),
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await u.type(field, "x");
    expect(field).not.toHaveAccessibleDescription(expect.stringContaining("too common or easy to guess"));
  });

  it("shows the strength meter under the password", async () => {
    const u = user();
    renderSignIn(<SignIn mode="register" />);
    await u.type(screen.getByLabelText(/^Password/), "qwerty123");
    expect(await screen.findByText("Password strength: too common", {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("shows the server's message when registration from an invitation fails", async () => {
    const u = user();
    renderSignIn(<SignIn mode="register" organizationToken="invite-1" />, {
      "POST /api/v1/users/auth/register": {
        status: 409,
        body: {
          statusCode: 409,
          code: "Conflict",
          message: "An account with this email already exists: sign in to accept the invitation",
        },
      },
    });
    await fillRegistration(u);
    await u.click(screen.getByRole("checkbox", { name: /privacy policy/ }));
    await u.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("An account with this email already exists");
  });

  it("says Error happened, and not twice, when a failed registration has no message", async () => {
    const u = user();
    renderSignIn(<SignIn mode="register" />, { "POST /api/v1/users/auth/register": { status: 500, body: {} } });
    await fillRegistration(u);
    await u.click(screen.getByRole("checkbox", { name: /privacy policy/ }));
    await u.click(screen.getByRole("button", { name: "Create account" }));
    const alert = await screen.findByRole("alert");
    // The title, with a reason under it rather than the title again.
    expect(within(alert).getAllByText("Error happened")).toHaveLength(1);
    expect(alert).toHaveTextContent("Something went wrong");
  });

  it("links the privacy policy when its address is given", () => {
    renderSignIn(<SignIn mode="register" privacyPolicyUrl="https://bulwark.example/privacy" />);
    expect(screen.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
      "href",
      "https://bulwark.example/privacy",
    );
  });
});

describe("SignIn: password recovery", () => {
  it("requires a valid email", async () => {
    const u = user();
    renderSignIn(<SignIn mode="passwordRecover" />);
    await u.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^Email/), "nope");
    expect(screen.getByText("Invalid email")).toBeInTheDocument();
  });

  it("toasts Email sent and switches to login on success", async () => {
    const u = user();
    const onModeChange = vi.fn();
    const { bodyOf } = renderSignIn(<SignIn mode="passwordRecover" onModeChange={onModeChange} />, {
      "POST /api/v1/users/auth/reset-password/request": { status: 202, body: { message: "Email sent" } },
    });
    await u.type(screen.getByLabelText(/^Email/), "ana@acme.example");
    await u.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(within(region).getByRole("status")).toHaveTextContent("Email sent");
    expect(onModeChange).toHaveBeenCalledWith("login");
    expect(bodyOf("/api/v1/users/auth/reset-password/request")).toEqual({ email: "ana@acme.example" });
  });

  it("toasts Error happened with the reason under it on failure, and stays", async () => {
    const u = user();
    renderSignIn(<SignIn mode="passwordRecover" />, {
      "POST /api/v1/users/auth/reset-password/request": {
        status: 429,
        body: { statusCode: 429, code: "TooManyRequests", message: "Too many attempts, try again later" },
      },
    });
    await u.type(screen.getByLabelText(/^Email/), "ana@acme.example");
    await u.click(screen.getByRole("button", { name: "Send reset link" }));
    const region = screen.getByRole("region", { name: "Notifications" });
    const alert = await within(region).findByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(alert).toHaveTextContent("Too many attempts, try again later");
    expect(screen.getByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
  });
});

describe("SignIn: modes and layout", () => {
  it("switches mode with real links, reporting the new mode and focusing the new heading", async () => {
    const u = user();
    const onModeChange = vi.fn();
    renderSignIn(<SignIn onModeChange={onModeChange} />);
    const register = screen.getByRole("link", { name: "Create one" });
    expect(register).toHaveAttribute("href", "?authType=register");
    await u.click(register);
    expect(onModeChange).toHaveBeenLastCalledWith("register");
    expect(screen.getByRole("heading", { name: "Create an account" })).toHaveFocus();
    await u.click(screen.getByRole("link", { name: "Sign in" }));
    await u.click(screen.getByRole("link", { name: "Forgot password?" }));
    expect(onModeChange).toHaveBeenLastCalledWith("passwordRecover");
    expect(screen.getByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
  });

  it("starts the tab order at Email on sign-in and at First name on registration, the switch links after the form", async () => {
    const u = user();
    renderSignIn(<SignIn />);
    await u.tab();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    const submit = screen.getByRole("button", { name: "Sign in" });
    const register = screen.getByRole("link", { name: "Create one" });
    expect(submit.compareDocumentPosition(register) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await u.click(register);
    (document.activeElement as HTMLElement | null)?.blur();
    await u.tab();
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
  });

  it("follows the mode prop", () => {
    const runtime = fakeRuntime(sessionRoutes(), { signedIn: false });
    const { rerender } = render(
      <BulwarkProvider runtime={runtime}>
        <SignIn mode="login" />
      </BulwarkProvider>,
    );
    rerender(
      <BulwarkProvider runtime={runtime}>
        <SignIn mode="register" />
      </BulwarkProvider>,
    );
    expect(screen.getByRole("heading", { name: "Create an account" })).toBeInTheDocument();
  });

  it("has a marketing panel with four points", () => {
    renderSignIn(<SignIn />);
    const panel = screen.getByRole("complementary", { name: "Security awareness that protects your organization" });
    expect(within(panel).getAllByRole("listitem")).toHaveLength(4);
  });

  it("is translated", () => {
    const runtime = fakeRuntime(sessionRoutes(), { signedIn: false });
    render(
      <BulwarkProvider runtime={runtime} lang="sr">
        <SignIn />
      </BulwarkProvider>,
    );
    expect(screen.getByRole("heading", { name: "Prijava" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Prijavi se" })).toBeInTheDocument();
  });
});
