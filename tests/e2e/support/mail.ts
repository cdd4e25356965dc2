import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { startSmtpSink, type TestApi } from "@bulwark/api/testing";

/**
 * A real SMTP server on loopback (the API's `SMTP_URL`) that also files every message in the
 * outbox of the API named with `fileInto`, where the harness reads its emails (the sign-up
 * verification of a test's owner, `playerTokenOf`). Messages before `fileInto` are only kept in
 * `received`.
 */
export async function startOutboxSink() {
  let outbox = "";
  let count = 0;
  const sink = await startSmtpSink({
    onMessage: async ({ raw }) => {
      if (!outbox) return;
      await mkdir(outbox, { recursive: true });
      count += 1;
      await writeFile(path.join(outbox, `${Date.now()}-${count}.eml`), raw);
    },
  });
  return {
    ...sink,
    /** Files the next messages in `api`'s outbox too. */
    fileInto(api: TestApi) {
      outbox = path.join(api.platform.config.dataDir, "outbox");
    },
  };
}

export type OutboxSink = Awaited<ReturnType<typeof startOutboxSink>>;
