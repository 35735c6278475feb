import type { Random } from '../random.ts';
import type { Side } from '../timeline.ts';

/** Five players of one side on court for a stretch of one period's game clock (seconds from the period's start). */
export interface Shift {
  period: number;
  from: number;
  to: number;
  five: number[];
}

/** Who was on court when: each side's shifts, and each period's length in game seconds. */
export interface Rotation {
  periods: number[];
  shifts: Record<Side, Shift[]>;
}

/**
 * Each roster spot's share of a 48-minute game's 240 player minutes: starters 29-35, the first
 * players off the bench about 20, the end of the bench little or nothing (they play when the
 * game is out of reach). Drawn a little differently each game.
 */
const MINUTES = [35, 34, 33, 31, 29, 24, 20, 16, 10, 8, 0, 0];
/** With this lead or more the last minutes are the bench's ("garbage time"). */
const BLOWOUT = 18;
const GARBAGE_SECONDS = 240;
const MIN_SHIFT = 120;

/**
 * The game's rotation, drawn after the plays: each period is cut into shifts of two to four and
 * a half minutes; the starters open the first and third quarters; otherwise the five whose
 * minutes lag their share most (with some noise) play the next shift; a blowout's last minutes
 * go to the bench. Minutes are what each player was on court, so a side's add up to five times
 * the game's length.
 */
export function drawRotation(
  random: Random,
  periods: number[],
  roster: Record<Side, number>,
  margin: number,
): Rotation {
  const total = periods.reduce((sum, seconds) => sum + seconds, 0);
  const draw = (side: Side): Shift[] => {
    const size = roster[side];
    const spots = Array.from({ length: size }, (_, index) => index);
    const raw = spots.map((index) => Math.max(0, (MINUTES[index] ?? 0) * (1 + random.normal(0, 0.12))));
    const scale =
      (5 * total) /
      Math.max(
        1,
        raw.reduce((sum, share) => sum + share, 0),
      );
    const target = raw.map((share) => share * scale);
    const played = spots.map(() => 0);
    const shifts: Shift[] = [];
    let elapsed = 0;
    periods.forEach((length, period) => {
      let from = 0;
      while (from < length) {
        const blowout = period === 3 && periods.length === 4 && Math.abs(margin) >= BLOWOUT;
        let to = Math.min(length, from + random.int(MIN_SHIFT, 270));
        // No shift shorter than two minutes, so whoever plays has minutes; a blowout's bench comes on with four to go.
        if (blowout && from < length - GARBAGE_SECONDS && to > length - GARBAGE_SECONDS)
          to = Math.max(from + MIN_SHIFT, length - GARBAGE_SECONDS);
        if (length - to < MIN_SHIFT) to = length;
        const garbage = blowout && from >= length - GARBAGE_SECONDS;
        let five: number[];
        if (size <= 5) five = spots.slice(0, 5);
        else if (from === 0 && (period === 0 || period === 2)) five = spots.slice(0, 5);
        else if (garbage) five = spots.slice(-5);
        else {
          const due = (elapsed + (to - from)) / total;
          const need = spots.map((index) => ({
            index,
            need: (target[index] ?? 0) * due - (played[index] ?? 0) + random.normal(0, 45),
          }));
          five = need
            .sort((a, b) => b.need - a.need)
            .slice(0, 5)
            .map((entry) => entry.index)
            .sort((a, b) => a - b);
        }
        for (const index of five) played[index] = (played[index] ?? 0) + (to - from);
        shifts.push({ period, from, to, five });
        elapsed += to - from;
        from = to;
      }
    });
    return shifts;
  };
  return { periods, shifts: { home: draw('home'), away: draw('away') } };
}

/** The five of a side on court at a game second of a period. */
export function fiveAt(rotation: Rotation, side: Side, period: number, second: number): number[] {
  const shifts = rotation.shifts[side];
  const shift =
    shifts.find((entry) => entry.period === period && second >= entry.from && second < entry.to) ??
    shifts.findLast((entry) => entry.period === period);
  return shift?.five ?? [0, 1, 2, 3, 4];
}

/**
 * Seconds each roster spot has been on court when `period` (0-based) has run `second` seconds;
 * a period past the last: the whole game.
 */
export function secondsOnCourt(rotation: Rotation, side: Side, size: number, period: number, second: number): number[] {
  const seconds = Array.from({ length: size }, () => 0);
  for (const shift of rotation.shifts[side]) {
    const upTo =
      shift.period < period
        ? shift.to
        : shift.period === period
          ? Math.min(shift.to, Math.max(shift.from, second))
          : shift.from;
    for (const index of shift.five) if (index < size) seconds[index] = (seconds[index] ?? 0) + (upTo - shift.from);
  }
  return seconds;
}

/** Whole minutes that add up to the whole of the seconds (largest remainders round up). */
export function wholeMinutes(seconds: number[]): number[] {
  const total = Math.round(seconds.reduce((sum, value) => sum + value, 0) / 60);
  const minutes = seconds.map((value) => Math.floor(value / 60));
  let left = total - minutes.reduce((sum, value) => sum + value, 0);
  const order = seconds
    .map((value, index) => ({ index, rest: value / 60 - Math.floor(value / 60) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    minutes[index] = (minutes[index] ?? 0) + 1;
    left -= 1;
  }
  return minutes;
}
