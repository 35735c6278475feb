// @vitest-environment happy-dom
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore, useHydrated } from './app-store.ts';

// Real scheduling, as in the browser: act() would flush a transition and a sync update alike.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function Flag({ renders }: { renders: string[] }) {
  const hydrated = useHydrated();
  renders.push(String(hydrated));
  return <p>{hydrated ? 'ready' : 'waiting'}</p>;
}

/** A store value read the sync way (useSyncExternalStore), to compare with. */
function SyncFlag() {
  const hydrated = useSyncExternalStore(appStore.subscribe, () => appStore.getState().hydrated);
  return <b>{hydrated ? 'ready' : 'waiting'}</b>;
}

const microtasks = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};
const until = async (check: () => boolean) => {
  for (let turn = 0; turn < 200 && !check(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

function mount(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(node);
  return { container, stop: () => (root.unmount(), container.remove()) };
}

describe('useHydrated', () => {
  afterEach(() => appStore.setState({ hydrated: false }));

  it('turns true after the stored values are read, in a transition rather than in the same blocking render as sync store reads', async () => {
    const renders: string[] = [];
    const page = mount(
      <>
        <Flag renders={renders} />
        <SyncFlag />
      </>,
    );
    await until(() => page.container.textContent === 'waitingwaiting');
    await new Promise((resolve) => setTimeout(resolve, 10));

    appStore.setState({ hydrated: true });
    await microtasks();
    // The sync read has re-rendered within microtasks; the transition has not yet.
    expect(page.container.querySelector('b')?.textContent).toBe('ready');
    expect(page.container.querySelector('p')?.textContent).toBe('waiting');

    await until(() => page.container.querySelector('p')?.textContent === 'ready');
    expect(renders.at(-1)).toBe('true');
    page.stop();
  });

  it('is true from the first render for a component mounted once the app has hydrated (a client navigation)', async () => {
    appStore.setState({ hydrated: true });
    const renders: string[] = [];
    const page = mount(<Flag renders={renders} />);
    await until(() => page.container.textContent === 'ready');
    expect(renders[0]).toBe('true');
    page.stop();
  });

  it('catches a flip between its render and its effect', async () => {
    const renders: string[] = [];
    // The store flips while the component renders (before its effect subscribes).
    function FlipWhileRendering() {
      if (!appStore.getState().hydrated) queueMicrotask(() => appStore.setState({ hydrated: true }));
      return null;
    }
    const page = mount(
      <>
        <Flag renders={renders} />
        <FlipWhileRendering />
      </>,
    );
    await until(() => page.container.textContent === 'ready');
    page.stop();
  });
});
