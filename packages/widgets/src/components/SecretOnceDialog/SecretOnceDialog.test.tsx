import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider as render } from "../../test/render";
import { SecretOnceDialog } from "./SecretOnceDialog";

const texts = {
  title: "Your new API key",
  label: "API key Intranet portal",
  warning: "Copy this key now. It will not be shown again.",
  done: "I have copied the key",
};

describe("SecretOnceDialog", () => {
  it("shows the secret read-only with the warning, and closes only by the confirmation", async () => {
    const onClose = vi.fn();
    render(<SecretOnceDialog secret="bwk_secret" texts={texts} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Your new API key" });
    expect(within(dialog).getByRole("textbox", { name: "API key Intranet portal" })).toHaveValue("bwk_secret");
    expect(within(dialog).getByRole("textbox", { name: "API key Intranet portal" })).toHaveAttribute("readonly");
    expect(within(dialog).getByRole("note")).toHaveTextContent(texts.warning);
    // A click outside keeps it: the secret is not lost by accident.
    await userEvent.pointer({ keys: "[MouseLeft]", target: dialog.parentElement as HTMLElement });
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "I have copied the key" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("copies the secret and says so, in the dialog's own words", async () => {
    const user = userEvent.setup();
    render(<SecretOnceDialog secret="whsec_abc" texts={texts} onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Copied to the clipboard")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe("whsec_abc");
  });

  it("shows nothing without a secret", () => {
    render(<SecretOnceDialog secret={null} texts={texts} onClose={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
