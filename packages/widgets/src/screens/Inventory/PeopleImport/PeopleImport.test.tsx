import { File as NodeFile } from "node:buffer";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { peopleApi, samplePreview } from "../../../storybook/fakeInventoryPeople";
import { renderScreen } from "../../../test/renderScreen";
import { PeopleImport } from "./PeopleImport";
import { peopleCsvTemplate } from "./template";

const IMPORT = "/api/v1/inventory/people/import";
const CSV = "First Name;Last Name;E-mail;Department;Phone\nAna;Petrović;ana.petrovic@acme.example;Engineering;123\n";

// Node's File, which the test's fetch can send as a body (jsdom's File is a different class).
const csvFile = () => new NodeFile([CSV], "people.csv", { type: "text/csv" }) as unknown as File;

function setup(extra: FakeRoutes = {}) {
  const onImported = vi.fn();
  const onClose = vi.fn();
  const utils = renderScreen(<PeopleImport open onClose={onClose} onImported={onImported} />, {
    ...peopleApi(),
    ...extra,
  });
  return { ...utils, onImported, onClose };
}

async function chooseAndCheck() {
  const dialog = await screen.findByRole("dialog", { name: "Import people from CSV" });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, csvFile());
  await userEvent.click(within(dialog).getByRole("button", { name: "Check file" }));
  return dialog;
}

