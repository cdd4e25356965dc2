/** Structured one-line JSON logs on stdout/stderr; level from LOG_LEVEL. */
export interface Logger {
  error(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  debug(message: string, data?: Record<string, unknown>): void;
}

const order = { silent: 0, error: 1, info: 2, debug: 3 } as const;

export function createLogger(level: keyof typeof order): Logger {
  const write = (lvl: "error" | "info" | "debug", message: string, data?: Record<string, unknown>) => {
    if (order[level] < order[lvl]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: lvl, message, ...data });
    (lvl === "error" ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    error: (m, d) => write("error", m, d),
    info: (m, d) => write("info", m, d),
    debug: (m, d) => write("debug", m, d),
  };
}
