import { z } from 'zod';
import { toLanguage } from './languages.ts';
import { Header, isIanaTimeZone } from './header-names.ts';
import { withTextRule } from './text-rule.ts';

export { Header, isIanaTimeZone } from './header-names.ts';

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
