import { data } from 'react-router';

/** Thrown when a route's params are not valid: the 404 "Page Not Found" page. */
export function notFound(path?: string): never {
  throw data(path === undefined ? null : { path }, { status: 404 });
}

/** Ids of matches, leagues and rooms are positive whole numbers (up to 15 digits). */
export function isNumericId(value: string | undefined): value is string {
  return value !== undefined && /^[1-9]\d{0,14}$/.test(value);
}

/** A schedule day: `today` or a real calendar date written yyyymmdd. */
export function isScheduleDay(value: string | undefined): value is string {
  if (value === 'today') return true;
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value ?? '');
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A name segment (live match slug, host setup type): letters, digits, - and _. */
export function isSlug(value: string | undefined): value is string {
  return value !== undefined && /^[\p{L}\p{N}_-]{1,80}$/u.test(value);
}

export { isAboutPage } from '@placar/contract/about-pages';
