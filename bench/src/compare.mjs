// Measures the Bulwark API against a reference server under the same load, in the same run:
// the machinery every request/s benchmark shares. Absolute figures drift on shared machines;
// the ratio (and the server CPU time per request) is what to compare between runs.
import http from "node:http";
import os from "node:os";
import autocannon from "autocannon";

const log = (line) => process.stdout.write(`${line}\n`);

/**
 * Warms both targets up, then loads each for `duration` seconds cut into `slices` run in
 * A B B A order (load from other processes drifting during the run falls on both alike), and
 * answers each target's summary. Fails when a target answers errors under load.
 */
export async function measureAgainstReference({
  api,
  reference,
  headers,
  duration,
  warmup,
  slices,
  connections,
  requests,
}) {
  const targets = [
    { key: "api", label: "Bulwark API", ...api },
    { key: "reference", label: "reference", ...reference },
  ];
  // `requests` (optional): autocannon's list of `{ path }` each connection cycles through (many
  // tokens rather than one); `url` then gives the server and a path for the lone requests.
  const load = (url, seconds, skipAggregateResult = false) =>
    autocannon({
      url,
      headers,
      connections,
      duration: seconds,
      skipAggregateResult,
      ...(requests ? { requests } : {}),
    });
  for (const target of targets) {
    target.idleMs = await idleLatency(target.url, headers);
    log(`${target.label}: lone request ${target.idleMs.toFixed(1)} ms; ${warmup} s warm-up`);
    await load(target.url, warmup);
  }
  const results = { api: [], reference: [] };
  const order = Array.from({ length: slices }, (_, i) => (i % 2 === 0 ? targets : [...targets].reverse())).flat();
  log(`Measuring ${duration} s per server in ${order.length} slices (${order.map((t) => t.key).join(", ")})`);
  for (const target of order) {
    const cpuBefore = target.proc.cpuSeconds();
    const result = await load(target.url, duration / slices, true);
    // The server's CPU time counts until it has answered what the slice left in its queue.
    await drain(target, headers);
    const cpuAfter = target.proc.cpuSeconds();
    results[target.key].push({ result, cpuSeconds: cpuAfter - cpuBefore });
  }
  const measured = {};
  for (const target of targets) {
    measured[target.key] = summarise(results[target.key], target.url, connections);
    if (measured[target.key].non2xx || measured[target.key].errors) {
      throw new Error(`${target.label} answered errors under load: ${JSON.stringify(measured[target.key])}`);
    }
  }
  return measured;
}

/**
 * Open loop: each target in turn gets `rate` requests per second for `duration` seconds (A B
 * order, after the closed-loop measurement warmed both), sent at even intervals whatever the
 * answers' speed, as users arriving independently would send them, and answers the latency each
 * request saw, from the moment it was due (so a late send counts against the server, never for
 * it). Unlike the closed loop at saturation, where p99 is mostly the queue (about connections /
 * throughput), this shows a request's latency at a load the server can carry, or that it cannot
 * (latency then grows with the run). Not autocannon's `overallRate`: it sends each connection's
 * share of a second at once at the start of the second, so its "rate" arrives in bursts and p99
 * measures the burst. Non-2xx answers fail the run as in the closed loop.
 */
export async function measureAtRate({ api, reference, headers, rate, duration }) {
  const out = {};
  for (const [key, target] of [
    ["api", api],
    ["reference", reference],
  ]) {
    // A rate above what the closed loop got out of a server would only pile requests up for
    // minutes: not sent, said so.
    if (rate > target.capacity * 0.8) {
      out[key] = {
        offeredPerSec: rate,
        skipped: `above 80% of its ${target.capacity.toFixed(0)} requests/s at saturation`,
      };
      continue;
    }
    await drain({ url: target.url, idleMs: await idleLatency(target.url, headers) }, headers);
    const result = await evenlyPaced(target.url, headers, rate, duration);
    if (result.failed > 0) throw new Error(`${key} answered ${result.failed} errors at ${rate} requests/s`);
    out[key] = { offeredPerSec: rate, ...result };
  }
  return out;
}

