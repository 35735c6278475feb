// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import { I18nProvider } from '../../i18n/use-translation.tsx';
import { sampleMatch } from '../../../test/sample-matches.ts';
import { MatchGroups } from './match-groups.tsx';
import { STEP_MATCHES } from './use-first-screen.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const finished = { code: 8, phase: 'finished', text: 'FT' } as MatchSummary['status'];
const competition = (id: number) => ({ id, name: `Cup ${id}`, shortName: `C${id}`, logo: null });
/** `size` matches of competition `id`; the last `live` of them are live. */
const groupOf = (id: number, size: number, live = 0) => ({
  competition: competition(id),
  matches: Array.from({ length: size }, (_, index) =>
    sampleMatch({
      id: id * 100 + index,
      competition: competition(id),
      ...(index < size - live ? { status: finished, clock: null } : {}),
    }),
  ),
});

// Home's first screen (15 matches) is drawn at once; a long competition below it comes a few rows per idle moment.
describe('a long list drawn in steps', () => {
  const idle: (() => void)[] = [];
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    idle.length = 0;
  });

  it('draws a 30-match competition across steps of a few rows, its header counting all its live matches from the first step', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const groups = [groupOf(1, 15), groupOf(2, 30, 3)];
    act(() =>
      root.render(
        <MemoryRouter>
          <I18nProvider lang="en">
            <MatchGroups firstScreen groups={groups} lang="en" timeZone="UTC" />
          </I18nProvider>
        </MemoryRouter>,
      ),
    );
    const rows = () => container.querySelectorAll('li').length;
    const list = () => container.querySelector('[data-testid="match-groups"]');
    expect(rows()).toBe(15);
    let steps = 0;
    while (idle.length > 0 && steps < 20) {
      const sizeBefore = rows();
      act(() => idle.shift()?.());
      steps++;
      expect(rows() - sizeBefore).toBeLessThanOrEqual(STEP_MATCHES);
      if (steps === 1) {
        expect(rows()).toBe(15 + STEP_MATCHES);
        // The second competition is drawn in part, and its header already counts its 3 live matches (all in rows not drawn yet).
        expect(container.querySelectorAll('section')[1]?.textContent).toContain('3 live');
        expect(list()?.getAttribute('data-complete')).toBe('false');
      }
    }
    expect(steps).toBe(Math.ceil(30 / STEP_MATCHES));
    expect(rows()).toBe(45);
    expect(list()?.getAttribute('data-complete')).toBe('true');
    act(() => root.unmount());
  });
});
