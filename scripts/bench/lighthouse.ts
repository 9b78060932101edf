import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { CHROMIUM_PATH } from '../ensure-chromium.ts';

export const LIGHTHOUSE_RUNS = 3;

/**
 * `simulate`: Lighthouse's default, a fast load replayed through its model of a phone (lantern). `devtools`: the load
 * itself slowed (4 × CPU, a phone's network), what a phone would meet.
 */
export type ThrottlingMethod = 'simulate' | 'devtools';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Total Blocking Time, ms. */
  totalBlockingTime: number;
  /** Largest Contentful Paint, ms. */
  largestContentfulPaint: number;
  /** The longest top-level task of the main thread while the page loads, as the trace saw it, ms. */
  longestTask: number;
}

interface Report {
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<'total-blocking-time' | 'largest-contentful-paint', { numericValue: number }> &
    Record<'main-thread-tasks', { details?: { items?: { duration: number }[] } }>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const run = promisify(execFile);

/**
 * One run of the lighthouse CLI with its default mobile settings and throttling, in Debian's Chromium. Asynchronous:
 * the reference server answering it runs in this process.
 */
async function runOnce(url: string, throttling: ThrottlingMethod): Promise<LighthouseScores> {
  const dir = mkdtempSync(join(tmpdir(), 'trellis-lighthouse-'));
  const output = join(dir, 'report.json');
  try {
    await run(
      'npx',
      [
        'lighthouse',
        url,
        '--quiet',
        '--only-categories=performance,accessibility',
        '--output=json',
        `--throttling-method=${throttling}`,
        `--output-path=${output}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 180_000 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    return {
      performance: report.categories.performance.score,
      accessibility: report.categories.accessibility.score,
      totalBlockingTime: report.audits['total-blocking-time'].numericValue,
      largestContentfulPaint: report.audits['largest-contentful-paint'].numericValue,
      longestTask: Math.max(
        0,
        ...(report.audits['main-thread-tasks'].details?.items ?? []).map((task) => task.duration),
      ),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each figure's median over runs. */
function medians(runs: readonly LighthouseScores[]): LighthouseScores {
  const of = (figure: keyof LighthouseScores) => median(runs.map((run) => run[figure]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    totalBlockingTime: of('totalBlockingTime'),
    largestContentfulPaint: of('largestContentfulPaint'),
    longestTask: of('longestTask'),
  };
}

/**
 * The median of three runs of each figure for each page, as the budget asks: one run of Lighthouse varies by several
 * points. The pages take turns (one run of each, three rounds), so that a busier spell of the machine falls on all of
 * them alike rather than on whichever page was measured then.
 */
export async function lighthouseScores<const Urls extends readonly string[]>(
  urls: Urls,
  throttling: ThrottlingMethod,
): Promise<{ [Page in keyof Urls]: LighthouseScores }> {
  // A run on a busy machine sometimes fails to record its trace (NO_NAVSTART): it is run again, twice at most.
  const runRetried = (url: string, attempt = 0): Promise<LighthouseScores> =>
    runOnce(url, throttling).catch((error: unknown) => {
      if (attempt >= 2) throw error;
      return runRetried(url, attempt + 1);
    });
  const runs = urls.map((): LighthouseScores[] => []);
  for (let round = 0; round < LIGHTHOUSE_RUNS; round += 1) {
    for (const [index, url] of urls.entries()) runs[index]?.push(await runRetried(url));
  }
  return runs.map(medians) as { [Page in keyof Urls]: LighthouseScores };
}
