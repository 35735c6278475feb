/**
 * Page load: Lighthouse (mobile preset, the npm package) on Debian's Chromium, RUNS times on
 * each main page of requirement routes with content, against the production build (`npm run build`
 * first) served by apps/server/src/main.ts on a seeded embedded database whose simulator clock
 * starts on a Saturday afternoon with matches live. Prints the median of each score and of LCP,
 * TBT and CLS, plus each page's first-load JavaScript (gzip), against issue 14's targets.
 *
 * PAGE_LOAD_PAGES=home,login picks pages; PAGE_LOAD_RUNS (3); PAGE_LOAD_URL reuses a running server;
 * PAGE_LOAD_JSON=<dir> keeps every Lighthouse report there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPlacarServer, type PlacarServer } from '../../e2e/support/placar-server.ts';
import { firstLoad, type FirstLoad } from './first-load.ts';
import {
  CLOCK_START,
  lighthouseRun,
  leaguePath,
  liveMatchPath,
  median,
  type Run,
  withRetry,
} from './lighthouse-run.ts';

const RUNS = Number(process.env.PAGE_LOAD_RUNS ?? 3);
const TARGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, homeJsKb: 130 };

interface Page {
  name: string;
  path: string;
  signedIn?: boolean;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pad = (value: string | number, width: number) => String(value).padStart(width);

async function main(): Promise<void> {
  const wanted = process.env.PAGE_LOAD_PAGES?.split(',').map((name) => name.trim());
  let server: PlacarServer | undefined;
  let url = process.env.PAGE_LOAD_URL;
  if (!url) {
    console.log(`page-load: starting the production build, simulator clock at ${CLOCK_START}...`);
    server = await startPlacarServer({ CLOCK_START, LOG_LEVEL: 'warn' });
    url = server.url;
  }
  try {
    const pages: Page[] = [
      { name: 'home', path: '/en' },
      { name: 'schedule-day', path: '/en/schedule/20261121' },
      { name: 'league-list', path: '/en/schedule/league' },
      { name: 'league', path: await leaguePath(url) },
      { name: 'match', path: await liveMatchPath(url) },
      { name: 'login', path: '/en/login' },
      { name: 'me', path: '/en/me', signedIn: true },
    ].filter((page) => !wanted || wanted.includes(page.name));
    const rows: { page: Page; runs: Run[]; first: FirstLoad }[] = [];
    for (const page of pages) {
      const runs: Run[] = [];
      let first: FirstLoad | undefined;
      for (let index = 0; index < RUNS; index += 1) {
        first ??= await firstLoad(url + page.path);
        const { run, report } = await withRetry(() => lighthouseRun(url + page.path, page.signedIn === true));
        runs.push(run);
        if (process.env.PAGE_LOAD_JSON) {
          mkdirSync(process.env.PAGE_LOAD_JSON, { recursive: true });
          writeFileSync(join(process.env.PAGE_LOAD_JSON, `${page.name}-${index + 1}.json`), report);
        }
        console.log(
          `  ${page.name} run ${index + 1}: performance ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, CPU index ${run.cpuIndex}`,
        );
      }
      rows.push({ page, runs, first: first as FirstLoad });
    }

    console.log(
      `\nLighthouse ${RUNS}x per page, mobile preset, medians (targets: performance >= ${TARGET.performance}, a11y/BP/SEO ${TARGET.accessibility}, CLS ${TARGET.cls}, home first-load JS <= ${TARGET.homeJsKb} KB gz)`,
    );
    console.log(
      `${'page'.padEnd(14)} ${pad('perf', 5)} ${pad('a11y', 5)} ${pad('bp', 4)} ${pad('seo', 4)} ${pad('LCP ms', 7)} ${pad('TBT ms', 7)} ${pad('CLS', 6)} ${pad('1st JS KB gz', 13)} ${pad('br', 6)} ${pad('files', 6)} ${pad('preloads', 9)} ${pad('all JS KB', 10)} ${pad('CPU idx', 8)}  path`,
    );
    for (const { page, runs, first } of rows) {
      const m = (key: keyof Run) => median(runs.map((run) => run[key]));
      console.log(
        `${page.name.padEnd(14)} ${pad(m('performance'), 5)} ${pad(m('accessibility'), 5)} ${pad(m('bestPractices'), 4)} ${pad(m('seo'), 4)} ${pad(Math.round(m('lcpMs')), 7)} ${pad(Math.round(m('tbtMs')), 7)} ${pad(m('cls').toFixed(3), 6)} ${pad(kb(first.gzipBytes), 13)} ${pad(kb(first.brotliBytes), 6)} ${pad(first.files, 6)} ${pad(first.modulepreloads, 9)} ${pad(kb(m('scriptTransferBytes')), 10)} ${pad(m('cpuIndex'), 8)}  ${page.path}`,
      );
    }
    const indexes = rows.flatMap(({ runs }) => runs.map((run) => run.cpuIndex));
    console.log(
      `CPU index (Lighthouse's benchmarkIndex at each run's start): median ${Math.round(median(indexes))} (min ${Math.min(...indexes)}, max ${Math.max(...indexes)}); a page whose runs had a lower index ran on less of a shared CPU`,
    );
    const home = rows.find((row) => row.page.name === 'home');
    if (home)
      console.log(
        `home first-load JS: ${kb(home.first.gzipBytes)} KB gz (${kb(home.first.brotliBytes)} KB as Brotli, what Chromium receives), ratio to the ${TARGET.homeJsKb} KB target ${(home.first.gzipBytes / 1024 / TARGET.homeJsKb).toFixed(2)}`,
      );
    const missed = rows.flatMap(({ page, runs }) => {
      const m = (key: keyof Run) => median(runs.map((run) => run[key]));
      const misses: string[] = [];
      if (m('performance') < TARGET.performance) misses.push(`performance ${m('performance')}`);
      if (m('accessibility') < TARGET.accessibility) misses.push(`accessibility ${m('accessibility')}`);
      if (m('bestPractices') < TARGET.bestPractices) misses.push(`best practices ${m('bestPractices')}`);
      if (m('seo') < TARGET.seo) misses.push(`SEO ${m('seo')}`);
      if (Number(m('cls').toFixed(3)) > TARGET.cls) misses.push(`CLS ${m('cls').toFixed(3)}`);
      return misses.length ? [`${page.name}: ${misses.join(', ')}`] : [];
    });
    if (home && home.first.gzipBytes / 1024 > TARGET.homeJsKb)
      missed.push(`home: first-load JS ${kb(home.first.gzipBytes)} KB gz`);
    console.log(missed.length ? `targets missed: ${missed.join('; ')}` : 'every page meets the targets');
  } finally {
    await server?.stop();
  }
}

await main();
