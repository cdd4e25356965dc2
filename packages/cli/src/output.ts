import type { ComponentType, ReactElement } from "react";
import type { Io } from "./runtime.js";

/** json for `--json`, Ink for a terminal, plain lines for a pipe or a file. */
export type OutputMode = "json" | "tty" | "plain";

/** How one command's result is shown in each mode. */
export interface Presenter<Data> {
  /**
   * The Ink view for a terminal. Asynchronous so view modules, and Ink with them, are imported
   * only on a terminal: loading Ink costs more than a whole scripted run.
   */
  view: (data: Data) => Promise<ReactElement>;
  /** Plain lines for pipes: stable, one record per line where that fits. */
  lines: (data: Data) => string[];
  /** What `--json` prints; the data itself unless given. */
  json?: (data: Data) => unknown;
}

/**
 * The element of a view component, with React imported only now: command modules stay free of
 * React so `bulwark --version`, `--help` and scripted runs never load it.
 *
 * @example view: async (r) => element((await import("./list.view.js")).OrgsListView, { result: r })
 */
export async function element<Props extends object>(
  component: ComponentType<Props>,
  props: Props,
): Promise<ReactElement> {
  const { createElement } = await import("react");
  return createElement(component, props);
}

/** Prints a command's result in the given mode, on stdout. */
export async function present<Data>(io: Io, mode: OutputMode, data: Data, presenter: Presenter<Data>): Promise<void> {
  if (mode === "json") {
    io.stdout.write(`${JSON.stringify(presenter.json ? presenter.json(data) : data, null, 2)}\n`);
  } else if (mode === "tty") {
    const { renderToString } = await import("ink");
    io.stdout.write(`${renderToString(await presenter.view(data), { columns: io.stdout.columns || 80 })}\n`);
  } else {
    const lines = presenter.lines(data);
    if (lines.length > 0) io.stdout.write(`${lines.join("\n")}\n`);
  }
}

/** Runs `work`, showing a spinner on stderr meanwhile when on a terminal. */
export async function working<Result>(
  io: Io,
  mode: OutputMode,
  label: string,
  work: () => Promise<Result>,
): Promise<Result> {
  if (mode !== "tty" || !io.stderr.isTTY) return work();
  const [{ render }, { createElement }, { Working }] = await Promise.all([
    import("ink"),
    import("react"),
    import("./ui/working.js"),
  ]);
  const app = render(createElement(Working, { label }), transient(io));
  try {
    return await work();
  } finally {
    dismiss(app);
  }
}

/**
 * Ink options of a transient display on stderr. `maxFps: 0` draws each update at once instead of
 * on Ink's frame timer: {@link dismiss} relies on its empty frame being drawn before it clears.
 * Redraws stay rare (the spinner's own interval, the progress bar's throttle).
 */
const transient = (io: Io) => ({
  stdout: io.stderr as NodeJS.WriteStream,
  patchConsole: false,
  exitOnCtrlC: false,
  maxFps: 0,
});

/**
 * Takes a transient display (spinner, progress bar) off the terminal, leaving no line behind.
 * Ink's unmount draws the last frame once more, which would leave it in the scrollback; so an
 * empty frame is drawn first, then cleared (the empty frame is still one blank line).
 */
function dismiss(app: { rerender: (tree: ReactElement | null) => void; clear: () => void; unmount: () => void }) {
  app.rerender(null);
  app.clear();
  app.unmount();
}

/** Updates a progress display with work done so far. */
export type ProgressUpdate = (done: number, total: number) => void;

/**
 * Runs `work`, showing a progress bar on stderr meanwhile when on a terminal. Redraws are
 * throttled: a fast upload reports thousands of chunks a second.
 */
export async function withProgress<Result>(
  io: Io,
  mode: OutputMode,
  label: string,
  work: (update: ProgressUpdate) => Promise<Result>,
  /** Shown with a spinner once all is sent and the server is still working. */
  after?: string,
): Promise<Result> {
  if (mode !== "tty" || !io.stderr.isTTY) return work(() => undefined);
  const [{ render }, { createElement }, { ProgressBar }] = await Promise.all([
    import("ink"),
    import("react"),
    import("./ui/progress.js"),
  ]);
  const app = render(createElement(ProgressBar, { label, done: 0, total: 0 }), transient(io));
  let last = 0;
  const update: ProgressUpdate = (done, total) => {
    const now = Date.now();
    if (now - last < 80 && done < total) return;
    last = now;
    app.rerender(createElement(ProgressBar, { label, done, total, after }));
  };
  try {
    return await work(update);
  } finally {
    dismiss(app);
  }
}

/** A view redrawn in place on a terminal's stdout: see {@link liveView}. */
export interface LiveView {
  /** Draws `view`, replacing the previous frame. */
  update(view: ReactElement): void;
  /** Stops redrawing; the last frame stays on the terminal. */
  end(): void;
}

/**
 * A live view on stdout (a terminal), for commands that watch something change (`--watch`).
 * Ctrl-C is left to the command (Ink does not exit): it stops watching and returns normally.
 */
export async function liveView(io: Io): Promise<LiveView> {
  const { render } = await import("ink");
  let app: ReturnType<typeof render> | undefined;
  return {
    update(view) {
      if (app) app.rerender(view);
      else
        app = render(view, {
          stdout: io.stdout as NodeJS.WriteStream,
          patchConsole: false,
          exitOnCtrlC: false,
          maxFps: 0,
        });
    },
    end() {
      app?.unmount();
    },
  };
}
