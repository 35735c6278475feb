import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { QualityChoice, Rendition } from './auto-quality.ts';

/** Delays a viewer may pick from the menu (seconds behind live), e.g. to match a TV or radio. */
const DELAY_CHOICES = [0, 5, 10, 20, 30] as const;

export interface PlayerSettingsProps {
  quality: QualityChoice;
  onQuality: (quality: QualityChoice) => void;
  /** The rendition playing now (what Auto picked). */
  rendition: Rendition;
  /** Null when the room offers no lower rendition (or the picture is no larger). */
  qualities: { sourceHeight: number; lowHeight: number } | null;
  delay: number;
  onDelay: (seconds: number) => void;
  testId: string;
}

const chip =
  'rounded-full border border-ink-600 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-slate-100 hover:border-slate-400 aria-checked:border-pitch-400 aria-checked:bg-pitch-500 aria-checked:text-ink-950';

/** One row of choices under its name: short enough to fit over a phone's player. */
function Choices({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label}>
      <p className="px-0.5 pb-1 text-[10px] font-bold tracking-wider text-slate-400 uppercase">{label}</p>
      <div className="flex flex-wrap gap-1">{children}</div>
    </div>
  );
}

/** The player's settings: quality (Auto picks by measured throughput) and how far behind live to play. */
export function PlayerSettings({
  quality,
  onQuality,
  rendition,
  qualities,
  delay,
  onDelay,
  testId,
}: PlayerSettingsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onDown = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);
  const heightOf = (which: Rendition) =>
    qualities === null ? null : which === 'low' ? qualities.lowHeight : qualities.sourceHeight;
  const pick =
    <T,>(apply: (value: T) => void, value: T) =>
    () => {
      apply(value);
      setOpen(false);
    };
  return (
    <div ref={box} className="pointer-events-auto relative">
      <button
        type="button"
        onClick={() => setOpen((now) => !now)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('player.settings')}
        className="flex h-9 min-w-9 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/80"
        data-testid={`${testId}-settings`}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden
        >
          <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
          <circle cx="16" cy="7" r="2" />
          <circle cx="10" cy="17" r="2" />
        </svg>
      </button>
      {open ? (
        <div
          role="menu"
          aria-label={t('player.settings')}
          className="absolute right-0 bottom-full z-20 mb-2 flex w-max max-w-[calc(100vw-1.5rem)] flex-col gap-2 rounded-xl border border-ink-700 bg-ink-850/95 p-2 shadow-xl"
          data-testid={`${testId}-settings-menu`}
        >
          {qualities !== null ? (
            <Choices label={t('player.quality')}>
              {(['auto', 'source', 'low'] as const).map((choice) => (
                <button
                  key={choice}
                  type="button"
                  role="menuitemradio"
                  aria-checked={quality === choice}
                  className={chip}
                  onClick={pick(onQuality, choice)}
                  data-testid={`${testId}-quality-${choice}`}
                >
                  {choice === 'auto' ? `${t('player.auto')} · ${heightOf(rendition)}p` : `${heightOf(choice)}p`}
                </button>
              ))}
            </Choices>
          ) : null}
          <Choices label={t('player.delay')}>
            {DELAY_CHOICES.map((seconds) => (
              <button
                key={seconds}
                type="button"
                role="menuitemradio"
                aria-checked={delay === seconds}
                className={chip}
                onClick={pick(onDelay, seconds)}
                data-testid={`${testId}-delay-${seconds}`}
              >
                {seconds === 0 ? t('player.live') : `${seconds} s`}
              </button>
            ))}
          </Choices>
        </div>
      ) : null}
    </div>
  );
}
