// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/use-translation.tsx';
import { notifyConnected, publishUpdate } from '../../lib/realtime/live-feed.ts';
import { sampleMatch, sampleUpdate } from '../../lib/matches/sample-matches.ts';
import type { HomeList } from './home-matches.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every mobilList asked, answered by the test in the order it chooses. */
const asked = vi.hoisted(() => [] as { tab: string; answer: (list: unknown) => void }[]);
vi.mock('../../lib/contract-call.ts', () => ({
  callApi: (_call: unknown, input: { tab: string }) => new Promise((resolve) => asked.push({ tab: input.tab, answer: resolve })),
}));
const { HomeMatches } = await import('./home-matches.tsx');

const counts = { all: 3, hot: 0, football: 2, basketball: 1, finish: 0, inplay: 0, upcoming: 3 };
const listOf = (tab: HomeList['tab']): HomeList => ({ date: '2026-11-21', tab, counts, live_num: 0, groups: [], total: 0, page: 1, limit: 100 });

/** Answers the index-th mobilList asked with that tab's list, and lets React draw it. */
async function answer(index: number, tab: HomeList['tab']): Promise<void> {
  asked[index]?.answer(listOf(tab));
  await act(async () => {
    await Promise.resolve();
  });
}

// The home list shows the tab the fan chose, whatever order the answers come back in.
describe('home tabs', () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  const shownTab = () => container.querySelector('[data-testid="home-matches"]')?.getAttribute('data-tab');
  const busy = () => container.querySelector('[aria-busy="true"]') !== null;
  const tap = (tab: string) => act(() => (container.querySelector(`[data-testid="tab-${tab}"]`) as HTMLButtonElement).click());
  const showHome = () =>
    act(() =>
      root.render(
        <I18nProvider lang="en">
          <HomeMatches initial={listOf('all')} lang="en" timeZone="UTC" />
        </I18nProvider>,
      ),
    );
  afterEach(() => {
    asked.length = 0;
    act(() => root.render(null));
  });

  it('keeps the chosen tab when a refresh of the previous tab answers after it', async () => {
    showHome();
    // The live connection (re)connects: the list of the tab shown is asked again.
    act(() => notifyConnected());
    expect(asked.map((call) => call.tab)).toEqual(['all']);
    tap('football');
    expect(asked.map((call) => call.tab)).toEqual(['all', 'football']);
    expect(shownTab()).toBe('football');
    expect(busy()).toBe(true);

    await answer(1, 'football');
    expect(shownTab()).toBe('football');
    expect(busy()).toBe(false);
    await answer(0, 'all');
    expect(shownTab()).toBe('football');
  });

  it('keeps a tapped tab whose list is still loading when a live update changes the list shown', async () => {
    const live: HomeList = { ...listOf('inplay'), groups: [{ competition: { ...sampleMatch().competition, code: 'BRA', sport: 'football', country: null, hot: true, live: 1 }, matches: [sampleMatch()] }] };
    act(() =>
      root.render(
        <MemoryRouter>
          <I18nProvider lang="en">
            <HomeMatches initial={live} lang="en" timeZone="UTC" />
          </I18nProvider>
        </MemoryRouter>,
      ),
    );
    tap('upcoming');
    act(() => publishUpdate(sampleUpdate()));
    await answer(0, 'upcoming');
    expect(shownTab()).toBe('upcoming');
    expect(busy()).toBe(false);
  });

  it('shows the last tab tapped when two taps answer in the reverse order', async () => {
    showHome();
    tap('football');
    tap('basketball');
    expect(asked.map((call) => call.tab)).toEqual(['football', 'basketball']);
    await answer(1, 'basketball');
    expect(shownTab()).toBe('basketball');
    expect(busy()).toBe(false);
    await answer(0, 'football');
    expect(shownTab()).toBe('basketball');
    expect(busy()).toBe(false);
  });
});