describe("PeopleImport", () => {
  it("checks the chosen file without saving: the file itself as a text/csv body, with dryRun", async () => {
    const { callsTo } = setup();
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("button", { name: "Check file" })).toBeDisabled();
    await chooseAndCheck();
    await screen.findByRole("heading", { name: "Preview of people.csv" });
    const [call] = callsTo("POST", IMPORT);
    expect(call?.query.get("dryRun")).toBe("true");
    expect(call?.query.has("deleteNotInList")).toBe(false);
    expect(call?.headers.get("content-type")).toBe("text/csv");
    expect(call?.body).toBe(CSV);
  });

  it("previews every row with its line, values and action, and shows each rejected row's problem", async () => {
    setup();
    const dialog = await chooseAndCheck();
    const table = await within(dialog).findByRole("table", { name: "Rows of the file" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(samplePreview.preview?.length ?? 0);
    // Line 5 is rejected for its email: marked, highlighted and explained.
    const line5 = rows.find((row) => within(row).queryByText("5")) as HTMLElement;
    expect(line5).toHaveTextContent("marko.jovanovic@acme");
    expect(line5).toHaveTextContent("Rejected");
    expect(line5).toHaveTextContent("Invalid email");
    expect(line5.className).toMatch(/rejected/i);
    const line7 = rows.find((row) => within(row).queryByText("7")) as HTMLElement;
    expect(line7).toHaveTextContent("Duplicate email addresses are not allowed");
    const line4 = rows.find((row) => within(row).queryByText("4")) as HTMLElement;
    expect(line4).toHaveTextContent("New");
    expect(line4.className).not.toMatch(/rejected/i);
    // Counts and the columns that were not imported.
    const counts = within(dialog).getByText("Added").closest("dl") as HTMLElement;
    expect(counts).toHaveTextContent(/Added3/);
    expect(counts).toHaveTextContent(/Rejected2/);
    expect(dialog).toHaveTextContent("Columns not imported: Phone, Employee ID");
    // Only the problems, on request.
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Show only rows with a problem" }));
    expect(within(table).getAllByRole("row").slice(1)).toHaveLength(2);
  });

  it("confirms by sending the same file without dryRun, then lists what changed and the rejected lines", async () => {
    const { callsTo, onImported } = setup();
    const dialog = await chooseAndCheck();
    await within(dialog).findByRole("table");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm import" }));
    expect(await within(dialog).findByRole("heading", { name: "Import finished" })).toHaveFocus();
    const calls = callsTo("POST", IMPORT);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query.has("dryRun")).toBe(false);
    expect(calls[1]?.query.has("deleteNotInList")).toBe(false);
    expect(calls[1]?.body).toBe(CSV);
    // The rejected lines, each with its email and reason, one row each.
    const rejected = await within(dialog).findByRole("table", { name: "Rejected rows" });
    expect(
      within(rejected)
        .getAllByRole("row")
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole("cell")
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ["5", "marko.jovanovic@acme", "Invalid email"],
      ["7", "ana.petrovic@acme.example", "Duplicate email addresses are not allowed"],
    ]);
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ dryRun: false, created: 3 }));
  });

  it("warns before deleting people not in the file, shows how many, and refuses while rows are rejected", async () => {
    const { callsTo } = setup();
    const dialog = await chooseAndCheck();
    await within(dialog).findByRole("table");
    const box = within(dialog).getByRole("checkbox", { name: "Delete people who are not in this file" });
    expect(dialog).toHaveTextContent("will be deleted, with their score");
    await userEvent.click(box);
    // The sample has rejected rows: the server would refuse the whole import, so confirming is blocked.
    expect(await within(dialog).findByText(/Some rows were rejected, so nothing can be deleted/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Import and delete the others" })).toBeDisabled();
    await waitFor(() => expect(callsTo("POST", IMPORT)).toHaveLength(2));
    expect(callsTo("POST", IMPORT)[1]?.query.get("deleteNotInList")).toBe("true");
    expect(callsTo("POST", IMPORT)[1]?.query.get("dryRun")).toBe("true");
  });

  it("deletes the others only when the file is clean and the user confirmed it", async () => {
    const clean = { ...samplePreview, rejectedCount: 0, rejected: [], preview: samplePreview.preview?.slice(0, 3) };
    const { callsTo } = setup({
      "POST /api/v1/inventory/people/import": (_request: Request, url: URL) =>
        url.searchParams.get("dryRun") === "true"
          ? { ...clean, deleted: url.searchParams.get("deleteNotInList") === "true" ? 4 : 0 }
          : { ...clean, dryRun: false, deleted: 4, preview: undefined },
    });
    const dialog = await chooseAndCheck();
    await within(dialog).findByRole("table");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Delete people who are not in this file" }));
    expect(await within(dialog).findByText("4 people will be deleted")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Import and delete the others" }));
    await within(dialog).findByRole("heading", { name: "Import finished" });
    const last = callsTo("POST", IMPORT).at(-1);
    expect(last?.query.get("deleteNotInList")).toBe("true");
    expect(last?.query.has("dryRun")).toBe(false);
  });

  it('says "Your uploaded Csv file is not valid" when the server cannot read the file', async () => {
    setup({
      "POST /api/v1/inventory/people/import": {
        status: 422,
        body: { statusCode: 422, message: "Your uploaded Csv file is not valid", code: "CsvNotValid" },
      },
    });
    const dialog = await chooseAndCheck();
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Your uploaded Csv file is not valid");
    expect(within(dialog).queryByRole("table")).not.toBeInTheDocument();
  });

  it('says "No people to be saved" and offers no confirmation when the file would change nothing', async () => {
    setup({
      "POST /api/v1/inventory/people/import": {
        ...samplePreview,
        created: 0,
        updated: 0,
        unchanged: 0,
        rejectedCount: 2,
        preview: samplePreview.preview?.filter((r) => r.action === "reject"),
      },
    });
    const dialog = await chooseAndCheck();
    expect(await within(dialog).findByText("No people to be saved")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Confirm import" })).toBeDisabled();
  });

  it('says "Organization must be set!" when the user has no organisation', async () => {
    setup({
      "POST /api/v1/inventory/people/import": {
        status: 400,
        body: { statusCode: 400, message: "Organization must be set!", code: "OrganizationRequired" },
      },
    });
    const dialog = await chooseAndCheck();
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Organization must be set!");
  });

  it("shows the seeds' messages in Serbian", async () => {
    renderScreen(<PeopleImport open onClose={() => {}} />, peopleApi(), { lang: "sr" });
    const dialog = await screen.findByRole("dialog", { name: "Uvoz ljudi iz CSV datoteke" });
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, csvFile());
    await userEvent.click(within(dialog).getByRole("button", { name: "Proveri datoteku" }));
    expect(await within(dialog).findByText("Neispravna adresa e-pošte")).toBeInTheDocument();
  });
});

describe("peopleCsvTemplate", () => {
  it("has the recognised columns and sample rows, in the interface language, with a UTF-8 BOM", () => {
    const en = peopleCsvTemplate("en");
    expect(en.startsWith("\uFEFFFirst name,Last name,Email,Department,Tags\r\n")).toBe(true);
    expect(en).toContain("Ana,Petrović,ana.petrovic@example.com,Engineering,remote|on-call");
    expect(peopleCsvTemplate("sr").startsWith("\uFEFFIme,Prezime,Email,Odeljenje,Oznake")).toBe(true);
  });
});
