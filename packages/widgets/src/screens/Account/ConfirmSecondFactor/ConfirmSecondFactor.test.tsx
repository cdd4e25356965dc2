import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BulwarkProvider } from "../../../components/BulwarkProvider/BulwarkProvider";
import { fakeRuntime, sessionRoutes } from "../../../storybook/fakeApi";
import { ConfirmSecondFactor } from "./ConfirmSecondFactor";

function renderConfirm(onConfirm = vi.fn(async () => undefined)) {
  render(
    <BulwarkProvider runtime={fakeRuntime(sessionRoutes())}>
      <ConfirmSecondFactor
        title="Turn off"
        description="Protected by the password only."
        submitLabel="Confirm"
        onConfirm={onConfirm}
      />
    </BulwarkProvider>,
  );
  return { onConfirm, u: userEvent.setup() };
}

describe("ConfirmSecondFactor", () => {
  it("starts in the code field and sends a complete code by itself", async () => {
    const { onConfirm, u } = renderConfirm();
    const code = screen.getByLabelText(/^Authentication code/);
    expect(code).toHaveFocus();
    await u.type(code, "123456");
    expect(onConfirm).toHaveBeenCalledWith({ token: "123456" });
  });

  it("checks the code before sending", async () => {
    const { onConfirm, u } = renderConfirm();
    await u.type(screen.getByLabelText(/^Authentication code/), "12");
    await u.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("The code must be six digits")).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("switches to the recovery key and back, sending the key without spaces, upper-cased", async () => {
    const { onConfirm, u } = renderConfirm();
    await u.click(screen.getByRole("button", { name: /Use the recovery key instead/ }));
    const key = screen.getByLabelText(/^Recovery key/);
    await u.type(key, "abcd efgh ijkl mnop qrst uvwx");
    await u.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onConfirm).toHaveBeenCalledWith({ recoveryKey: "ABCDEFGHIJKLMNOPQRSTUVWX" });
    await u.click(screen.getByRole("button", { name: /Use a code from the app instead/ }));
    expect(screen.getByLabelText(/^Authentication code/)).toBeInTheDocument();
  });

  it("says Wrong credential when the server refuses", async () => {
    const refused = { statusCode: 403, code: "WrongCredential", message: "Wrong credential" };
    const { u } = renderConfirm(vi.fn(() => Promise.reject(refused)));
    await u.type(screen.getByLabelText(/^Authentication code/), "654321");
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong credential");
  });
});
