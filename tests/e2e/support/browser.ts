import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";

/** Debian's Chromium; the tests never download a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Browser tests skip on a developer machine without Chromium (scripts/test.mjs says so), but
 * never in CI, where a missing browser must fail the run rather than hide the tests.
 */
export const skipBrowserTests = !existsSync(chromiumPath) && !process.env.CI;

/**
 * Launches headless Chromium with the flags that keep it quiet and offline; `extraArgs` adds
 * flags (a test following the API's emailed links maps their host with `--host-resolver-rules`).
 */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extraArgs,
    ],
  });
}

/**
 * A new browser context (its own storage, like a separate person) at a desktop size, English,
 * light colour scheme; page errors fail loudly through `errors()`. `options` adds context
 * options (a person's `userAgent` where headless Chromium's would read as a bot).
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: () => string[] }> {
  const context = await browser.newContext({
    ...options,
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
    colorScheme: "light",
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Anything the Content-Security-Policy blocked (a script, a style, a connection) is an error too:
  // the pages must work under the policy the API serves them with.
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return { context, page, errors: () => errors };
}

/**
 * A new context (see {@link newContext}) already signed in with `tokens`, as if it had signed in
 * before. The tokens are seeded once per tab, so a sign-out or a refresh during the test sticks.
 */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  tokens: { accessToken: string; refreshToken: string },
): Promise<{ context: BrowserContext; page: Page; errors: () => string[] }> {
  const session = await newContext(browser, baseURL);
  await session.context.addInitScript(
    (value) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("bulwark.tokens", value);
        sessionStorage.setItem("seeded", "1");
      }
    },
    JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
  );
  return session;
}
