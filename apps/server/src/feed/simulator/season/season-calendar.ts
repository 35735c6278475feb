/** Calendar arithmetic on day numbers (whole days since 1970-01-01, UTC): no clock, no zone. */
export const DAY_MS = 86_400_000;

export const TUESDAY = 2;
export const WEDNESDAY = 3;
export const FRIDAY = 5;
export const SATURDAY = 6;

export function dayOf(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(day: number): number {
  // 1970-01-01 was a Thursday.
  return (((day + 4) % 7) + 7) % 7;
}

/** The first `weekday` on or after `day`. */
export function onOrAfter(day: number, weekday: number): number {
  return day + ((weekday - weekdayOf(day) + 7) % 7);
}

/** The last `weekday` on or before `day`. */
export function onOrBefore(day: number, weekday: number): number {
  return day - ((weekdayOf(day) - weekday + 7) % 7);
}

/** The `n`th (1-based) `weekday` of a month. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  return onOrAfter(dayOf(`${year}-${String(month).padStart(2, '0')}-01`), weekday) + 7 * (n - 1);
}

/** Every `weekday` from `from` to `to` (both included). */
export function weekdaysBetween(from: number, to: number, weekdays: readonly number[]): number[] {
  const days: number[] = [];
  for (let day = from; day <= to; day += 1) if (weekdays.includes(weekdayOf(day))) days.push(day);
  return days;
}

/** `count` of `slots`, spread evenly from the first to the last, in order. */
export function spread(count: number, slots: readonly number[]): number[] {
  if (count > slots.length) throw new Error(`${count} rounds do not fit in ${slots.length} dates`);
  if (count === 1) return [slots[0] ?? 0];
  return Array.from(
    { length: count },
    (_, index) => slots[Math.round((index * (slots.length - 1)) / (count - 1))] ?? 0,
  );
}