/**
 * The open-loop runs after a closed-loop measurement: each of `rates` (requests per second) sent
 * at even intervals to both servers for `duration` seconds (see {@link measureAtRate}). In a
 * closed loop at saturation p99 is mostly the queue (connections / requests/s); these show the
 * latency a server gives at a load it carries.
 */
export async function measureOpenLoop({ api, reference, measured, headers, rates, duration }) {
  const runs = [];
  for (const rate of rates) {
    runs.push(
      await measureAtRate({
        api: { url: api, capacity: measured.api.requestsPerSec },
        reference: { url: reference, capacity: measured.reference.requestsPerSec },
        headers,
        rate,
        duration,
      }),
    );
  }
  return runs;
}

/** The rates (requests per second) of the open-loop runs: `BENCH_RATES`, 10 and 200 by default. */
export const OPEN_LOOP_RATES = (process.env.BENCH_RATES ?? "10,200").split(",").map(Number);

/** The note that goes under a closed loop's table: what its p99 is, for `connections` connections. */
export function printClosedLoopNote(connections) {
  log(`  Closed loop at saturation, p99 is mostly the queue: about ${connections} connections / requests/s.`);
}

/** Prints {@link measureOpenLoop}'s runs, a line per server and rate. */
export function printOpenLoop(runs, duration) {
  const rates = runs.map((run) => run.api.offeredPerSec);
  log(
    `Open loop: requests sent at even intervals, ${rates.join(" and ")} per second, ${duration} s each (latency from when each was due):`,
  );
  const cell = (t) =>
    t.skipped
      ? `not sent: ${t.skipped}`
      : `${t.answeredPerSec.toFixed(0)}/s answered, p50 ${t.latencyMs.p50} ms, p99 ${t.latencyMs.p99} ms, max ${t.latencyMs.max} ms`;
  for (const run of runs) {
    log(`  ${String(run.api.offeredPerSec).padStart(4)}/s  API: ${cell(run.api)}`);
    log(`         reference: ${cell(run.reference)}`);
  }
}

/**
 * Sends `rate` requests per second at even intervals for `seconds`; their latencies from when each
 * was due. With `urls` (optional), the requests go to each of them in turn instead of `url`;
 * with `redirectsOk`, a 3xx answer (a tracked link's redirect) counts as answered, not failed.
 */
export async function evenlyPaced(url, headers, rate, seconds, urls, { redirectsOk = false } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const interval = 1000 / rate;
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies = [];
  let failed = 0;
  let lastEnd = 0;
  const started = performance.now();
  await new Promise((resolve) => {
    let sent = 0;
    let done = 0;
    const finish = () => {
      lastEnd = performance.now();
      if (++done === total) resolve();
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + sent * interval <= now) {
        const due = started + sent * interval;
        sent++;
        const req = http.get(urls ? urls[sent % urls.length] : url, { agent, headers }, (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode < 200 || res.statusCode > (redirectsOk ? 399 : 299)) failed++;
            latencies.push(performance.now() - due);
            finish();
          });
        });
        req.on("error", () => {
          failed++;
          finish();
        });
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
    };
    tick();
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    answeredPerSec: total / ((lastEnd - started) / 1000),
    latencyMs: { p50: at(0.5), p99: at(0.99), max: Math.round(latencies.at(-1) ?? 0) },
    failed,
  };
}

/** The fastest of a few lone requests: the server's latency when nothing queues. */
async function idleLatency(url, headers, tries = 5) {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < tries; i++) {
    const started = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * Waits (at most 5 s) until a lone request is about as fast as when idle, so requests a previous
 * slice abandoned in a server's queue do not eat into the next slice.
 */
async function drain(target, headers) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    if ((await idleLatency(target.url, headers, 1)) < target.idleMs * 2 + 5) return;
  }
}

/**
 * Merges the slices of one server: latency histograms added, requests/s over the summed time,
 * and the server's CPU time per request sent (steadier than requests/s when other processes
 * compete for the CPUs).
 */
