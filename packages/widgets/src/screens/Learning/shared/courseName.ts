import type { PredefinedCourse } from "@bulwark/client";

/** A course's name in the reader's language (`en` → En, `sr` → Sr), else English, else the first it has. */
export function courseName(course: Pick<PredefinedCourse, "names">, lang: string): string {
  const own = lang.toLowerCase().startsWith("sr") ? course.names.Sr : course.names.En;
  return (own ?? course.names.En ?? Object.values(course.names).find((name) => name?.trim()) ?? "").trim();
}
