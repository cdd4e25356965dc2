import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import {
  inventoryViewerRoutes,
  makePeople,
  noInventoryRoutes,
  type PeopleApiOptions,
  peopleApi,
  sampleConnections,
} from "../../../storybook/fakeInventoryPeople";
import { renderScreen, settled } from "../../../test/renderScreen";
import { People, type PeopleProps } from "./People";

const LIST = "/api/v1/inventory/people";
const people = makePeople(30);

function setup(options: PeopleApiOptions = {}, extra: FakeRoutes = {}, props: PeopleProps = {}) {
  return renderScreen(<People {...props} />, { ...peopleApi({ people, ...options }), ...extra });
}

/** The query of the newest list call. */
const lastList = (callsTo: ReturnType<typeof setup>["callsTo"]) => callsTo("GET", LIST).at(-1)?.query;

/** The table once its first page is in (skeleton rows are hidden from the accessibility tree). */
async function table() {
  const found = await screen.findByRole("table", { name: "People" });
  await settled();
  await waitFor(() => expect(within(found).getAllByRole("row").length).toBeGreaterThan(1));
  return found;
}

/** A person's row, by the name in its first column. */
const rowOf = (name: string) =>
  within(screen.getByRole("table", { name: "People" }))
    .getAllByRole("row")
    .find((row) => row.querySelector("td[data-label]") && row.textContent?.includes(name)) as HTMLElement;

/** A row action ("Edit Ana Petrović", "Delete …") from the row's "Actions for …" menu. */
async function rowAction(name: string, action: "Edit" | "Delete") {
  await userEvent.click(screen.getByRole("button", { name: `Actions for ${name}` }));
  await userEvent.click(screen.getByRole("menuitem", { name: `${action} ${name}` }));
}

/** Adds a filter from "Add filter" and opens its editor. */
async function addFilter(name: string) {
  await userEvent.click(screen.getByRole("button", { name: "Add filter" }));
  await userEvent.click(within(screen.getByRole("dialog", { name: "Add filter" })).getByRole("button", { name }));
}

