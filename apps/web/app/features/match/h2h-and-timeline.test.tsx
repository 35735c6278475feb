// @vitest-environment happy-dom
// Issue 33: basketball reads as basketball (every quarter and overtime, "Final/OT", no draws),
// and head-to-head reads the way the rest of the site does (form oldest first, meetings dated with their year).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchDetail, MatchSummary } from '@placar/contract/schedule-entities';
import { I18nProvider } from '../../i18n/use-translation.tsx';
import { sampleMatch } from '../../../test/sample-matches.ts';
import { MatchH2h } from './match-h2h.tsx';
import { MatchTimeline } from './match-timeline.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Incident = MatchDetail['incidents'][number];
const marker = (id: number, period: number, detail: string, homeScore: number, awayScore: number): Incident => ({
  id,
  kind: 'period',
  minute: null,
  extraMinute: null,
  period,
  side: null,
  player: null,
  assist: null,
  detail,
  homeScore,
  awayScore,
});
const AFTER_OT = 105;

const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);
afterEach(() => act(() => root.render(null)));

function show(lang: 'en' | 'br', node: React.ReactNode) {
  act(() =>
    root.render(
      <MemoryRouter>
        <I18nProvider lang={lang}>{node}</I18nProvider>
      </MemoryRouter>,
    ),
  );
}
const texts = (selector: string) => [...container.querySelectorAll(selector)].map((element) => element.textContent);

describe('a basketball game decided in overtime', () => {
  const incidents = [
    marker(1, 1, 'Q1', 25, 22),
    marker(2, 2, 'Q2', 50, 49),
    marker(3, 3, 'Q3', 77, 75),
    marker(4, 4, 'Q4', 101, 101),
    marker(5, 5, 'OT', 110, 110),
    marker(6, 6, 'AET', 121, 118),
  ];

  it('shows every quarter and both overtimes, the last closed by "Final/OT"', () => {
    show('en', <MatchTimeline incidents={incidents} sport="basketball" statusCode={AFTER_OT} />);
    expect(texts('[data-testid="timeline-period-name"]')).toEqual([
      'Overtime 2',
      'Overtime',
      'Quarter 4',
      'Quarter 3',
      'Quarter 2',
      'Quarter 1',
    ]);
    expect(texts('[data-kind="period"]')).toEqual([
      'Final/OT · 121 - 118',
      'End of overtime · 110 - 110',
      'End of the 4th quarter · 101 - 101',
      'End of the 3rd quarter · 77 - 75',
      'Half-time · 50 - 49',
      'End of the 1st quarter · 25 - 22',
    ]);
  });

  it('says it in Portuguese too', () => {
    show('br', <MatchTimeline incidents={incidents} sport="basketball" statusCode={AFTER_OT} />);
    expect(texts('[data-kind="period"]')[0]).toBe('Final/Prorrogação · 121 - 118');
    expect(texts('[data-kind="period"]')[2]).toBe('Fim do 4º quarto · 101 - 101');
  });

  it("keeps football's words for football", () => {
    show(
      'en',
      <MatchTimeline
        incidents={[marker(1, 1, 'HT', 0, 0), marker(2, 2, 'FT', 1, 0)]}
        sport="football"
        statusCode={8}
      />,
    );
    expect(texts('[data-kind="period"]')).toEqual(['Full-time · 1 - 0', 'Half-time · 0 - 0']);
  });
});

describe('head-to-head', () => {
  const home = { id: 10, name: 'Lakers', shortName: 'LAL', logo: null };
  const away = { id: 11, name: 'Celtics', shortName: 'BOS', logo: null };
  const finished = (kickoff: string, homeScore: number, awayScore: number): MatchSummary =>
    sampleMatch({
      id: Date.parse(kickoff) / 1000,
      sport: 'basketball',
      kickoff,
      status: { code: 10, phase: 'finished', text: 'FT' },
      clock: null,
      home: { team: home, score: homeScore, periods: [], penalties: null },
      away: { team: away, score: awayScore, periods: [], penalties: null },
    });
  // The call lists newest first: a win last, two losses before it.
  const newestFirst = [
    finished('2026-03-01T00:00:00Z', 110, 100),
    finished('2025-12-01T00:00:00Z', 90, 100),
    finished('2024-07-15T22:00:00Z', 95, 99),
  ];
  const h2h = {
    meetings: newestFirst,
    summary: { homeWins: 1, draws: 0, awayWins: 2 },
    homeForm: newestFirst,
    awayForm: newestFirst,
  };

  it('reads form oldest to newest, left to right, as the tables do; dates meetings with their year; counts no draws in basketball', () => {
    show('en', <MatchH2h h2h={h2h} sport="basketball" home={home} away={away} lang="en" timeZone="UTC" />);
    expect(texts('[data-testid="form"]')[0]).toBe('LLW');
    expect(container.querySelector('[data-testid="h2h-draws"]')).toBeNull();
    expect(container.textContent).toContain('Mon, 15 Jul 2024');
  });

  it('counts draws where the sport has them', () => {
    show(
      'en',
      <MatchH2h
        h2h={{ ...h2h, summary: { homeWins: 1, draws: 1, awayWins: 1 } }}
        sport="football"
        home={home}
        away={away}
        lang="en"
        timeZone="UTC"
      />,
    );
    expect(container.querySelector('[data-testid="h2h-draws"]')?.textContent).toMatch(/1/);
  });
});
