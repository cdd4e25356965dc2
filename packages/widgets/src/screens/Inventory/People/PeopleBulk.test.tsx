import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { makePeople, type PeopleApiOptions, peopleApi } from "../../../storybook/fakeInventoryPeople";
import { renderScreen, settled } from "../../../test/renderScreen";
import { People } from "./People";

// Bulk changes on the People screen: tick rows (or "select all N matching"), then Delete, Add tag
// or Add to group; the dialog says how many, one POST /people/bulk does it, a toast says what changed.

const BULK = "/api/v1/inventory/people/bulk";
const LIST = "/api/v1/inventory/people";
const nameOf = (p: { firstName: string; lastName: string } | undefined) => `${p?.firstName} ${p?.lastName}`;

function setup(options: PeopleApiOptions = {}, extra: FakeRoutes = {}, lang: "en" | "sr" = "en") {
  const people = options.people ?? makePeople(30);
  return { people, ...renderScreen(<People />, { ...peopleApi({ people, ...options }), ...extra }, { lang }) };
}

async function loaded() {
  const table = await screen.findByRole("table", { name: /People|Ljudi/ });
  await settled();
  await waitFor(() => expect(within(table).getAllByRole("row").length).toBeGreaterThan(1));
  return table;
}

// Several user steps each over a stateful fake: slow on a loaded machine, never flaky in what they check.
describe("People bulk actions", { timeout: 20_000 }, () => {
  it("deletes the ticked people after a confirmation that says how many, then says how many were deleted", async () => {
    const { people, callsTo } = setup();
    await loaded();
    await userEvent.click(screen.getByRole("checkbox", { name: `Select ${nameOf(people[0])}` }));
    await userEvent.click(screen.getByRole("checkbox", { name: `Select ${nameOf(people[2])}` }));
    const bar = screen.getByRole("toolbar", { name: "2 selected" });
    await userEvent.click(within(bar).getByRole("button", { name: "Delete" }));

    const dialog = await screen.findByRole("dialog", { name: "Delete 2 people?" });
    expect(dialog).toHaveTextContent("2 people will be removed from the inventory");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(callsTo("POST", BULK)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete 2 people" }));

    expect(await screen.findByText("2 people deleted")).toBeInTheDocument();
    expect(callsTo("POST", BULK).map((call) => call.body)).toEqual([
      { action: "delete", ids: [people[0]?.id, people[2]?.id] },
    ]);
    // The selection is gone and the list reloaded without them.
    await waitFor(() => expect(screen.queryByRole("toolbar", { name: /selected/ })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByText("1–20 of 28")).toBeInTheDocument());
  });

  it("keeps everything when the confirmation is cancelled", async () => {
    const { people, callsTo } = setup();
    await loaded();
    await userEvent.click(screen.getByRole("checkbox", { name: `Select ${nameOf(people[1])}` }));
    await userEvent.click(
      within(screen.getByRole("toolbar", { name: "1 selected" })).getByRole("button", { name: "Delete" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Delete 1 person?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(callsTo("POST", BULK)).toHaveLength(0);
    expect(screen.getByRole("toolbar", { name: "1 selected" })).toBeInTheDocument();
  });

  it('tags everyone matching the filters through "Select all N matching", sending the filter instead of ids', async () => {
    const { callsTo } = setup();
    await loaded();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "a");
    await waitFor(() => expect(callsTo("GET", LIST).at(-1)?.query.get("search")).toBe("a"));
    await settled();
    const matching = Number(/of (\d+)/.exec(screen.getByText(/\d+–\d+ of \d+/).textContent ?? "")?.[1]);
    expect(matching).toBeGreaterThan(20);

    await userEvent.click(screen.getByRole("checkbox", { name: "Select all rows on this page" }));
    expect(screen.getByRole("toolbar", { name: "20 selected" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: `Select all ${matching} matching` }));
    const bar = screen.getByRole("toolbar", { name: `${matching} selected` });
    await userEvent.click(within(bar).getByRole("button", { name: "Add tag" }));

    const dialog = await screen.findByRole("dialog", { name: `Add tags to ${matching} people` });
    await userEvent.type(within(dialog).getByRole("combobox", { name: "Tags" }), "phished{Enter}");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add tags" }));
    expect(await screen.findByText(`${matching} people tagged phished`)).toBeInTheDocument();
    expect(callsTo("POST", BULK).map((call) => call.body)).toEqual([
      { action: "addTags", filter: { search: "a" }, labels: ["phished"] },
    ]);
  });

  it("asks for a group before adding people to groups, and sends the ids with the groups", async () => {
    const { people, callsTo } = setup();
    await loaded();
    await userEvent.click(screen.getByRole("checkbox", { name: `Select ${nameOf(people[3])}` }));
    await userEvent.click(
      within(screen.getByRole("toolbar", { name: "1 selected" })).getByRole("button", { name: "Add to group" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Add 1 person to groups" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add to groups" }));
    const groups = within(dialog).getByRole("combobox", { name: "Groups" });
    expect(groups).toHaveAccessibleDescription(/Enter at least one group/);
    expect(callsTo("POST", BULK)).toHaveLength(0);

    await userEvent.type(groups, "Red team{Enter}");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add to groups" }));
    expect(await screen.findByText("1 person added to Red team")).toBeInTheDocument();
    expect(callsTo("POST", BULK)[0]?.body).toEqual({ action: "addGroups", ids: [people[3]?.id], labels: ["Red team"] });
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const { people } = setup(
      {},
      {
        [`POST ${BULK}`]: {
          status: 403,
          body: { statusCode: 403, message: "Not allowed", code: "Forbidden" },
        },
      },
    );
    await loaded();
    await userEvent.click(screen.getByRole("checkbox", { name: `Select ${nameOf(people[0])}` }));
    await userEvent.click(
      within(screen.getByRole("toolbar", { name: "1 selected" })).getByRole("button", { name: "Delete" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Delete 1 person?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete 1 person" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Not allowed");
    expect(screen.queryByText("1 person deleted")).not.toBeInTheDocument();
  });

  it("keeps ticked people selected across pages and acts on all of them", async () => {
    const { people, callsTo } = setup();
    await loaded();
    await userEvent.click(screen.getByRole("checkbox", { name: `Select ${nameOf(people[0])}` }));
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await userEvent.click(await screen.findByRole("checkbox", { name: `Select ${nameOf(people[25])}` }));
    const bar = screen.getByRole("toolbar", { name: "2 selected" });
    await userEvent.click(within(bar).getByRole("button", { name: "Add tag" }));
    const dialog = await screen.findByRole("dialog", { name: "Add tags to 2 people" });
    await userEvent.type(within(dialog).getByRole("combobox", { name: "Tags" }), "q3{Enter}");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add tags" }));
    expect(await screen.findByText("2 people tagged q3")).toBeInTheDocument();
    expect(callsTo("POST", BULK)[0]?.body).toEqual({
      action: "addTags",
      ids: [people[0]?.id, people[25]?.id],
      labels: ["q3"],
    });
  });

  it("says how many in Serbian with its plural forms", async () => {
    const { people } = setup({}, {}, "sr");
    await loaded();
    for (const person of people.slice(0, 3)) {
      await userEvent.click(screen.getByRole("checkbox", { name: new RegExp(nameOf(person)) }));
    }
    const bar = screen.getByRole("toolbar", { name: /3/ });
    await userEvent.click(within(bar).getByRole("button", { name: "Obriši" }));
    expect(await screen.findByRole("dialog", { name: "Obrisati 3 osobe?" })).toBeInTheDocument();
  });
});
