/**
 * The live worker: one MQTT connection (live-connection.ts) for every tab of this browser when
 * it runs as a SharedWorker, or for one tab as a dedicated Worker where SharedWorker is missing.
 * Tabs talk to it by postMessage (live-protocol.ts); mqtt.js never runs on a page's main thread.
 */
import { connectLive, type LiveConnection } from './live-connection.ts';
import type { LiveState, TabMessage, WorkerMessage } from './live-protocol.ts';

interface Port {
  postMessage(message: WorkerMessage): void;
  onmessage: ((event: MessageEvent<TabMessage>) => void) | null;
}

/** Each attached tab and the extra topics it watches. */
const ports = new Map<Port, Set<string>>();
let connection: LiveConnection | undefined;
let state: LiveState = 'idle';

const broadcast = (message: WorkerMessage) => {
  for (const port of ports.keys()) port.postMessage(message);
};
const watchedTopics = () => [...new Set([...ports.values()].flatMap((topics) => [...topics]))];

function start({ url, topic, clientId }: Extract<TabMessage, { type: 'start' }>): void {
  connection = connectLive({
    url,
    topic,
    clientId,
    topics: watchedTopics,
    events: {
      state: (next) => {
        state = next;
        broadcast({ type: 'state', state: next });
      },
      connected: () => broadcast({ type: 'connected' }),
      update: (update) => broadcast({ type: 'update', update }),
      topicMessage: (name, message) => {
        for (const [port, topics] of ports) if (topics.has(name)) port.postMessage({ type: 'topic', topic: name, message });
      },
    },
    // Tabs see 'ended' and ask again later (or when the browser is back online).
    onGiveUp: () => (connection = undefined),
  });
}

function handle(port: Port, message: TabMessage): void {
  if (message.type === 'start') {
    const joining = !ports.has(port);
    if (joining) ports.set(port, new Set());
    if (!connection) return start(message);
    port.postMessage({ type: 'state', state });
    // A tab joining a running connection refetches its snapshot, as after a connect.
    if (joining && state === 'connected') port.postMessage({ type: 'connected' });
    connection.syncTopics();
  } else if (message.type === 'topics') {
    if (!ports.has(port)) return;
    ports.set(port, new Set(message.topics));
    connection?.syncTopics();
  } else {
    ports.delete(port);
    connection?.syncTopics();
    // No tab left: the broker keeps the session (clean: false) until one comes back.
    if (ports.size === 0) {
      connection?.end();
      connection = undefined;
      state = 'idle';
    }
  }
}

function attach(port: Port): void {
  port.onmessage = (event) => handle(port, event.data);
}

const scope = globalThis as unknown as Port & { onconnect?: ((event: MessageEvent) => void) | null };
if ('onconnect' in scope) scope.onconnect = (event) => attach(event.ports[0] as unknown as Port);
else attach(scope);
