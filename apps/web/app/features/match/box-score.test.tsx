// @vitest-environment happy-dom
// Issue 33: the box score draws STL, BLK, TO, PF and +/- when the feed sends them, and no empty columns when it does not.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/use-translation.tsx';
import { BoxScore } from './box-score.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const base = {
  number: 7,
  starter: true,
  minutes: 30,
  points: 12,
  fgm: 5,
  fga: 10,
  tpm: 1,
  tpa: 3,
  ftm: 1,
  fta: 2,
  rebounds: 6,
  assists: 3,
};
const unsent = { steals: null, blocks: null, turnovers: null, fouls: null, plusMinus: null };
const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);
afterEach(() => act(() => root.render(null)));

const show = (lang: 'en' | 'br', box: Parameters<typeof BoxScore>[0]['box']) =>
  act(() =>
    root.render(
      <I18nProvider lang={lang}>
        <BoxScore box={box} sport="basketball" home="Lakers" away="Celtics" />
      </I18nProvider>,
    ),
  );
const headers = () =>
  [...(container.querySelector('[data-testid="box-score-team"] tr')?.querySelectorAll('th') ?? [])].map(
    (cell) => cell.textContent,
  );
const cell = (row: Element | null | undefined, column: string) =>
  row?.querySelector(`[data-column="${column}"]`)?.textContent;

describe('the basketball box score', () => {
  it('shows steals, blocks, turnovers, fouls and plus-minus, with team totals that add up', () => {
    const home = [
      { ...base, name: 'A', steals: 2, blocks: 1, turnovers: 3, fouls: 4, plusMinus: 7 },
      { ...base, name: 'B', starter: false, steals: 1, blocks: 0, turnovers: 1, fouls: 2, plusMinus: -3 },
    ];
    show('en', { home, away: [{ ...base, name: 'C', steals: 0, blocks: 2, turnovers: 2, fouls: 1, plusMinus: -4 }] });
    expect(headers()).toEqual([
      'Starters',
      'MIN',
      'PTS',
      'FG',
      '3PT',
      'FT',
      'REB',
      'AST',
      'STL',
      'BLK',
      'TO',
      'PF',
      '+/-',
    ]);
    const lines = container.querySelectorAll('[data-testid="box-score-line"]');
    expect(cell(lines[0], 'plusMinus')).toBe('+7');
    expect(cell(lines[1], 'plusMinus')).toBe('-3');
    const totals = container.querySelector('[data-testid="box-score-totals"]');
    expect([cell(totals, 'stl'), cell(totals, 'blk'), cell(totals, 'to'), cell(totals, 'pf')]).toEqual([
      '3',
      '1',
      '4',
      '6',
    ]);
  });

  it('draws no empty columns for a feed that does not send them', () => {
    show('br', { home: [{ ...base, name: 'A', ...unsent }], away: [] });
    expect(headers()).toEqual(['Titulares', 'MIN', 'PTS', 'AR', '3PT', 'LL', 'REB', 'AST']);
  });
});
