import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../src/platform/db/database.js";

// A migration describes the schema at its own point in time, not the current Database type.
type AnyDb = Kysely<any>;

/** One counted figure of a row: +1 on `dimension`/`a`/`b` of its simulation while `when` holds. */
interface Counted {
  dimension: string;
  /** SQL over the row `r`. */
  a: string;
  b?: string;
  when?: string;
}

/**
 * What the simulation view counts, per table. `phishing_event_emails` holds one row per email,
 * kind and classification with at least one event (so "distinct emails per kind" is a count of
 * its rows, kept exact under concurrent writers by its primary key).
 */
const COUNTED: Record<string, Counted[]> = {
  phishing_targets: [{ dimension: "target", a: "r.status" }],
  phishing_sends: [
    { dimension: "send", a: "r.status" },
    { dimension: "sent_day", a: "substr(r.sent_at, 1, 10)", when: "r.sent_at is not null" },
    { dimension: "template_sent", a: "r.template_id", when: "r.status = 'Sent'" },
  ],
  phishing_events: [
    { dimension: "events", a: "r.kind", b: "r.classification" },
    { dimension: "human_day", a: "substr(r.at, 1, 10)", b: "r.kind", when: "r.classification = 'human'" },
    { dimension: "bot_reason", a: "coalesce(r.reason, '')", when: "r.classification = 'bot'" },
  ],
  phishing_event_emails: [
    { dimension: "emails", a: "r.kind", b: "r.classification" },
    // The per-template funnel (the A/B comparison): people's emails per template and kind (the
    // template kept on the row: when a target is deleted its sends may be gone before this row).
    {
      dimension: "template_emails",
      a: "r.template_id",
      b: "r.kind",
      when: "r.classification = 'human'",
    },
  ],
};

/** The columns on which `table`'s counted figures depend: an update of any other counts nothing. */
const UPDATE_OF: Record<string, string[]> = {
  phishing_targets: ["status"],
  phishing_sends: ["status", "sent_at", "template_id"],
  phishing_events: ["kind", "classification", "reason", "at", "send_id"],
};

/** The rows named `r`: a PostgreSQL statement trigger's transition table, or the whole table. */
const rowsOf = (table: string, which: "new" | "old" | "table") =>
  which === "table" ? `${table} as r` : `${which}_rows as r`;

/** The figures of `source`'s rows, each row counting `sign`. */
function figures(table: string, source: string, sign: number) {
  return (COUNTED[table] ?? [])
    .map(
      (c) =>
        `select r.tenant_id as tenant_id, r.simulation_id as simulation_id, '${c.dimension}' as dimension, ` +
        `${c.a} as a, ${c.b ?? "''"} as b, ${sign} as n from ${source}${c.when ? ` where ${c.when}` : ""}`,
    )
    .join(" union all ");
}

/**
 * Adds the figures of `parts` (SQL selects) to the counts, creating missing rows. In a fixed order
 * (simulation, dimension, a, b), so two transactions updating the same counts lock them alike.
 */
function addTo(parts: string[]) {
  return `insert into phishing_simulation_counts (tenant_id, simulation_id, dimension, a, b, n)
    select tenant_id, simulation_id, dimension, a, b, sum(n) from (${parts.join(" union all ")}) as d
    group by tenant_id, simulation_id, dimension, a, b having sum(n) <> 0
    order by simulation_id, dimension, a, b
    on conflict (simulation_id, dimension, a, b) do update set n = phishing_simulation_counts.n + excluded.n`;
}

/**
 * Takes deleted rows' figures off the counts, never creating one: when a whole simulation is
 * deleted its counts may already be gone (the cascade's order is the database's).
 */
function takeFrom(table: string, source: string) {
  return `update phishing_simulation_counts set n = phishing_simulation_counts.n - d.n
    from (select simulation_id, dimension, a, b, sum(n) as n from (${figures(table, source, 1)}) as x
          group by simulation_id, dimension, a, b) as d
    where phishing_simulation_counts.simulation_id = d.simulation_id
      and phishing_simulation_counts.dimension = d.dimension
      and phishing_simulation_counts.a = d.a and phishing_simulation_counts.b = d.b`;
}

/** The template of the email `send_id` ('' should its send be gone): fixed once the email is planned. */
const TEMPLATE_OF_SEND = "coalesce((select s.template_id from phishing_sends s where s.id = send_id), '')";

