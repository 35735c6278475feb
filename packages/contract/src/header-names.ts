// The header names and the time-zone check without zod: the browser's API client imports these
// alone (decision 0077); headers.ts adds the server's schema.

/** Request headers sent on every call (requirement request-headers), lower-cased as HTTP/1.1 servers see them. */
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
