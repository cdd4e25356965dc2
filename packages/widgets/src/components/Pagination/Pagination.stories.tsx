import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Pagination } from "./Pagination";

const meta = {
  title: "Components/Pagination",
  component: Pagination,
  args: { skip: 0, limit: 20, total: 57, onChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { skip: 20 } };
export const LastPage: Story = { args: { skip: 40 } };
export const SinglePage: Story = { args: { total: 7 } };

/** Stateful, with a page-size select. */
export const Interactive: Story = {
  render: (args) => {
    const [skip, setSkip] = useState(0);
    const [limit, setLimit] = useState(10);
    return (
      <Pagination
        {...args}
        skip={skip}
        limit={limit}
        total={57}
        onChange={setSkip}
        pageSizes={[10, 20, 50]}
        onLimitChange={(next) => {
          setLimit(next);
          setSkip(0);
        }}
      />
    );
  },
};

export const SerbianDark: Story = { ...Interactive, globals: { lang: "sr", theme: "dark" } };
