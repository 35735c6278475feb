import { z } from 'zod';
import { toLanguage } from './languages.ts';

/** Request headers sent on every call (SPEC section 7), lower-cased as HTTP/1.1 servers see them. */
export const Header = {
  authorization: 'authorization',
  clients: 'clients',
  originLocal: 'origin-local',
  tz: 'tz',
  visitId: 'visitid',
  language: 'language',
  clientIdentifyId: 'clientidentifyid',
  requestKey: 'x-request-key',
  appId: 'app-id',
} as const;

export function isIanaTimeZone(value: string): boolean {
  if (value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const optionalText = (max: number) => z.string().max(max).optional();

/** The parsed request headers. `language` falls back to en; a bad `tz` is an input error. */
export const requestHeadersSchema = z.object({
  [Header.authorization]: optionalText(4096),
  [Header.clients]: optionalText(8),
  [Header.originLocal]: optionalText(512),
  [Header.tz]: z
    .string()
    .refine(isIanaTimeZone, { message: 'must be an IANA time zone such as Europe/London' })
    .optional(),
  [Header.visitId]: optionalText(64),
  // optional() first: an absent header must fall back to en, not fail as a missing key.
  [Header.language]: z.unknown().optional().transform(toLanguage),
  [Header.clientIdentifyId]: optionalText(64),
  [Header.requestKey]: optionalText(128),
});

export type RequestHeaders = z.output<typeof requestHeadersSchema>;
