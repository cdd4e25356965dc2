import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../Button/Button";
import { EmptyState } from "../EmptyState/EmptyState";
import { Table, type TableColumn } from "./Table";

interface Person {
  id: string;
  name: string;
  email: string;
  score: number;
}

const people: Person[] = Array.from({ length: 57 }, (_, i) => ({
  id: String(i + 1),
  name: `Person ${i + 1}`,
  email: `person${i + 1}@acme.example`,
  score: (i * 37) % 101,
}));

const columns: TableColumn<Person>[] = [
  { key: "name", header: "Name", cell: (p) => p.name, rowHeader: true },
  { key: "email", header: "Email", cell: (p) => p.email },
  { key: "score", header: "Score", cell: (p) => p.score, align: "end" },
  {
    key: "actions",
    header: "Actions",
    headerHidden: true,
    align: "end",
    cell: (p) => (
      <Button variant="secondary" aria-label={`Remove ${p.name}`}>
        Remove
      </Button>
    ),
  },
];

const meta = {
  title: "Components/Table",
  component: Table<Person>,
  args: { caption: "People", columns, rows: people.slice(0, 5), rowKey: (p: Person) => p.id },
} satisfies Meta<typeof Table<Person>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { rows: undefined, loading: true } };
export const Empty: Story = {
  args: { rows: [], empty: <EmptyState compact headingLevel={null} title="No people yet" /> },
};

/** Pages through 57 rows, 20 at a time. */
export const Paged: Story = {
  render: (args) => {
    const [skip, setSkip] = useState(0);
    return (
      <Table
        {...args}
        rows={people.slice(skip, skip + 20)}
        pagination={{ skip, limit: 20, total: people.length, onChange: setSkip }}
      />
    );
  },
};

export const SerbianDark: Story = { ...Paged, globals: { lang: "sr", theme: "dark" } };