describe("People", { timeout: 20_000 }, () => {
  it("lists people newest first with name, email, groups, tags, score and category, origin and date", async () => {
    const { callsTo } = setup();
    const rows = within(await table()).getAllByRole("row");
    expect(rows).toHaveLength(21);
    const first = people[0];
    const row = within(rows[1] as HTMLElement);
    expect(row.getByText(`${first?.firstName} ${first?.lastName}`)).toBeInTheDocument();
    expect(row.getByText(first?.email ?? "")).toBeInTheDocument();
    // Each value is one line; the full value shows on hover.
    expect(row.getByText(first?.email ?? "")).toHaveAttribute("title", first?.email);
    // Score 12 is in the "Very low" category (0–25).
    expect(rows[1]).toHaveTextContent("12Very low");
    expect(rows[1]).toHaveTextContent("CSV import");
    expect(lastList(callsTo)?.toString()).toBe("sortBy=createdAt&sortOrder=desc&skip=0&limit=20");
  });

  it('shows a compact "—" for someone without a score, named "No score yet" for screen readers and as a tooltip', async () => {
    setup();
    const unscored = people.find((p) => p.score === null);
    await table();
    const row = rowOf(`${unscored?.firstName} ${unscored?.lastName}`);
    const score = row.querySelector('td[data-label="Score"]') as HTMLElement;
    expect(score).toHaveTextContent("—No score yet");
    const dash = within(score).getByText("—");
    expect(dash).toHaveAttribute("aria-hidden", "true");
    expect(dash.parentElement).toHaveAttribute("title", "No score yet");
    expect(within(score).getByText("No score yet").className).not.toBe("");
  });

  it("keeps Edit and Delete together in the row's actions menu, the last cell of the row", async () => {
    setup();
    await table();
    const person = people[0];
    const name = `${person?.firstName} ${person?.lastName}`;
    const trigger = screen.getByRole("button", { name: `Actions for ${name}` });
    expect(trigger.closest("td")).toBe(within(rowOf(name)).getAllByRole("cell").at(-1));
    await userEvent.click(trigger);
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([`Edit ${name}`, `Delete ${name}`]);
  });

  it("searches only once typing stops (debounced), from the first page", async () => {
    const { callsTo } = setup();
    await table();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(lastList(callsTo)?.get("skip")).toBe("20"));
    const before = callsTo("GET", LIST).length;
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "ana");
    // Three keystrokes, no request yet.
    expect(callsTo("GET", LIST)).toHaveLength(before);
    await waitFor(() => expect(lastList(callsTo)?.get("search")).toBe("ana"));
    expect(lastList(callsTo)?.get("skip")).toBe("0");
    expect(callsTo("GET", LIST).filter((c) => c.query.has("search"))).toHaveLength(1);
  });

  it("filters by groups and tags chosen from the organisation's own lists, as removable chips", async () => {
    const { callsTo } = setup();
    await table();
    await addFilter("Groups");
    await userEvent.click(screen.getByRole("checkbox", { name: "Finance" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Sales" }));
    await waitFor(() => expect(lastList(callsTo)?.getAll("groups")).toEqual(["Finance", "Sales"]));
    await userEvent.keyboard("{Escape}");
    await addFilter("Tags");
    await userEvent.click(screen.getByRole("checkbox", { name: "vip" }));
    await waitFor(() => expect(lastList(callsTo)?.getAll("tags")).toEqual(["vip"]));
    expect(lastList(callsTo)?.getAll("groups")).toEqual(["Finance", "Sales"]);
    await userEvent.keyboard("{Escape}");
    // Active filters are chips, each removable on its own.
    expect(screen.getByRole("button", { name: /^Groups:\s*Finance, Sales/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove filter Groups" }));
    await waitFor(() => expect(lastList(callsTo)?.has("groups")).toBe(false));
    expect(lastList(callsTo)?.getAll("tags")).toEqual(["vip"]);
  });

  it("sends a score category as its range", async () => {
    const { callsTo } = setup();
    await table();
    await addFilter("Score");
    await userEvent.click(screen.getByRole("radio", { name: "Medium (51–75)" }));
    await waitFor(() => expect(lastList(callsTo)?.get("scoreMin")).toBe("51"));
    expect(lastList(callsTo)?.get("scoreMax")).toBe("75");
    await userEvent.click(screen.getByRole("radio", { name: "Very high (96–100)" }));
    await waitFor(() => expect(lastList(callsTo)?.get("scoreMin")).toBe("96"));
    expect(lastList(callsTo)?.get("scoreMax")).toBe("100");
  });

  it("shows a score range the host gave that is no category as its own choice, and sends it", async () => {
    const { callsTo } = setup({}, {}, { defaultFilters: { scoreMin: 10, scoreMax: 40 } });
    await table();
    expect(lastList(callsTo)?.get("scoreMin")).toBe("10");
    expect(lastList(callsTo)?.get("scoreMax")).toBe("40");
    expect(screen.getByRole("button", { name: /^Score:\s*10–40/ })).toBeInTheDocument();
  });

  it("filters by the day people were added", async () => {
    const { callsTo } = setup();
    await table();
    await addFilter("Added");
    await userEvent.type(screen.getByLabelText("From"), "2026-01-01");
    await userEvent.type(screen.getByLabelText("To"), "2026-02-28");
    await waitFor(() => expect(lastList(callsTo)?.get("createdTo")).toBe("2026-02-28"));
    expect(lastList(callsTo)?.get("createdFrom")).toBe("2026-01-01");
  });

  it("clears every filter at once", async () => {
    const { callsTo } = setup();
    await table();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "zzz-nobody");
    expect(await screen.findByText("No people match these filters")).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole("button", { name: "Clear filters" })[0] as HTMLElement);
    // Back to the unfiltered first page (answered from the cache, so no new request is needed).
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(21));
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
    expect(callsTo("GET", LIST).filter((c) => !c.query.has("search")).length).toBeGreaterThan(0);
  });

  it("sorts by a column when its header is pressed: ascending, descending, then newest first again, with aria-sort", async () => {
    const { callsTo } = setup();
    await table();
    const header = screen.getByRole("columnheader", { name: /Score/ });
    expect(header).not.toHaveAttribute("aria-sort");
    await userEvent.click(within(header).getByRole("button"));
    await waitFor(() => expect(lastList(callsTo)?.get("sortBy")).toBe("score"));
    expect(lastList(callsTo)?.get("sortOrder")).toBe("asc");
    expect(header).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(within(header).getByRole("button"));
    await waitFor(() => expect(lastList(callsTo)?.get("sortOrder")).toBe("desc"));
    expect(header).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("columnheader", { name: /Added/ })).not.toHaveAttribute("aria-sort");
    await userEvent.click(within(header).getByRole("button"));
    // Back to the server's order, newest first (the first page is answered from the cache).
    await waitFor(() => expect(header).not.toHaveAttribute("aria-sort"));
    const first = within(screen.getByRole("table")).getAllByRole("row")[1];
    expect(first).toHaveTextContent(`${people[0]?.firstName} ${people[0]?.lastName}`);
  });

  it("pages with skip and limit and shows the total", async () => {
    const { callsTo } = setup();
    await table();
    expect(screen.getByText("1–20 of 30")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(screen.getByText("21–30 of 30")).toBeInTheDocument());
    expect(lastList(callsTo)?.get("skip")).toBe("20");
    expect(lastList(callsTo)?.get("limit")).toBe("20");
  });

  it("edits a person and saves the fields the API takes", async () => {
    const { callsTo } = setup();
    await table();
    const person = people[0];
    await rowAction(`${person?.firstName} ${person?.lastName}`, "Edit");
    const dialog = await screen.findByRole("dialog");
    const first = within(dialog).getByRole("textbox", { name: "First name" });
    await userEvent.clear(first);
    await userEvent.type(first, "Anica");
    await userEvent.type(within(dialog).getByRole("combobox", { name: "Tags" }), "trainer{Enter}");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(`Anica ${person?.lastName} was saved`)).toBeInTheDocument();
    expect(callsTo("PUT", `${LIST}/${person?.id}`)[0]?.body).toEqual({
      firstName: "Anica",
      lastName: person?.lastName,
      email: person?.email,
      groups: person?.groups,
      tags: [...(person?.tags ?? []), "trainer"],
    });
  });

  it("shows the server's field problems on their fields (422) and a duplicate email on the email field (409)", async () => {
    let answer: unknown = {
      status: 422,
      body: {
        statusCode: 422,
        message: "Validation failed",
        code: "ValidationFailed",
        errors: [{ path: "body.lastName", message: "Too long" }],
      },
    };
    setup({}, { "PUT /api/v1/inventory/people/*": () => answer });
    await table();
    await rowAction(`${people[0]?.firstName} ${people[0]?.lastName}`, "Edit");
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("textbox", { name: "Last name" })).toHaveAccessibleDescription("Too long"),
    );

    answer = {
      status: 409,
      body: { statusCode: 409, message: "Duplicate email addresses are not allowed", code: "Conflict" },
    };
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const email = within(dialog).getByRole("textbox", { name: /Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription("Duplicate email addresses are not allowed"));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
  });

  it('says "Invalid email" before sending a malformed address', async () => {
    const { callsTo } = setup();
    await table();
    await rowAction(`${people[0]?.firstName} ${people[0]?.lastName}`, "Edit");
    const dialog = await screen.findByRole("dialog");
    const email = within(dialog).getByRole("textbox", { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, "ana@");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(email).toHaveAccessibleDescription("Invalid email");
    expect(callsTo("PUT", /people\//)).toHaveLength(0);
  });

  it("deletes a person only after confirmation", async () => {
    const { callsTo } = setup();
    await table();
    const person = people[1];
    const name = `${person?.firstName} ${person?.lastName}`;
    await rowAction(name, "Delete");
    const dialog = screen.getByRole("dialog", { name: "Delete this person?" });
    expect(dialog).toHaveTextContent(person?.email ?? "");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(callsTo("DELETE", /people\//)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(`${name} was deleted`)).toBeInTheDocument();
    expect(callsTo("DELETE", `${LIST}/${person?.id}`)).toHaveLength(1);
  });

  it("shows read-only users (no CrudInventory) no import, sync, edit or delete, but lets them export", async () => {
    const { callsTo } = setup({ session: inventoryViewerRoutes() });
    await table();
    expect(screen.queryByRole("button", { name: "Import CSV" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Sync/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Actions for / })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /^Select / })).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "More actions" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Export/ })).toBeInTheDocument();
    // Nor does it ask for the directory connections.
    expect(callsTo("GET", "/api/v1/inventory/directory-connections")).toHaveLength(0);
  });

  it("tells an admin of an empty organisation how to get people in", async () => {
    setup({ people: [] });
    const empty = await screen.findByRole("heading", { name: "No people yet" });
    const region = empty.parentElement as HTMLElement;
    expect(region).toHaveTextContent("import a CSV file");
    expect(region).toHaveTextContent("Google Workspace or Microsoft 365");
    expect(within(region).getByRole("button", { name: "Import CSV" })).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Set up directory sync" })).toHaveAttribute(
      "href",
      "/inventory/people?tab=directory",
    );
    expect(within(region).getByRole("link", { name: "Download a CSV template" })).toHaveAttribute(
      "download",
      "people-template.csv",
    );
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("tells a read-only user of an empty organisation who can add people", async () => {
    setup({ people: [], session: inventoryViewerRoutes() });
    await screen.findByRole("heading", { name: "No people yet" });
    expect(screen.getByText(/An administrator of your organization can import people/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import CSV" })).not.toBeInTheDocument();
  });

  it("shows the not-enabled screen when the organisation lacks the inventory feature, without asking for people", async () => {
    const { callsTo } = setup({ session: noInventoryRoutes() }, {}, { contactEmail: "sales@bulwark.example" });
    expect(await screen.findByRole("heading", { name: /not enabled/i })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Contact us/i })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:sales@bulwark\.example/),
    );
    expect(callsTo("GET", LIST)).toHaveLength(0);
  });

  it("shows the not-enabled screen when the API refuses with FeatureNotEnabled (embedded sessions)", async () => {
    setup({
      list: {
        status: 403,
        body: { statusCode: 403, message: "Feature not enabled", code: "FeatureNotEnabled" },
      },
    });
    expect(await screen.findByRole("heading", { name: /not enabled/i })).toBeInTheDocument();
  });

  it("shows the error state with Retry when the list cannot be loaded, and retries", async () => {
    let fail = true;
    const { callsTo } = setup({
      list: () =>
        fail
          ? { status: 500, body: { statusCode: 500, message: "Database unavailable", code: "Internal" } }
          : { items: people.slice(0, 2), total: 2 },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(alert).toHaveTextContent("Database unavailable");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(3));
    expect(callsTo("GET", LIST)).toHaveLength(2);
  });

  it("syncs a configured directory and reports what changed", async () => {
    const { callsTo } = setup();
    await table();
    await userEvent.click(screen.getByRole("button", { name: /^Sync/ }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Sync now with Google Workspace" }));
    expect(await screen.findByText("Synced with Google Workspace")).toBeInTheDocument();
    expect(screen.getByText(/added: 5, updated: 3, unchanged: 33, deleted: 1/)).toBeInTheDocument();
    expect(callsTo("POST", "/api/v1/inventory/people/sync-google")).toHaveLength(1);
  });

  it('says "Sync with microsoft failed" with the reason stored on the connection', async () => {
    setup();
    await table();
    await userEvent.click(screen.getByRole("button", { name: /^Sync/ }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Sync now with Microsoft 365" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Sync with microsoft failed");
    expect(alert).toHaveTextContent(sampleConnections.items[1]?.lastSyncError ?? "");
  });

  it("offers to set up directory sync when no directory is connected", async () => {
    setup({ connections: { items: [], total: 0 } });
    await table();
    await userEvent.click(screen.getByRole("button", { name: /^Sync/ }));
    expect(screen.getAllByRole("menuitem")).toHaveLength(1);
    expect(screen.getByRole("menuitem", { name: "Set up directory sync" })).toHaveAttribute(
      "href",
      "/inventory/people?tab=directory",
    );
  });

  it("reports the applied filters to the host", async () => {
    const changes: unknown[] = [];
    setup({}, {}, { onFiltersChange: (filters) => changes.push(filters) });
    await table();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "marko");
    await waitFor(() => expect(changes.at(-1)).toEqual({ search: "marko" }));
  });

  it("is in Serbian when the interface is", async () => {
    renderScreen(<People />, peopleApi({ people }), { lang: "sr" });
    expect(await screen.findByRole("heading", { name: "Ljudi" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Uvezi CSV" })).toBeInTheDocument();
  });
});
