import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { peopleApi } from "../../storybook/fakeInventoryPeople";
import { ToastProvider } from "../Toast/Toaster";
import { ExportButton } from "./ExportButton";

const meta = {
  title: "Components/ExportButton",
  component: ExportButton,
  args: { kind: "people", filters: { tags: ["vip"] } },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  // Ready after one check (3 s): choosing a format downloads a small CSV.
  parameters: { fakeApi: { routes: peopleApi({ exportPolls: 1 }) } },
} satisfies Meta<typeof ExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The menu open on CSV / XLSX. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: /Export/ }));
  },
};

/** While the server makes the file (it never becomes ready here). */
export const Preparing: Story = {
  parameters: { fakeApi: { routes: peopleApi({ exportPolls: 1_000_000 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /Export/ }));
    await userEvent.click(await canvas.findByRole("menuitem", { name: /CSV/ }));
  },
};

/** The job ends in Error: an error toast with the reason. */
export const Failed: Story = {
  parameters: { fakeApi: { routes: peopleApi({ exportPolls: 1, exportFails: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /Export/ }));
    await userEvent.click(await canvas.findByRole("menuitem", { name: /Excel/ }));
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Serbian: Story = { globals: { lang: "sr" } };
