// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/use-translation.tsx';
import { SearchBox } from './search-box.tsx';
import type { SearchResults } from './use-search.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const found = {
  teams: [
    { id: 1, name: 'São Paulo', sport: 'football', country: { name: 'Brazil' }, logo: null },
    { id: 4, name: 'São Paulo', sport: 'basketball', country: { name: 'Brazil' }, logo: null },
  ],
  players: [
    { id: 9, name: 'Lucas Moura', position: 'FW', team: { id: 1, name: 'São Paulo', sport: 'football', logo: null } },
  ],
  competitions: [{ id: 2, name: 'Brasileirão', country: { name: 'Brazil' }, logo: null }],
  matches: [
    {
      id: 3,
      home: { team: { name: 'São Paulo' }, score: 1 },
      away: { team: { name: 'Santos' }, score: 0 },
      kickoff: '2026-11-21T19:00:00Z',
      competition: { logo: null },
    },
  ],
} as unknown as SearchResults;

// The API answers at once; `asked` settles when the search asks it (after the typing pause).
let answered: (query: unknown) => void = () => {};
const callApi = vi.fn((_call: unknown, input: unknown) => {
  answered(input);
  return Promise.resolve(found);
});
vi.mock('../../lib/api/contract-call.ts', () => ({ callApi: (call: unknown, input: unknown) => callApi(call, input) }));

// Whether the results module was asked for: it must stay out of a page whose search is untouched.
let resultsLoaded = false;
vi.mock('./search-results.tsx', async (original) => {
  resultsLoaded = true;
  return original();
});

function Page() {
  return (
    <I18nProvider lang="en">
      <SearchBox lang="en" />
      <p data-testid="where">{useLocation().pathname}</p>
    </I18nProvider>
  );
}

const Stub = createRoutesStub([{ path: '*', Component: Page }]);

function mount() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<Stub initialEntries={['/en']} />));
  const input = container.querySelector<HTMLInputElement>('[data-testid="search-input"]')!;
  const key = (name: string) =>
    act(() => void input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })));
  const type = (text: string) =>
    act(() => {
      input.focus();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, input, key, type, unmount };
}

describe('the header search', () => {
  afterEach(() => callApi.mockClear());

  it('draws and mounts an empty field without its results module', () => {
    const html = renderToString(<Stub initialEntries={['/en']} />);
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('search-results');
    const { container, unmount } = mount();
    expect(container.querySelector('[data-testid="search-results"]')).toBeNull();
    expect(resultsLoaded).toBe(false);
    unmount();
  });

  it('lists what is typed in groups; arrows move the active option and Enter opens it', async () => {
    const { container, input, key, type, unmount } = mount();
    const asked = new Promise((resolve) => (answered = resolve));
    type('sao');
    // The results module is on its way: the list says it is searching, under the id the field names.
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const status = container.querySelector(`[id="${input.getAttribute('aria-controls')}"]`);
    expect(status?.textContent).toBe('Searching…');

    // React renders in act scopes only: one for the module to arrive (the box asked for it), one for the answer.
    await act(() => import('./search-results.tsx'));
    await act(async () => expect(await asked).toEqual({ q: 'sao', limit: 6 }));
    const options = [...container.querySelectorAll('[data-testid="search-option"]')];
    expect(options.map((option) => option.getAttribute('data-group'))).toEqual([
      'teams',
      'teams',
      'players',
      'competitions',
      'matches',
    ]);
    // A player is shown with the team and the sport it plays for.
    expect(options[2]?.textContent).toBe('LMLucas MouraSão Paulo · Football');
    // Two clubs of one name are told apart by their sport.
    expect(options.slice(0, 2).map((option) => option.textContent)).toEqual([
      'SPSão PauloBrazil · Football',
      'SPSão PauloBrazil · Basketball',
    ]);
    expect(container.querySelector('[role="listbox"]')?.id).toBe(input.getAttribute('aria-controls'));
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);

    key('ArrowDown');
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    expect(options[2]?.getAttribute('aria-selected')).toBe('true');
    key('Enter');
    expect(container.querySelector('[data-testid="where"]')?.textContent).toBe('/en/player/lucas-moura/9');
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    unmount();
  });

  it('closes on Escape and, focused again, shows the last answer at once', async () => {
    const { container, input, key, type, unmount } = mount();
    const asked = new Promise((resolve) => (answered = resolve));
    type('santos');
    await act(() => import('./search-results.tsx'));
    await act(async () => void (await asked));
    expect(container.querySelectorAll('[data-testid="search-option"]')).toHaveLength(5);

    key('Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(container.querySelector('[data-testid="search-results"]')).toBeNull();

    act(() => input.blur());
    act(() => input.focus());
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelectorAll('[data-testid="search-option"]')).toHaveLength(5);
    expect(callApi).toHaveBeenCalledTimes(1);
    unmount();
  });
});
