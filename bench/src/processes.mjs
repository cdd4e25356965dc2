import { fork, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a Node child process (its own event loop, so the load generator never competes with it
 * inside one process) and keeps its stderr for the error message if it dies early.
 */
export function startChild(label, modulePath, { env = {}, execArgv = [] } = {}) {
  const child = fork(modulePath, [], {
    execArgv,
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    label,
    child,
    exited,
    /** CPU seconds (user + system) the process has used so far; undefined where /proc is missing. */
    cpuSeconds: () => cpuSeconds(child.pid),
    stderr: () => stderr,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 200; fails fast if the process exits or after `timeoutMs`. */
export async function waitUntilHealthy(proc, url, { headers = {}, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  let last = "no answer";
  proc.exited.then(() => {
    dead = true;
  });
  while (Date.now() < deadline) {
    if (dead) throw new Error(`${proc.label} exited during start:\n${proc.stderr()}`);
    try {
      const res = await fetch(url, { headers });
      if (res.status === 200) return;
      last = `${res.status} ${(await res.text()).slice(0, 300)}`;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${proc.label} did not answer 200 at ${url} within ${timeoutMs} ms (last: ${last}):\n${proc.stderr()}`,
  );
}

// Fields 14 and 15 of /proc/<pid>/stat are user and system time in clock ticks (100 per second on
// Linux); the command name in field 2 may contain spaces, so fields are counted after its ")".
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Builds the API as `pnpm start` runs it (`api/dist`, its `build` script: tsup). */
export function buildApi(rootDir) {
  const apiDir = path.join(rootDir, "api");
  const tsupManifest = createRequire(path.join(apiDir, "package.json")).resolve("tsup/package.json");
  const tsupBin = path.join(path.dirname(tsupManifest), JSON.parse(fs.readFileSync(tsupManifest, "utf8")).bin.tsup);
  const built = spawnSync(process.execPath, [tsupBin, "--silent"], {
    cwd: apiDir,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) throw new Error("the API did not build");
}

/**
 * Starts the real API on a free loopback port with a super-admin, and waits until it is healthy:
 * compiled (`api/dist/main.js`, built first), what `pnpm start` runs and users get; with
 * `BENCH_API_FROM_SOURCE=1`, from the TypeScript through tsx (`node --import tsx
 * api/src/main.ts`, what `pnpm dev` runs; it holds about 60 MB more, the transpiled sources).
 */
export async function startApi({ rootDir, dataDir, admin, env = {} }) {
  const fromSource = process.env.BENCH_API_FROM_SOURCE === "1";
  if (!fromSource) buildApi(rootDir);
  const require = createRequire(import.meta.url);
  const port = await freePort();
  const api = startChild("Bulwark API", path.join(rootDir, fromSource ? "api/src/main.ts" : "api/dist/main.js"), {
    execArgv: [
      ...(fromSource ? ["--import", pathToFileURL(require.resolve("tsx")).href] : []),
      // e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": Node refuses --cpu-prof in NODE_OPTIONS.
      ...(process.env.BENCH_API_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
    ],
    env: {
      BULWARK_DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "error",
      BULWARK_ADMIN_EMAIL: admin.email,
      BULWARK_ADMIN_PASSWORD: admin.password,
      // The token signed in the setup must outlive the run.
      ACCESS_TOKEN_TTL_SECONDS: "86400",
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(api, `${url}/api/v1/health`);
  return { ...api, url };
}

/** The process's peak resident memory so far in bytes (VmHWM), or undefined where /proc is missing. */
export function peakRssBytes(pid) {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmHWM:"));
    return line ? Number(line.replace(/\D+/g, "")) * 1024 : undefined;
  } catch {
    return undefined;
  }
}
