// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/use-translation.tsx';
import { sampleMatch } from '../../../test/sample-matches.ts';
import type * as WhenIdle from '../../lib/browser/when-idle.ts';
import type { DaySchedule } from './day-matches.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every countryScheduleList asked, answered by the test. */
const asked = vi.hoisted(() => [] as { input: unknown; answer: (day: unknown) => void }[]);
vi.mock('../../lib/api/contract-call.ts', () => ({
  callApi: (_call: unknown, input: unknown) => new Promise((resolve) => asked.push({ input, answer: resolve })),
}));
/** Work put off until the browser is idle, run when the test says so. */
const idle = vi.hoisted(() => [] as (() => void)[]);
vi.mock('../../lib/browser/when-idle.ts', async (original) => ({
  ...(await original<typeof WhenIdle>()),
  whenIdle: (run: () => void) => idle.push(run),
}));
const { DayMatches, firstScreenSchedule } = await import('./day-matches.tsx');
const { appStore } = await import('../../state/app-store.ts');
const { notifyConnected, setLiveState } = await import('../../lib/realtime/live-inbox.ts');

/** A day of `countries` countries, each with two competitions of three matches. */
function dayOf(countries: number): DaySchedule {
  return {
    date: '2026-11-21',
    list: Array.from({ length: countries }, (_, country) => ({
      country: { id: country + 1, code: 'BR', name: `Country ${country}` },
      competitions: Array.from({ length: 2 }, (_, competition) => {
        const id = 100 + country * 2 + competition;
        return {
          competition: {
            ...sampleMatch().competition,
            id,
            name: `Cup ${id}`,
            code: 'BRA',
            sport: 'football' as const,
            country: null,
            hot: false,
            live: 0,
          },
          matches: Array.from({ length: 3 }, (_, row) =>
            sampleMatch({ id: id * 10 + row, status: { code: 0, phase: 'upcoming', text: '' }, clock: null, seq: 0 }),
          ),
        };
      }),
    })),
  };
}

/** A visitor with no favourites and no country of their own: the server's order. */
const nobody = { favorites: new Set<string>(), countries: [] };

const matchesOf = (day: DaySchedule) =>
  day.list.flatMap((country) => country.competitions.flatMap((group) => group.matches));

describe('a schedule day sent partial (decision 0101)', () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  const rows = () =>
    [...container.querySelectorAll('[data-testid="match-row"]')].map((row) => row.getAttribute('data-match-id'));
  const complete = () => container.querySelector('[data-testid="match-groups"]')?.getAttribute('data-complete');
  afterEach(() => {
    asked.length = 0;
    idle.length = 0;
    act(() => root.render(null));
    appStore.setState({ hydrated: false });
    setLiveState('idle');
  });

  const draw = (initial: DaySchedule) =>
    act(() =>
      root.render(
        <MemoryRouter>
          <I18nProvider lang="en">
            <DayMatches initial={initial} sport={undefined} lang="en" timeZone="UTC" />
          </I18nProvider>
        </MemoryRouter>,
      ),
    );

  it('keeps the countries and competitions of the first screen of matches, cutting a country in two; a short day whole', () => {
    const day = dayOf(5);
    const sent = firstScreenSchedule(day, nobody);
    expect(sent.partial).toBe(true);
    // 15 matches: five competitions of three, the third country cut after its first.
    expect(matchesOf(sent)).toHaveLength(15);
    expect(sent.list.map((country) => country.competitions.length)).toEqual([2, 2, 1]);
    expect(sent.list[2]?.country).toEqual(day.list[2]?.country);
    expect(firstScreenSchedule(dayOf(2), nobody)).toEqual(dayOf(2));
    expect(firstScreenSchedule(dayOf(2), nobody).partial).toBeUndefined();
    // Exactly a screen: whole, not partial.
    const screen = {
      ...dayOf(3),
      list: dayOf(3).list.map((country, index) =>
        index === 2 ? { ...country, competitions: country.competitions.slice(0, 1) } : country,
      ),
    };
    expect(firstScreenSchedule(screen, nobody)).toBe(screen);
  });

  it("sends the first screen in the visitor's order: a live competition, then the visitor's country's (issue 34)", () => {
    const day = dayOf(5);
    // Country 3 is Germany, country 4 is Brazil; competition 105 (country 2) has a live match.
    day.list[3] = { ...day.list[3]!, country: { id: 4, code: 'DE', name: 'Germany' } };
    for (const entry of day.list)
      if (entry.country.id !== 4) entry.country = { ...entry.country, code: entry.country.id === 5 ? 'BR' : 'ES' };
    const liveGroup = day.list[2]!.competitions[1]!;
    liveGroup.matches = [sampleMatch({ id: 1050 }), ...liveGroup.matches.slice(1)];
    const sent = firstScreenSchedule(day, { favorites: new Set(), countries: ['BR'] });
    const order = sent.list.flatMap((country) => country.competitions.map((group) => group.competition.id));
    expect(order).toEqual([105, 108, 109, 100, 101]);
    expect(sent.list.map((country) => country.country.id)).toEqual([3, 5, 1]);
    expect(sent.partial).toBe(true);
  });

  it('draws what was sent, asks for the whole day once when idle, and is complete only when it has come', async () => {
    setLiveState('connected');
    appStore.setState({ hydrated: true });
    draw(firstScreenSchedule(dayOf(5), nobody));
    expect(rows()).toHaveLength(15);
    expect(complete()).toBe('false');
    expect(asked).toEqual([]);

    act(() => idle.splice(0).forEach((run) => run()));
    expect(asked.map((call) => call.input)).toEqual([{ date: '2026-11-21' }]);
    asked[0]?.answer(dayOf(5));
    await act(async () => {
      await Promise.resolve();
    });
    for (let step = 0; step < 10 && complete() !== 'true'; step += 1)
      await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(rows()).toEqual(matchesOf(dayOf(5)).map((match) => String(match.id)));
    expect(complete()).toBe('true');
    // Once whole, nothing more is asked.
    act(() => idle.splice(0).forEach((run) => run()));
    expect(asked).toHaveLength(1);
  });

  it('while the live connection is opening, the idle moment leaves the whole day to the refresh it brings', async () => {
    appStore.setState({ hydrated: true });
    draw(firstScreenSchedule(dayOf(5), nobody));
    act(() => idle.splice(0).forEach((run) => run()));
    expect(asked).toEqual([]);
    act(() => notifyConnected());
    expect(asked.map((call) => call.input)).toEqual([{ date: '2026-11-21' }]);
    asked[0]?.answer(dayOf(5));
    await act(async () => {
      await Promise.resolve();
    });
    for (let step = 0; step < 10 && complete() !== 'true'; step += 1)
      await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(complete()).toBe('true');
    expect(asked).toHaveLength(1);
  });
});
