import type { Meta, StoryObj } from "@storybook/react-vite";
import { useListState } from "../../data/useListState";
import { DataTable } from "../DataTable/DataTable";
import { type SamplePerson, samplePeople } from "../DataTable/sample";
import { FilterBar, type FilterDefinition } from "./FilterBar";

const filters: FilterDefinition[] = [
  {
    key: "groups",
    label: "Groups",
    kind: "options",
    multiple: true,
    options: ["Engineering", "Finance", "Legal & Compliance", "Marketing"].map((g) => ({ value: g, label: g })),
  },
  {
    key: "score",
    label: "Score",
    kind: "options",
    options: [
      { value: "VeryLow", label: "Very low (0–25)" },
      { value: "Low", label: "Low (26–50)" },
      { value: "Medium", label: "Medium (51–75)" },
      { value: "High", label: "High (76–95)" },
      { value: "VeryHigh", label: "Very high (96–100)" },
    ],
  },
  { key: "verified", label: "Verified", kind: "boolean", trueLabel: "Verified", falseLabel: "Not verified" },
  { key: "added", label: "Added", kind: "dateRange" },
];

/** The bar wired to `useListState`, as a list screen wires it. */
function Wired({ initial }: { initial?: Parameters<typeof useListState>[0] }) {
  const list = useListState(initial);
  return (
    <FilterBar
      search={list.searchText}
      onSearchChange={list.setSearch}
      searchPlaceholder="Name or email"
      filters={filters}
      values={list.state.filters}
      onChange={list.setFilter}
      onClearAll={list.clearFilters}
    />
  );
}

const meta = {
  title: "Templates/FilterBar",
  component: FilterBar,
  args: { search: "", onSearchChange: () => {}, filters, values: {}, onChange: () => {} },
  render: () => <Wired />,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search and "Add filter". */
export const Default: Story = {};

/** Two active filters as removable chips; "Clear all" appears. */
export const WithFilters: Story = {
  render: () => <Wired initial={{ initial: { filters: { groups: ["Finance", "Marketing"], verified: true } } }} />,
};

/** In a DataTable's toolbar: the popovers float over the rows. */
export const InTable: Story = {
  render: function Render() {
    const list = useListState({ initial: { filters: { score: "High" } } });
    const rows = samplePeople(8);
    return (
      <DataTable<SamplePerson>
        label="People"
        columns={[
          { id: "name", header: "Name", cell: (p) => p.name, primary: true },
          { id: "email", header: "Email", cell: (p) => p.email },
          { id: "group", header: "Group", cell: (p) => p.group },
        ]}
        rows={rows}
        getRowId={(p) => p.id}
        toolbar={
          <FilterBar
            search={list.searchText}
            onSearchChange={list.setSearch}
            searchPlaceholder="Name or email"
            filters={filters}
            values={list.state.filters}
            onChange={list.setFilter}
            onClearAll={list.clearFilters}
          />
        }
      />
    );
  },
};
