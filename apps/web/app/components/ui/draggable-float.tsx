import { DRAG_SNAP_MS } from '@placar/contract/constants';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { dragPosition, snapPosition } from '../../lib/drag/snap.ts';
import type { Insets, Point } from '../../lib/drag/snap.ts';

/** Movement under this many pixels is a tap, not a drag. */
const TAP_SLOP = 6;

interface DraggableFloatProps {
  children: ReactNode;
  /** A tap (not a drag) on the element. */
  onTap: () => void;
  insets: Insets;
  label: string;
  testId: string;
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * A small floating element (requirement floating-element): it follows touch and mouse moves; on release it
 * snaps to the left or right edge and stays inside the viewport's top and bottom, with a 300 ms
 * linear animation. Starts at the bottom right.
 */
export function DraggableFloat({ children, onTap, insets, label, testId }: DraggableFloatProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<(Point & { edge: 'left' | 'right' }) | null>(null);
  const [animating, setAnimating] = useState(false);
  const drag = useRef<{ start: Point; pointer: Point; moved: boolean } | null>(null);
  const tapRef = useRef(onTap);
  tapRef.current = onTap;

  const size = () => {
    const box = ref.current?.getBoundingClientRect();
    return { width: box?.width ?? 0, height: box?.height ?? 0 };
  };

  // Until the first drag it sits at the bottom right by CSS (right and bottom insets): nothing is
  // measured when it mounts, which forced a layout of the whole page inside React's commit
  // (40+ ms on a hydrating home, issue 14). Once dragged, a resize keeps it on its edge.
  useEffect(() => {
    const place = () =>
      setPosition((current) => (current === null ? null : snapPosition(current, size(), viewport(), insets)));
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [insets]);

  useEffect(() => {
    const element = ref.current;
    if (element === null) return;

    const begin = (pointer: Point) => {
      const box = element.getBoundingClientRect();
      drag.current = { start: { x: box.left, y: box.top }, pointer, moved: false };
      setAnimating(false);
    };
    const move = (pointer: Point): boolean => {
      const current = drag.current;
      if (current === null) return false;
      if (!current.moved && Math.hypot(pointer.x - current.pointer.x, pointer.y - current.pointer.y) < TAP_SLOP)
        return false;
      current.moved = true;
      const next = dragPosition(current.start, current.pointer, pointer, size(), viewport());
      setPosition((previous) => ({ ...next, edge: previous?.edge ?? 'right' }));
      return true;
    };
    const end = () => {
      const current = drag.current;
      drag.current = null;
      if (current === null) return;
      if (!current.moved) return tapRef.current();
      const box = element.getBoundingClientRect();
      const snapped = snapPosition({ x: box.left, y: box.top }, size(), viewport(), insets);
      const moves = Math.abs(snapped.x - box.left) > 0.5 || Math.abs(snapped.y - box.top) > 0.5;
      setAnimating(moves);
      setPosition(snapped);
      // transitionend may not come (the page hidden meanwhile): the animation is over by then anyway.
      if (moves) window.setTimeout(() => setAnimating(false), DRAG_SNAP_MS + 100);
    };

    const touchPoint = (event: TouchEvent): Point | null => {
      const touch = event.touches[0] ?? event.changedTouches[0];
      return touch === undefined ? null : { x: touch.clientX, y: touch.clientY };
    };
    const onTouchStart = (event: TouchEvent) => {
      const point = touchPoint(event);
      if (point !== null) begin(point);
    };
    const onTouchMove = (event: TouchEvent) => {
      const point = touchPoint(event);
      // Once it moves, the page does not scroll under the finger.
      if (point !== null && move(point)) event.preventDefault();
    };
    const onTouchEnd = (event: TouchEvent) => {
      // No emulated mouse events (and no click) after a touch: the touch already decided.
      if (event.cancelable) event.preventDefault();
      end();
    };
    const onMouseMove = (event: MouseEvent) => void move({ x: event.clientX, y: event.clientY });
    const onMouseUp = () => {
      window.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('mouseup', onMouseUp);
      end();
    };
    const onMouseDown = (event: MouseEvent) => {
      if (event.button !== 0) return;
      begin({ x: event.clientX, y: event.clientY });
      window.addEventListener('mousemove', onMouseMove);
      window.addEventListener('mouseup', onMouseUp);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        tapRef.current();
      }
    };

    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd);
    element.addEventListener('touchcancel', onTouchEnd);
    element.addEventListener('mousedown', onMouseDown);
    element.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', onTouchEnd);
      element.removeEventListener('mousedown', onMouseDown);
      element.removeEventListener('keydown', onKey);
      window.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('mouseup', onMouseUp);
    };
  }, [insets]);

  return (
    <div
      ref={ref}
      role="button"
      tabIndex={0}
      aria-label={label}
      data-testid={testId}
      data-edge={position?.edge ?? 'right'}
      data-animating={animating}
      onTransitionEnd={() => setAnimating(false)}
      className="fixed top-0 left-0 z-40 cursor-grab touch-none select-none active:cursor-grabbing"
      style={
        position === null
          ? { top: 'auto', left: 'auto', right: insets.side, bottom: insets.bottom }
          : {
              transform: `translate3d(${position.x}px, ${position.y}px, 0)`,
              transition: animating ? `transform ${DRAG_SNAP_MS}ms linear` : 'none',
            }
      }
    >
      {children}
    </div>
  );
}
