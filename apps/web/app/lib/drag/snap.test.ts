import { describe, expect, it } from 'vitest';
import { dragPosition, snapPosition } from './snap.ts';

const phone = { width: 390, height: 844 };
const button = { width: 120, height: 44 };
const insets = { side: 12, top: 64, bottom: 80 };

describe('floating element snap (requirement floating-element)', () => {
  it('snaps to the nearer side edge', () => {
    expect(snapPosition({ x: 100, y: 300 }, button, phone, insets)).toEqual({ edge: 'left', x: 12, y: 300 });
    expect(snapPosition({ x: 200, y: 300 }, button, phone, insets)).toEqual({
      edge: 'right',
      x: 390 - 120 - 12,
      y: 300,
    });
    // The centre decides: x 134 puts the centre at 194, left of 195.
    expect(snapPosition({ x: 134, y: 300 }, button, phone, insets).edge).toBe('left');
    expect(snapPosition({ x: 136, y: 300 }, button, phone, insets).edge).toBe('right');
  });

  it('stays inside the top and the bottom of the viewport', () => {
    expect(snapPosition({ x: 10, y: -50 }, button, phone, insets).y).toBe(64);
    expect(snapPosition({ x: 10, y: 900 }, button, phone, insets).y).toBe(844 - 44 - 80);
  });

  it('never goes past the side inset on a viewport narrower than the element', () => {
    expect(snapPosition({ x: 0, y: 100 }, { width: 500, height: 40 }, phone, insets)).toMatchObject({ x: 12 });
  });

  it('follows the pointer while dragging, inside the viewport', () => {
    expect(dragPosition({ x: 258, y: 600 }, { x: 300, y: 620 }, { x: 150, y: 400 }, button, phone)).toEqual({
      x: 108,
      y: 380,
    });
    expect(dragPosition({ x: 258, y: 600 }, { x: 300, y: 620 }, { x: -500, y: 5000 }, button, phone)).toEqual({
      x: 0,
      y: 800,
    });
  });
});
