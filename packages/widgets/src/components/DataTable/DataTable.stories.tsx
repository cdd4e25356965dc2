import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Button } from "../Button/Button";
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from "./DataTable";
import { type SamplePerson, samplePeople } from "./sample";

const columns: DataTableColumn<SamplePerson>[] = [
  { id: "name", header: "Name", cell: (p) => p.name, sortable: true, primary: true, width: "22%" },
  { id: "email", header: "Email", cell: (p) => p.email, sortable: true, width: "30%" },
  { id: "group", header: "Group", cell: (p) => p.group },
  { id: "score", header: "Score", cell: (p) => p.score, sortable: true, align: "end", width: 90 },
  { id: "added", header: "Added", cell: (p) => p.added, sortable: true, align: "end", width: 120 },
];

const all = samplePeople(57);

/** A table wired as a screen wires it: sort, selection and paging held in state. */
function Stateful(props: Partial<DataTableProps<SamplePerson>>) {
  const [sort, setSort] = useState<DataTableSort | null>({ id: "name", desc: false });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [skip, setSkip] = useState(0);
  const sorted = [...all].sort((a, b) => {
    if (!sort) return 0;
    const key = sort.id as keyof SamplePerson;
    const order = String(a[key]).localeCompare(String(b[key]), undefined, { numeric: true });
    return sort.desc ? -order : order;
  });
  return (
    <DataTable<SamplePerson>
      label="People"
      columns={columns}
      rows={sorted.slice(skip, skip + 10)}
      getRowId={(p) => p.id}
      sort={sort}
      onSortChange={setSort}
      selectedIds={selected}
      onSelectionChange={setSelected}
      bulkActions={[
        { key: "tag", label: "Add tag", onSelect: fn() },
        { key: "group", label: "Add to group", onSelect: fn() },
        { key: "delete", label: "Delete", onSelect: fn(), danger: true },
      ]}
      rowActions={() => [
        { key: "edit", label: "Edit", onSelect: fn() },
        { key: "delete", label: "Delete", onSelect: fn(), danger: true },
      ]}
      onRowOpen={fn()}
      pagination={{ skip, limit: 10, total: all.length, onChange: setSkip }}
      {...props}
    />
  );
}

const meta = {
  title: "Templates/DataTable",
  component: DataTable,
  args: { label: "People", columns: columns as DataTableColumn<unknown>[], rows: [], getRowId: () => "" },
  render: () => <Stateful />,
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sortable, selectable, with row actions, column visibility and paging. Try the arrow keys. */
export const Default: Story = {};

/** The first load: skeleton rows. */
export const Loading: Story = { render: () => <Stateful rows={undefined} loading /> };

/** Nothing yet: a drawing, what is missing and the next step. */
export const Empty: Story = {
  render: () => (
    <Stateful
      rows={[]}
      pagination={undefined}
      empty={{
        title: "No people yet",
        description: "Import a CSV file or connect your directory to start following your people's security.",
        action: <Button>Import CSV</Button>,
      }}
    />
  ),
};

/** The request failed: the reason and Retry. */
export const ErrorState: Story = {
  name: "Error",
  render: () => <Stateful error={{ statusCode: 503, message: "The service is unavailable" }} onRetry={fn()} />,
};

/** Three rows selected: the bulk-action bar takes the toolbar's place. */
export const WithSelection: Story = {
  render: function Render() {
    const [selected, setSelected] = useState(new Set(["p1", "p2", "p4"]));
    return <Stateful selectedIds={selected} onSelectionChange={setSelected} />;
  },
};

/** A phone: each row is a card. */
export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
