import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProvider as render } from "../../test/render";
import { BarChart } from "./BarChart";
import { DonutChart } from "./DonutChart";
import { FunnelChart } from "./FunnelChart";
import { BarPlot, fittingChars, shorten } from "./plots";
import { ScoreGauge } from "./ScoreGauge";
import { TrendChart } from "./TrendChart";

// jsdom has no layout: give every element a width so the plots render.
Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 480 });

describe("charts", () => {
  it("draws bars lazily, labelled in text, and shows the same numbers as a table", async () => {
    render(
      <BarChart
        title="People by group"
        data={[
          { label: "Engineering", value: 1284 },
          { label: "Finance", value: 31 },
        ]}
      />,
    );
    const figure = screen.getByRole("figure", { name: "People by group" });
    // The first test also waits for the lazily loaded drawing module.
    const img = await within(figure).findByRole("img", {}, { timeout: 10_000 });
    expect(img).toHaveAccessibleName("People by group: Engineering 1,284, Finance 31");
    await userEvent.click(within(figure).getByRole("button", { name: "Show as table" }));
    expect(within(figure).getByRole("button", { name: "Show as table" })).toHaveAttribute("aria-pressed", "true");
    const table = within(figure).getByRole("table");
    expect(within(table).getByRole("rowheader", { name: "Engineering" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: "1,284" })).toBeInTheDocument();
  });

  it("formats numbers for Serbian readers", async () => {
    render(<BarChart title="Ljudi" data={[{ label: "Inženjering", value: 1284 }]} />, { lang: "sr" });
    expect(await screen.findByRole("img")).toHaveAccessibleName("Ljudi: Inženjering 1.284");
  });

  it("stacks series with a text legend and a column per series in the table", async () => {
    render(
      <BarChart
        title="Assets"
        series={[
          { key: "v", label: "Verified" },
          { key: "u", label: "Not verified" },
        ]}
        stacked={[{ label: "Domains", values: { v: 6, u: 2 } }]}
        defaultView="table"
      />,
    );
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Category",
      "Verified",
      "Not verified",
      "Total",
    ]);
    expect(screen.getByRole("cell", { name: "8" })).toBeInTheDocument();
  });

  it("names every part of a donut with its count and share", async () => {
    render(
      <DonutChart
        title="Assets by type"
        totalLabel="assets"
        data={[
          { label: "Domains", value: 1 },
          { label: "IPs", value: 3 },
        ]}
      />,
    );
    expect(screen.getByText("1 · 25%")).toBeInTheDocument();
    expect(screen.getByText("3 · 75%")).toBeInTheDocument();
    expect(await screen.findByRole("img")).toHaveAccessibleName("Assets by type: Domains 1 (25%), IPs 3 (75%)");
  });

  it("words the total in the middle for its number when given a function", async () => {
    render(
      <DonutChart
        title="Learners"
        totalLabel={(count) => (count === 1 ? "learner" : "learners")}
        data={[
          { label: "Passed", value: 1 },
          { label: "Failed", value: 0 },
        ]}
      />,
    );
    expect(await screen.findByText("learner")).toBeInTheDocument();
    expect(screen.queryByText("learners")).not.toBeInTheDocument();
  });

  it("says there is no data instead of drawing an empty chart", () => {
    render(<DonutChart title="Assets" totalLabel="assets" data={[]} />);
    expect(screen.getByText("No data yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show as table" })).not.toBeInTheDocument();
  });

  it('shows a busy skeleton, not "No data", while the numbers load', () => {
    render(<BarChart title="Loading bars" data={[]} loading />);
    const figure = screen.getByRole("figure", { name: "Loading bars" });
    expect(figure).toHaveAttribute("aria-busy", "true");
    expect(figure).not.toHaveTextContent("No data yet");
    expect(within(figure).queryByRole("button", { name: "Show as table" })).toBeNull();
  });

  it("keeps the height of the rows it reserves, loading and loaded, so nothing under it moves", () => {
    const { rerender } = render(<BarChart title="Groups" data={[]} reservedRows={9} loading />);
    const figure = () => screen.getByRole("figure", { name: "Groups" });
    // Loading: the skeleton under the title; loaded: the drawing's box.
    const skeleton = () => (figure().lastElementChild as HTMLElement).style.height;
    const drawing = () => (figure().lastElementChild as HTMLElement).style.minHeight;
    expect(skeleton()).toBe("270px");
    rerender(<BarChart title="Groups" data={[{ label: "Sales", value: 3 }]} reservedRows={9} />);
    expect(drawing()).toBe("270px");
    rerender(<BarChart title="Groups" data={[{ label: "Sales", value: 3 }]} />);
    expect(drawing()).toBe("30px");
  });

  it("replaces the loading skeleton by a new element rather than restyling it into the loaded box", () => {
    // A restyled skeleton stops its pulse animation in place, which Chrome counted as a layout
    // shift from the viewport's corner (0.15 on the dashboard): each state is its own node.
    const { rerender } = render(<BarChart title="Groups" data={[]} reservedRows={4} loading />);
    const figure = () => screen.getByRole("figure", { name: "Groups" });
    const skeleton = figure().lastElementChild;
    rerender(<BarChart title="Groups" data={[]} reservedRows={4} />);
    expect(figure()).toHaveTextContent("No data yet");
    expect(figure().lastElementChild).not.toBe(skeleton);
    const empty = figure().lastElementChild;
    rerender(<BarChart title="Groups" data={[{ label: "Sales", value: 3 }]} reservedRows={4} />);
    expect(figure().lastElementChild).not.toBe(empty);
    expect((figure().lastElementChild as HTMLElement).style.minHeight).toBe("120px");
  });

  it("names the gauge's category before its lazily loaded drawing, under the box the drawing fills", () => {
    render(<ScoreGauge title="Security score" value={null} size={200} />);
    const figure = screen.getByRole("figure", { name: "Security score" });
    // Known from the first frame, outside the drawing's box, so it does not move when the plot lands.
    const category = within(figure).getByText("No data yet");
    expect(category.previousElementSibling).toHaveStyle({ minHeight: "108px" });
  });

  it("shortens a bar's label to the room it has on a narrow screen, keeping the whole label as its title", () => {
    const label = "Ostale grupe ili bez grupe";
    const { container } = render(
      <BarPlot data={[{ label, value: 2 }]} width={300} label="Ljudi po grupama" format={String} />,
    );
    const text = container.querySelector("text");
    // 36 % of 300 px for labels: 15 characters at most, none drawn past the plot's left edge.
    expect(text?.textContent).toBe(`${label}Ostale grupe i…`);
    expect(text?.querySelector("title")).toHaveTextContent(label);
    expect(shorten("Customer Support", fittingChars(180 - 12))).toBe("Customer Support");
    expect(shorten(label, fittingChars(180 - 12))).toBe(label);
  });

  it("summarises a trend and lists each day in the table", async () => {
    render(
      <TrendChart
        title="Discovered"
        points={[
          { date: "2026-11-01", value: 2 },
          { date: "2026-11-02", value: 5 },
        ]}
      />,
    );
    expect(await screen.findByRole("img")).toHaveAccessibleName("Discovered: Nov 1 2, Nov 2 5, Total 7");
  });

  it("names the score's category in words beside the gauge", async () => {
    render(<ScoreGauge title="Security score" value={72} />);
    expect(await screen.findByRole("img")).toHaveAccessibleName("Score 72 of 100: Medium");
    expect(screen.getByText("Medium")).toBeInTheDocument();
  });

  it("claims nothing without a score", async () => {
    render(<ScoreGauge title="Security score" value={null} />);
    expect(await screen.findByRole("img")).toHaveAccessibleName("No data yet");
  });

  it("gives each funnel step its share of the previous one", () => {
    render(
      <FunnelChart
        title="Simulation"
        defaultView="table"
        steps={[
          { label: "Sent", value: 200 },
          { label: "Opened", value: 50 },
        ]}
      />,
    );
    const opened = screen.getByRole("rowheader", { name: "Opened" }).closest("tr") as HTMLElement;
    expect(within(opened).getByRole("cell", { name: "25%" })).toBeInTheDocument();
  });
});

describe("charts that receive their data later", () => {
  it("measure and draw once the data arrives after the empty state", async () => {
    const { rerender } = render(<BarChart title="Groups" data={[]} />);
    expect(screen.getByText("No data yet")).toBeInTheDocument();
    rerender(<BarChart title="Groups" data={[{ label: "Finance", value: 3 }]} />);
    expect(await screen.findByRole("img", {}, { timeout: 10_000 })).toHaveAccessibleName("Groups: Finance 3");
  });
});
