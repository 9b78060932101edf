import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { CHROMIUM_PATH } from '../ensure-chromium.ts';

export const LIGHTHOUSE_RUNS = 3;

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Total Blocking Time, ms. */
  totalBlockingTime: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const run = promisify(execFile);

/**
 * One run of the lighthouse CLI with its default mobile settings and throttling, in Debian's Chromium. Asynchronous:
 * the reference server answering it runs in this process.
 */
async function runOnce(url: string): Promise<LighthouseScores> {
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
        `--output-path=${output}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 180_000 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      categories: Record<'performance' | 'accessibility', { score: number }>;
      audits: Record<'total-blocking-time', { numericValue: number }>;
    };
    return {
      performance: report.categories.performance.score,
      accessibility: report.categories.accessibility.score,
      totalBlockingTime: report.audits['total-blocking-time'].numericValue,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each figure's median over runs. */
function medians(runs: readonly LighthouseScores[]): LighthouseScores {
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    totalBlockingTime: median(runs.map((run) => run.totalBlockingTime)),
  };
}

/**
 * The median of three runs of each figure for each page, as the budget asks: one run of Lighthouse varies by several
 * points. The pages take turns (one run of each, three rounds), so that a busier spell of the machine falls on all of
 * them alike rather than on whichever page was measured then.
 */
export async function lighthouseScores<const Urls extends readonly string[]>(
  urls: Urls,
): Promise<{ [Page in keyof Urls]: LighthouseScores }> {
  // A run on a busy machine sometimes fails to record its trace (NO_NAVSTART): it is run again, twice at most.
  const runRetried = (url: string, attempt = 0): Promise<LighthouseScores> =>
    runOnce(url).catch((error: unknown) => {
      if (attempt >= 2) throw error;
      return runRetried(url, attempt + 1);
    });
  const runs = urls.map((): LighthouseScores[] => []);
  for (let round = 0; round < LIGHTHOUSE_RUNS; round += 1) {
    for (const [index, url] of urls.entries()) runs[index]?.push(await runRetried(url));
  }
  return runs.map(medians) as { [Page in keyof Urls]: LighthouseScores };
}
