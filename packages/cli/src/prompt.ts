import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { InterruptedError } from "./errors.js";

/** Asks the person at the terminal; only used when stdin is a terminal. */
export interface Prompter {
  /** Whether there is a person to ask (stdin and stderr are terminals). */
  readonly interactive: boolean;
  /** Asks one question on stderr; `hidden` echoes nothing (passwords, recovery keys). */
  ask(question: string, options?: { hidden?: boolean; defaultValue?: string }): Promise<string>;
}

export interface PromptStreams {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

/**
 * Prompts on stderr so stdout stays clean for `--json`. Hidden answers go through a muted copy of
 * the output stream: readline still handles editing keys, but nothing typed is echoed.
 */
export function createPrompter(streams: PromptStreams): Prompter {
  return {
    interactive: Boolean(streams.stdin.isTTY && streams.stderr.isTTY),
    ask(question, options = {}) {
      let muted = false;
      const output = new Writable({
        write(chunk, encoding, callback) {
          if (!muted) streams.stderr.write(chunk, encoding);
          callback();
        },
      });
      const rl = createInterface({ input: streams.stdin, output, terminal: true });
      const label = options.defaultValue ? `${question} (${options.defaultValue}): ` : `${question}: `;
      return new Promise<string>((resolve, reject) => {
        rl.on("SIGINT", () => {
          rl.close();
          streams.stderr.write("\n");
          reject(new InterruptedError());
        });
        rl.question(label, (answer) => {
          rl.close();
          if (options.hidden) streams.stderr.write("\n");
          resolve(answer.trim() || options.defaultValue || "");
        });
        muted = Boolean(options.hidden);
      });
    },
  };
}

/** Everything piped to stdin, without the trailing newline (for `--password-stdin`). */
export async function readStdin(stdin: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}
