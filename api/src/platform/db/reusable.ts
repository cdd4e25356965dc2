import type { Compilable, CompiledQuery } from "kysely";
import type { Db } from "./database.js";

const MARK = "\u0000bulwark-arg:";

/**
 * A query that is built and compiled once per database and then run with new values. Kysely
 * builds and compiles a query on every call, which on the hottest paths (the session and
 * membership checks of every request) costs more than SQLite running it. `build` receives
 * markers in place of the arguments; each marker in the compiled parameters is swapped for the
 * call's value, so the SQL text (and, on SQLite, the cached prepared statement) is reused.
 */
export function reusable<Args extends unknown[], Row>(
  arity: number,
  build: (db: Db, ...args: Args) => Compilable<Row>,
) {
  const compiledFor = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db: Db, ...args: Args): Promise<Row[]> => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      const markers = Array.from({ length: arity }, (_, i) => `${MARK}${i}`) as Args;
      compiled = build(db, ...markers).compile();
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.parameters.map((value) =>
      typeof value === "string" && value.startsWith(MARK) ? args[Number(value.slice(MARK.length))] : value,
    );
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
