import type { Db, Dialect } from "../../platform/db/database.js";
import { claimSeed, shippedValues } from "../../platform/db/seed-once.js";
import { shippedCourses, shippedLessons, shippedNanoPages } from "./content/index.js";
import { learningRepositories } from "./repositories.js";
import { checkNanoPage, checkPage } from "./rules.js";

/** Every built-in item's id: the seed's keys. */
const shippedIds = [
  ...shippedLessons.map((item) => item.id),
  ...shippedCourses.map((item) => item.id),
  ...shippedNanoPages.map((item) => item.id),
];

/**
 * Puts the built-in library (content/) into the common library, once per item: each item's id is
 * recorded in `learning_library_seeds` in the transaction that adds it, so a restart adds only
 * what a newer version ships, and never brings back what a super-admin deleted. Several API
 * processes starting at once on PostgreSQL are safe: the seed row's insert waits on the unique
 * key, and the one that loses adds nothing. Answers how many items it added.
 */
export async function seedLearningLibrary(db: Db, dialect: Dialect): Promise<number> {
  const seeded = await db.selectFrom("learning_library_seeds").select("id").where("id", "in", shippedIds).execute();
  if (seeded.length === shippedIds.length) return 0;
  return db.transaction().execute(async (trx) => {
    const repositories = learningRepositories(trx, dialect, null);
    let added = 0;
    for (const { id, document } of shippedLessons) {
      if (!(await claimSeed(trx, "learning_library_seeds", id))) continue;
      const pages = document.pages.map((page, index) => valid(checkPage(page, `${id}.pages.${index}`)));
      const { lesson } = document;
      await repositories.lessons.insert(
        {
          name: lesson.name,
          premium: lesson.premium ?? false,
          expectedCompletionTime: lesson.expectedCompletionTime ?? 5,
          titles: lesson.titles ?? {},
          tags: lesson.tags ?? [],
          languages: lesson.languages,
        },
        null,
        id,
      );
      for (const page of pages) await repositories.lessons.insertPage(id, page);
      added++;
    }
    for (const { id, course } of shippedCourses) {
      if (!(await claimSeed(trx, "learning_library_seeds", id))) continue;
      // A built-in lesson a super-admin has since deleted is left out of the course.
      const present = await repositories.lessons.visibleWithPageLanguages(course.lessonIds);
      const lessonIds = course.lessonIds.filter((lessonId) => present.some((lesson) => lesson.id === lessonId));
      if (lessonIds.length === 0) continue;
      await repositories.courses.insert(
        {
          names: course.names,
          descriptions: course.descriptions ?? {},
          logo: course.logo ?? null,
          avatar: course.avatar ?? null,
          level: course.level,
          passingScore: course.passingScore,
          lessonIds,
          premium: course.premium ?? false,
        },
        id,
      );
      added++;
    }
    for (const { id, page } of shippedNanoPages) {
      if (!(await claimSeed(trx, "learning_library_seeds", id))) continue;
      const checked = checkNanoPage(page, id);
      await repositories.nanoPages.insert(valid("errors" in checked ? checked : { values: checked.values }), id);
      added++;
    }
    return added;
  });
}

/** The checked values of built-in learning content (see `shippedValues`). */
const valid = <T>(checked: { values: T } | { errors: Array<{ path: string; message: string }> }): T =>
  shippedValues("learning content", checked);
