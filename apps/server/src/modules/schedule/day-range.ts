/**
 * Calendar days in a caller's time zone. A local day is not always 24 hours (DST), so its UTC
 * bounds come from the zone's offset at each bound, read with Intl.
 */
interface DayRange {
  /** First instant of the day. */
  start: Date;
  /** First instant of the next day (exclusive bound). */
  end: Date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(tz: string): Intl.DateTimeFormat {
  let formatter = formatters.get(tz);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function intlWallClock(instant: Date, tz: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(tz).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

// Zones change offset on quarter-hour boundaries, so one Intl read serves a whole quarter hour:
// formatToParts per match was the schedule's cold path's largest cost (bench/schedule-api goal storm).
const QUARTER_HOUR = 15 * 60 * 1000;
const offsets = new Map<string, number>();

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export function offsetAt(instant: Date, tz: string): number {
  const slot = Math.floor(instant.getTime() / QUARTER_HOUR);
  const key = `${tz} ${slot}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const start = new Date(slot * QUARTER_HOUR);
  const wall = intlWallClock(start, tz);
  const offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - start.getTime();
  if (offsets.size >= 20_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

function wallClock(instant: Date, tz: string): WallClock {
  const local = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offsetAt(instant, tz));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** The first instant whose local date is `day` (yyyy-mm-dd); midnight, or the first hour after a skipped one. */
function startOfLocalDay(day: string, tz: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // Two passes: the offset at the guess can differ from the offset at the answer across a change.
  let guess = midnightUtc - offsetAt(new Date(midnightUtc), tz);
  guess = midnightUtc - offsetAt(new Date(guess), tz);
  // Where midnight itself is skipped, the day starts at the first instant after the gap.
  while (localDate(new Date(guess), tz) < day) guess += 15 * 60 * 1000;
  while (localDate(new Date(guess - 15 * 60 * 1000), tz) === day) guess -= 15 * 60 * 1000;
  return new Date(guess);
}

export function nextDay(day: string, days = 1): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function localDayRange(day: string, tz: string): DayRange {
  return { start: startOfLocalDay(day, tz), end: startOfLocalDay(nextDay(day), tz) };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** yyyy-mm-dd of an instant in a zone. */
export function localDate(instant: Date, tz: string): string {
  const wall = wallClock(instant, tz);
  return `${String(wall.year).padStart(4, '0')}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** HH:mm of an instant in a zone. */
export function localTime(instant: Date, tz: string): string {
  const wall = wallClock(instant, tz);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

const todays = new Map<string, { day: string; from: number; until: number }>();

/** Today's date in a zone, remembered until the zone's next midnight (hot paths ask on every request). */
export function todayIn(tz: string, now: Date): string {
  const at = now.getTime();
  const known = todays.get(tz);
  if (known !== undefined && at >= known.from && at < known.until) return known.day;
  const day = localDate(now, tz);
  const range = localDayRange(day, tz);
  todays.set(tz, { day, from: range.start.getTime(), until: range.end.getTime() });
  return day;
}
