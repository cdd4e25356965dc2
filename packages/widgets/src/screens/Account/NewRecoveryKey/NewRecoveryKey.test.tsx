import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BulwarkProvider } from "../../../components/BulwarkProvider/BulwarkProvider";
import { type FakeRoutes, fakeRuntime, sessionRoutes } from "../../../storybook/fakeApi";
import { NewRecoveryKey } from "./NewRecoveryKey";

const KEY = "ABCDEFGHJKLMNPQRSTUVWXYZ";

function renderPage(props: { recoveryKey?: string }, routes: FakeRoutes = {}) {
  const runtime = fakeRuntime({ ...sessionRoutes(), ...routes });
  const post = vi.spyOn(runtime.client, "POST");
  const onDone = vi.fn();
  const u = userEvent.setup();
  render(
    <BulwarkProvider runtime={runtime}>
      <NewRecoveryKey {...props} onDone={onDone} />
    </BulwarkProvider>,
  );
  return { post, onDone, u };
}

describe("NewRecoveryKey", () => {
  it("shows the key given after a recovery-key sign-in, explaining why", () => {
    renderPage({ recoveryKey: KEY });
    expect(screen.getByRole("heading", { level: 1, name: "New recovery key" })).toBeInTheDocument();
    expect(screen.getByText(/You signed in with your recovery key/)).toBeInTheDocument();
    expect(screen.getByText("ABCD").parentElement?.textContent).toBe(KEY);
  });

  it("copies the key whole and announces it", async () => {
    const { u } = renderPage({ recoveryKey: KEY });
    await u.click(screen.getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe(KEY);
    expect(screen.getByRole("status")).toHaveTextContent("Copied to the clipboard");
  });

  it("asks to confirm the key was saved before calling onDone", async () => {
    const { u, onDone } = renderPage({ recoveryKey: KEY });
    await u.click(screen.getByRole("button", { name: "Done" }));
    expect(onDone).not.toHaveBeenCalled();
    const confirm = screen.getByRole("checkbox", { name: "I saved my recovery key somewhere safe" });
    expect(confirm).toHaveAccessibleDescription("Confirm that you saved the recovery key");
    expect(confirm).toHaveFocus();
    await u.click(confirm);
    await u.click(screen.getByRole("button", { name: "Done" }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("creates a key with the password when none is given", async () => {
    const { u, post } = renderPage({}, { "POST /api/v1/users/auth/recovery-key": { recoveryKey: KEY } });
    await u.type(screen.getByLabelText(/^Confirm with your password/), "secret1");
    await u.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByRole("heading", { name: "Your recovery key" })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith("/api/v1/users/auth/recovery-key", { body: { password: "secret1" } });
    expect(screen.queryByText(/You signed in with your recovery key/)).not.toBeInTheDocument();
  });

  it("says Wrong credential when the password is refused", async () => {
    const { u } = renderPage(
      {},
      {
        "POST /api/v1/users/auth/recovery-key": {
          status: 403,
          body: { statusCode: 403, code: "WrongCredential", message: "Wrong credential" },
        },
      },
    );
    await u.type(screen.getByLabelText(/^Confirm with your password/), "nope12");
    await u.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong credential");
  });
});
