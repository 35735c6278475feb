/**
 * The live worker: one MQTT connection (live-connection.ts) for every tab of this browser when
 * it runs as a SharedWorker, or for one tab as a dedicated Worker where SharedWorker is missing.
 * Tabs talk to it by postMessage (live-protocol.ts); mqtt.js never runs on a page's main thread.
 */
import { connectLive } from './live-connection.ts';
import { createLiveHub, type HubPort } from './live-hub.ts';

const hub = createLiveHub(connectLive);
const scope = globalThis as unknown as HubPort & { onconnect?: ((event: MessageEvent) => void) | null };
if ('onconnect' in scope) scope.onconnect = (event) => hub.attach(event.ports[0] as unknown as HubPort);
else hub.attach(scope);
