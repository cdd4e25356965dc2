import { createEvent, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProvider } from "../../test/render";
import { acceptsFile, checkFile, FileInput } from "./FileInput";

const FIVE_MB = 5 * 1024 * 1024;
const png = (size = 1000, name = "logo.png") => new File([new Uint8Array(size)], name, { type: "image/png" });
const pdf = () => new File(["%PDF"], "report.pdf", { type: "application/pdf" });

function Harness({ onChange = () => {}, onReject }: { onChange?: (f: File | null) => void; onReject?: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileInput
      label="Logo image"
      accept="image/*"
      maxSize={FIVE_MB}
      value={file}
      onReject={onReject}
      onChange={(f) => {
        setFile(f);
        onChange(f);
      }}
    />
  );
}

const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe("checkFile", () => {
  it("accepts an image under the size limit", () => {
    expect(checkFile(png(), { accept: "image/*", maxSize: FIVE_MB })).toBeNull();
  });
  it("refuses a type that is not accepted with notValidType", () => {
    expect(checkFile(pdf(), { accept: "image/*", maxSize: FIVE_MB })).toBe("notValidType");
  });
  it("refuses a file of exactly the limit or more with largeSize", () => {
    expect(
      checkFile({ name: "a.png", type: "image/png", size: FIVE_MB }, { accept: "image/*", maxSize: FIVE_MB }),
    ).toBe("largeSize");
    expect(
      checkFile({ name: "a.png", type: "image/png", size: FIVE_MB - 1 }, { accept: "image/*", maxSize: FIVE_MB }),
    ).toBeNull();
  });
  it("matches extensions and exact types in accept lists", () => {
    expect(acceptsFile({ name: "x.SVG", type: "" }, ".svg")).toBe(true);
    expect(acceptsFile({ name: "x.gif", type: "image/gif" }, "image/png, image/gif")).toBe(true);
    expect(acceptsFile({ name: "x.gif", type: "image/gif" }, "image/png")).toBe(false);
    expect(acceptsFile({ name: "x.bin", type: "" }, undefined)).toBe(true);
  });
});

describe("FileInput", () => {
  it("offers a choose button named by the label", () => {
    renderWithProvider(<Harness />);
    expect(screen.getByRole("button", { name: "Logo image Choose file" })).toBeInTheDocument();
  });

  it("shows the chosen file with its size and lets it be removed", async () => {
    const onChange = vi.fn();
    const { container } = renderWithProvider(<Harness onChange={onChange} />);
    await userEvent.upload(fileInput(container), png(2048));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: "logo.png" }));
    expect(screen.getByText("logo.png (2 KB)")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove logo.png" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText(/logo\.png/)).toBeNull();
  });

  it('refuses a non-image with "Not valid type" and reports it', async () => {
    const onReject = vi.fn();
    const onChange = vi.fn();
    const { container } = renderWithProvider(<Harness onChange={onChange} onReject={onReject} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(container), pdf());
    expect(screen.getByRole("alert")).toHaveTextContent("Not valid type");
    expect(onReject).toHaveBeenCalledWith("notValidType", expect.any(File));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole("button", { name: /Choose file/ })).toHaveAccessibleDescription("Not valid type");
  });

  it('refuses an image of 5 MB or more with "Large size"', async () => {
    const { container } = renderWithProvider(<Harness />);
    await userEvent.upload(fileInput(container), png(FIVE_MB));
    expect(screen.getByRole("alert")).toHaveTextContent("Large size");
  });

  it("takes a dropped file and checks it like a chosen one", () => {
    const onChange = vi.fn();
    const { container } = renderWithProvider(<Harness onChange={onChange} />);
    const zone = fileInput(container).parentElement as HTMLElement;
    const drop = createEvent.drop(zone);
    Object.defineProperty(drop, "dataTransfer", { value: { files: [pdf()] } });
    fireEvent(zone, drop);
    expect(screen.getByRole("alert")).toHaveTextContent("Not valid type");
    const good = createEvent.drop(zone);
    Object.defineProperty(good, "dataTransfer", { value: { files: [png()] } });
    fireEvent(zone, good);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: "logo.png" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows an error given from outside, in Serbian too", () => {
    renderWithProvider(<FileInput label="Logo" value={null} onChange={() => {}} error="Greška" />, { lang: "sr" });
    expect(screen.getByRole("alert")).toHaveTextContent("Greška");
    expect(screen.getByRole("button", { name: "Logo Izaberite datoteku" })).toBeInTheDocument();
  });
});
