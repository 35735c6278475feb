// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { onTabListKeyDown, tabStop } from './tab-keys.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TABS = ['fixtures', 'table', 'detail'];

function Strip() {
  const [selected, setSelected] = useState('fixtures');
  return (
    <div role="tablist" onKeyDown={onTabListKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          {...tabStop(tab === selected)}
          onClick={() => setSelected(tab)}
          data-tab={tab}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}

let cleanup = () => undefined as void;
afterEach(() => cleanup());

function mount() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<Strip />));
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  const tab = (name: string) => container.querySelector<HTMLElement>(`[data-tab="${name}"]`)!;
  const press = (key: string) =>
    act(() => void document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
  const selected = () => container.querySelector('[aria-selected="true"]')?.getAttribute('data-tab');
  const stops = () => TABS.filter((name) => tab(name).tabIndex === 0);
  return { tab, press, selected, stops };
}

describe('a tab strip with the keyboard (WAI-ARIA tabs)', () => {
  it('is one tab stop, on the selected tab', () => {
    const strip = mount();
    expect(strip.stops()).toEqual(['fixtures']);
  });

  it('moves and selects with Right and Left, wrapping at both ends, and the tab stop follows', () => {
    const strip = mount();
    strip.tab('fixtures').focus();
    strip.press('ArrowRight');
    expect([strip.selected(), document.activeElement?.getAttribute('data-tab'), strip.stops()]).toEqual([
      'table',
      'table',
      ['table'],
    ]);
    strip.press('ArrowRight');
    strip.press('ArrowRight');
    expect(strip.selected()).toBe('fixtures');
    strip.press('ArrowLeft');
    expect(strip.selected()).toBe('detail');
  });

  it('goes to the first and last tab with Home and End; other keys do nothing', () => {
    const strip = mount();
    strip.tab('fixtures').focus();
    strip.press('End');
    expect(strip.selected()).toBe('detail');
    strip.press('Home');
    expect(strip.selected()).toBe('fixtures');
    strip.press('ArrowDown');
    strip.press('a');
    expect(strip.selected()).toBe('fixtures');
  });
});
