/**
 * One Lighthouse run (mobile preset, the npm package) on Debian's Chromium, and what the page-load
 * benches read of it; shared by run.ts (the page table) and ab.ts (two builds compared).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signInBrowser } from './signed-in.ts';

/** The simulator's clock at the start of every page-load bench: a Saturday afternoon with matches live. */
export const CLOCK_START = '2026-11-21T16:20:00Z';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptTransferBytes: number;
  /**
   * Lighthouse's `benchmarkIndex`: the CPU's speed measured at the run's start. On a shared
   * machine it says how much of the CPU the run had; a lower one runs every task longer, and the
   * mobile preset counts each task four times over.
   */
  cpuIndex: number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** A match that is live at CLOCK_START: the first live-page link home draws. */
export async function liveMatchPath(url: string): Promise<string> {
  const html = await (await fetch(`${url}/en`)).text();
  const path = /href="(\/en\/live\/[^"/]+\/\d+)"/.exec(html)?.[1];
  if (!path) throw new Error('home shows no match page link');
  return path;
}

/** A league page: the first league the league list links to (its table, fixtures and h1). */
export async function leaguePath(url: string): Promise<string> {
  const html = await (await fetch(`${url}/en/schedule/league`)).text();
  const path = /href="(\/en\/schedule\/league\/\d+)"/.exec(html)?.[1];
  if (!path) throw new Error('the league list links to no league');
  return path;
}

export async function lighthouseRun(url: string, signedIn: boolean): Promise<{ run: Run; report: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    // Signed in through the login form first; then only the HTTP cache is cleared, not the session.
    if (signedIn) await signInBrowser(chrome.port, new URL(url).origin);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: signedIn,
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (
        lhr.audits['network-requests']?.details as
          { items?: { resourceType?: string; transferSize?: number }[] } | undefined
      )?.items ?? [];
    return {
      run: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        scriptTransferBytes: requests
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        cpuIndex: Math.round(lhr.environment.benchmarkIndex),
      },
      report: String(result.report),
    };
  } finally {
    chrome.kill();
  }
}

/** A busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run is made again, twice at most. */
export async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= 3 || !/NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/.test(String(error))) throw error;
      console.log(`  (again: ${String(error).slice(0, 120)})`);
    }
  }
}
