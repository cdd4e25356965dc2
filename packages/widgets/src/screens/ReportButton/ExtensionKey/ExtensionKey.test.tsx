import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { sampleTenant } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderScreen";
import { memberRoutes, sampleExtensionKey } from "../fixtures";
import { ExtensionKey } from "./ExtensionKey";

const path = "/api/v1/phishing/extension/key";
const secret = "bwx_Zk3q9T-the-new-secret";
const notFound = { status: 404, body: { statusCode: 404, code: "NotFound", message: "Extension key not found" } };

function setup(extra: FakeRoutes = {}, editable = true, lang: "en" | "sr" = "en") {
  return renderScreen(
    <ExtensionKey tenantId={sampleTenant.id} editable={editable} />,
    {
      ...memberRoutes(),
      [`GET ${path}`]: sampleExtensionKey,
      [`POST ${path}`]: {
        status: 201,
        body: { ...sampleExtensionKey, id: "60000000-0000-4000-8000-000000000002", key: secret },
      },
      ...extra,
    },
    { lang },
  );
}

describe("ExtensionKey", () => {
  it("shows the live key by its first characters, its creator and its last use", async () => {
    setup();
    expect(await screen.findByText("bwx_Zk3q9T…")).toBeInTheDocument();
    expect(screen.getByText("Ana Petrović")).toBeInTheDocument();
    expect(screen.queryByText(secret)).toBeNull();
  });

  it("creates the first key without asking and shows it once", async () => {
    const { callsTo } = setup({ [`GET ${path}`]: notFound });
    expect(await screen.findByText("No key yet. Create one before deploying the extension.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Create key" }));
    const dialog = await screen.findByRole("dialog", { name: "The new extension key" });
    expect(within(dialog).getByRole("textbox", { name: "Extension key" })).toHaveValue(secret);
    expect(callsTo("POST", path)[0]?.headers.get("x-tenant-id")).toBe(sampleTenant.id);
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(await screen.findByText("bwx_Zk3q9T…")).toBeInTheDocument();
    expect(screen.queryByText(secret)).toBeNull();
  });

  it("asks before replacing the live key; Cancel changes nothing", async () => {
    const { callsTo } = setup();
    await userEvent.click(await screen.findByRole("button", { name: "Replace key" }));
    const confirm = await screen.findByRole("dialog", { name: "Replace the extension key?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(callsTo("POST", path)).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Replace key" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Replace the extension key?" })).getByRole("button", {
        name: "Replace key",
      }),
    );
    expect(await screen.findByRole("dialog", { name: "The new extension key" })).toBeInTheDocument();
    expect(callsTo("POST", path)).toHaveLength(1);
  });

  it("asks nothing for a member who does not manage the organisation", async () => {
    const { callsTo } = setup({}, false);
    expect(await screen.findByText("Only organization admins can see and replace the key.")).toBeInTheDocument();
    expect(callsTo("GET", path)).toHaveLength(0);
  });

  it("speaks Serbian", async () => {
    setup({}, true, "sr");
    expect(await screen.findByRole("button", { name: "Zameni ključ" })).toBeInTheDocument();
  });
});
