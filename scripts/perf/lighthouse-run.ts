/**
 * Lighthouse (12.8, the last to run on Node 20) on a page of the served app: its default mobile run (a
 * mid-range phone on a slow 4G connection, simulated) in the system Chromium, performance only.
 */
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../free-port';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERSISTENCE_KEY } from '../../machines/session/persistence';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { isRecord } from '../../shared/is-record';

export interface LighthouseFigures {
  url: string;
  /** How many runs each figure is the median of. */
  runs: number;
  /** 0 to 100. */
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  /**
   * The main thread's tasks of 50 ms or more in the run whose blocking time is the median, longest first, as
   * Lighthouse simulates them on its phone: where each started, how long it took, the script it is put down
   * to and what its time went on (script evaluation, style and layout, parsing...).
   */
  longTasks: LongTask[];
}

export interface LongTask {
  url: string;
  startTimeMs: number;
  durationMs: number;
  /** Lighthouse's task groups (scriptEvaluation, styleLayout, ...) and their milliseconds in this task. */
  breakdownMs: Record<string, number>;
}

export interface LighthouseOptions {
  /** Writes the trace of the run whose blocking time is the median here (open it in DevTools' Performance). */
  keepTraceAt?: string;
}

/** The goals of the performance work: a score of 95, LCP under 2 s, CLS under 0.05. */
export const LIGHTHOUSE_GOALS = {
  performance: 95,
  largestContentfulPaintMs: 2000,
  cumulativeLayoutShift: 0.05,
};

/** Runs a page through Lighthouse this many times and keeps each figure's median: one run's FCP can halve. */
export const LIGHTHOUSE_RUNS = 3;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The median of each figure over `runs` Lighthouse runs of `url` (see runLighthouseOnce). */
export async function runLighthouse(
  url: string,
  stored?: string,
  runs = LIGHTHOUSE_RUNS,
  options: LighthouseOptions = {},
): Promise<LighthouseFigures> {
  const each: OneRun[] = [];
  for (let run = 0; run < runs; run += 1) each.push(await runLighthouseOnce(url, stored));
  const of = (figure: keyof Omit<LighthouseFigures, 'url' | 'runs' | 'longTasks'>) =>
    median(each.map((figures) => figures[figure]));
  const typical = [...each].sort((a, b) => a.totalBlockingTimeMs - b.totalBlockingTimeMs)[
    Math.floor(each.length / 2)
  ];
  if (typical === undefined) throw new Error(`No Lighthouse run of ${url}`);
  if (options.keepTraceAt !== undefined) {
    writeFileSync(options.keepTraceAt, JSON.stringify(typical.trace));
  }
  return {
    url: new URL(url).pathname,
    runs,
    performance: of('performance'),
    firstContentfulPaintMs: of('firstContentfulPaintMs'),
    largestContentfulPaintMs: of('largestContentfulPaintMs'),
    totalBlockingTimeMs: of('totalBlockingTimeMs'),
    cumulativeLayoutShift: of('cumulativeLayoutShift'),
    speedIndexMs: of('speedIndexMs'),
    longTasks: typical.longTasks,
  };
}

type OneRun = Omit<LighthouseFigures, 'runs'> & { trace: unknown };

/** The long-tasks audit's rows, each with its breakdown from the audit's debug data (same order). */
function longTasksOf(audit: unknown): LongTask[] {
  if (!isRecord(audit) || !isRecord(audit.details)) return [];
  const { items, debugData } = audit.details;
  if (!Array.isArray(items)) return [];
  const debugTasks =
    isRecord(debugData) && Array.isArray(debugData.tasks) ? (debugData.tasks as unknown[]) : [];
  const number = (value: unknown) => (typeof value === 'number' ? Math.round(value) : 0);
  return items.filter(isRecord).map((item, index) => {
    const debug = debugTasks[index];
    const breakdownMs = isRecord(debug)
      ? Object.fromEntries(
          Object.entries(debug)
            .filter(([key]) => !['urlIndex', 'startTime', 'duration'].includes(key))
            .map(([key, value]) => [key, number(value)]),
        )
      : {};
    return {
      url: typeof item.url === 'string' ? item.url : '',
      startTimeMs: number(item.startTime),
      durationMs: number(item.duration),
      breakdownMs,
    };
  });
}

/**
 * Runs Lighthouse on `url` in a browser of its own. With `stored`, the browser already holds that journey (a
 * customer coming back to their priced quote), and Lighthouse keeps the storage.
 */
async function runLighthouseOnce(url: string, stored?: string): Promise<OneRun> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'dropcover-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const origin = new URL(url).origin;
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(
      ([key, value]) => {
        if (value === null) localStorage.clear();
        else localStorage.setItem(key, value);
      },
      [PERSISTENCE_KEY, stored ?? null] as const,
    );
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: stored !== undefined,
    });
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    return {
      url: new URL(url).pathname,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      firstContentfulPaintMs: Math.round(value('first-contentful-paint')),
      largestContentfulPaintMs: Math.round(value('largest-contentful-paint')),
      totalBlockingTimeMs: Math.round(value('total-blocking-time')),
      cumulativeLayoutShift: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      speedIndexMs: Math.round(value('speed-index')),
      longTasks: longTasksOf(lhr.audits['long-tasks']),
      trace: result.artifacts.Trace,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
