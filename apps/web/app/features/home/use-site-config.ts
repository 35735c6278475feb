import { siteConfig } from '@placar/contract/calls/admin';
import type { CallData } from '@placar/contract/call';
import { useEffect, useState } from 'react';
import { quietCall } from '../../lib/api/quiet-call.ts';

export type SiteConfig = CallData<typeof siteConfig>;

/** How often an open home asks again, so an admin's change reaches every visitor within seconds. */
const SITE_CONFIG_REFRESH_MS = 5_000;

/**
 * What admins set for every page (tabs, announcement), starting from the server render's copy
 * and asked again every few seconds while the page is visible. A failed ask keeps the last one.
 */
export function useSiteConfig(initial: SiteConfig | null): SiteConfig | null {
  const [config, setConfig] = useState(initial);
  useEffect(() => {
    let disposed = false;
    const ask = async () => {
      if (document.visibilityState !== 'visible') return;
      const answer = await quietCall(siteConfig, {});
      if (!disposed && answer !== null) setConfig(answer);
    };
    const onVisible = () => void ask();
    if (initial === null) void ask();
    const timer = setInterval(() => void ask(), SITE_CONFIG_REFRESH_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      disposed = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [initial]);
  return config;
}
