/**
 * The shape a translation must fill: the English tree's keys, any string values. A counted
 * string is written once per plural form (`found_one`, `found_other`, as i18next expects); a
 * language whose rules need more forms than English adds them beside (Serbian: `found_few`).
 * `i18n.test.ts` checks that each language has exactly the forms its rules need.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> } & {
  [K in keyof T as K extends `${infer Base}_one` ? `${Base}_${"zero" | "two" | "few" | "many"}` : never]?: string;
};
