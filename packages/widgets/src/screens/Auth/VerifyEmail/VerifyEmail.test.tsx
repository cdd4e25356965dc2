import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import { BulwarkProvider } from "../../../components/BulwarkProvider/BulwarkProvider";
import { type FakeRoutes, fakeRuntime, sessionRoutes } from "../../../storybook/fakeApi";
import { VerifyEmail } from "./VerifyEmail";

const VERIFY = "POST /api/v1/users/auth/verify-email";

function renderVerify(routes: FakeRoutes, props: Partial<Parameters<typeof VerifyEmail>[0]> = {}, signedIn = false) {
  const runtime = fakeRuntime({ ...sessionRoutes(), ...routes }, { signedIn });
  const post = vi.spyOn(runtime.client, "POST");
  const navigate = vi.fn();
  const onVerified = vi.fn();
  const onFailed = vi.fn();
  render(
    <StrictMode>
      <BulwarkProvider runtime={runtime} navigate={navigate}>
        <VerifyEmail token="verify-1" onVerified={onVerified} onFailed={onFailed} {...props} />
      </BulwarkProvider>
    </StrictMode>,
  );
  return { post, navigate, onVerified, onFailed };
}

describe("VerifyEmail", () => {
  it("shows Verifying... while the token is posted", () => {
    renderVerify({ [VERIFY]: "pending" });
    expect(screen.getByRole("status")).toHaveTextContent("Verifying...");
  });

  it("posts the token once, even under StrictMode, and calls onVerified", async () => {
    const { post, onVerified } = renderVerify({ [VERIFY]: { message: "Email verified" } }, { verifiedDelayMs: 0 });
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith("/api/v1/users/auth/verify-email", { body: { token: "verify-1" } });
  });

  it("shows Error happened, then calls onFailed after the delay", async () => {
    const { onFailed } = renderVerify(
      {
        [VERIFY]: {
          status: 400,
          body: { statusCode: 400, code: "BadRequest", message: "The verification link is not valid or has expired" },
        },
      },
      { failedDelayMs: 50 },
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(onFailed).not.toHaveBeenCalled();
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
  });

  it("offers a link to sign in at once after a failure", async () => {
    const { navigate } = renderVerify(
      { [VERIFY]: { status: 400, body: { statusCode: 400 } } },
      { onFailed: undefined },
    );
    await userEvent.click(await screen.findByRole("link", { name: "Go to sign in" }));
    expect(navigate).toHaveBeenCalledWith("/auth");
  });

  it("confirms a successful verification on screen before going on, or at once with Continue", async () => {
    const { onVerified } = renderVerify({ [VERIFY]: { message: "Email verified" } }, { verifiedDelayMs: 60_000 });
    expect(await screen.findByText("Your email is verified.")).toBeVisible();
    expect(onVerified).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onVerified).toHaveBeenCalledTimes(1);
  });

  it("says 'already verified' to a verified, signed-in user who opens a used link, with no error", async () => {
    const used = { statusCode: 400, code: "BadRequest", message: "The verification link is not valid or has expired" };
    const { onFailed } = renderVerify({ [VERIFY]: { status: 400, body: used } }, { failedDelayMs: 50 }, true);
    expect(await screen.findByText("Your email is already verified.")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText(/not valid or has expired/)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 120));
    // Nothing to sign in to: no automatic trip to the sign-in page.
    expect(onFailed).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Continue" })).toBeVisible();
  });
});
