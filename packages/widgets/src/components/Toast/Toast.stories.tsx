import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { fn } from "storybook/test";
import { Button } from "../Button/Button";
import { Toast } from "./Toast";
import { ToastProvider, useToast } from "./Toaster";

const meta = {
  title: "Components/Toast",
  component: Toast,
  args: { message: "Email sent", onClose: fn() },
  argTypes: { variant: { control: "inline-radio", options: ["info", "success", "error"] } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { variant: "info", message: "DNS verification can take up to 48 hours." } };
export const Success: Story = { args: { variant: "success" } };
export const ErrorToast: Story = {
  name: "Error",
  args: { variant: "error", title: "Error happened", message: "Sync with microsoft failed" },
};

function ToasterDemo() {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <div style={{ display: "flex", gap: 8 }}>
      <Button onClick={() => toast.show({ variant: "success", message: t("success.emailSent") })}>Success</Button>
      <Button
        variant="danger"
        onClick={() =>
          toast.show({ variant: "error", title: t("errors.generic"), message: t("errors.wrongCredential") })
        }
      >
        Error
      </Button>
      <Button variant="secondary" onClick={toast.dismissAll}>
        Dismiss all
      </Button>
    </div>
  );
}

/** Toasts from `useToast()` stack in the bottom-right corner; successes close by themselves after 5 s, errors stay until closed. */
export const Toaster: Story = {
  render: () => (
    <ToastProvider>
      <ToasterDemo />
    </ToastProvider>
  ),
};
