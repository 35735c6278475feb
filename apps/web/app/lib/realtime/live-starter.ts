import { matchTopic } from '@placar/contract/constants';
import type { PublicConfig } from '@placar/contract/public-config';
import { whenIdle } from '../browser/when-idle.ts';
import {
  deliverTopicMessage,
  notifyConnected,
  onTopicsChange,
  publishUpdate,
  setLiveState,
  watchedTopics,
} from './live-inbox.ts';
import type { HubPort } from './live-hub.ts';
import type { TabMessage, WorkerMessage } from './live-protocol.ts';
import { newMqttClientId, prefixOf, storedMqttClientId } from './mqtt-client-id.ts';

/** After giving up, a fresh connection is tried this much later (or when the browser is back online). */
const RESTART_AFTER_MS = 30_000;

/** The broker URL: the configured one, else ws(s)://<this host>/mqtt. */
export function brokerUrl(
  config: Pick<PublicConfig, 'mqttPublicUrl'>,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  if (config.mqttPublicUrl) return config.mqttPublicUrl;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/mqtt`;
}

interface WorkerLink {
  post(message: TabMessage): void;
  /** True when every tab shares the worker (and so the browser's stored client id). */
  shared: boolean;
  close(): void;
}

/**
 * The live worker: shared by every tab where SharedWorker exists, else this tab's own Worker.
 * Without (module) workers, the same hub runs on the page over a MessageChannel.
 */
function openWorker(onMessage: (message: WorkerMessage) => void): WorkerLink {
  if (typeof SharedWorker !== 'undefined') {
    const worker = new SharedWorker(new URL('./live-worker.ts', import.meta.url), {
      type: 'module',
      name: 'placar-live',
    });
    worker.port.onmessage = (event: MessageEvent<WorkerMessage>) => onMessage(event.data);
    return { post: (message) => worker.port.postMessage(message), shared: true, close: () => worker.port.close() };
  }
  try {
    const worker = new Worker(new URL('./live-worker.ts', import.meta.url), { type: 'module', name: 'placar-live' });
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => onMessage(event.data);
    return { post: (message) => worker.postMessage(message), shared: false, close: () => worker.terminate() };
  } catch {
    // No Worker, or no module workers (older browsers throw): the page runs the hub itself.
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = (event: MessageEvent<WorkerMessage>) => onMessage(event.data);
  // Messages wait on port2 until the hub attaches to it. The hub ends the connection on 'leave'.
  void Promise.all([import('./live-hub.ts'), import('./live-connection.ts')]).then(
    ([{ createLiveHub }, { connectLive }]) => createLiveHub(connectLive).attach(channel.port2 as unknown as HubPort),
  );
  return { post: (message) => channel.port1.postMessage(message), shared: false, close: () => undefined };
}

/**
 * Joins the live worker once the page has painted and is idle, and keeps the tab attached
 * while it lives. Returns the teardown.
 */
export function startLiveAfterPaint(config: PublicConfig): () => void {
  let link: WorkerLink | undefined;
  let disposed = false;
  let restart: ReturnType<typeof setTimeout> | undefined;

  const onMessage = (message: WorkerMessage) => {
    if (disposed) return;
    if (message.type === 'update') publishUpdate(message.update);
    else if (message.type === 'topic') deliverTopicMessage(message.topic, message.message);
    else if (message.type === 'connected') notifyConnected();
    else {
      setLiveState(message.state);
      if (message.state === 'ended') {
        clearTimeout(restart);
        restart = setTimeout(join, RESTART_AFTER_MS);
      }
    }
  };

  const join = () => {
    if (disposed) return;
    link ??= openWorker(onMessage);
    const stored = storedMqttClientId(typeof localStorage === 'undefined' ? undefined : localStorage);
    // With clean: false two connections sharing an id take the session from each other: a tab
    // with a worker of its own uses the browser's prefix with 6 hex characters of its own.
    const clientId = link.shared ? stored : newMqttClientId(prefixOf(stored));
    link.post({ type: 'start', url: brokerUrl(config, window.location), topic: matchTopic(config.product), clientId });
    link.post({ type: 'topics', topics: watchedTopics() });
  };
  const leave = () => {
    link?.post({ type: 'leave' });
    link?.close();
    link = undefined;
  };
  const offTopics = onTopicsChange(() => link?.post({ type: 'topics', topics: watchedTopics() }));
  const retryNow = () => {
    if (disposed || document.body?.dataset.liveState !== 'ended') return;
    clearTimeout(restart);
    join();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') retryNow();
  };
  // A page put in the back/forward cache leaves the worker, and joins it again when shown.
  const onPageHide = (event: PageTransitionEvent) => event.persisted && leave();
  const onPageShow = (event: PageTransitionEvent) => event.persisted && join();

  const first = () => whenIdle(join);
  if (document.readyState === 'complete') first();
  else window.addEventListener('load', first, { once: true });
  window.addEventListener('online', retryNow);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  document.addEventListener('visibilitychange', onVisible);

  return () => {
    disposed = true;
    clearTimeout(restart);
    offTopics();
    window.removeEventListener('load', first);
    window.removeEventListener('online', retryNow);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
    document.removeEventListener('visibilitychange', onVisible);
    leave();
    setLiveState('idle');
  };
}