/** Records the email, kind and classification of new events (an existing one stays: ON CONFLICT). */
function emailsAdded(source: string) {
  return `insert into phishing_event_emails (send_id, kind, classification, tenant_id, simulation_id, target_id, template_id)
    select send_id, kind, classification, min(tenant_id), min(simulation_id), min(target_id), ${TEMPLATE_OF_SEND}
    from ${source} where send_id is not null group by send_id, kind, classification
    on conflict (send_id, kind, classification) do nothing`;
}

/** Forgets an email's kind and classification once no event of the target's has them any more. */
function emailsRemoved(source: string) {
  return `delete from phishing_event_emails where exists (
      select 1 from ${source}
      where r.send_id = phishing_event_emails.send_id and r.kind = phishing_event_emails.kind
        and r.classification = phishing_event_emails.classification)
    and not exists (
      select 1 from phishing_events e
      where e.target_id = phishing_event_emails.target_id and e.send_id = phishing_event_emails.send_id
        and e.kind = phishing_event_emails.kind and e.classification = phishing_event_emails.classification)`;
}

/** The statements a PostgreSQL statement trigger of `table` runs on `op`, over its transition tables. */
function statements(table: string, op: "insert" | "update" | "delete"): string[] {
  const added = rowsOf(table, "new");
  const removed = rowsOf(table, "old");
  const events = table === "phishing_events";
  if (op === "insert") return [addTo([figures(table, added, 1)]), ...(events ? [emailsAdded(added)] : [])];
  if (op === "delete") return [takeFrom(table, removed), ...(events ? [emailsRemoved(removed)] : [])];
  return [
    addTo([figures(table, added, 1), figures(table, removed, -1)]),
    ...(events ? [emailsRemoved(removed), emailsAdded(added)] : []),
  ];
}

/**
 * The statements a SQLite row trigger of `table` runs on `op`: the same figures as `statements`,
 * written for one row (NEW, OLD) as one plain upsert or decrement per figure, which costs a
 * fraction of the grouped form on every row of a launch or a tracking batch.
 */
function rowStatements(table: string, op: "insert" | "update" | "delete"): string[] {
  const on = (row: "new" | "old", expression: string) => expression.replace(/\br\./g, `${row}.`);
  const result: string[] = [];
  for (const c of COUNTED[table] ?? []) {
    const b = c.b ?? "''";
    const counts = (row: "new" | "old") => (c.when ? on(row, c.when) : "1");
    // An update leaving the figure where it was changes nothing.
    const same = `(${counts("old")} and ${counts("new")} and ${on("old", c.a)} is ${on("new", c.a)} and ${on("old", b)} is ${on("new", b)})`;
    if (op !== "insert") {
      result.push(`update phishing_simulation_counts set n = n - 1
        where simulation_id = old.simulation_id and dimension = '${c.dimension}'
          and a = ${on("old", c.a)} and b = ${on("old", b)} and ${counts("old")}${op === "update" ? ` and not ${same}` : ""}`);
    }
    if (op !== "delete") {
      result.push(`insert into phishing_simulation_counts (tenant_id, simulation_id, dimension, a, b, n)
        select new.tenant_id, new.simulation_id, '${c.dimension}', ${on("new", c.a)}, ${on("new", b)}, 1
        where ${counts("new")}${op === "update" ? ` and not ${same}` : ""}
        on conflict (simulation_id, dimension, a, b) do update set n = n + 1`);
    }
  }
  if (table === "phishing_events") {
    if (op !== "insert") {
      result.push(`delete from phishing_event_emails
        where send_id = old.send_id and kind = old.kind and classification = old.classification
          and not exists (select 1 from phishing_events e where e.target_id = old.target_id
            and e.send_id = old.send_id and e.kind = old.kind and e.classification = old.classification)`);
    }
    if (op !== "delete") {
      result.push(`insert into phishing_event_emails (send_id, kind, classification, tenant_id, simulation_id, target_id, template_id)
        select new.send_id, new.kind, new.classification, new.tenant_id, new.simulation_id, new.target_id,
          ${TEMPLATE_OF_SEND.replace("= send_id", "= new.send_id")}
        where new.send_id is not null
        on conflict (send_id, kind, classification) do nothing`);
    }
  }
  return result;
}

const TABLES = ["phishing_targets", "phishing_sends", "phishing_events", "phishing_event_emails"] as const;
const OPS = ["insert", "update", "delete"] as const;
const triggerName = (table: string, op: string) => `${table}_counts_${op}`;

