import fs from "node:fs/promises";
import path from "node:path";
import { startTestApi, type TestApi } from "@bulwark/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, type SignedInOwner, signedInOwner } from "../../test-support.js";

let api: TestApi;
let owner: SignedInOwner;
let lessonId: string;

const LEARNING = "/api/v1/learning";
const quiz = {
  type: "Quiz",
  name: "quiz",
  description: "Check",
  language: "En",
  title: "Quiz",
  sidebarTitle: "Quiz",
  question: "Which sign points to phishing?",
  answers: [
    { text: "Urgency and a sign-in link", correct: true },
    { text: "A lunch invitation", correct: false },
    { text: "A newsletter you asked for", correct: false },
  ],
  explanationCorrect: "Right.",
  explanationIncorrect: "Look again.",
};

beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api, "Lessons d.o.o.");
  const as = { token: owner.user.accessToken, tenant: owner.org.id };
  const lesson = await api.request("POST", `${LEARNING}/lessons`, {
    ...as,
    body: { name: "Portable lesson", titles: { En: "Portable" }, languages: ["En"], tags: ["cli"] },
  });
  lessonId = lesson.body.id;
  await api.request("POST", `${LEARNING}/lessons/${lessonId}/pages`, {
    ...as,
    body: {
      type: "Text",
      name: "intro",
      description: "Intro",
      language: "En",
      title: "Intro",
      sidebarTitle: "Intro",
      content: "<p>Hello</p>",
    },
  });
  await api.request("POST", `${LEARNING}/lessons/${lessonId}/pages`, { ...as, body: quiz });
});
afterAll(async () => {
  await owner?.home.remove();
  await api?.close();
});

const cli = (...args: string[]) => runCli(args, { env: owner.home.env });
const ownLessons = async () =>
  (
    await api.request("GET", `${LEARNING}/lessons/lms/organization-lessons?limit=100`, {
      token: owner.user.accessToken,
      tenant: owner.org.id,
    })
  ).body.total as number;

/** 1-based line of the `nth` (0-based) occurrence of `needle` in `text`. */
const lineOf = (text: string, needle: string, nth = 0) => {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(needle, at + 1);
  return text.slice(0, at).split("\n").length;
};

describe("bulwark lessons", () => {
  it("exports a lesson with its pages as one JSON file and imports it back as a new lesson", async () => {
    const file = path.join(owner.home.home, "portable.json");
    const exported = await cli("lessons", "export", lessonId, "--output", file, "--json");
    expect(exported.code).toBe(0);
    expect(exported.json()).toEqual({ id: lessonId, name: "Portable lesson", file, pages: 2, languages: ["En"] });
    const written = JSON.parse(await fs.readFile(file, "utf8"));
    const fromApi = await api.request("GET", `${LEARNING}/lessons/${lessonId}/export`, {
      token: owner.user.accessToken,
      tenant: owner.org.id,
    });
    expect(written).toEqual(fromApi.body);

    const imported = await cli("lessons", "import", file);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/^Imported Portable lesson \([0-9a-f-]{36}\): 2 pages, organization content\n$/);
  });

  it("refuses invalid content with each problem at its line, and saves nothing (exit 6)", async () => {
    const file = path.join(owner.home.home, "broken.json");
    await cli("lessons", "export", lessonId, "--output", file);
    const document = JSON.parse(await fs.readFile(file, "utf8"));
    document.pages[1].answers[1].correct = true;
    document.pages[0].title = "";
    const text = `${JSON.stringify(document, null, 2)}\n`;
    await fs.writeFile(file, text);
    const before = await ownLessons();

    const res = await cli("lessons", "import", file);
    expect(res.code).toBe(6);
    const titleLine = lineOf(text, '"title"');
    const answersLine = lineOf(text, '"answers"', 1); // the Text page has an empty list first
    expect(res.stderr).toContain(`${file}:${titleLine}:7 pages[0].title: Title is required`);
    expect(res.stderr).toContain(`${file}:${answersLine}:7 pages[1].answers: Exactly one answer must be correct`);
    expect(await ownLessons()).toBe(before);

    const json = await cli("lessons", "import", file, "--json");
    expect(json.code).toBe(6);
    expect(JSON.parse(json.stderr).error.problems).toEqual([
      { line: titleLine, column: 7, path: "pages[0].title", message: "Title is required" },
      { line: answersLine, column: 7, path: "pages[1].answers", message: "Exactly one answer must be correct" },
    ]);
  });

  it("names the line and column of a JSON syntax error", async () => {
    const file = path.join(owner.home.home, "syntax.json");
    await fs.writeFile(file, '{\n  "format": "bulwark-lesson",\n  "version": 1,\n}\n');
    const res = await cli("lessons", "import", file);
    expect(res.code).toBe(6);
    expect(res.stderr).toContain(`${file}:4:1: JSON syntax: PropertyNameExpected`);
  });

  it("never reaches another organization's lesson (exit 5), and imports into the active organization only", async () => {
    const beta = await signedInOwner(api, "Beta Lessons d.o.o.");
    try {
      const theirs = await api.request("POST", `${LEARNING}/lessons`, {
        token: beta.user.accessToken,
        tenant: beta.org.id,
        body: { name: "Beta private lesson", languages: ["En"], premium: false, expectedCompletionTime: 5 },
      });
      const refused = await cli(
        "lessons",
        "export",
        theirs.body.id,
        "--output",
        path.join(owner.home.home, "beta.json"),
      );
      expect(refused.code).toBe(5);
      await expect(fs.access(path.join(owner.home.home, "beta.json"))).rejects.toThrow();
      const betaLessons = await api.request("GET", `${LEARNING}/lessons/lms/organization-lessons?limit=100`, {
        token: beta.user.accessToken,
        tenant: beta.org.id,
      });
      expect(betaLessons.body.items.map((l: { name: string }) => l.name)).toEqual(["Beta private lesson"]);
    } finally {
      await beta.home.remove();
    }
  });

  it("answers exit 11 for a missing file and 5 for an unknown lesson", async () => {
    expect((await cli("lessons", "import", path.join(owner.home.home, "nope.json"))).code).toBe(11);
    const unknown = await cli("lessons", "export", "0195b1c0-0000-7000-8000-00000000ffff");
    expect(unknown.code).toBe(5);
    expect(unknown.stderr).toContain("Lesson not found");
  });
});
