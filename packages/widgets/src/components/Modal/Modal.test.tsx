import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider } from "../../test/render";
import { Button } from "../Button/Button";
import { TextField } from "../TextField/TextField";
import { Modal, type ModalProps } from "./Modal";

function Harness(props: Partial<ModalProps> & { withCancelFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { withCancelFocus, ...modalProps } = props;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Invite user"
        initialFocusRef={withCancelFocus ? cancelRef : undefined}
        footer={
          <>
            <Button ref={cancelRef} variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button>Invite</Button>
          </>
        }
        {...modalProps}
      >
        <TextField label="Email" />
      </Modal>
    </>
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole("button", { name: "Open" }));
  return screen.getByRole("dialog", { name: "Invite user" });
}

describe("Modal", () => {
  it("renders nothing while closed", () => {
    renderWithProvider(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is a modal dialog named by its title", async () => {
    renderWithProvider(<Harness />);
    const dialog = await openModal();
    expect(dialog).toHaveAttribute("aria-modal", "true");
  });

  it("focuses the first focusable element of its content on open", async () => {
    renderWithProvider(<Harness />);
    await openModal();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveFocus();
  });

  it("focuses initialFocusRef when given", async () => {
    renderWithProvider(<Harness withCancelFocus />);
    await openModal();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it("traps Tab: from the last element focus wraps to the first", async () => {
    renderWithProvider(<Harness />);
    await openModal();
    screen.getByRole("button", { name: "Invite" }).focus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Close dialog" })).toHaveFocus();
  });

  it("traps Shift+Tab: from the first element focus wraps to the last", async () => {
    renderWithProvider(<Harness />);
    await openModal();
    screen.getByRole("button", { name: "Close dialog" }).focus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Invite" })).toHaveFocus();
  });

  it("keeps focus inside through a full cycle of Tab presses", async () => {
    renderWithProvider(<Harness />);
    const dialog = await openModal();
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("closes on Escape and returns focus to the opening button", async () => {
    renderWithProvider(<Harness />);
    await openModal();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
  });

  it("closes from its translated close button", async () => {
    renderWithProvider(<Harness />, { lang: "sr" });
    await openModal();
    await userEvent.click(screen.getByRole("button", { name: "Zatvori dijalog" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on a backdrop click, but not on a click inside the dialog", async () => {
    renderWithProvider(<Harness />);
    const dialog = await openModal();
    await userEvent.click(dialog);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await userEvent.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays open on a backdrop click when closeOnBackdropClick is false", async () => {
    renderWithProvider(<Harness closeOnBackdropClick={false} />);
    const dialog = await openModal();
    await userEvent.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("closes only the inner dialog on Escape when dialogs are nested", async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    renderWithProvider(
      <Modal open onClose={outerClose} title="Outer">
        <Modal open onClose={innerClose} title="Inner">
          <Button>Inside</Button>
        </Modal>
      </Modal>,
    );
    screen.getByRole("button", { name: "Inside" }).focus();
    await userEvent.keyboard("{Escape}");
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });
});
