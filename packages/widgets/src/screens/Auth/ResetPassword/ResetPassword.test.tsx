import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BulwarkProvider } from "../../../components/BulwarkProvider/BulwarkProvider";
import { type FakeRoutes, fakeRuntime, sessionRoutes } from "../../../storybook/fakeApi";
import { ResetPassword } from "./ResetPassword";

const SAVE = "POST /api/v1/users/auth/reset-password/save";
const token = { accessToken: "access", refreshToken: "refresh", expiresIn: 900 };

function renderReset(routes: FakeRoutes, resetToken = "reset-1") {
  const runtime = fakeRuntime({ ...sessionRoutes(), ...routes }, { signedIn: false });
  const post = vi.spyOn(runtime.client, "POST");
  const onDone = vi.fn();
  render(
    <BulwarkProvider runtime={runtime}>
      <ResetPassword token={resetToken} onDone={onDone} />
    </BulwarkProvider>,
  );
  return { runtime, post, onDone };
}

async function submit(password: string) {
  const u = userEvent.setup();
  if (password) await u.type(screen.getByLabelText(/^New password/), password);
  await u.click(screen.getByRole("button", { name: "Save password" }));
}

describe("ResetPassword", () => {
  it("has a title, one password field and a submit button", () => {
    renderReset({});
    expect(screen.getByRole("heading", { name: "Set a new password" })).toBeInTheDocument();
    expect(screen.getAllByLabelText(/password/i).filter((el) => el.tagName === "INPUT")).toHaveLength(1);
  });

  it("requires a password of at least 6 characters with a digit", async () => {
    const { post } = renderReset({});
    await submit("");
    expect(screen.getByText("New password is required")).toBeInTheDocument();
    await submit("abcdefg");
    expect(screen.getByText("Password must be at least 6 characters and contain a digit")).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("signs in and reports twoFactor false when the answer carries a token", async () => {
    const { runtime, post, onDone } = renderReset({ [SAVE]: { isTwoFactorAuthEnabled: false, token } });
    await submit("secret1");
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ twoFactor: false }));
    expect(post).toHaveBeenCalledWith("/api/v1/users/auth/reset-password/save", {
      body: { token: "reset-1", password: "secret1" },
    });
    expect(await runtime.client.tokenStore.get()).toEqual({ accessToken: "access", refreshToken: "refresh" });
  });

  it("reports twoFactor true without signing in when two-factor is on", async () => {
    const { runtime, onDone } = renderReset({ [SAVE]: { isTwoFactorAuthEnabled: true } });
    await submit("secret1");
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ twoFactor: true }));
    expect(await runtime.client.tokenStore.get()).toBeNull();
  });

  it("marks a password the server refuses as too common, and lets another one through", async () => {
    const refused = "This password is too common or easy to guess: choose another one";
    const { onDone } = renderReset({
      [SAVE]: {
        status: 422,
        body: {
          statusCode: 422,
          code: "ValidationFailed",
          message: refused,
          errors: [{ path: "body.password", message: refused }],
        },
      },
    });
    await submit("iloveyou1");
    const field = screen.getByLabelText(/^New password/);
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(refused)));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows Error happened when the reset fails", async () => {
    const { onDone } = renderReset({
      [SAVE]: {
        status: 400,
        body: { statusCode: 400, code: "BadRequest", message: "The reset link is not valid or has expired" },
      },
    });
    await submit("secret1");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(alert).toHaveTextContent("The reset link is not valid or has expired");
    expect(onDone).not.toHaveBeenCalled();
  });

  it("explains a link without token instead of letting the user type", () => {
    renderReset({}, "");
    expect(screen.getByRole("alert")).toHaveTextContent("This reset link is incomplete");
    expect(screen.getByLabelText(/^New password/)).toBeDisabled();
  });
});
