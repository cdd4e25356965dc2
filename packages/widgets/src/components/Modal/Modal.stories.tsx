import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef, useState } from "react";
import { fn } from "storybook/test";
import { Button } from "../Button/Button";
import { Checkbox } from "../Checkbox/Checkbox";
import { TextField } from "../TextField/TextField";
import { Modal } from "./Modal";

const meta = {
  title: "Components/Modal",
  component: Modal,
  args: { open: true, title: "Invite user", onClose: fn() },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  render: (args) => {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Modal
          {...args}
          open={open}
          onClose={() => setOpen(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button onClick={() => setOpen(false)}>Send invitation</Button>
            </>
          }
        >
          <div style={{ display: "grid", gap: 16 }}>
            <TextField label="Email" type="email" required />
            <Checkbox label="Admin" />
          </div>
        </Modal>
      </>
    );
  },
};

/** A destructive confirmation focuses Cancel first, so Enter does not delete by accident. */
export const Confirmation: Story = {
  args: { title: "Remove organization" },
  render: (args) => {
    const [open, setOpen] = useState(args.open);
    const cancelRef = useRef<HTMLButtonElement>(null);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Remove organization
        </Button>
        <Modal
          {...args}
          open={open}
          onClose={() => setOpen(false)}
          initialFocusRef={cancelRef}
          footer={
            <>
              <Button ref={cancelRef} variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button variant="danger" onClick={() => setOpen(false)}>
                Remove
              </Button>
            </>
          }
        >
          The organization can be restored later by a super-admin.
        </Modal>
      </>
    );
  },
};
