import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { peopleApi, samplePreview } from "../../../storybook/fakeInventoryPeople";
import { PeopleImport } from "./PeopleImport";

const CSV = [
  "First Name,Last Name,E-mail,Department,Tags,Phone,Employee ID",
  "Ana,Petrović,ana.petrovic@acme.example,Engineering,remote,123,1",
  "Jelena,Nikolić,jelena.nikolic@acme.example,Finance,,124,2",
  "Nikola,Marković,nikola.markovic@acme.example,Sales,new-hire,125,3",
  "Marko,Jovanović,marko.jovanovic@acme,,,126,4",
].join("\n");

/** Chooses a small CSV file and checks it, as a user would. */
const chooseAndCheck = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole("dialog");
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File([CSV], "people.csv", { type: "text/csv" }));
  await userEvent.click(within(dialog).getByRole("button", { name: /Check file|Proveri/ }));
  return dialog;
};

const meta = {
  title: "Screens/Inventory/PeopleImport",
  component: PeopleImport,
  args: { open: true, onClose: () => {} },
  parameters: { fakeApi: { routes: peopleApi() } },
} satisfies Meta<typeof PeopleImport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: choose a file (with the template link). */
export const ChooseFile: Story = {};

/** Step 2: the preview of a messy file: rejected rows highlighted, ignored columns listed. */
export const Preview: Story = { play: async ({ canvasElement }) => void (await chooseAndCheck(canvasElement)) };

/** "Delete people not in this file" ticked on a file with rejected rows: blocked, with the reason. */
export const DeleteMissingBlocked: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await chooseAndCheck(canvasElement);
    await userEvent.click(await within(dialog).findByRole("checkbox", { name: /Delete people/ }));
  },
};

/** Step 3: what was saved. */
export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await chooseAndCheck(canvasElement);
    await userEvent.click(await within(dialog).findByRole("button", { name: "Confirm import" }));
  },
};

export const Checking: Story = {
  parameters: { fakeApi: { routes: peopleApi({ importReply: "pending" }) } },
  play: async ({ canvasElement }) => void (await chooseAndCheck(canvasElement)),
};

export const NotValidCsv: Story = {
  parameters: {
    fakeApi: {
      routes: peopleApi({
        importReply: {
          status: 422,
          body: { statusCode: 422, message: "Your uploaded Csv file is not valid", code: "CsvNotValid" },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => void (await chooseAndCheck(canvasElement)),
};

export const NothingToSave: Story = {
  parameters: {
    fakeApi: {
      routes: peopleApi({
        importReply: {
          ...samplePreview,
          created: 0,
          updated: 0,
          unchanged: 0,
          preview: samplePreview.preview?.filter((r) => r.action === "reject"),
        },
      }),
    },
  },
  play: async ({ canvasElement }) => void (await chooseAndCheck(canvasElement)),
};

export const PreviewSerbian: Story = {
  globals: { lang: "sr" },
  play: async ({ canvasElement }) => void (await chooseAndCheck(canvasElement)),
};

/** The preview in the dark theme. */
export const PreviewDark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => void (await chooseAndCheck(canvasElement)),
};

/** The preview at phone width: its rows become cards, nothing scrolls sideways. */
export const PreviewPhone: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => void (await chooseAndCheck(canvasElement)),
};
