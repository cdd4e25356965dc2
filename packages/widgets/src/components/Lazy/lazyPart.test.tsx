import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProvider } from "../../test/render";
import { lazyPart } from "./lazyPart";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("lazyPart", () => {
  it("shows a spinner while the part's code loads, then the part with its props", async () => {
    let resolve: (component: typeof Greeting) => void = () => {};
    const loaded = new Promise<typeof Greeting>((done) => {
      resolve = done;
    });
    const LazyGreeting = lazyPart(() => loaded);
    renderWithProvider(<LazyGreeting name="Ana" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    resolve(Greeting);
    expect(await screen.findByText("Hello Ana")).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("fetches the code once for every use of the part", async () => {
    let loads = 0;
    const LazyGreeting = lazyPart(async () => {
      loads += 1;
      return Greeting;
    });
    renderWithProvider(
      <>
        <LazyGreeting name="Ana" />
        <LazyGreeting name="Marko" />
      </>,
    );
    expect(await screen.findByText("Hello Marko")).toBeInTheDocument();
    expect(screen.getByText("Hello Ana")).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
