import { MARQUEE_DURATION_S } from '@placar/contract/constants';
import type { CSSProperties } from 'react';
import { LinkedText } from './linked-text.tsx';

interface MarqueeProps {
  text: string;
  /** Seconds for the text to cross once (requirement marquee: 20). */
  durationS?: number;
  label: string;
  testId?: string;
}

/**
 * A room's notice or an admin announcement scrolling across (requirement marquee: 20 s by default).
 * With prefers-reduced-motion the text stands still and wraps instead. Its http(s) links are
 * clickable; the text stops under the pointer or focus, so a link can be hit.
 */
export function Marquee({ text, durationS = MARQUEE_DURATION_S, label, testId }: MarqueeProps) {
  return (
    <div
      role="marquee"
      aria-label={label}
      className="overflow-hidden rounded-xl border border-ink-700 bg-ink-900 py-2 text-sm text-slate-200"
      data-testid={testId}
    >
      <div
        className="flex w-max animate-[marquee_var(--marquee-duration)_linear_infinite] hover:[animation-play-state:paused] focus-within:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none"
        style={{ '--marquee-duration': `${durationS}s` } as CSSProperties}
        data-duration={durationS}
      >
        <span className="px-4 whitespace-nowrap motion-reduce:whitespace-normal">
          <LinkedText text={text} />
        </span>
        {/* The second copy makes the loop seamless; nobody needs it read twice. */}
        <span aria-hidden className="px-4 whitespace-nowrap motion-reduce:hidden">
          <LinkedText text={text} focusable={false} />
        </span>
      </div>
    </div>
  );
}
