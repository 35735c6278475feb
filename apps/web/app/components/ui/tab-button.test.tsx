// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TabButton, panelId, tabPanel } from './tab-button.tsx';

describe('TabButton and tabPanel', () => {
  it('tie the selected tab and its panel to each other; a tab not selected controls nothing (its panel may be absent)', () => {
    const html = renderToStaticMarkup(
      <div>
        <div role="tablist">
          <TabButton strip="match" value="stats" selected onSelect={() => undefined}>
            Stats
          </TabButton>
          <TabButton strip="match" value="h2h" selected={false} onSelect={() => undefined}>
            H2H
          </TabButton>
        </div>
        <div {...tabPanel('match', 'stats')} />
      </div>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const [stats, h2h] = [...page.querySelectorAll('[role="tab"]')];
    expect(stats?.getAttribute('aria-controls')).toBe('match-panel-stats');
    expect([stats?.getAttribute('aria-selected'), stats?.getAttribute('tabindex')]).toEqual(['true', '0']);
    expect(page.getElementById('match-panel-stats')?.getAttribute('aria-labelledby')).toBe(stats?.id);
    expect(page.getElementById('match-panel-stats')?.getAttribute('role')).toBe('tabpanel');
    expect(h2h?.hasAttribute('aria-controls')).toBe(false);
    expect([h2h?.getAttribute('aria-selected'), h2h?.getAttribute('tabindex')]).toEqual(['false', '-1']);
  });

  it('a strip with one shared panel: each tab names it, the panel is labelled by the selected tab', () => {
    const html = renderToStaticMarkup(
      <div>
        <TabButton strip="home" value="all" selected panel={panelId('home', 'list')} onSelect={() => undefined}>
          All
        </TabButton>
        <div {...tabPanel('home', 'all', 'list')} />
      </div>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('[role="tab"]')?.getAttribute('aria-controls')).toBe('home-panel-list');
    expect(page.getElementById('home-panel-list')?.getAttribute('aria-labelledby')).toBe('home-tab-all');
  });
});
