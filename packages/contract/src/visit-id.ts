import { VISIT_ID_LIFETIME_MS } from './constants.ts';

/**
 * Visit ids (requirement visit-records): a millisecond timestamp, a hyphen, then 10 random base-36
 * characters. Shared by the browser that makes them and the server that checks them.
 */
export const VISIT_ID_PATTERN = /^(\d{12,14})-([0-9a-z]{10})$/;

/** The myCookie client identifier: a millisecond timestamp followed by 10 random base-36 characters. */
export const CLIENT_ID_PATTERN = /^\d{12,14}[0-9a-z]{10}$/;

export function newVisitId(now: number, random10: string): string {
  return `${Math.trunc(now)}-${random10}`;
}

/** When the visit id was made (ms), or null when it is not a visit id. */
export function visitIdTime(id: string | null | undefined): number | null {
  const match = VISIT_ID_PATTERN.exec(id ?? '');
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** Over 24 hours old (requirement visit-records): the visit ends and a new one starts. An id from the future is kept. */
export function isVisitIdExpired(id: string, now: number): boolean {
  const made = visitIdTime(id);
  return made === null || now - made > VISIT_ID_LIFETIME_MS;
}
