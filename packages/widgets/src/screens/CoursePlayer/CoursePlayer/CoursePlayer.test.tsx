import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/renderScreen";
import {
  courseCompleted,
  courseInProgress,
  invalidTokenRoutes,
  playerRoutes,
  previewCourse,
  sampleCourse,
  samplePageIds,
  sampleToken,
} from "../samples";
import { REPORT_INTERVAL_MS } from "../useVisibleTime";
import { CoursePlayer } from "./CoursePlayer";

const ACTIVITY = `/api/v1/course-player/${sampleToken}/activity`;

function renderPlayer(routes = playerRoutes(), lang: "en" | "sr" = "en") {
  return renderScreen(<CoursePlayer token={sampleToken} />, routes, { signedIn: false, lang });
}

/**
 * Waits for `check` to pass on real timeouts. Not `vi.waitFor`: with fake timers it advances the
 * fake clock on every try, which would add time the learner never spent.
 */
async function until(check: () => void) {
  for (let tries = 0; ; tries++) {
    try {
      check();
      return;
    } catch (error) {
      if (tries > 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("CoursePlayer", () => {
  it("opens on the start screen: the course, its lessons, the passing score and the security contact", async () => {
    const { calls } = renderPlayer();
    expect(await screen.findByRole("heading", { level: 1, name: "Security basics" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("Hello, Marko")).toBeInTheDocument();
    expect(screen.getByText(/Spot phishing emails/)).toBeInTheDocument();
    expect(screen.getByText("Phishing emails")).toBeInTheDocument();
    expect(screen.getByText("50%")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "security@acme.example" })).toHaveAttribute(
      "href",
      "mailto:security@acme.example",
    );
    expect(screen.getByRole("link", { name: "Read the security policy" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    // The token is the credential: no session is sent.
    expect(calls[0]?.headers.get("authorization")).toBeNull();
    expect(screen.getByRole("button", { name: "Start the course" })).toBeInTheDocument();
  });

  it("names the organisation with its logo and the course's expected time on the start screen", async () => {
    renderPlayer();
    expect(await screen.findByText("Acme d.o.o.")).toBeInTheDocument();
    expect(screen.getByText("Your organization")).toBeInTheDocument();
    // The logo sits beside the name, so it is decorative to a screen reader.
    expect(document.querySelector("img")).toHaveAttribute("alt", "");
    expect(screen.getByText("Expected time").nextElementSibling).toHaveTextContent("15 minutes");
  });

  it("shows the organisation's name alone when it has no logo (or the logo fails), and no expected time of 0", async () => {
    const plain = { ...sampleCourse, organization: { name: "Beta a.d.", logo: null } };
    plain.course = { ...plain.course, expectedMinutes: 0 };
    renderPlayer(playerRoutes(plain), "sr");
    expect(await screen.findByText("Beta a.d.")).toBeInTheDocument();
    expect(screen.getByText("Vaša organizacija")).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
    expect(screen.queryByText("Očekivano vreme")).toBeNull();
  });

  it("drops a logo that fails to load instead of showing it broken", async () => {
    renderPlayer();
    await screen.findByText("Acme d.o.o.");
    fireEvent.error(document.querySelector("img") as HTMLImageElement);
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByText("Acme d.o.o.")).toBeInTheDocument();
  });

  it("shows the calm invalid-link page for a token the API does not know", async () => {
    renderPlayer(invalidTokenRoutes);
    expect(await screen.findByRole("heading", { level: 1, name: "This link is not valid" })).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("resumes at the first page not finished and moves focus to its heading", async () => {
    const user = userEvent.setup();
    renderPlayer(playerRoutes(courseInProgress()));
    await user.click(await screen.findByRole("button", { name: "Continue where you left off" }));
    const heading = await screen.findByRole("heading", { level: 1, name: "Length beats complexity" });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Page 4 of 5 · \d+% complete/)).toBeInTheDocument();
    const contents = screen.getByRole("navigation", { name: "Course contents" });
    expect(within(contents).getByRole("button", { name: /Length/ })).toHaveAttribute("aria-current", "step");
    expect(within(contents).getByRole("button", { name: /What it looks like.*\(viewed\)/ })).toBeInTheDocument();
  });

  it("judges an answer on the server and announces correct or incorrect with the explanation", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPlayer();
    await user.click(await screen.findByRole("button", { name: "Start the course" }));
    await user.click(screen.getAllByRole("button", { name: /^Quiz/ })[0]!);
    expect(await screen.findByRole("heading", { level: 1, name: "Check your understanding" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Submit answer" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose an answer first.");
    expect(callsTo("POST", /\/answers$/)).toHaveLength(0);

    await user.click(screen.getByRole("radio", { name: "A routine security check" }));
    await user.click(screen.getByRole("button", { name: "Submit answer" }));
    const status = await screen.findByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("Incorrect"));
    expect(status).toHaveTextContent("Look again at the sender's domain");
    expect(callsTo("POST", /\/answers$/)[0]?.body).toEqual({ pageId: samplePageIds.quiz, answerIndex: 0 });
    // The first answer counts: the question is closed.
    expect(screen.getByRole("radio", { name: "A phishing attempt" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Submit answer" })).not.toBeInTheDocument();
  });

  it("finishes with the result against the passing score: Passed", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPlayer(playerRoutes(courseInProgress(true)));
    await user.click(await screen.findByRole("button", { name: "Continue where you left off" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("button", { name: "Finish the course" })).toBeDisabled();
    expect(screen.getByText("Answer 1 more question to finish.")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "correct-horse-battery-staple-river" }));
    await user.click(screen.getByRole("button", { name: "Submit answer" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Correct"));
    await user.click(screen.getByRole("button", { name: "Finish the course" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your result" })).toHaveFocus();
    expect(screen.getByText("Passed")).toBeInTheDocument();
    expect(screen.getByText("100%")).toBeInTheDocument();
    expect(callsTo("POST", /\/finish$/)).toHaveLength(1);
  });

  it("finishes Failed when the score is under the passing score", async () => {
    const user = userEvent.setup();
    renderPlayer(playerRoutes(courseInProgress(false)));
    await user.click(await screen.findByRole("button", { name: "Continue where you left off" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("radio", { name: "P@ssw0rd!" }));
    await user.click(screen.getByRole("button", { name: "Submit answer" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Incorrect"));
    await user.click(screen.getByRole("button", { name: "Finish the course" }));
    expect(await screen.findByText("Failed")).toBeInTheDocument();
    expect(screen.getByText("0%")).toBeInTheDocument();
  });

  it("opens a finished course on its result, and records no more time", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPlayer(playerRoutes(courseCompleted(40)));
    expect(await screen.findByRole("heading", { level: 1, name: "Your result" })).toBeInTheDocument();
    expect(screen.getByText("Failed")).toBeInTheDocument();
    expect(screen.getByText("40%")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Review the lessons" }));
    expect(await screen.findByRole("heading", { level: 1, name: "What phishing looks like" })).toBeInTheDocument();
    expect(callsTo("POST", /\/activity$/)).toHaveLength(0);
  });

  it("in a preview, judges answers without recording anything and offers no finish", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPlayer(playerRoutes(previewCourse));
    await user.click(await screen.findByRole("button", { name: "Start the course" }));
    await user.click(screen.getAllByRole("button", { name: /^Quiz/ })[0]!);
    await user.click(screen.getByRole("radio", { name: "A phishing attempt" }));
    await user.click(screen.getByRole("button", { name: "Submit answer" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Correct"));
    expect(screen.getByText("End of the preview.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Finish the course" })).not.toBeInTheDocument();
    expect(callsTo("POST", /\/activity$/)).toHaveLength(0);
  });

  it("speaks Serbian with the course's content left in its language", async () => {
    renderPlayer(playerRoutes(), "sr");
    expect(await screen.findByRole("button", { name: "Započni kurs" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Security basics" })).toHaveAttribute("lang", "en");
  });

  it("reports visible time only: nothing accrues while the page is hidden", async () => {
    let visibility: DocumentVisibilityState = "visible";
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
    // Intervals and the clock are fake; promises and testing-library's own timeouts stay real.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const { calls } = renderPlayer(playerRoutes(courseInProgress()));
    fireEvent.click(await screen.findByRole("button", { name: "Continue where you left off" }));
    const reports = () =>
      calls
        .filter((c) => c.method === "POST" && c.path === ACTIVITY)
        .map((c) => c.body as { pageId: string; visibleSeconds: number });
    // Opening a page marks it viewed, with no time.
    await until(() => expect(reports()).toEqual([{ pageId: samplePageIds.text2, visibleSeconds: 0 }]));

    act(() => vi.advanceTimersByTime(REPORT_INTERVAL_MS));
    await until(() => expect(reports()).toHaveLength(2));
    expect(reports()[1]).toEqual({ pageId: samplePageIds.text2, visibleSeconds: 15 });

    // Five more visible seconds, then the tab goes to the background: those five are sent at once.
    act(() => vi.advanceTimersByTime(5_000));
    visibility = "hidden";
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    await until(() => expect(reports()).toHaveLength(3));
    expect(reports()[2]).toEqual({ pageId: samplePageIds.text2, visibleSeconds: 5 });

    // Ten hidden minutes count nothing and send nothing.
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(reports()).toHaveLength(3);

    // Back in front: counting resumes from that moment. The report timer kept its rhythm, so its
    // next tick (10 s later) sends those 10 s.
    visibility = "visible";
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    act(() => vi.advanceTimersByTime(REPORT_INTERVAL_MS));
    await until(() => expect(reports()).toHaveLength(4));
    expect(reports()[3]).toEqual({ pageId: samplePageIds.text2, visibleSeconds: 10 });

    // Leaving the page (closing the tab) sends what accrued since: 5 + 3 s.
    act(() => vi.advanceTimersByTime(3_000));
    act(() => void window.dispatchEvent(new Event("pagehide")));
    await until(() => expect(reports()).toHaveLength(5));
    expect(reports()[4]).toEqual({ pageId: samplePageIds.text2, visibleSeconds: 8 });
    // Exactly the visible time: 15 + 5 + 15 + 3 s, none of the ten hidden minutes.
    expect(reports().reduce((sum, r) => sum + r.visibleSeconds, 0)).toBe(38);
  });

  it("sends a page's last stretch with its own id when the learner moves on", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const { calls } = renderPlayer(playerRoutes(courseInProgress()));
    fireEvent.click(await screen.findByRole("button", { name: "Continue where you left off" }));
    await screen.findByRole("heading", { level: 1, name: "Length beats complexity" });
    act(() => vi.advanceTimersByTime(7_000));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    const bodies = () => calls.filter((c) => c.path === ACTIVITY).map((c) => c.body);
    await until(() => expect(bodies()).toHaveLength(3));
    expect(bodies()).toEqual([
      { pageId: samplePageIds.text2, visibleSeconds: 0 },
      { pageId: samplePageIds.text2, visibleSeconds: 7 },
      { pageId: samplePageIds.quiz2, visibleSeconds: 0 },
    ]);
  });

  it("sends the last page's time before finishing, and none after", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const { calls } = renderPlayer(playerRoutes(courseInProgress(true)));
    fireEvent.click(await screen.findByRole("button", { name: "Continue where you left off" }));
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { level: 1, name: "Pick the strongest" });
    fireEvent.click(screen.getByRole("radio", { name: "correct-horse-battery-staple-river" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit answer" }));
    await until(() => expect(screen.getByRole("status")).toHaveTextContent("Correct"));
    act(() => vi.advanceTimersByTime(6_000));
    fireEvent.click(screen.getByRole("button", { name: "Finish the course" }));
    await screen.findByRole("heading", { level: 1, name: "Your result" });
    const order = calls.filter((c) => c.method === "POST").map((c) => [c.path.split("/").pop(), c.body]);
    const finishAt = order.findIndex(([path]) => path === "finish");
    expect(order[finishAt - 1]).toEqual(["activity", { pageId: samplePageIds.quiz2, visibleSeconds: 6 }]);
    expect(order.slice(finishAt + 1)).toEqual([]);
  });
});