function summarise(slices, url, connections) {
  const results = slices.map((slice) => slice.result);
  const merged = autocannon.aggregateResult(results, { url, connections });
  const completed = results.reduce((sum, r) => sum + r.totalCompletedRequests, 0);
  const sent = results.reduce((sum, r) => sum + r.totalRequests, 0);
  const seconds = results.reduce((sum, r) => sum + r.duration, 0);
  const cpuSeconds = slices.reduce((sum, slice) => sum + slice.cpuSeconds, 0);
  return {
    requestsPerSec: completed / seconds,
    latencyMs: { p50: merged.latency.p50, p99: merged.latency.p99, mean: merged.latency.average },
    cpuMsPerRequest: Number.isNaN(cpuSeconds) ? null : (cpuSeconds * 1000) / sent,
    requests: completed,
    seconds,
    non2xx: merged.non2xx,
    errors: merged.errors,
    timeouts: merged.timeouts,
  };
}

/** The report of one comparison: both summaries, their ratios and whether the goals were met. */
export function buildComparison(measured, { benchmark, goalRatio, goalP99Ms, settings }) {
  const { api, reference } = measured;
  const ratio = api.requestsPerSec / reference.requestsPerSec;
  const nodeMajor = Number(process.versions.node.split(".")[0]);
  return {
    benchmark,
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPU(s), ${os.cpus()[0]?.model ?? "unknown CPU"}`,
    loadAverage: os.loadavg()[0],
    ...settings,
    api,
    reference,
    ratio: {
      requestsPerSec: ratio,
      latencyP50: api.latencyMs.p50 / reference.latencyMs.p50,
      latencyP99: api.latencyMs.p99 / reference.latencyMs.p99,
      cpuMsPerRequest:
        api.cpuMsPerRequest && reference.cpuMsPerRequest ? api.cpuMsPerRequest / reference.cpuMsPerRequest : null,
    },
    goals: {
      requestsPerSecRatio: { target: `>= ${goalRatio}`, met: ratio >= goalRatio },
      ...(goalP99Ms === undefined
        ? {}
        : { apiLatencyP99Ms: { target: `< ${goalP99Ms}`, met: api.latencyMs.p99 < goalP99Ms } }),
    },
    nodeNote: nodeMajor < 24 ? `Running on Node ${nodeMajor}; use Node 24 in production.` : undefined,
  };
}

/** Prints a comparison as a table: API, reference, their ratio, and each goal met or MISSED. */
export function printComparison(report, title) {
  const { api, reference, ratio, goals } = report;
  const mark = (met) => (met ? "met" : "MISSED");
  const rows = [
    ["", "Bulwark API", "reference", "api/reference", "goal"],
    [
      "requests/s",
      api.requestsPerSec.toFixed(0),
      reference.requestsPerSec.toFixed(0),
      ratio.requestsPerSec.toFixed(2),
      `ratio ${goals.requestsPerSecRatio.target}: ${mark(goals.requestsPerSecRatio.met)}`,
    ],
    ["latency p50 (ms)", String(api.latencyMs.p50), String(reference.latencyMs.p50), ratio.latencyP50.toFixed(2), ""],
    [
      "latency p99 (ms)",
      String(api.latencyMs.p99),
      String(reference.latencyMs.p99),
      ratio.latencyP99.toFixed(2),
      goals.apiLatencyP99Ms ? `API p99 ${goals.apiLatencyP99Ms.target} ms: ${mark(goals.apiLatencyP99Ms.met)}` : "",
    ],
  ];
  if (ratio.cpuMsPerRequest !== null) {
    rows.push([
      "server CPU ms/request",
      api.cpuMsPerRequest.toFixed(2),
      reference.cpuMsPerRequest.toFixed(2),
      ratio.cpuMsPerRequest.toFixed(2),
      "(steadier on a busy machine)",
    ]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column])).join("  ");
  log("");
  log(title);
  log(`Node ${report.node}, ${report.platform}, load average ${report.loadAverage.toFixed(2)}`);
  log("");
  for (const row of rows) log(line(row));
  log("");
  if (report.loadAverage > os.cpus().length) {
    log("Note: the machine was busy (load average above the CPU count); compare ratios, not absolute figures.");
  }
  if (report.nodeNote) log(`Note: ${report.nodeNote}`);
}
