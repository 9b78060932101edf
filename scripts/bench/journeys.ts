import { type Browser, type CDPSession, expect, type Page } from '@playwright/test';

import { blockingRequests } from './request-figures.ts';
import { type LoggedRequest, logRequests, type RequestLog } from './request-log.ts';

export const DEMO_USER = { email: 'admin@acme.test', password: 'trellis-demo' };
/** The auto refresh's first run comes 3 s after sign-in (section 9): a refresh is looked for a while past it. */
const REFRESH_WATCH_MS = 6_000;
/** A slow network's round trip on the return visit: an answer the header waits for shows as coming before it. */
const RETURN_VISIT_LATENCY_MS = 2_000;
/**
 * A phone's round trip (Lighthouse's mobile figure) for the sign-in: requests sent together stay together even when
 * the page sends them some milliseconds apart, which the local server's answers would otherwise outrun.
 */
const SIGN_IN_LATENCY_MS = 150;

/**
 * One DevTools session per page for its network conditions: a second session's do not take over from the first's, and
 * the return visit, meant at 2 s, ran at the sign-in's 150 ms (where a shell that paints from stored data still loses
 * the race to answers that come in 150 ms on a busy machine).
 */
const networkSessions = new WeakMap<Page, Promise<CDPSession>>();

async function emulateLatency(page: Page, latency: number) {
  let session = networkSessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    networkSessions.set(page, session);
  }
  const network = await session;
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

export interface PageLoad {
  entries: LoggedRequest[];
}

export interface SignInJourney {
  /** Everything from opening the sign-in page to the painted shell with its navigation. */
  entries: LoggedRequest[];
  /** The part of it that came after the click on Sign in. */
  afterSignIn: LoggedRequest[];
  /** Token refreshes within the watch after sign-in. */
  earlyRefreshes: number;
  /** Requests the reload of a signed-in page made before its branded header painted (index.html aside). */
  returnVisitBlocking: LoggedRequest[];
}

/**
 * Opens a page and waits until it has painted its own heading and the network is quiet: on a busy machine the entry
 * can take longer to evaluate than the network's idle wait, before the page's code is even asked for.
 */
export async function openPainted(page: Page, url: string, log: RequestLog) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await log.quiet();
}

/** Opens a page signed out and waits until it has painted and the network is quiet. */
export async function loadPage(browser: Browser, baseUrl: string, path: string): Promise<PageLoad> {
  const page = await browser.newPage();
  const log = logRequests(page);
  await openPainted(page, `${baseUrl}${path}`, log);
  const entries = await log.finished();
  await page.close();
  return { entries };
}

/** What `firstShownAt` reads in the page (the scripts are typed for Node, without the DOM's types). */
interface PaintedPage {
  document: { querySelector: (selector: string) => { checkVisibility: () => boolean } | null };
}

/**
 * When `selector` first shows, by the page's clock: looked for at every frame in the page. Polled from here, it would
 * be seen up to a second late, and what the page asks for meanwhile would count as waited for.
 */
async function firstShownAt(page: Page, selector: string): Promise<number> {
  const shown = await page.waitForFunction(
    (looked: string) => {
      const { document } = globalThis as unknown as PaintedPage;
      return document.querySelector(looked)?.checkVisibility() ? Date.now() : false;
    },
    selector,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await shown.jsonValue()) as number;
}

/** When the shell's navigation first shows, by the page's clock. */
async function shellPaintedAt(page: Page): Promise<number> {
  const shown = await firstShownAt(page, 'nav[aria-label="Modules"]');
  // A startup dialog may open over the shell at once, which hides the navigation from assistive technology.
  await expect(page.getByRole('navigation', { name: 'Modules', includeHidden: true })).toBeVisible();
  return shown;
}

/**
 * On the sign-in page: types the demo admin's e-mail and password and clicks Sign in, as a user does, and waits for
 * the shell with its navigation. Answers when the click came and when the shell painted, on the log's clock.
 */
export async function signInThroughForm(page: Page, log: RequestLog) {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(DEMO_USER.email);
  await page.getByLabel('Password').fill(DEMO_USER.password);
  // A person takes seconds over the password; what the page does meanwhile (the user-type lookup, started as the
  // e-mail field is left) is done by the click. The page's load state went idle long before: wait on the log.
  await log.quiet();
  const clickedAt = log.now();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return { clickedAt, paintedAt: log.sinceStart(await shellPaintedAt(page)) };
}

