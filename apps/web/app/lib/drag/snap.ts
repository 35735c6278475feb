export interface Point {
  x: number;
  y: number;
}

interface Size {
  width: number;
  height: number;
}

/** Room kept between the element and the viewport's edges; `bottom` leaves room for a bottom bar. */
export interface Insets {
  side: number;
  top: number;
  bottom: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Where a released floating element settles (requirement floating-element): against the left or the right
 * edge, whichever its centre is nearer, and inside the viewport's top and bottom.
 */
export function snapPosition(
  position: Point,
  size: Size,
  viewport: Size,
  insets: Insets,
): Point & { edge: 'left' | 'right' } {
  const edge = position.x + size.width / 2 < viewport.width / 2 ? 'left' : 'right';
  return {
    edge,
    x: edge === 'left' ? insets.side : Math.max(insets.side, viewport.width - size.width - insets.side),
    y: clamp(position.y, insets.top, viewport.height - size.height - insets.bottom),
  };
}

/** While dragging the element follows the finger, kept inside the viewport. */
export function dragPosition(start: Point, pointerStart: Point, pointer: Point, size: Size, viewport: Size): Point {
  return {
    x: clamp(start.x + pointer.x - pointerStart.x, 0, viewport.width - size.width),
    y: clamp(start.y + pointer.y - pointerStart.y, 0, viewport.height - size.height),
  };
}
