import { siteConfig } from '@placar/contract/calls/admin';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { quietCall } from '../../lib/api/quiet-call.ts';
import { analyticsDecision, analyticsScriptUrl } from './analytics-decision.ts';
import type { Consent } from './analytics-decision.ts';

const CONSENT_KEY = 'analyticsConsent';

function storedConsent(): Consent {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Starts GA4 once for the page: its queue, then its script. */
function loadAnalytics(id: string): void {
  if (document.querySelector('script[data-analytics]')) return;
  window.dataLayer = window.dataLayer ?? [];
  // gtag() pushes its arguments object, as Google's snippet does.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = analyticsScriptUrl(id);
  script.dataset.analytics = id;
  document.head.appendChild(script);
}

/**
 * The analytics script, loaded only when admins (or ANALYTICS_ID) set an id, and only after
 * consent where the visitor's country needs it (decision 0065). The choice is kept.
 */
export function Analytics() {
  const { t } = useTranslation();
  const [ask, setAsk] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void quietCall(siteConfig, {}).then((config) => {
      if (cancelled || config === null) return;
      const decision = analyticsDecision(config.analytics, storedConsent());
      if (decision === 'load' && config.analytics.id !== null) loadAnalytics(config.analytics.id);
      if (decision === 'ask') setAsk(config.analytics.id);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (ask === null) return null;
  const answer = (consent: 'granted' | 'denied') => {
    try {
      localStorage.setItem(CONSENT_KEY, consent);
    } catch {
      // Asked again next visit.
    }
    if (consent === 'granted') loadAnalytics(ask);
    setAsk(null);
  };
  return (
    <div
      role="dialog"
      aria-label={t('consent.title')}
      className="fixed inset-x-3 bottom-20 z-50 mx-auto max-w-lg rounded-2xl border border-ink-700 bg-ink-900 p-4 shadow-2xl md:bottom-4"
      data-testid="analytics-consent"
    >
      <p className="text-sm text-slate-200">{t('consent.text')}</p>
      <div className="mt-3 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => answer('denied')}
          className="rounded-full px-4 py-1.5 text-sm font-semibold text-slate-300 hover:text-white"
          data-testid="analytics-decline"
        >
          {t('consent.decline')}
        </button>
        <button
          type="button"
          onClick={() => answer('granted')}
          className="rounded-full bg-pitch-500 px-4 py-1.5 text-sm font-bold text-ink-950"
          data-testid="analytics-accept"
        >
          {t('consent.accept')}
        </button>
      </div>
    </div>
  );
}
