import { setFlagsFromString } from "node:v8";
import { CommanderError } from "commander";
import { ApiCallError, ExitCode, exitCodeFor, humanPath, InvalidFileError } from "./errors.js";
import { createProgram } from "./program.js";
import { createRuntime, type Io } from "./runtime.js";

/**
 * The CLI (see main.ts, the entry point): parses the command line, runs the command, reports an error in
 * the requested form and exits with the documented code. Nothing else in the CLI exits.
 */
// Node's fetch parses HTTP with llhttp compiled to WebAssembly. V8 recompiles its hot functions
// with its optimising compiler on a background thread, and a process waits for that job when it
// exits: 60-150 ms after the last answer of every command (measured with strace on a 2-core
// machine; see bench/README.md, people-import). The baseline compiler alone (Liftoff) parses the
// few kilobytes of a command's answers just as well, so the CLI asks for it before the first request.
setFlagsFromString("--liftoff-only");

const io: Io = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env };
const json = process.argv.includes("--json");

let code: number = ExitCode.Ok;
try {
  await createProgram(createRuntime(io)).parseAsync(process.argv);
} catch (error) {
  code = exitCodeFor(error);
  report(error, code);
}
process.exit(code);

function report(error: unknown, exitCode: number): void {
  // Commander has already printed its own message (or the help) before throwing.
  if (error instanceof CommanderError) return;
  const message = error instanceof Error ? error.message : String(error);
  const api = error instanceof ApiCallError ? error.body : undefined;
  if (json) {
    const body = { error: { message, exitCode, ...(api ? { statusCode: api.statusCode, code: api.code } : {}) } };
    if (api?.errors) Object.assign(body.error, { errors: api.errors });
    if (error instanceof InvalidFileError) Object.assign(body.error, { file: error.file, problems: error.problems });
    io.stderr.write(`${JSON.stringify(body)}\n`);
    return;
  }
  const fields = api?.errors ?? [];
  // The API's message is its first field error: said once, in the list, under a heading.
  const headline = fields.length > 0 && fields[0]?.message === message ? "Some values were not accepted:" : message;
  io.stderr.write(`bulwark: ${headline}\n`);
  for (const field of fields) io.stderr.write(`  ${humanPath(field.path)}: ${field.message}\n`);
  if (exitCode === ExitCode.Unexpected && io.env.BULWARK_DEBUG && error instanceof Error && error.stack) {
    io.stderr.write(`${error.stack}\n`);
  }
}
