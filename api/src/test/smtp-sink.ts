import { SMTPServer } from "smtp-server";

/** A message the sink accepted: its envelope recipients, raw source and Message-ID. */
export interface SinkMessage {
  to: string;
  raw: string;
  messageId: string;
}

/**
 * A real SMTP server on loopback for tests of what the API emails: it accepts every message (or
 * refuses the next few with a temporary 451, to test retries), keeps them in `received`, and hands
 * each to `onMessage` before answering, so a test can store or parse it.
 */
export async function startSmtpSink(options: { onMessage?: (message: SinkMessage) => Promise<void> | void } = {}) {
  const received: SinkMessage[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk) => {
        raw += chunk;
      });
      stream.on("end", async () => {
        if (refuse > 0) {
          refuse -= 1;
          const error = new Error("Mailbox busy, try later") as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        const message = {
          to: session.envelope.rcptTo.map((r) => r.address).join(","),
          raw,
          messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? "",
        };
        received.push(message);
        await options.onMessage?.(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    /** `SMTP_URL` for the test API. */
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuses the next `count` messages with a temporary error. */
    refuseNext(count: number) {
      refuse = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
