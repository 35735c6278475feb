import { z } from 'zod';
import { toLanguage } from './languages.ts';
import { withTextRule } from './text-rule.ts';

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

/** Zones already found valid: every call carries a tz header, and there are only a few hundred zones. */
const knownZones = new Set<string>();

export function isIanaTimeZone(value: string): boolean {
  if (knownZones.has(value)) return true;
  if (value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  if (knownZones.size < 1000) knownZones.add(value);
  return true;
}

const optionalText = (max: number) => z.string().max(max).optional();

/** The parsed request headers. `language` falls back to en; a bad `tz` is an input error. */
export const requestHeadersSchema = withTextRule(
  z.object({
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
  }),
);

export type RequestHeaders = z.output<typeof requestHeadersSchema>;
