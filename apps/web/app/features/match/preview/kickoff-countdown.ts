import type { Translate } from '../../../lib/matches/status-label.ts';

/**
 * Time left before kick-off as a fan reads it: "3d 5h", "2h 05min", "12 min"; "Starting any
 * moment" once it is due. `now` is the app's server-corrected clock (the injected clock in tests).
 */
export function kickoffCountdown(kickoff: string, now: number, t: Translate): string {
  const minutes = Math.ceil((Date.parse(kickoff) - now) / 60_000);
  if (!(minutes > 0)) return t('preview.startingNow');
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const left = minutes % 60;
  const time =
    days > 0
      ? t('preview.days', { d: days, h: hours })
      : hours > 0
        ? t('preview.hours', { h: hours, m: String(left).padStart(2, '0') })
        : t('preview.minutes', { m: left });
  return t('preview.startsIn', { time });
}
