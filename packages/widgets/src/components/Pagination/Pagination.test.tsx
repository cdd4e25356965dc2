import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider } from "../../test/render";
import { Pagination } from "./Pagination";

describe("Pagination", () => {
  it("is a navigation landmark showing the range and the page", () => {
    renderWithProvider(<Pagination skip={20} limit={20} total={57} onChange={() => {}} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(nav).toHaveTextContent("21–40 of 57");
    expect(nav).toHaveTextContent("Page 2 of 3");
  });

  it("disables Previous on the first page and Next on the last", () => {
    const { rerender } = renderWithProvider(<Pagination skip={0} limit={20} total={57} onChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next page" })).toBeEnabled();
    rerender(<Pagination skip={40} limit={20} total={57} onChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    expect(screen.getByRole("navigation")).toHaveTextContent("41–57 of 57");
  });

  it("calls onChange with the skip of the next and the previous page", async () => {
    const onChange = vi.fn();
    renderWithProvider(<Pagination skip={20} limit={20} total={57} onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onChange).toHaveBeenLastCalledWith(40);
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it("renders nothing when the list is empty", () => {
    const { container } = renderWithProvider(<Pagination skip={0} limit={20} total={0} onChange={() => {}} />);
    expect(container.querySelector("nav")).toBeNull();
  });

  it("offers page sizes when asked and reports the chosen one", async () => {
    const onLimitChange = vi.fn();
    renderWithProvider(
      <Pagination
        skip={0}
        limit={10}
        total={57}
        onChange={() => {}}
        pageSizes={[10, 20, 50]}
        onLimitChange={onLimitChange}
      />,
    );
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Rows per page" }), "50");
    expect(onLimitChange).toHaveBeenCalledWith(50);
  });

  it("announces the range politely", () => {
    renderWithProvider(<Pagination skip={0} limit={20} total={57} onChange={() => {}} />);
    expect(screen.getByText("1–20 of 57")).toHaveAttribute("aria-live", "polite");
  });
});
