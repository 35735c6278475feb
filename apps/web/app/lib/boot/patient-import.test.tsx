// @vitest-environment happy-dom
import { act, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientImport, retryDelayMs } from './patient-import.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An import that fails the first `failures` times, counting its calls. */
function flakyImport(failures: number) {
  const state = { calls: 0 };
  const load = () => {
    state.calls += 1;
    return state.calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({ Panel });
  };
  return { load, state };
}

function Panel({ title }: { title: string }) {
  return <p data-testid="panel">{title}</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('patientImport', () => {
  it('after a failure, tries again once its timer fires, waiting twice as long each time', async () => {
    vi.useFakeTimers();
    const { load, state } = flakyImport(2);
    let module: unknown;
    void patientImport(load).then((loaded) => (module = loaded));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(state.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(state.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.calls).toBe(3);
    expect(module).toEqual({ Panel });
    // Loaded: nothing is tried again.
    await vi.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event('online'));
    expect(state.calls).toBe(3);
  });

  it('tries again as soon as the browser is back online, and its timer is dropped', async () => {
    vi.useFakeTimers();
    const { load, state } = flakyImport(1);
    const loaded = patientImport(load);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toEqual({ Panel });
    expect(state.calls).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
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
