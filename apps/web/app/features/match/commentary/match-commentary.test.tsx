// @vitest-environment happy-dom
// Issue 33 item 3: names in the commentary come from feeds; they are shown as text, never as markup.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/use-translation.tsx';
import { sampleDetail } from '../../../../test/sample-matches.ts';
import { MatchCommentary } from './match-commentary.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the commentary tab', () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  afterEach(() => act(() => root.render(null)));

  it("shows a feed's player and assist names as text, newest line first", () => {
    const attack = '<img src=x onerror="window.hacked=1">';
    const goal = {
      id: 1,
      kind: 'goal' as const,
      minute: 9,
      extraMinute: null,
      period: 1,
      side: 'home' as const,
      player: attack,
      assist: '<b>Arrascaeta</b>',
      detail: null,
      homeScore: 1,
      awayScore: 0,
    };
    act(() =>
      root.render(
        <I18nProvider lang="en">
          <MatchCommentary match={sampleDetail({ incidents: [goal] })} />
        </I18nProvider>,
      ),
    );
    const words = [...container.querySelectorAll('[data-testid="commentary-words"]')].map((line) => line.textContent);
    expect(words).toEqual([
      `GOAL! ${attack} (Flamengo) finds the net, set up by <b>Arrascaeta</b>. Flamengo 1-0 Palmeiras.`,
      "Kick-off! We're under way.",
    ]);
    expect(
      container.querySelector('[data-testid="match-commentary"] img, [data-testid="match-commentary"] b'),
    ).toBeNull();
  });
});
