// @vitest-environment happy-dom
import { act, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { patientImport, retryDelayMs, type RetryTriggers } from './patient-import.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Triggers the test fires by hand: the pending timers (with their delays) and the online listeners. */
function manualTriggers() {
  const timers: { run: () => void; ms: number }[] = [];
  const online = new Set<() => void>();
  const triggers: RetryTriggers = {
    after(run, ms) {
      const timer = { run, ms };
      timers.push(timer);
      return () => {
        const at = timers.indexOf(timer);
        if (at >= 0) timers.splice(at, 1);
      };
    },
    online(run) {
      online.add(run);
      return () => online.delete(run);
    },
  };
  return { triggers, timers, online };
}

/** An import that fails the first `failures` times, counting its calls. */
function flakyImport(failures: number) {
  const state = { calls: 0 };
  const load = () => {
    state.calls += 1;
    return state.calls <= failures ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ Panel });
  };
  return { load, state };
}

function Panel({ title }: { title: string }) {
  return <p data-testid="panel">{title}</p>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('patientImport', () => {
  it('after a failure, tries again when its timer fires, waiting twice as long each time', async () => {
    const { load, state } = flakyImport(2);
    const manual = manualTriggers();
    let module: unknown;
    void patientImport(load, manual.triggers).then((loaded) => (module = loaded));
    await settle();
    expect(module).toBeUndefined();
    expect(manual.timers.map((timer) => timer.ms)).toEqual([2_000]);
    manual.timers[0]?.run();
    await settle();
    expect(state.calls).toBe(2);
    expect(manual.timers.map((timer) => timer.ms)).toEqual([4_000]);
    manual.timers[0]?.run();
    await settle();
    expect(module).toEqual({ Panel });
    expect(state.calls).toBe(3);
    expect(manual.timers).toEqual([]);
    expect(manual.online.size).toBe(0);
  });

  it('tries again as soon as the browser is back online, and its timer is dropped', async () => {
    const { load, state } = flakyImport(1);
    const manual = manualTriggers();
    const loaded = patientImport(load, manual.triggers);
    await settle();
    for (const run of [...manual.online]) run();
    await expect(loaded).resolves.toEqual({ Panel });
    expect(state.calls).toBe(2);
    expect(manual.timers).toEqual([]);
  });

  it("takes Vite's undefined answer (the chunk-reload guard took the failure) for a failure, and tries again", async () => {
    const manual = manualTriggers();
    const answers = [undefined, { Panel }];
    let module: unknown;
    void patientImport(() => Promise.resolve(answers.shift()), manual.triggers).then((loaded) => (module = loaded));
    await settle();
    expect(module).toBeUndefined();
    expect(manual.timers.map((timer) => timer.ms)).toEqual([2_000]);
    manual.timers[0]?.run();
    await settle();
    expect(module).toEqual({ Panel });
  });

  it('waits 2 s, then twice as long each time, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('under React.lazy, a chunk that fails leaves the page standing, and shows once the browser is back online', async () => {
    const { load, state } = flakyImport(1);
    const LazyPanel = lazy(() => patientImport(load).then((module) => ({ default: module.Panel })));
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <main>
          <h1>Leagues</h1>
          <Suspense fallback={null}>
            <LazyPanel title="Mini player" />
          </Suspense>
        </main>,
      ),
    );
    expect(state.calls).toBe(1);
    expect(host.querySelector('h1')?.textContent).toBe('Leagues');
    expect(host.querySelector('[data-testid=panel]')).toBeNull();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(state.calls).toBe(2);
    expect(host.querySelector('[data-testid=panel]')?.textContent).toBe('Mini player');
    expect(host.querySelector('h1')?.textContent).toBe('Leagues');
    await act(async () => root.unmount());
    host.remove();
  });
});
