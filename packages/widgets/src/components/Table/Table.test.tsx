import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider } from "../../test/render";
import { Table, type TableColumn } from "./Table";
import * as css from "./Table.css";

interface Row {
  id: string;
  name: string;
  email: string;
}

const columns: TableColumn<Row>[] = [
  { key: "name", header: "Name", cell: (r) => r.name, rowHeader: true },
  { key: "email", header: "Email", cell: (r) => r.email },
  { key: "actions", header: "Actions", headerHidden: true, cell: (r) => <button type="button">Edit {r.name}</button> },
];
const rows: Row[] = [
  { id: "1", name: "Ana", email: "ana@acme.example" },
  { id: "2", name: "Marko", email: "marko@acme.example" },
];

describe("Table", () => {
  it("is a table named by its caption, with column and row headers", () => {
    renderWithProvider(<Table caption="Members" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole("table", { name: "Members" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Name", "Email", "Actions"]);
    expect(within(table).getByRole("rowheader", { name: "Ana" })).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(3);
  });

  it("pins a stickyEnd column's header and cells to the end of the scroll region", () => {
    const pinned = columns.map((c) => (c.key === "actions" ? { ...c, stickyEnd: true } : c));
    renderWithProvider(<Table caption="Members" columns={pinned} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole("table", { name: "Members" });
    expect(within(table).getByRole("columnheader", { name: "Actions" })).toHaveClass(css.stickyEndHeader);
    expect(screen.getByRole("button", { name: "Edit Ana" }).closest("td")).toHaveClass(css.stickyEnd);
    expect(within(table).getByRole("cell", { name: "ana@acme.example" })).not.toHaveClass(css.stickyEnd);
  });

  it("puts the table in a focusable scroll region named by the caption", () => {
    renderWithProvider(<Table caption="Members" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.getByRole("region", { name: "Members" })).toHaveAttribute("tabindex", "0");
  });

  it("shows a loading row before the first rows arrive", () => {
    renderWithProvider(<Table caption="Members" columns={columns} rows={undefined} loading rowKey={(r) => r.id} />);
    expect(within(screen.getByRole("table")).getByRole("status")).toHaveTextContent("Loading…");
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
  });

  it("keeps the rows and marks the table busy while a refetch runs", () => {
    renderWithProvider(<Table caption="Members" columns={columns} rows={rows} loading rowKey={(r) => r.id} />);
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("rowheader", { name: "Ana" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the empty content in one row spanning every column", () => {
    renderWithProvider(
      <Table caption="Members" columns={columns} rows={[]} empty="No members yet" rowKey={(r) => r.id} />,
    );
    const cell = screen.getByRole("cell", { name: "No members yet" });
    expect(cell).toHaveAttribute("colspan", "3");
  });

  it("defaults the empty row to a translated message", () => {
    renderWithProvider(<Table caption="Members" columns={columns} rows={[]} rowKey={(r) => r.id} />, { lang: "sr" });
    expect(screen.getByRole("cell", { name: "Nema podataka za prikaz" })).toBeInTheDocument();
  });

  it("renders pagination under the table and passes page changes on", async () => {
    const onChange = vi.fn();
    renderWithProvider(
      <Table
        caption="Members"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        pagination={{ skip: 0, limit: 2, total: 5, onChange }}
      />,
    );
    expect(screen.getByRole("navigation", { name: "Pagination" })).toHaveTextContent("1–2 of 5");
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it("disables paging while loading", () => {
    renderWithProvider(
      <Table
        caption="Members"
        columns={columns}
        rows={rows}
        loading
        rowKey={(r) => r.id}
        pagination={{ skip: 0, limit: 2, total: 5, onChange: () => {} }}
      />,
    );
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });
});
