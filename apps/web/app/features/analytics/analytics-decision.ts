export type Consent = 'granted' | 'denied' | null;

/** The analytics script: never without an id; with one, after consent where the visitor's country needs it. */
export function analyticsDecision(
  config: { id: string | null; consentRequired: boolean },
  consent: Consent,
): 'none' | 'ask' | 'load' {
  if (config.id === null || config.id === '') return 'none';
  if (!config.consentRequired) return 'load';
  if (consent === 'granted') return 'load';
  return consent === 'denied' ? 'none' : 'ask';
}

/** GA4's loader: the id goes into the script URL (googletagmanager.com, allowed by the CSP). */
export function analyticsScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}
