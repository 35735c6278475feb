// Issue 37 end to end, as a person running Placar meets it: `npm start` of an unchanged checkout
// builds nothing; copies started beside a running one from the same checkout, two at once after
// a source change, leave the first one's pages and the assets they name answering 200
// throughout; home's first answer after a fresh start has the day's matches; a build outside
// the repository serves pages.
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyCheckout, npmStart, type CheckoutCopy, type NpmStart } from '../support/checkout-copy.ts';
import { E2E_CLOCK_START, listeningPlacarServer, startPlacarServer } from '../support/placar-server.ts';
import { expect, test } from '../support/test.ts';

// Real builds and several servers on a shared 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 600_000 });

/** The files under /assets/ a page names (scripts, the stylesheet, the route manifest). */
const assetsOf = (html: string) => [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])].sort();

async function page(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.text();
}

/**
 * Asks a server for a page and every asset it names, over and over, until stopped: what a
 * browser on that server asks for while other copies build and start beside it.
 */
function keepAsking(base: string, assets: readonly string[]) {
  const failures: string[] = [];
  let rounds = 0;
  let stopping = false;
  const running = (async () => {
    while (!stopping) {
      for (const path of ['/en', ...assets]) {
        const status = await fetch(`${base}${path}`).then(
          (response) => response.arrayBuffer().then(() => response.status),
          (error: unknown) => String(error),
        );
        if (status !== 200) failures.push(`${path}: ${status}`);
      }
      rounds += 1;
    }
  })();
  return {
    async stop() {
      stopping = true;
      await running;
      return { failures, rounds };
    },
  };
}

test.describe('copies side by side from one checkout', () => {
  let checkout: CheckoutCopy;
  const started: NpmStart[] = [];

  test.beforeAll(async () => {
    checkout = await copyCheckout();
  });
  test.afterAll(async () => {
    for (const copy of started) await copy.stop();
    await checkout?.remove();
  });

  test('a restart of an unchanged checkout builds nothing, and a source change built by two copies at once leaves the first serving its pages and assets', async () => {
    const before = await checkout.currentBuild();
    const buildsBefore = await readdir(join(checkout.root, 'apps/web/builds'));
    // No simulator: these servers are here for their pages' assets, and start in seconds.
    const first = await npmStart(checkout.root, { SIMULATOR: 'off' });
    started.push(first);
    await first.ready();
    expect(first.output()).toContain('web build: the sources have not changed since the last build: nothing to build');
    expect(first.output()).not.toContain('building');
    expect(await checkout.currentBuild()).toBe(before);
    expect(await readdir(join(checkout.root, 'apps/web/builds'))).toEqual(buildsBefore);

    const firstAssets = assetsOf(await page(`${first.url}/en`));
    expect(firstAssets.length).toBeGreaterThan(5);
    const asking = keepAsking(first.url, firstAssets);

    // A change to the stylesheet: the build's CSS file, which every page names, gets another name.
    const css = join(checkout.root, 'apps/web/app/app.css');
    await writeFile(css, `${await readFile(css, 'utf8')}\n.e2e-build-marker { outline: 1px solid red; }\n`);
    const second = await npmStart(checkout.root, { SIMULATOR: 'off' });
    const third = await npmStart(checkout.root, { SIMULATOR: 'off' });
    started.push(second, third);
    await Promise.all([second.ready(), third.ready()]);
    const { failures, rounds } = await asking.stop();
    expect(failures).toEqual([]);
    expect(rounds).toBeGreaterThan(0);

    // One of the two built; the other waited for it and found it done.
    const outputs = [second.output(), third.output()];
    expect(outputs.filter((output) => output.includes('web build: the sources changed: building'))).toHaveLength(1);
    expect(
      outputs.filter(
        (output) =>
          /web build: waiting for the build process \d+ is making/.test(output) && output.includes('nothing to build'),
      ),
    ).toHaveLength(1);
    const after = await checkout.currentBuild();
    expect(after).not.toBe(before);

    const secondAssets = assetsOf(await page(`${second.url}/en`));
    const renamed = firstAssets.filter((asset) => !secondAssets.includes(asset));
    expect(renamed.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of secondAssets) expect((await fetch(`${third.url}${asset}`)).status, asset).toBe(200);
    // The first copy still serves its own build: the assets its pages name are not in the new one.
    for (const asset of renamed) {
      expect((await fetch(`${first.url}${asset}`)).status, asset).toBe(200);
      expect((await fetch(`${second.url}${asset}`)).status, asset).not.toBe(200);
    }
    expect(assetsOf(await page(`${first.url}/en`))).toEqual(firstAssets);
  });
});

test("home has the day's matches in the first answer after a fresh start", async () => {
  const server = await listeningPlacarServer({ CLOCK_START: E2E_CLOCK_START });
  try {
    // Asked the moment the server listens, while the simulator is still writing the demo world.
    const html = await page(`${server.url}/en`);
    expect((html.match(/data-match-id="\d+"/g) ?? []).length).toBeGreaterThan(5);
  } finally {
    await server.stop();
  }
});

test('a build copied outside the repository serves its pages', async () => {
  const elsewhere = await mkdtemp(join(tmpdir(), 'placar-build-elsewhere-'));
  try {
    await cp(join(import.meta.dirname, '../../apps/web/build/'), elsewhere, {
      recursive: true,
      filter: (source) => !source.includes('/.servers'),
    });
    const server = await startPlacarServer({ WEB_BUILD_DIR: elsewhere, SIMULATOR: 'off' });
    try {
      const html = await page(`${server.url}/en`);
      for (const asset of assetsOf(html)) expect((await fetch(`${server.url}${asset}`)).status, asset).toBe(200);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(elsewhere, { recursive: true, force: true });
  }
});
