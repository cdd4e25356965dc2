import type { Schema } from "@bulwark/client";
import { UsageError } from "../../errors.js";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";
import type { Course } from "./courses.js";

const LANGUAGES = ["En", "Sr", "De", "Es", "Sl"] as const;

/** Options of `bulwark courses create`, as given on the command line. */
export interface CreateCourseOptions {
  lesson?: string[] | undefined;
  predefined?: string | undefined;
  person?: string[] | undefined;
  group?: string[] | undefined;
  tag?: string[] | undefined;
  language: string;
  start?: string | undefined;
  weeks: string;
  passingScore?: string | undefined;
  description?: string | undefined;
}

/** The API's course body from the command line, or a usage error naming the flag. */
export function courseBody(name: string, options: CreateCourseOptions): Schema<"CourseInput"> {
  const language = LANGUAGES.find((l) => l.toLowerCase() === options.language.trim().toLowerCase());
  if (!language) throw new UsageError(`Unknown language "${options.language}": use one of ${LANGUAGES.join(", ")}`);
  const weeks = Number(options.weeks);
  if (!/^\d+$/.test(options.weeks) || weeks < 1 || weeks > 52) {
    throw new UsageError(`--weeks must be a whole number from 1 to 52, not "${options.weeks}"`);
  }
  const start = options.start ? new Date(options.start) : new Date();
  if (Number.isNaN(start.getTime()))
    throw new UsageError(`--start must be a date (yyyy-MM-dd or ISO), not "${options.start}"`);
  const passing = options.passingScore === undefined ? undefined : Number(options.passingScore);
  if (passing !== undefined && (!Number.isInteger(passing) || passing < 0 || passing > 100)) {
    throw new UsageError(`--passing-score must be a percent from 0 to 100, not "${options.passingScore}"`);
  }
  if (!options.lesson?.length && !options.predefined) {
    throw new UsageError("Name the content: --lesson <id> (repeat for several) or --predefined <id>");
  }
  if (!options.person?.length && !options.group?.length && !options.tag?.length) {
    throw new UsageError("Name the learners: --person <id>, --group <name> or --tag <name> (each repeatable)");
  }
  return {
    name,
    language,
    enrolmentDate: start.toISOString(),
    durationWeeks: weeks,
    linkInvitationsEnabled: false,
    ...(options.description ? { description: options.description } : {}),
    ...(options.lesson?.length ? { lessonIds: options.lesson } : {}),
    ...(options.predefined ? { predefinedCourseId: options.predefined } : {}),
    ...(passing === undefined ? {} : { passingScore: passing }),
    learners: {
      ...(options.person?.length ? { personIds: options.person } : {}),
      ...(options.group?.length ? { groups: options.group } : {}),
      ...(options.tag?.length ? { tags: options.tag } : {}),
    },
  };
}

/** Launches a course in the active organization; the learners' invitations are queued by the API. */
export async function createCourse(session: Session, name: string, options: CreateCourseOptions): Promise<Course> {
  return unwrap(await session.client.POST("/api/v1/learning/courses", { body: courseBody(name, options) }));
}

/** Plain output: the course's id, then `name<TAB>learners`. */
export const courseCreateLines = (course: Course) => [course.id, `${course.name}\t${course.learnerCount} learners`];