/**
 * A summary per simulation of what its view shows: target statuses, emails by status, sent per day
 * and per template, events per kind and classification, distinct emails per kind (and per template
 * for people's), people's events per day and kind, bot events per reason (`phishing_simulation_counts`, one row per figure). The
 * database keeps it, by triggers on the counted tables, in the very statement that changes a
 * counted row, so it is exact whichever code writes (the senders, the tracking, a migration) and
 * the view reads a few dozen rows instead of scanning 50,000 targets, emails and their events.
 * Existing simulations are counted here. Also two partial indexes for the average times to fail
 * and to report, which read only the emails that failed or were reported.
 */
export const simulationCounts = (dialect: Dialect): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable("phishing_simulation_counts")
      .addColumn("simulation_id", "text", (c) => c.notNull().references("phishing_simulations.id").onDelete("cascade"))
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("dimension", "text", (c) => c.notNull())
      .addColumn("a", "text", (c) => c.notNull())
      .addColumn("b", "text", (c) => c.notNull())
      .addColumn("n", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("phishing_simulation_counts_pk", ["simulation_id", "dimension", "a", "b"])
      .execute();
    await db.schema
      .createTable("phishing_event_emails")
      .addColumn("send_id", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("classification", "text", (c) => c.notNull())
      .addColumn("tenant_id", "text", (c) => c.notNull())
      .addColumn("simulation_id", "text", (c) => c.notNull().references("phishing_simulations.id").onDelete("cascade"))
      .addColumn("target_id", "text", (c) => c.notNull())
      .addColumn("template_id", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("phishing_event_emails_pk", ["send_id", "kind", "classification"])
      .execute();
    // Deleting a simulation finds its rows (the cascade) without a scan.
    await db.schema
      .createIndex("phishing_event_emails_simulation")
      .on("phishing_event_emails")
      .column("simulation_id")
      .execute();
    await sql`create index phishing_sends_failed on phishing_sends (tenant_id, simulation_id, sent_at, failed_at)
      where failed_at is not null`.execute(db);
    await sql`create index phishing_sends_reported on phishing_sends (tenant_id, simulation_id, sent_at, reported_at)
      where reported_at is not null`.execute(db);

    // Nobody writes the counted tables between counting them and the triggers taking over.
    if (dialect === "postgres") {
      await sql`lock table phishing_targets, phishing_sends, phishing_events in share row exclusive mode`.execute(db);
    }
    await sql.raw(emailsAdded("phishing_events")).execute(db);
    for (const table of TABLES) await sql.raw(addTo([figures(table, rowsOf(table, "table"), 1)])).execute(db);

    for (const table of TABLES) {
      if (dialect === "postgres") {
        const branch = (op: (typeof OPS)[number]) => `${statements(table, op).join(";\n")};`;
        await sql
          .raw(`create function ${table}_counts() returns trigger language plpgsql as $$
            begin
              if TG_OP = 'INSERT' then ${branch("insert")}
              elsif TG_OP = 'UPDATE' then ${branch("update")}
              else ${branch("delete")}
              end if;
              return null;
            end $$`)
          .execute(db);
      }
      for (const op of OPS) {
        if (op === "update" && !UPDATE_OF[table]) continue;
        const name = triggerName(table, op);
        if (dialect === "postgres") {
          const referencing = {
            insert: "new table as new_rows",
            update: "old table as old_rows new table as new_rows",
            delete: "old table as old_rows",
          }[op];
          await sql
            .raw(`create trigger ${name} after ${op} on ${table} referencing ${referencing}
              for each statement execute function ${table}_counts()`)
            .execute(db);
        } else {
          const event = op === "update" ? `update of ${(UPDATE_OF[table] ?? []).join(", ")}` : op;
          await sql
            .raw(`create trigger ${name} after ${event} on ${table} for each row begin
              ${rowStatements(table, op).join(";\n")};
            end`)
            .execute(db);
        }
      }
    }
  },
  async down(db: AnyDb) {
    for (const table of TABLES) {
      for (const op of OPS)
        await sql
          .raw(`drop trigger if exists ${triggerName(table, op)}${dialect === "postgres" ? ` on ${table}` : ""}`)
          .execute(db);
      if (dialect === "postgres") await sql.raw(`drop function if exists ${table}_counts()`).execute(db);
    }
    await sql`drop index phishing_sends_reported`.execute(db);
    await sql`drop index phishing_sends_failed`.execute(db);
    await db.schema.dropTable("phishing_event_emails").execute();
    await db.schema.dropTable("phishing_simulation_counts").execute();
  },
});
