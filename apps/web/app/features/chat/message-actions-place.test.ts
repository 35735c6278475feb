import { describe, expect, it } from 'vitest';
import { placeMenu } from './message-actions.tsx';

const button = (top: number, right = 380) =>
  ({
    top,
    bottom: top + 24,
    right,
    left: right - 24,
    width: 24,
    height: 24,
    x: right - 24,
    y: top,
    toJSON: () => ({}),
  }) as DOMRect;

// Issue 36: the menu opened downward inside the scrolling list, so for the newest messages only Delete showed.
describe('where the moderator menu goes', () => {
  it('opens below a button near the top, above one near the bottom, never under the phone bar', () => {
    const phone = { width: 412, height: 915 };
    expect(placeMenu(button(100), 400, phone, 855)).toEqual({
      position: 'fixed',
      top: 128,
      right: 32,
      maxHeight: 855 - 8 - 124 - 4,
    });
    const low = placeMenu(button(800), 400, phone, 855);
    expect(low).toEqual({ position: 'fixed', bottom: 915 - 800 + 4, right: 32, maxHeight: 800 - 4 - 8 });
  });

  it('on desktop, with no bar, uses the window; a menu that fits nowhere takes the larger side and scrolls', () => {
    const desktop = { width: 1366, height: 768 };
    expect(placeMenu(button(700, 1300), 400, desktop, 768)).toMatchObject({ bottom: 72, right: 66 });
    expect(placeMenu(button(300, 1300), 900, desktop, 768)).toMatchObject({ top: 328, maxHeight: 432 });
  });
});
