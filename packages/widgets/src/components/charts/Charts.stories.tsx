import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "../Card/Card";
import { BarChart } from "./BarChart";
import { DonutChart } from "./DonutChart";
import { FunnelChart } from "./FunnelChart";
import { ScoreGauge } from "./ScoreGauge";
import { TrendChart } from "./TrendChart";

const meta = {
  title: "Charts",
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Card>
          <Story />
        </Card>
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** People by group: one bar per group, totals in text. */
export const Bar: Story = {
  render: () => (
    <BarChart
      title="People by group"
      description="214 people in 5 groups"
      data={[
        { label: "Engineering", value: 82 },
        { label: "Customer success", value: 47 },
        { label: "Finance", value: 31 },
        { label: "Marketing", value: 28 },
        { label: "Legal & Compliance", value: 12 },
      ]}
    />
  ),
};

/** Assets by type and verification state: stacked, the second series hatched. */
export const StackedBar: Story = {
  render: () => (
    <BarChart
      title="Assets by type"
      series={[
        { key: "verified", label: "Verified" },
        { key: "unverified", label: "Not verified" },
      ]}
      stacked={[
        { label: "Domains", values: { verified: 6, unverified: 2 } },
        { label: "Subdomains", values: { verified: 18, unverified: 9 } },
        { label: "IP addresses", values: { verified: 3, unverified: 5 } },
      ]}
    />
  ),
};

/** Shares of a whole with the total in the middle. */
export const Donut: Story = {
  render: () => (
    <DonutChart
      title="Assets by type"
      totalLabel="assets"
      data={[
        { label: "Domains", value: 8 },
        { label: "Subdomains", value: 27 },
        { label: "IP addresses", value: 8 },
      ]}
    />
  ),
};

/** Discovery over 30 days. */
export const Trend: Story = {
  render: () => (
    <TrendChart
      title="Assets discovered"
      description="Last 30 days"
      valueLabel="Assets discovered"
      points={Array.from({ length: 30 }, (_, i) => ({
        date: new Date(Date.UTC(2026, 9, 25 + i)).toISOString().slice(0, 10),
        value: Math.round(4 + 3 * Math.sin(i / 3) + i / 4),
      }))}
    />
  ),
};

/** The score gauge at 72 (Medium). */
export const Gauge: Story = { render: () => <ScoreGauge title="Security score" value={72} /> };

/** No score yet: the bands fade, nothing is claimed. */
export const GaugeWithoutScore: Story = { render: () => <ScoreGauge title="Security score" value={null} /> };

/** The numbers are on their way: a skeleton of the plot's size, no "No data". */
export const Loading: Story = { render: () => <BarChart title="People by group" data={[]} loading /> };

/** A phishing funnel. */
export const Funnel: Story = {
  render: () => (
    <FunnelChart
      title="Last simulation"
      steps={[
        { label: "Sent", value: 214 },
        { label: "Opened", value: 131 },
        { label: "Clicked", value: 38 },
        { label: "Submitted data", value: 9 },
      ]}
    />
  ),
};

/** Any chart's table alternative. */
export const AsTable: Story = {
  render: () => (
    <BarChart
      title="People by group"
      defaultView="table"
      data={[
        { label: "Engineering", value: 82 },
        { label: "Finance", value: 31 },
      ]}
    />
  ),
};
