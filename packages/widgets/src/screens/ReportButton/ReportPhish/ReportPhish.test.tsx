import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { renderScreen } from "../../../test/renderScreen";
import { memberRoutes } from "../fixtures";
import { ReportPhish } from "./ReportPhish";

const path = "/api/v1/phishing/extension/reports";
const suspicious = { kind: "Suspicious", reportId: "50000000-0000-4000-8000-000000000001", timeToReportMs: null };

function setup(extra: FakeRoutes = {}, lang: "en" | "sr" = "en", onReported = vi.fn()) {
  const utils = renderScreen(
    <ReportPhish onReported={onReported} />,
    { ...memberRoutes(), [`POST ${path}`]: suspicious, ...extra },
    { lang },
  );
  return { ...utils, onReported };
}

const HEADERS = "Return-Path: <b@evil.example>\nMessage-ID: <4471@evil.example>\nSubject: Overdue\n";

describe("ReportPhish", () => {
  it("sends the sender, subject, headers (with their message id) and note as the signed-in member, then thanks", async () => {
    const { callsTo, onReported } = setup();
    await userEvent.type(await screen.findByRole("textbox", { name: "Sender" }), "  billing@evil.example ");
    await userEvent.type(screen.getByRole("textbox", { name: "Subject" }), "Overdue invoice");
    await userEvent.click(screen.getByText("Add the message headers (optional)"));
    await userEvent.click(screen.getByRole("textbox", { name: "Message headers" }));
    await userEvent.paste(HEADERS);
    await userEvent.type(screen.getByRole("textbox", { name: /Why does it look suspicious/ }), "Asks for payment");
    await userEvent.click(screen.getByRole("button", { name: "Report email" }));
    const heading = await screen.findByRole("heading", { name: "Thank you for reporting" });
    expect(heading).toHaveFocus();
    const [call] = callsTo("POST", path);
    expect(call?.body).toEqual({
      sender: "billing@evil.example",
      subject: "Overdue invoice",
      headers: HEADERS,
      messageId: "<4471@evil.example>",
      comment: "Asks for payment",
    });
    expect(call?.headers.get("x-tenant-id")).toBeTruthy();
    expect(onReported).toHaveBeenCalledWith({ kind: "Suspicious", reportId: suspicious.reportId });
  });

  it("says so when the email was a simulation, and starts again on request", async () => {
    setup({ [`POST ${path}`]: { kind: "Simulation", reportId: null, timeToReportMs: 60_000 } });
    await userEvent.type(await screen.findByRole("textbox", { name: "Sender" }), "it@portal.example");
    await userEvent.click(screen.getByRole("button", { name: "Report email" }));
    expect(await screen.findByRole("heading", { name: "Well spotted: this was a phishing simulation" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Report another email" }));
    expect(await screen.findByRole("textbox", { name: "Sender" })).toHaveValue("");
  });

  it("refuses to send without a sender", async () => {
    const { callsTo } = setup();
    await userEvent.click(await screen.findByRole("button", { name: "Report email" }));
    expect(screen.getByRole("textbox", { name: "Sender" })).toHaveAccessibleDescription(
      expect.stringContaining("Sender is required"),
    );
    expect(callsTo("POST", path)).toHaveLength(0);
  });

  it("shows the API's refusal and keeps what was typed", async () => {
    setup({
      [`POST ${path}`]: {
        status: 422,
        body: { statusCode: 422, code: "ValidationFailed", message: "Validation failed", errors: [] },
      },
    });
    await userEvent.type(await screen.findByRole("textbox", { name: "Sender" }), "x@y.example");
    await userEvent.click(screen.getByRole("button", { name: "Report email" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Sender" })).toHaveValue("x@y.example");
  });

  it("speaks Serbian", async () => {
    setup({}, "sr");
    expect(await screen.findByRole("heading", { name: "Prijavite sumnjivu poruku" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Prijavi poruku" })).toBeInTheDocument();
  });
});
