import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { FilterValue, FilterValues } from "../../data/useListState";
import { renderWithProvider as render } from "../../test/render";
import { FilterBar, type FilterDefinition } from "./FilterBar";

const filters: FilterDefinition[] = [
  {
    key: "groups",
    label: "Groups",
    kind: "options",
    multiple: true,
    options: [
      { value: "fin", label: "Finance" },
      { value: "eng", label: "Engineering" },
    ],
  },
  { key: "verified", label: "Verified", kind: "boolean", trueLabel: "Verified", falseLabel: "Not verified" },
  { key: "added", label: "Added", kind: "dateRange" },
];

function Controlled({
  initial = {},
  onChange,
}: {
  initial?: FilterValues;
  onChange?: (key: string, v: unknown) => void;
}) {
  const [values, setValues] = useState<FilterValues>(initial);
  const [search, setSearch] = useState("");
  return (
    <FilterBar
      search={search}
      onSearchChange={setSearch}
      filters={filters}
      values={values}
      onChange={(key: string, value: FilterValue | undefined) => {
        onChange?.(key, value);
        setValues((current) => ({ ...current, [key]: value }));
      }}
      onClearAll={() => {
        setSearch("");
        setValues({});
      }}
    />
  );
}

describe("FilterBar", () => {
  it("is a search landmark with a labelled search field", async () => {
    const onSearchChange = vi.fn();
    render(<FilterBar search="" onSearchChange={onSearchChange} filters={filters} values={{}} onChange={vi.fn()} />);
    const landmark = screen.getByRole("search");
    await userEvent.type(within(landmark).getByRole("searchbox", { name: "Search" }), "a");
    expect(onSearchChange).toHaveBeenCalledWith("a");
  });

  it("adds a filter from the list, opens its editor and applies each choice at once", async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Add filter" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Add filter" })).getByRole("button", { name: "Groups" }),
    );
    const editor = screen.getByRole("dialog", { name: "Groups" });
    expect(within(editor).getByRole("checkbox", { name: "Finance" })).toHaveFocus();
    await userEvent.click(within(editor).getByRole("checkbox", { name: "Engineering" }));
    await userEvent.click(within(editor).getByRole("checkbox", { name: "Finance" }));
    // Kept in the options' order, whatever the order of the clicks.
    expect(onChange).toHaveBeenLastCalledWith("groups", ["fin", "eng"]);
    expect(screen.getByRole("button", { name: /Groups:\s*Finance, Engineering/ })).toBeInTheDocument();
  });

  it("removes an active filter with its × and no longer offers active ones under Add filter", async () => {
    render(<Controlled initial={{ verified: false }} />);
    expect(screen.getByRole("button", { name: /Verified:\s*Not verified/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add filter" }));
    const list = screen.getByRole("dialog", { name: "Add filter" });
    expect(within(list).queryByRole("button", { name: "Verified" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: "Remove filter Verified" }));
    expect(screen.queryByRole("button", { name: /Verified:/ })).not.toBeInTheDocument();
  });

  it("drops a just-added filter whose editor closes without a value", async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole("button", { name: "Add filter" }));
    await userEvent.click(screen.getByRole("button", { name: "Added" }));
    expect(screen.getByRole("dialog", { name: "Added" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("button", { name: /Added:/ })).not.toBeInTheDocument();
  });

  it("edits a date range and clears everything with Clear all", async () => {
    const onChange = vi.fn();
    render(<Controlled initial={{ groups: ["fin"] }} onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Add filter" }));
    await userEvent.click(screen.getByRole("button", { name: "Added" }));
    await userEvent.type(screen.getByLabelText("From"), "2026-01-02");
    expect(onChange).toHaveBeenLastCalledWith("added", { from: "2026-01-02" });
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: "Clear all" }));
    expect(screen.queryByRole("button", { name: /Groups:/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear all" })).not.toBeInTheDocument();
  });
});
