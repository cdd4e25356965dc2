import { once } from "node:events";
import fs from "node:fs";

const DEPARTMENTS = ["Finance", "Sales", "IT", "HR", "Legal", "Marketing", "Operations", "Support"];
/** The first names people get, in turn (a tenth of the rows each). */
export const FIRST_NAMES = ["Ana", "Marko", "Jelena", "Nikola", "Milica", "Stefan", "Ivana", "Luka", "Sara", "Petar"];
const LAST = ["Jovanović", "Petrović", "Nikolić", "Marković", "Đorđević", "Stojanović", "Ilić", "Pavlović"];

/**
 * Writes a people CSV of `rows` rows as admins export them (header names people use, a
 * department, tags, non-ASCII names), streaming so a million rows never sit in memory.
 * Answers the file's size in bytes.
 */
export async function writePeopleCsv(file, rows, { prefix = "person" } = {}) {
  const out = fs.createWriteStream(file);
  out.write("First Name,Last Name,E-mail,Department,Tags\n");
  let chunk = "";
  for (let i = 0; i < rows; i++) {
    chunk += `${FIRST_NAMES[i % FIRST_NAMES.length]},${LAST[i % LAST.length]},${prefix}${i}@bench.example.com,${DEPARTMENTS[i % DEPARTMENTS.length]},tag${i % 7}\n`;
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, "drain");
      chunk = "";
    }
  }
  out.end(chunk);
  await once(out, "finish");
  return fs.statSync(file).size;
}
