import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

interface SideScrollProps {
  children: ReactNode;
  /** The frame's classes (border, radius, background); the fades take the colour of `fade`. */
  className?: string;
  /** The fades' colour class for `from-*`: the frame's background, so the content fades into it. */
  fade?: string;
  testId?: string;
}

/**
 * A box whose content may be wider than the screen: it scrolls sideways, and each edge with more
 * to see fades out with a chevron, so a fan knows there is more (issue 34 item 6: the Home/Away
 * table scrolled sideways with no hint and the phone's box score hid REB and AST off-screen).
 * The server draws no fade; the browser measures once hydrated and on every resize and scroll.
 */
export function SideScroll({ children, className = '', fade = 'from-ink-900', testId }: SideScrollProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  useEffect(() => {
    const box = scroller.current;
    if (box === null) return;
    const measure = () => {
      const start = box.scrollLeft > 1;
      const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setMore((last) => (last.start === start && last.end === end ? last : { start, end }));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    // Browsers without ResizeObserver (and test DOMs) measure on scroll only.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild !== null) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  const scrolls = more.start || more.end;
  const edge = 'pointer-events-none absolute inset-y-0 flex w-8 items-center text-slate-400 transition-opacity';
  return (
    <div
      className={`relative overflow-hidden ${className}`}
      data-side-scroll={scrolls ? 'scrolls' : 'fits'}
      data-testid={testId}
    >
      {/* Focusable while it scrolls, so a keyboard can scroll it too (axe: scrollable-region-focusable). */}
      <div ref={scroller} className="overflow-x-auto" tabIndex={scrolls ? 0 : undefined}>
        {children}
      </div>
      <span
        aria-hidden
        data-side-hint="start"
        className={`${edge} left-0 justify-start bg-linear-to-r ${fade} to-transparent pl-0.5 ${more.start ? 'opacity-100' : 'opacity-0'}`}
      >
        ‹
      </span>
      <span
        aria-hidden
        data-side-hint="end"
        className={`${edge} right-0 justify-end bg-linear-to-l ${fade} to-transparent pr-0.5 ${more.end ? 'opacity-100' : 'opacity-0'}`}
      >
        ›
      </span>
    </div>
  );
}
