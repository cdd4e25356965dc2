import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider as render } from "../../test/render";
import { FormDialog } from "./FormDialog";

const setup = (props: Partial<Parameters<typeof FormDialog>[0]> = {}) => {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <FormDialog
      open
      title="Create an API key"
      submitLabel="Create key"
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    >
      <label>
        Key name <input name="name" />
      </label>
    </FormDialog>,
  );
  return { onSubmit, onClose, dialog: screen.getByRole("dialog", { name: "Create an API key" }) };
};

describe("FormDialog", () => {
  it("submits from the footer's button and from Enter in a field", async () => {
    const { onSubmit, dialog } = setup();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create key" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Key name" }), "Portal{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("closes with Cancel without submitting", async () => {
    const { onSubmit, onClose, dialog } = setup();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal above the fields, dismissible", async () => {
    const onDismissError = vi.fn();
    const { dialog } = setup({ error: "A key with this name already exists.", onDismissError });
    expect(within(dialog).getByRole("alert")).toHaveTextContent("A key with this name already exists.");
    // The banner's own Close, inside the form (the dialog has its own Close too).
    const form = dialog.querySelector("form") as HTMLFormElement;
    await userEvent.click(within(form).getByRole("button", { name: "Close" }));
    expect(onDismissError).toHaveBeenCalledOnce();
  });
});
