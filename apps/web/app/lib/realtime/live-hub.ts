import type { LiveConnection, LiveConnectionOptions } from './live-connection.ts';
import type { LiveState, TabMessage, WorkerMessage } from './live-protocol.ts';

export interface HubPort {
  postMessage(message: WorkerMessage): void;
  onmessage: ((event: MessageEvent<TabMessage>) => void) | null;
}

/**
 * The live worker's state: the attached tabs, the topics each watches, and the one connection
 * they share (live-worker.ts runs it; `connect` is live-connection.ts there, a fake in tests).
 */
export function createLiveHub(connect: (options: LiveConnectionOptions) => LiveConnection) {
  /** Each attached tab and the extra topics it watches. */
  const ports = new Map<HubPort, Set<string>>();
  let connection: LiveConnection | undefined;
  let state: LiveState = 'idle';

  const broadcast = (message: WorkerMessage) => {
    for (const port of ports.keys()) port.postMessage(message);
  };
  const watchedTopics = () => [...new Set([...ports.values()].flatMap((topics) => [...topics]))];

  function start({ url, topic, clientId }: Extract<TabMessage, { type: 'start' }>): void {
    connection = connect({
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
          for (const [port, topics] of ports)
            if (topics.has(name)) port.postMessage({ type: 'topic', topic: name, message });
        },
      },
      // Tabs see 'ended' and ask again later (or when the browser is back online).
      onGiveUp: () => (connection = undefined),
    });
  }

  function handle(port: HubPort, message: TabMessage): void {
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

  return {
    attach(port: HubPort): void {
      port.onmessage = (event) => handle(port, event.data);
    },
  };
}
