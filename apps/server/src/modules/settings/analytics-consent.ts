/**
 * Countries whose law asks consent before analytics cookies (decision 0065): the EU and the EEA
 * (GDPR and the ePrivacy rules), the UK and Switzerland, and Brazil (LGPD). An unknown country
 * (a private address, or no database answer) asks too: when in doubt, ask.
 */
const CONSENT_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
  'BR',
]);

export function needsConsent(country: string | null): boolean {
  return country === null || CONSENT_COUNTRIES.has(country);
}
