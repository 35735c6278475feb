// Run by the web app's build (apps/web/build-tools/build-web.ts) after `react-router build`, on the
// folder being built: prerenders the /about pages in every language, writes their CSP hash
// manifest and their JSON payload files.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { ABOUT_PAGES, type AboutPayload, aboutPayloadPath } from '@placar/contract/about-pages';
import { readPublicConfig } from '@placar/contract/public-config';
import { systemClock } from '../clock.ts';
import { loadWebBuild } from './load-web-build.ts';
import { prerenderPages } from './prerender.ts';
import { writePrerendered } from './prerendered-files.ts';

// Never a default: apps/web/build names a finished build that running servers may serve.
if (process.argv[2] === undefined) throw new Error('usage: prerender-cli.ts <the build folder being made>');
const buildDir = resolve(process.argv[2]);
// A build has no server clock: its year is the build machine's (the server remakes the pages when its own differs).
const clock = process.env.CLOCK_START
  ? { now: () => new Date(process.env.CLOCK_START as string).getTime() }
  : systemClock;
const handler = await loadWebBuild(buildDir, clock);
if (handler === null) throw new Error(`No web build in ${buildDir}`);
const publicConfig = readPublicConfig(process.env);
const pages = await prerenderPages(handler, publicConfig.publicUrl || 'http://localhost');
await writePrerendered(buildDir, pages, { publicConfig, year: new Date(clock.now()).getUTCFullYear() });
for (const name of ABOUT_PAGES) {
  const file = join(buildDir, 'client', `${aboutPayloadPath(name)}`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ name } satisfies AboutPayload));
}
console.log(`prerendered ${pages.length} pages into ${join(buildDir, 'prerendered')}`);
