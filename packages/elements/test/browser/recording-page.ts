import type { Browser } from "playwright-core";

/** An event the page recorded as it reached the document. */
export interface RecordedEvent {
  type: string;
  detail: unknown;
  cancelable: boolean;
  composed: boolean;
  /** The id of the element that fired it (inside shadow roots too). */
  origin: string;
}

/**
 * A new page that records every `eventNames` event reaching its document, and its page errors.
 * `events(type)` answers the recorded events of one type, oldest first.
 */
export async function recordingPage(browser: Browser, eventNames: readonly string[]) {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript((names) => {
    const events: unknown[] = [];
    (window as any).__events = events;
    for (const name of names) {
      document.addEventListener(name, (event) => {
        events.push({
          type: event.type,
          detail: (event as CustomEvent).detail,
          cancelable: event.cancelable,
          composed: event.composed,
          origin: (event.composedPath()[0] as HTMLElement).id,
        });
      });
    }
  }, eventNames);
  const events = (type: string): Promise<RecordedEvent[]> =>
    page.evaluate((t) => (window as any).__events.filter((e: { type: string }) => e.type === t), type);
  return { page, errors, events };
}
