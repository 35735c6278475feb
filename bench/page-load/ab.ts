/**
 * Two production builds of the web app compared on one page, as issue 14's figures were: a server
 * for each on its own seeded embedded database (the same simulator clock), and Lighthouse's mobile
 * preset on the page, alternating a b, b a, ... for PAGE_LOAD_PAIRS pairs (5), so machine drift
 * falls on both alike. Prints each run, then each build's median performance and TBT and the
 * ratio of the medians (b / a).
 *
 * PAGE_LOAD_AB=<dir a>,<dir b>: two React Router build folders (each with client/ and server/),
 * under apps/web so that their server bundle finds the app's node_modules; make them with
 * `npm run build` and a copy of apps/web/build per revision.
 * PAGE_LOAD_PATH: the page (/en); `match` picks a match live at the clock's start; a path under
 * /en/me signs in first. PAGE_LOAD_PAIRS (5).
 */
import { resolve } from 'node:path';
import { startPlacarServer, type PlacarServer } from '../../e2e/support/placar-server.ts';
import { CLOCK_START, lighthouseRun, liveMatchPath, median, type Run, withRetry } from './lighthouse-run.ts';

const builds = process.env.PAGE_LOAD_AB?.split(',').map((dir) => resolve(process.cwd(), dir.trim()));
if (builds?.length !== 2)
  throw new Error('PAGE_LOAD_AB=<build dir a>,<build dir b> (React Router build folders under apps/web)');
const PAIRS = Number(process.env.PAGE_LOAD_PAIRS ?? 5);
const wanted = process.env.PAGE_LOAD_PATH ?? '/en';
const signedIn = wanted.startsWith('/en/me') || wanted.startsWith('/br/me');

const servers: PlacarServer[] = [];
try {
  for (const dir of builds)
    servers.push(await startPlacarServer({ CLOCK_START, LOG_LEVEL: 'warn', WEB_BUILD_DIR: dir }));
  const path = wanted === 'match' ? await liveMatchPath(servers[0]!.url) : wanted;
  console.log(`page-load A/B on ${path}: a ${builds[0]}, b ${builds[1]}; ${PAIRS} interleaved pairs`);
  const runs: Run[][] = [[], []];
  for (let pair = 0; pair < PAIRS; pair += 1) {
    for (const which of pair % 2 === 0 ? [0, 1] : [1, 0]) {
      const { run } = await withRetry(() => lighthouseRun(servers[which]!.url + path, signedIn));
      runs[which]!.push(run);
      console.log(
        `  pair ${pair + 1} ${'ab'[which]}: performance ${run.performance}, TBT ${Math.round(run.tbtMs)} ms, LCP ${Math.round(run.lcpMs)} ms, CLS ${run.cls.toFixed(3)}, CPU index ${run.cpuIndex}`,
      );
    }
  }
  const summary = runs.map((list) => ({
    performance: median(list.map((run) => run.performance)),
    tbt: median(list.map((run) => run.tbtMs)),
  }));
  for (const [index, list] of runs.entries()) {
    console.log(
      `${'ab'[index]}: performance ${list.map((run) => run.performance).join(' / ')} (median ${summary[index]!.performance}), TBT ${list.map((run) => Math.round(run.tbtMs)).join(' / ')} ms (median ${Math.round(summary[index]!.tbt)})`,
    );
  }
  console.log(
    `median TBT ratio b / a: ${(summary[1]!.tbt / summary[0]!.tbt).toFixed(2)}; median performance ${summary[0]!.performance} -> ${summary[1]!.performance}`,
  );
} finally {
  for (const server of servers) await server.stop();
}
