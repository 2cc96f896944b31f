import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { signInThroughApi } from './api.js';
import { VIEWPORTS, launchBrowser, watchPageErrors } from './browser.js';
import { startServer, type RunningServer } from './server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A catalogue file: a path from the repository root, or a definition written as `name`. */
export type CatalogFile = string | { name: string; definition: unknown };

export type JourneyOptions = {
  /** Only these shipped applications (catalog/<key>.json); with `catalog`, added to it. */
  apps?: string[];
  /** The catalogue's files; without it (and without `apps`), the real catalogue. */
  catalog?: CatalogFile[];
  /** The server's environment; a function when it needs something started first (a fake ANAF). */
  env?: Record<string, string> | (() => Promise<Record<string, string>>);
  /** false: the server alone, for journeys that only talk HTTP. */
  browser?: boolean;
  /** What else to stop once the server has stopped (the fakes the journey started). */
  stop?: () => Promise<void>;
};

export type PageOptions = {
  viewport?: keyof typeof VIEWPORTS | { width: number; height: number };
  /** The browser's language; Romanian unless told. */
  locale?: string;
  acceptDownloads?: boolean;
  /** A phone: touch events and the mobile viewport meta honoured. */
  touch?: boolean;
  /** false: a reader without JavaScript (a crawler), which has no page errors to watch. */
  javaScript?: boolean;
  /** The browser's time zone (IANA); the machine's unless told. */
  timezoneId?: string;
};

/** A page in a context of its own (no session or language shared with another), its page errors and CSP refusals watched. */
export type JourneyPage = { context: BrowserContext; page: Page; errors: string[] };

export type Journey = {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The catalogue folder the server seeded from (CATALOG_DIR), when the journey chose its files. */
  readonly catalogDir: string;
  openPage: (options?: PageOptions) => Promise<JourneyPage>;
  /** openPage, then signed in through the API (the dashboard shown): the login screen has journeys of its own. */
  openSignedIn: (account: { email: string; password: string } & PageOptions) => Promise<JourneyPage>;
};

const writeCatalog = async (files: CatalogFile[]): Promise<string> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-e2e-catalog-'));
  for (const file of files) {
    if (typeof file === 'string') await copyFile(path.join(root, file), path.join(dir, path.basename(file)));
    else await writeFile(path.join(dir, file.name), JSON.stringify(file.definition));
  }
  return dir;
};

/**
 * The server and the browser of a journey, for the describe block it is called in: before its
 * tests, the built product on a fresh embedded database (with the catalogue and environment asked)
 * and Chromium; after them, both stopped and their files removed. Call it first in the block, so
 * that the block's own beforeAll hooks find the server started.
 */
export const useJourney = (options: JourneyOptions = {}): Journey => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let catalogDir: string | undefined;

  beforeAll(async () => {
    const env = typeof options.env === 'function' ? await options.env() : (options.env ?? {});
    const files = [...(options.catalog ?? []), ...(options.apps ?? []).map((key) => `catalog/${key}.json`)];
    if (options.catalog || options.apps) catalogDir = await writeCatalog(files);
    // Two minutes to answer: journeys share the machine with the other test files.
    server = await startServer({ ...(catalogDir ? { CATALOG_DIR: catalogDir } : {}), ...env }, { startTimeoutMs: 120_000 });
    if (options.browser !== false) browser = await launchBrowser();
  });
  /** The pages opened, so that a failed test can say what each one showed (CI keeps no screenshot or trace). */
  const opened = new Map<Page, string[]>();
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    for (const [page, consoleLines] of opened) {
      if (page.isClosed()) continue;
      const text = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch((error: unknown) => `(unreadable: ${error instanceof Error ? error.message : String(error)})`);
      const said = consoleLines.length > 0 ? `\nits console's errors and warnings (last ${consoleLines.length}):\n${consoleLines.join('\n')}` : '';
      console.error(`[journey] "${task.name}" failed; a page at ${page.url()} showed:\n${text.replace(/\n{2,}/g, '\n').slice(0, 2_000)}${said}`);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await options.stop?.();
    if (catalogDir) await rm(catalogDir, { recursive: true, force: true });
  });

  const journey: Journey = {
    get server() {
      if (!server) throw new Error('the journey has no server yet: call useJourney first in the describe block');
      return server;
    },
    get browser() {
      if (!browser) throw new Error(options.browser === false ? 'this journey runs without a browser' : 'the journey has no browser yet');
      return browser;
    },
    get catalogDir() {
      if (!catalogDir) throw new Error('this journey runs on the real catalogue: give it `apps` or `catalog`');
      return catalogDir;
    },
    openPage: async ({ viewport = 'desktop', locale = 'ro-RO', acceptDownloads, touch, javaScript = true, timezoneId } = {}) => {
      const context = await journey.browser.newContext({
        viewport: typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport,
        locale,
        ...(acceptDownloads ? { acceptDownloads } : {}),
        ...(touch ? { isMobile: true, hasTouch: true } : {}),
        ...(javaScript ? {} : { javaScriptEnabled: false }),
        ...(timezoneId ? { timezoneId } : {}),
      });
      const page = await context.newPage();
      // What the page's console said (a hydration error, a failed request), kept for a failure's report.
      const consoleLines: string[] = [];
      opened.set(page, consoleLines);
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        consoleLines.push(`${message.type()}: ${message.text().slice(0, 300)}`);
        if (consoleLines.length > 20) consoleLines.shift();
      });
      page.on('close', () => opened.delete(page));
      return { context, page, errors: watchPageErrors(page) };
    },
    openSignedIn: async ({ email, password, ...pageOptions }) => {
      const opened = await journey.openPage(pageOptions);
      await signInThroughApi({ page: opened.page, server: journey.server, email, password });
      return opened;
    },
  };
  return journey;
};
