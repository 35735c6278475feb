import type { MatchUpdate } from '@placar/contract/live-update';
import { describe, expect, it } from 'vitest';
import type { LiveConnectionOptions } from './live-connection.ts';
import { createLiveHub, type HubPort } from './live-hub.ts';
import type { TabMessage, WorkerMessage } from './live-protocol.ts';

function fakeConnections() {
  const made: { options: LiveConnectionOptions; ended: boolean }[] = [];
  const connect = (options: LiveConnectionOptions) => {
    const entry = { options, ended: false };
    made.push(entry);
    return { syncTopics: () => undefined, end: () => void (entry.ended = true) };
  };
  return { made, connect };
}

function tab(hub: ReturnType<typeof createLiveHub>) {
  const received: WorkerMessage[] = [];
  const port: HubPort = { postMessage: (message) => void received.push(message), onmessage: null };
  hub.attach(port);
  const send = (message: TabMessage) => port.onmessage?.({ data: message } as MessageEvent<TabMessage>);
  return { received, send };
}

const start: TabMessage = {
  type: 'start',
  url: 'ws://127.0.0.1/mqtt',
  topic: 'placar/match/v1',
  clientId: 'placar_x_000000',
};
const update = { id: 7, seq: 3 } as unknown as MatchUpdate;

describe('live worker hub (one connection for every tab)', () => {
  it('opens one connection for two tabs and sends each update to both', () => {
    const { made, connect } = fakeConnections();
    const hub = createLiveHub(connect);
    const first = tab(hub);
    const second = tab(hub);
    first.send(start);
    second.send(start);
    expect(made).toHaveLength(1);
    made[0]?.options.events.update(update);
    expect(first.received).toContainEqual({ type: 'update', update });
    expect(second.received).toContainEqual({ type: 'update', update });
  });

  it('subscribes to the union of watched topics and sends a topic only to the tabs watching it', () => {
    const { made, connect } = fakeConnections();
    const hub = createLiveHub(connect);
    const room = tab(hub);
    const other = tab(hub);
    room.send(start);
    other.send(start);
    room.send({ type: 'topics', topics: ['placar/room/1'] });
    other.send({ type: 'topics', topics: ['placar/room/2'] });
    expect(made[0]?.options.topics().sort()).toEqual(['placar/room/1', 'placar/room/2']);
    made[0]?.options.events.topicMessage('placar/room/1', { viewers: 3 });
    expect(room.received).toContainEqual({ type: 'topic', topic: 'placar/room/1', message: { viewers: 3 } });
    expect(other.received.some((message) => message.type === 'topic')).toBe(false);
  });

  it('tells a tab joining a connected connection to refetch, and ends the connection when the last tab leaves', () => {
    const { made, connect } = fakeConnections();
    const hub = createLiveHub(connect);
    const first = tab(hub);
    first.send(start);
    made[0]?.options.events.state('connected');
    const late = tab(hub);
    late.send(start);
    expect(late.received).toEqual([{ type: 'state', state: 'connected' }, { type: 'connected' }]);
    first.send({ type: 'leave' });
    expect(made[0]?.ended).toBe(false);
    late.send({ type: 'leave' });
    expect(made[0]?.ended).toBe(true);
  });

  it('starts a fresh connection when a tab asks after the last one gave up', () => {
    const { made, connect } = fakeConnections();
    const hub = createLiveHub(connect);
    const only = tab(hub);
    only.send(start);
    made[0]?.options.onGiveUp();
    only.send(start);
    expect(made).toHaveLength(2);
  });
});
