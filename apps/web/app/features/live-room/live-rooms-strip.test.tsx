// @vitest-environment happy-dom
import type { RoomSummary } from '@placar/contract/live-entities';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/use-translation.tsx';
import { LiveRoomsStrip } from './live-rooms-strip.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The strip's refresh: what the API answers, and the live feed's connect listeners.
let answer: RoomSummary[] = [];
vi.mock('../../lib/api/contract-call.ts', () => ({ callApi: () => Promise.resolve({ list: answer }) }));
const connected = new Set<() => void>();
vi.mock('../../lib/realtime/live-feed.ts', () => ({
  liveFeed: {
    onConnect: (listener: () => void) => {
      connected.add(listener);
      return () => connected.delete(listener);
    },
  },
}));

// Whether the drawn strip (cards, badges) was asked for: home's first load must not carry it.
let sectionLoaded = false;
vi.mock('./live-rooms-section.tsx', async (original) => {
  sectionLoaded = true;
  return original();
});

const room = (id: number, liveState: RoomSummary['liveState']): RoomSummary => ({
  id,
  title: `Room ${id}`,
  cover: null,
  sport: 'football',
  language: 'pt',
  host: { id: 9, name: 'Resenha', nickname: 'Resenha', avatar: null, followers: 3 },
  liveState,
  viewers: 4,
  match: null,
  startedAt: null,
});

function mount(initial: RoomSummary[]) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <I18nProvider lang="en">
          <LiveRoomsStrip initial={initial} lang="en" />
        </I18nProvider>
      ),
    },
  ]);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<Stub initialEntries={['/en']} />));
  const cards = () =>
    [...container.querySelectorAll('[data-testid="room-card"]')].map((card) => card.getAttribute('href'));
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, cards, unmount };
}

describe("home's strip of live rooms", () => {
  afterEach(() => {
    answer = [];
    connected.clear();
  });

  it('draws nothing and loads no card code while no room is on air', async () => {
    const { container, unmount } = mount([room(1, 'waiting'), room(2, 'offline')]);
    await act(async () => {});
    expect(container.querySelector('[data-testid="live-rooms-strip"]')).toBeNull();
    expect(sectionLoaded).toBe(false);
    unmount();
  });

  it('shows the rooms on air, with links to them, once their code is here', async () => {
    const { container, cards, unmount } = mount([room(1, 'live'), room(2, 'waiting'), room(3, 'reconnecting')]);
    await act(() => import('./live-rooms-section.tsx'));
    expect(sectionLoaded).toBe(true);
    expect(container.querySelector('[data-testid="live-rooms-strip"] h2')?.textContent).toBe('Live rooms');
    expect(cards()).toEqual(['/en/host/liveUserRoom/1', '/en/host/liveUserRoom/3']);
    unmount();
  });

  it('shows a room that goes on air later, when the live connection asks again', async () => {
    const { cards, unmount } = mount([]);
    expect(cards()).toEqual([]);
    answer = [room(7, 'live')];
    await act(async () => {
      for (const listener of connected) listener();
    });
    await act(() => import('./live-rooms-section.tsx'));
    expect(cards()).toEqual(['/en/host/liveUserRoom/7']);
    unmount();
  });
});
