import { userEvent, within } from "storybook/test";

/** Globals of a story at phone width (390 px in the toolbar's "mobile1"): tables become cards. */
export const phone = { viewport: { value: "mobile1" } } as const;

/** In a story's play: opens the actions menu of the row named `row` and chooses `item`. */
export async function chooseRowAction(canvasElement: HTMLElement, row: string, item: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: `Actions for ${row}` }));
  await userEvent.click(canvas.getByRole("menuitem", { name: item }));
}

/** In a story's play: presses the page's primary action named `name` (the first of that name). */
export async function pressPrimary(canvasElement: HTMLElement, name: string) {
  const [button] = await within(canvasElement).findAllByRole("button", { name });
  if (button) await userEvent.click(button);
}
