import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider as render } from "../../test/render";
import { DataTable, type DataTableColumn, type DataTableProps } from "./DataTable";
import { type SamplePerson, samplePeople } from "./sample";

const columns: DataTableColumn<SamplePerson>[] = [
  { id: "name", header: "Name", cell: (p) => p.name, sortable: true, primary: true },
  { id: "email", header: "Email", cell: (p) => p.email, sortable: true },
  { id: "group", header: "Group", cell: (p) => p.group },
];
const people = samplePeople(3);

function Table(props: Partial<DataTableProps<SamplePerson>>) {
  return <DataTable label="People" columns={columns} rows={people} getRowId={(p) => p.id} {...props} />;
}

function Selectable(props: Partial<DataTableProps<SamplePerson>>) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return <Table selectedIds={selected} onSelectionChange={setSelected} {...props} />;
}

const bodyRows = () => within(screen.getAllByRole("rowgroup")[1] as HTMLElement).getAllByRole("row");

describe("DataTable", () => {
  it("is a table named by its label with one row per record and the full value of each cell on hover", () => {
    render(<Table />);
    const table = screen.getByRole("table", { name: "People" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Name", "Email", "Group"]);
    expect(bodyRows()).toHaveLength(3);
    const email = people[0]?.email ?? "";
    expect(within(table).getByText(email)).toHaveAttribute("title", email);
  });

  it("adds the class a screen gives a row (e.g. a rejected row of a preview) to that row only", () => {
    const first = people[0]?.id;
    render(<Table rowClassName={(p) => (p.id === first ? "marked" : undefined)} />);
    expect(bodyRows().map((row) => row.classList.contains("marked"))).toEqual([true, false, false]);
  });

  it("reports sorting (ascending, descending, none) without sorting itself, and marks the sorted header", async () => {
    const onSortChange = vi.fn();
    const { rerender } = render(<Table sort={null} onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Email" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: "email", desc: false });
    rerender(<Table sort={{ id: "email", desc: false }} onSortChange={onSortChange} />);
    expect(screen.getByRole("columnheader", { name: "Email" })).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(screen.getByRole("button", { name: "Email" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: "email", desc: true });
    rerender(<Table sort={{ id: "email", desc: true }} onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Email" }));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    // The rows keep the order they were given: the server sorts.
    expect(bodyRows()[0]).toHaveTextContent(people[0]?.name ?? "");
    // An unsortable column has no button.
    expect(screen.queryByRole("button", { name: "Group" })).not.toBeInTheDocument();
  });

  it("swaps the toolbar for a bulk-action bar that acts on the selected ids", async () => {
    const onDelete = vi.fn();
    render(<Selectable bulkActions={[{ key: "delete", label: "Delete", onSelect: onDelete, danger: true }]} />);
    expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: `Select ${people[0]?.name}` }));
    await userEvent.click(screen.getByRole("checkbox", { name: `Select ${people[2]?.name}` }));
    const bar = screen.getByRole("toolbar", { name: "2 selected" });
    await userEvent.click(within(bar).getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledWith(["p1", "p3"]);
    await userEvent.click(within(bar).getByRole("button", { name: "Clear selection" }));
    expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();
  });

  it("announces a selection beyond the page (selectedCount) and shows the bulkNote beside the count", async () => {
    render(
      <Selectable
        selectedCount={240}
        bulkNote={<button type="button">Select all 240 matching</button>}
        bulkActions={[{ key: "tag", label: "Add tag", onSelect: () => {} }]}
      />,
    );
    await userEvent.click(screen.getByRole("checkbox", { name: `Select ${people[0]?.name}` }));
    const bar = screen.getByRole("toolbar", { name: "240 selected" });
    expect(within(bar).getByRole("button", { name: "Select all 240 matching" })).toBeInTheDocument();
  });

  it("selects every row of the page from the header checkbox", async () => {
    render(<Selectable />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all rows on this page" }));
    expect(screen.getByRole("toolbar", { name: "3 selected" })).toBeInTheDocument();
  });

  it("moves through rows with the arrow keys, opens with Enter and selects with Space", async () => {
    const onRowOpen = vi.fn();
    render(<Selectable onRowOpen={onRowOpen} />);
    const rows = bodyRows();
    // One Tab stop for all rows.
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    rows[0]?.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(rows[2]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(rows[2]).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(rows[0]).toHaveFocus();
    await userEvent.keyboard("{End}{ArrowUp}");
    expect(rows[1]).toHaveFocus();
    expect(bodyRows().map((row) => row.tabIndex)).toEqual([-1, 0, -1]);
    await userEvent.keyboard("{Enter}");
    expect(onRowOpen).toHaveBeenCalledWith(people[1]);
    await userEvent.keyboard(" ");
    expect(screen.getByRole("checkbox", { name: `Select ${people[1]?.name}` })).toBeChecked();
  });

  it("opens a row on a click inside a focusable frame (the shell's <main tabindex=-1>), not on its controls", async () => {
    const onRowOpen = vi.fn();
    render(
      <main tabIndex={-1}>
        <Table
          onRowOpen={onRowOpen}
          rowActions={(p) => [{ key: "edit", label: `Edit ${p.name}`, onSelect: () => {} }]}
        />
      </main>,
    );
    await userEvent.click(screen.getByRole("cell", { name: people[1]?.name }));
    expect(onRowOpen).toHaveBeenCalledWith(people[1]);
    await userEvent.click(screen.getByRole("button", { name: `Actions for ${people[2]?.name}` }));
    expect(onRowOpen).toHaveBeenCalledTimes(1);
  });

  it("opens a row's actions from its menu and with Shift+F10", async () => {
    const onEdit = vi.fn();
    render(<Table rowActions={(p) => [{ key: "edit", label: `Edit ${p.name}`, onSelect: () => onEdit(p.id) }]} />);
    await userEvent.click(screen.getByRole("button", { name: `Actions for ${people[1]?.name}` }));
    await userEvent.click(screen.getByRole("menuitem", { name: `Edit ${people[1]?.name}` }));
    expect(onEdit).toHaveBeenCalledWith("p2");
    bodyRows()[2]?.focus();
    await userEvent.keyboard("{Shift>}{F10}{/Shift}");
    expect(screen.getByRole("menuitem", { name: `Edit ${people[2]?.name}` })).toBeInTheDocument();
  });

  it("hides and shows columns from the Columns list, never the primary one", async () => {
    render(<Table />);
    await userEvent.click(screen.getByRole("button", { name: "Columns" }));
    const group = screen.getByRole("group", { name: "Show or hide columns" });
    expect(within(group).queryByRole("checkbox", { name: "Name" })).not.toBeInTheDocument();
    await userEvent.click(within(group).getByRole("checkbox", { name: "Email" }));
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Name", "Group"]);
  });

  it("draws skeleton rows on the first load, hidden from assistive technology", () => {
    render(<Table rows={undefined} loading skeletonRows={4} />);
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
    expect(screen.getAllByRole("row", { hidden: true })).toHaveLength(5);
    expect(screen.getAllByRole("row")).toHaveLength(1);
  });

  it("shows the empty state with its next action", () => {
    render(<Table rows={[]} empty={{ title: "No people yet", action: <button type="button">Import CSV</button> }} />);
    expect(screen.getByText("No people yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import CSV" })).toBeInTheDocument();
  });

  it("shows the error's reason and retries", async () => {
    const onRetry = vi.fn();
    render(<Table error={{ statusCode: 503, message: "Service unavailable" }} onRetry={onRetry} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(alert).toHaveTextContent("Service unavailable");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("pages with skip/limit/total", async () => {
    const onChange = vi.fn();
    render(<Table pagination={{ skip: 0, limit: 3, total: 7, onChange }} />);
    // Named after its table, so two tables on a page have two distinct navigations.
    expect(screen.getByRole("navigation", { name: "Pages of People" })).toHaveTextContent("1–3 of 7");
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it("labels each value with its column for the card layout", () => {
    render(<Table />);
    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole("cell");
    expect(cells.map((cell) => cell.getAttribute("data-label"))).toEqual([null, "Email", "Group"]);
  });
});