/** Signs in through the form, as a user does, then reloads the signed-in page. */
export async function signInJourney(browser: Browser, baseUrl: string): Promise<SignInJourney> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const log = logRequests(page);
  // The form-encoded bodies are not readable here: after the sign-in's own, every token request is a refresh.
  const tokenRequests: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/oauth/token')) tokenRequests.push(log.now());
  });
  await openPainted(page, `${baseUrl}/auth`, log);
  await emulateLatency(page, SIGN_IN_LATENCY_MS);
  const { clickedAt, paintedAt } = await signInThroughForm(page, log);
  const entries = (await log.finished()).filter((entry) => entry.start <= paintedAt);
  await page.waitForTimeout(REFRESH_WATCH_MS);
  const earlyRefreshes = Math.max(0, tokenRequests.filter((at) => at > clickedAt).length - 1);

  // Over a slow network only the requests the header waits for come before it paints.
  await emulateLatency(page, RETURN_VISIT_LATENCY_MS);
  const reloadLog = logRequests(page);
  // Seen at the frame it paints in: a poll from outside sees it up to a second late, and counts what came meanwhile.
  await page.reload({ waitUntil: 'commit' });
  const headerAt = reloadLog.sinceStart(await firstShownAt(page, 'header'));
  await expect(page.getByRole('banner')).toBeVisible();
  const returnVisitBlocking = blockingRequests(await reloadLog.finished()).filter(
    (entry) => entry.type !== 'document' && entry.bytesSent > 0 && entry.end <= headerAt,
  );
  await context.close();
  return {
    entries,
    afterSignIn: entries.filter((entry) => entry.start >= clickedAt),
    earlyRefreshes,
    returnVisitBlocking,
  };
}

/** Closes the dialogs the shell opens as it starts (maintenance, news, a survey), one after another, as a user does. */
async function closeStartupDialogs(page: Page) {
  const dialog = page.getByRole('dialog').first();
  for (let closed = 0; closed < 10; closed += 1) {
    const shown = await dialog.waitFor({ state: 'visible', timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    if (!shown) return;
    await page.keyboard.press('Escape');
    // Its closing transition; the next one opens after it.
    await page.waitForTimeout(500);
  }
}

/** A hosted module of the manifest, as the hosted-module journey opens it. */
export interface HostedModule {
  /** Its link's name in the shell's navigation. */
  title: string;
  /** A selector that only the module's own rendered DOM matches: its first paint. */
  paintedSelector: string;
  /** The path of the first API read the module makes as it shows. */
  firstReadPath: string;
}

export interface HostedModuleJourney {
  /** From the pointer coming onto the module's link to the module's first paint and its first API read. */
  entries: LoggedRequest[];
  /** When the click came and when the module first painted, on the log's clock (0: the pointer came onto the link). */
  clickedAt: number;
  paintedAt: number;
}

/**
 * Signed in through the form, opens a hosted module from the shell's navigation over a phone's round trip, as a user
 * does: the pointer comes onto its link (the shell's preload on intent), then clicks. The requests are logged from the
 * pointer's coming: what it starts is what the click's way to the module can already have under way.
 */
export async function hostedModuleJourney(
  browser: Browser,
  baseUrl: string,
  module: HostedModule,
): Promise<HostedModuleJourney> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signInLog = logRequests(page);
  await openPainted(page, `${baseUrl}/auth`, signInLog);
  await signInThroughForm(page, signInLog);
  await closeStartupDialogs(page);
  await signInLog.quiet();
  await emulateLatency(page, SIGN_IN_LATENCY_MS);

  const log = logRequests(page);
  const firstRead = page.waitForResponse((response) => new URL(response.url()).pathname === module.firstReadPath, {
    timeout: 30_000,
  });
  const link = page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: module.title });
  await link.hover();
  const clickedAt = log.now();
  await link.click();
  const painted = log.sinceStart(await firstShownAt(page, module.paintedSelector));
  await firstRead;
  await log.quiet();
  const all = await log.finished();
  const read = all.find((entry) => new URL(entry.url).pathname === module.firstReadPath);
  const until = Math.max(painted, read?.start ?? painted);
  await context.close();
  return { entries: all.filter((entry) => entry.start <= until), clickedAt, paintedAt: painted };
}
