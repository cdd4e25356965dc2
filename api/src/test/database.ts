import { randomBytes } from "node:crypto";
import pg from "pg";

/** Which database the API suite runs on: SQLite unless BULWARK_TEST_DB=postgres (with TEST_DATABASE_URL). */
export const testDialect = process.env.BULWARK_TEST_DB === "postgres" ? "postgres" : "sqlite";

/**
 * A fresh, empty PostgreSQL database for one test file, dropped by the returned function.
 * TEST_DATABASE_URL points at a server where the role may CREATE DATABASE.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("BULWARK_TEST_DB=postgres needs TEST_DATABASE_URL (see .ci/run)");
  const name = `bulwark_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // Let this process's own connections finish closing first: FORCE would end a connection
        // its pool is still closing, and the server's "terminating connection" then reaches a
        // client with no error listener left (an uncaught error in whichever test runs next).
        for (let wait = 0; wait < 30; wait++) {
          const { rows } = await client.query<{ n: string }>(
            "select count(*) as n from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
            [name],
          );
          if (Number(rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // FORCE ends the database's sessions, but an autovacuum worker busy on it (after a test
        // that wrote a lot) belongs to the server, which a non-superuser may not end (42501):
        // it finishes within moments, so try again.
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== "42501" || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}
