/** Browser families kept for visit statistics: the user agent itself is never stored. */
type BrowserFamily = 'Edge' | 'Opera' | 'Samsung Internet' | 'Firefox' | 'Chrome' | 'Safari' | 'Bot' | 'Other';

// Order matters: Edge, Opera and Samsung Internet also say Chrome and Safari; Chrome says Safari.
const RULES: readonly [RegExp, BrowserFamily][] = [
  [/bot|crawler|spider|crawling|headlesschrome|lighthouse/i, 'Bot'],
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\/|AppleWebKit.*Mobile\//, 'Safari'],
];

export function browserFamily(userAgent: string | undefined): BrowserFamily {
  if (userAgent === undefined || userAgent === '') return 'Other';
  const text = userAgent.slice(0, 512);
  for (const [pattern, family] of RULES) if (pattern.test(text)) return family;
  return 'Other';
}
