import type { Tenant } from "@bulwark/client";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleTenant } from "../../../../storybook/fakeApi";
import { renderScreen, sampleUser, sessionRoutesFor } from "../../../../test/renderShell";
import { failing, sendFailed } from "../samples";
import { recordingRoutes } from "../testRoutes";
import { SendingProfiles } from "./SendingProfiles";

const tenantId = sampleTenant.id;

function setup(extra = {}, session = sessionRoutesFor()) {
  const { routes, writes } = recordingRoutes(extra, session);
  return { ...renderScreen(<SendingProfiles />, { routes, tenantId }), writes };
}

async function table() {
  const found = await screen.findByRole("table", { name: "Sending profiles" });
  await waitFor(() => expect(within(found).getAllByRole("row").length).toBeGreaterThan(1));
  return found;
}
const rowOf = (name: string) => screen.getByRole("cell", { name }).closest("tr") as HTMLElement;
async function rowAction(name: string, action: string) {
  await userEvent.click(screen.getByRole("button", { name: `Actions for ${name}` }));
  await userEvent.click(screen.getByRole("menuitem", { name: action }));
}

describe("SendingProfiles", () => {
  it("lists the profiles with their server, security and whether a password is saved, never the password", async () => {
    setup();
    await table();
    const relay = within(rowOf("Acme relay"));
    expect(relay.getByText("smtp.acme.example:587")).toBeInTheDocument();
    expect(relay.getByText("STARTTLS")).toBeInTheDocument();
    expect(relay.getByText("Saved")).toBeInTheDocument();
    expect(within(rowOf("Internal relay")).getByText("None")).toBeInTheDocument();
  });

  it("an edit that leaves the password alone does not send it: the sealed one stays", async () => {
    const { writes } = setup();
    await table();
    await rowAction("Acme relay", "Edit Acme relay");
    const dialog = await screen.findByRole("dialog", { name: "Edit sending profile" });
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveValue("");
    expect(within(dialog).getByText("Leave empty to keep the saved password.")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^SMTP host/ }), {
      target: { value: "smtp2.acme.example" },
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Sending profile “Acme relay” updated")).toBeInTheDocument();
    const body = writes.find((w) => w.route === "PUT /api/v1/phishing/sending-profiles/*")?.body ?? {};
    expect(body).toMatchObject({ host: "smtp2.acme.example", port: 587, security: "starttls" });
    expect("password" in body).toBe(false);
  });

  it("removing the saved password sends null; typing one sends it once", async () => {
    const { writes } = setup();
    await table();
    await rowAction("Acme relay", "Edit Acme relay");
    let dialog = await screen.findByRole("dialog", { name: "Edit sending profile" });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Remove the saved password" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Sending profile “Acme relay” updated");
    expect(writes.at(-1)?.body?.password).toBeNull();
    await waitFor(() => expect(within(rowOf("Acme relay")).getByText("None")).toBeInTheDocument());

    await rowAction("Internal relay", "Edit Internal relay");
    dialog = await screen.findByRole("dialog", { name: "Edit sending profile" });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: "n3w-s3cret" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Sending profile “Internal relay” updated");
    expect(writes.at(-1)?.body?.password).toBe("n3w-s3cret");
    await waitFor(() => expect(within(rowOf("Internal relay")).getByText("Saved")).toBeInTheDocument());
  });

  it("adds a profile; the port follows the security until changed; a taken name is said at the field", async () => {
    const { writes } = setup();
    await table();
    await userEvent.click(screen.getByRole("button", { name: "Add sending profile" }));
    const dialog = await screen.findByRole("dialog", { name: "Add sending profile" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Host is required")).toBeInTheDocument();
    expect(within(dialog).getByText("From address is required")).toBeInTheDocument();
    expect(writes).toEqual([]);

    const port = within(dialog).getByRole("textbox", { name: /^Port/ });
    expect(port).toHaveValue("587");
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: /^Security/ }), "tls");
    expect(port).toHaveValue("465");
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Name/ }), { target: { value: "Acme relay" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^SMTP host/ }), {
      target: { value: "mail.acme.example" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^From address/ }), {
      target: { value: "sim@acme.example" },
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("A sending profile with this name already exists")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Name/ }), { target: { value: "Mail TLS" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Sending profile “Mail TLS” added")).toBeInTheDocument();
    expect(writes.at(-1)?.body).toEqual({
      name: "Mail TLS",
      host: "mail.acme.example",
      port: 465,
      security: "tls",
      username: null,
      fromAddress: "sim@acme.example",
    });
  });

  it("sends a test through a profile: the template is chosen, the profile preset; SMTP's reason on refusal", async () => {
    const { writes } = setup({
      "POST /api/v1/phishing/templates/send-testing": sendFailed("535 Authentication failed"),
    });
    await table();
    await rowAction("Acme relay", "Send a test through Acme relay");
    const dialog = await screen.findByRole("dialog", { name: "Send test email" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(within(dialog).getByText("Template is required")).toBeInTheDocument();
    const template = within(dialog).getByRole("combobox", { name: /^Template/ });
    await waitFor(() => expect(within(template).getAllByRole("option").length).toBeGreaterThan(2));
    await userEvent.selectOptions(template, "b2000000-0000-4000-8000-000000000001");
    expect(within(dialog).getByRole("combobox", { name: "Sending profile" })).toHaveValue(
      "d1000000-0000-4000-8000-000000000001",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("The email was not sent: 535 Authentication failed")).toBeInTheDocument();
    expect(writes.at(-1)?.body).toMatchObject({
      templateId: "b2000000-0000-4000-8000-000000000001",
      sendingProfileId: "d1000000-0000-4000-8000-000000000001",
    });
  });

  it("a reader (ReadPhishing) sees the profiles but may not change them", async () => {
    setup({}, sessionRoutesFor(undefined, ["ReadPhishing"]));
    await table();
    expect(screen.queryByRole("button", { name: "Add sending profile" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Actions for Acme relay" })).toBeNull();
  });

  it("an organisation without the phishing feature gets the not-enabled screen and no call", async () => {
    const tenant: Tenant = { ...sampleTenant, features: ["inventory"] };
    const { calls } = setup({}, sessionRoutesFor({ ...sampleUser, tenants: [tenant] }));
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("table")).toBeNull());
    expect(calls.some((c) => c.path.startsWith("/api/v1/phishing"))).toBe(false);
  });

  it("shows a failing list with a retry", async () => {
    setup({ "GET /api/v1/phishing/sending-profiles": failing(503, "Unavailable right now") });
    expect(await screen.findByText("Unavailable right now")).toBeInTheDocument();
  });
});
