import { matchTopic } from '@placar/contract/constants';
import type { PublicConfig } from '@placar/contract/public-config';
import { mqttClientIdForTab } from './mqtt-client-id.ts';

/** After giving up, a fresh connection is tried this much later (or when the browser is back online). */
const RESTART_AFTER_MS = 30_000;

/** The broker URL: the configured one, else ws(s)://<this host>/mqtt. */
export function brokerUrl(config: Pick<PublicConfig, 'mqttPublicUrl'>, location: Pick<Location, 'protocol' | 'host'>): string {
  if (config.mqttPublicUrl) return config.mqttPublicUrl;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/mqtt`;
}

/**
 * Starts the live connection once the page has painted and is idle, and keeps one running
 * while the page lives. Returns the teardown.
 */
export function startLiveAfterPaint(config: PublicConfig): () => void {
  let stop: (() => void) | undefined;
  let disposed = false;
  let restart: ReturnType<typeof setTimeout> | undefined;

  const start = async () => {
    if (disposed || stop) return;
    const [{ connectLive }, clientId] = await Promise.all([import('./live-connection.ts'), mqttClientIdForTab()]);
    if (disposed || stop) return;
    stop = connectLive({
      url: brokerUrl(config, window.location),
      topic: matchTopic(config.product),
      clientId,
      onGiveUp: () => {
        stop = undefined;
        restart = setTimeout(() => void start(), RESTART_AFTER_MS);
      },
    });
  };
  const retryNow = () => {
    if (stop || disposed) return;
    clearTimeout(restart);
    void start();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') retryNow();
  };

  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  const first = () => idle(() => void start().catch((error: unknown) => console.warn('[live] could not start', error)));
  if (document.readyState === 'complete') first();
  else window.addEventListener('load', first, { once: true });
  window.addEventListener('online', retryNow);
  document.addEventListener('visibilitychange', onVisible);

  return () => {
    disposed = true;
    clearTimeout(restart);
    window.removeEventListener('load', first);
    window.removeEventListener('online', retryNow);
    document.removeEventListener('visibilitychange', onVisible);
    stop?.();
    stop = undefined;
  };
}

