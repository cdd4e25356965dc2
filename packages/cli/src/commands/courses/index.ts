import type { Command } from "commander";
import { element, present, working } from "../../output.js";
import type { Runtime } from "../../runtime.js";
import { exportFile, parseFormat, parseLanguage } from "../people/export.js";
import { coursesListLines, findCourse, listCourses, parseStatus } from "./courses.js";
import { type CreateCourseOptions, courseCreateLines, createCourse } from "./create.js";
import { remindCourse, remindLines } from "./remind.js";

/** Collects a repeatable option's values (`--group IT --group Sales`). */
const collect = (value: string, previous: string[] = []) => [...previous, value];

/** `bulwark courses list|create|remind|export` in the active organization. */
export function registerCoursesCommands(program: Command, runtime: Runtime): void {
  const { io } = runtime;
  const courses = program.command("courses").description("The active organization's awareness courses");

  courses
    .command("list")
    .description("List courses: Active, Upcoming and Finished, or one group")
    .option("--status <status>", "only this group: active, upcoming or finished")
    .option("--search <text>", "only courses whose name contains this")
    .option("--json", "print JSON for scripts")
    .action(async (options: { status?: string; search?: string; json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const status = options.status ? parseStatus(options.status) : undefined;
      const session = await runtime.session();
      const result = await working(io, mode, "Loading courses", () =>
        listCourses(session, { status, search: options.search }),
      );
      await present(io, mode, result, {
        view: async (r) => element((await import("./list.view.js")).CoursesListView, { result: r }),
        lines: coursesListLines,
      });
    });

  courses
    .command("create")
    .description("Launch a course: lessons (or a predefined course) to people, groups or tags; invitations are emailed")
    .argument("<name>", "the course's name (2 to 100 characters)")
    .option("--lesson <id>", "a lesson to teach, in order (repeat for several)", collect)
    .option("--predefined <id>", "a predefined course: its lessons and passing score")
    .option("--person <id>", "a learner, by person id (repeat for several)", collect)
    .option("--group <name>", "everyone in this group (repeat for several)", collect)
    .option("--tag <name>", "everyone with this tag (repeat for several)", collect)
    .option("--language <lang>", "the course's language: En, Sr, De, Es or Sl (emails in En or Sr)", "En")
    .option("--start <date>", "the enrolment date (default: now)")
    .option("--weeks <n>", "how many weeks learners have", "2")
    .option("--passing-score <percent>", "the score needed to pass (default: the predefined course's, else 70)")
    .option("--description <text>", "what the course is about")
    .option("--json", "print JSON for scripts")
    .action(async (name: string, options: CreateCourseOptions & { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Launching the course", () => createCourse(session, name, options));
      await present(io, mode, result, {
        view: async (r) => element((await import("./create.view.js")).CourseCreateView, { result: r }),
        lines: courseCreateLines,
      });
    });

  courses
    .command("remind")
    .description("Email a reminder to the learners who have not completed a course (once a day)")
    .argument("<course>", "the course's id or exact name")
    .option("--json", "print JSON for scripts")
    .action(async (ref: string, options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Sending reminders", () => remindCourse(session, ref));
      await present(io, mode, result, {
        view: async (r) => element((await import("./remind.view.js")).RemindView, { result: r }),
        lines: remindLines,
      });
    });

  courses
    .command("export")
    .description("Export a course's learners (status, result, score, time) to a CSV or XLSX file")
    .argument("<course>", "the course's id or exact name")
    .option("--format <format>", "csv or xlsx", "csv")
    .option("-o, --output <file>", "where to write the file (default: the file name the API gives)")
    .option("--lang <language>", "language of the headers and statuses: en or sr", "en")
    .option("--json", "print JSON for scripts")
    .action(async (ref: string, options: { format: string; output?: string; lang: string; json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const format = parseFormat(options.format);
      const language = parseLanguage(options.lang);
      const session = await runtime.session();
      const result = await working(io, mode, "Exporting learners", async () => {
        const course = await findCourse(session, ref);
        return exportFile(session, {
          kind: "courseLearners",
          format,
          language,
          output: options.output,
          filters: { courseId: course.id },
        });
      });
      await present(io, mode, result, {
        view: async (r) => element((await import("../people/export.view.js")).ExportView, { result: r }),
        lines: (r) => [r.file],
      });
    });
}
