import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BulwarkProvider } from "../../../components/BulwarkProvider/BulwarkProvider";
import { fakeRuntime } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderShell";
import { noOrganizationUser, plainUser, shellRoutes, superAdminUser, unverifiedUser } from "../samples";
import { TopBar } from "./TopBar";

describe("TopBar", () => {
  it("shows the view switcher only to users with a super-admin permission", async () => {
    const { unmount } = renderScreen(<TopBar view="platform" />, { routes: shellRoutes(plainUser) });
    await screen.findByRole("button", { name: /organization menu/ });
    expect(screen.queryByRole("group", { name: "View" })).toBeNull();
    unmount();

    renderScreen(<TopBar view="platform" />, { routes: shellRoutes(superAdminUser) });
    const group = await screen.findByRole("group", { name: "View" });
    expect(within(group).getByRole("button", { name: "Platform" })).toHaveAttribute("aria-pressed", "true");
    expect(within(group).getByRole("button", { name: "Administration" })).toHaveAttribute("aria-pressed", "false");
  });

  it("switching to Administration reports the view and opens the first allowed administration page", async () => {
    const onViewChange = vi.fn();
    const { navigate } = renderScreen(<TopBar view="platform" onViewChange={onViewChange} />, {
      routes: shellRoutes({ ...superAdminUser, superAdminPermissions: ["ManageUsers", "ManageLeaks"] }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Administration" }));
    expect(onViewChange).toHaveBeenCalledWith("administration");
    expect(navigate).toHaveBeenCalledWith("/administration/leaks");
  });

  it("switching back to Platform opens the overview", async () => {
    const onViewChange = vi.fn();
    const { navigate } = renderScreen(<TopBar view="administration" onViewChange={onViewChange} />, {
      routes: shellRoutes(superAdminUser),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Platform" }));
    expect(onViewChange).toHaveBeenCalledWith("platform");
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("for an unverified user shows Verify Email and the banner; sending shows the Email sent toast", async () => {
    const { calls } = renderScreen(<TopBar view="platform" />, { routes: shellRoutes(unverifiedUser) });
    const button = await screen.findByRole("button", { name: "Verify Email" });
    expect(screen.getByText(/Your email address is not verified yet/)).toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByText("Email sent")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/auth/resend-verification-token"))).toBe(true);
  });

  it("shows the Error happened toast, with the reason, when the verification email cannot be sent", async () => {
    renderScreen(<TopBar view="platform" />, {
      routes: {
        ...shellRoutes(unverifiedUser),
        "POST /api/v1/users/auth/resend-verification-token": {
          status: 429,
          body: { statusCode: 429, message: "Too many requests" },
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Verify Email" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error happened");
    expect(alert).toHaveTextContent("Too many requests");
  });

  it("hides Verify Email and the banner for verified users", async () => {
    renderScreen(<TopBar view="platform" />, { routes: shellRoutes(plainUser) });
    await screen.findByRole("button", { name: /organization menu/ });
    expect(screen.queryByRole("button", { name: "Verify Email" })).toBeNull();
    expect(screen.queryByText(/not verified/)).toBeNull();
  });

  it("offers Get Started and Preview Awareness Training to verified users without an organisation", async () => {
    const { navigate } = renderScreen(<TopBar view="platform" />, { routes: shellRoutes(noOrganizationUser) });
    expect(await screen.findByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/organizations/setup");
    const preview = screen.getByRole("link", { name: "Preview Awareness Training" });
    expect(preview).toHaveAttribute("href", "/awareness/assignments");
    await userEvent.click(preview);
    expect(navigate).toHaveBeenCalledWith("/awareness/assignments");
  });

  it("does not offer Get Started to members of an organisation or to unverified users", async () => {
    renderScreen(<TopBar view="platform" />, {
      routes: shellRoutes({ ...unverifiedUser, tenants: [] }),
    });
    await screen.findByRole("button", { name: "Verify Email" });
    expect(screen.queryByRole("link", { name: "Get Started" })).toBeNull();
  });

  it("switches the language and reports it", async () => {
    const onLanguageChange = vi.fn();
    renderScreen(<TopBar view="platform" onLanguageChange={onLanguageChange} />, { routes: shellRoutes() });
    const group = screen.getByRole("group", { name: "Language" });
    expect(within(group).getByRole("button", { name: /English/ })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(within(group).getByRole("button", { name: /Srpski/ }));
    expect(onLanguageChange).toHaveBeenCalledWith("sr");
    expect(await screen.findByRole("group", { name: "Jezik" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Srpski/ })).toHaveAttribute("aria-pressed", "true");
  });

  it("shows the bell and the organisation menu once signed in", async () => {
    renderScreen(<TopBar view="platform" />, { routes: shellRoutes() });
    expect(await screen.findByRole("button", { name: "Notifications (2 unread)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Acme d\.o\.o\.\s*–\s*organization menu$/ })).toBeInTheDocument();
  });

  it("reports the verification result beside the button when there is no toaster", async () => {
    render(
      <BulwarkProvider runtime={fakeRuntime(shellRoutes(unverifiedUser))} navigate={vi.fn()}>
        <TopBar view="platform" />
      </BulwarkProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Verify Email" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Email sent"));
  });
});
