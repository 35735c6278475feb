import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { matchTopic } from '@placar/contract/constants';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { MqttTestClients, matchUpdate, nextMessages, secretClientId, whenClosed } from '../../test/mqtt-test-client.ts';

const TOPIC = matchTopic('placar');

/** The bytes of an MQTT 3.1.1 CONNECT (clean session, keepalive 60 s). */
function connectPacket(clientId: string): Buffer {
  const id = Buffer.from(clientId);
  const body = Buffer.concat([
    Buffer.from([0, 4, 0x4d, 0x51, 0x54, 0x54, 4, 0x02, 0, 60, id.length >> 8, id.length & 0xff]),
    id,
  ]);
  return Buffer.concat([Buffer.from([0x10, body.length]), body]);
}

/** A PUBLISH fixed header announcing `length` bytes, and the start of its topic. */
function publishHeader(length: number): Buffer {
  const bytes = [0x30];
  let rest = length;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    bytes.push(byte);
  } while (rest > 0);
  return Buffer.concat([Buffer.from(bytes), Buffer.from([0, 14]), Buffer.from('placar/match/v1'.slice(0, 14))]);
}

/** Resolves 'closed' when the socket closes within `ms`, else 'open'. */
function closedWithin(socket: WebSocket, ms: number): Promise<'closed' | 'open'> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve('closed');
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('open'), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve('closed');
    });
  });
}

/** A WebSocket opened by hand on a bare TCP socket: it sends whatever it is given. */
function rawWebSocket(url: string): { socket: Socket; upgraded: Promise<void> } {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => undefined);
  socket.write(
    `GET /mqtt HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: mqtt\r\n\r\n`,
  );
  const upgraded = new Promise<void>((resolve, reject) => {
    socket.once('data', (chunk: Buffer) =>
      chunk.toString('latin1').startsWith('HTTP/1.1 101') ? resolve() : reject(new Error(chunk.toString('latin1'))),
    );
  });
  return { socket, upgraded };
}

/** One masked binary frame (client to server) of `length` bytes, with a 64-bit length field. */
function maskedBinaryFrame(length: number): Buffer {
  const header = Buffer.alloc(14);
  header[0] = 0x82;
  header[1] = 0x80 | 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  randomBytes(4).copy(header, 10);
  return Buffer.concat([header, Buffer.alloc(length)]);
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'connected',
    (error: { code?: number; message?: string }) => error.code ?? error.message,
  );

describe('broker limits (item 2): what one client can make the embedded broker hold', () => {
  let t: TestApp;
  let url: string;
  const clients = new MqttTestClients();

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        MQTT_MAX_CONNECTIONS_PER_ADDRESS: '4',
        MQTT_SESSIONS_PER_ADDRESS: '5',
        MQTT_QUEUE_MESSAGES: '10',
        MQTT_QUEUE_BYTES: '20000',
        MQTT_MAX_KEEPALIVE: '120',
      },
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http://', 'ws://')}/mqtt`;
  });
  afterEach(() => clients.endAll());
  afterAll(() => t.close());

  it('closes a connection whose PUBLISH announces 48 MB after its first frame, without waiting for the rest', async () => {
    const socket = new WebSocket(url, 'mqtt');
    await once(socket, 'open');
    socket.send(connectPacket(secretClientId()));
    await once(socket, 'message');
    // 60 KB of a 48 MB packet: the old broker kept reading, waiting for the other 47.9 MB.
    socket.send(Buffer.concat([publishHeader(48 * 1024 * 1024), Buffer.alloc(60 * 1024)]));
    expect(await closedWithin(socket, 5000)).toBe('closed');
  });

  it('drops at once, without reading on, a connection whose WebSocket frame is over the limit', async () => {
    const accepted: Socket[] = [];
    const onConnection = (socket: Socket) => accepted.push(socket);
    t.app.server.on('connection', onConnection);
    const { socket, upgraded } = rawWebSocket(url);
    await upgraded;
    t.app.server.off('connection', onConnection);
    const [server] = accepted;
    // A 50 KB frame (the review's SUBSCRIBE), then 30 more, all written at once as the attacker's
    // library does. A polite close went on reading and throwing away every byte queued behind the
    // first frame (1.5 MB for each connection of the review's loop).
    const frame = maskedBinaryFrame(50 * 1024);
    const serverClosed = once(server as Socket, 'close');
    for (let n = 0; n < 31 && !socket.destroyed; n += 1) socket.write(frame);
    await serverClosed;
    expect(server?.bytesRead).toBeLessThan(256 * 1024);
    socket.destroy();
  });

  it('closes a connection whose packet grows past MQTT_MAX_PACKET_BYTES (8 KB) across several frames, and serves packets below it', async () => {
    const subscriber = await clients.connect(url, { clientId: secretClientId() });
    // A SUBSCRIBE of a filter of 250 bytes (under MQTT_MAX_TOPIC_LENGTH) is served.
    const filter = `placar/${'x'.repeat(243)}`;
    expect(await subscriber.subscribeAsync(filter, { qos: 1 })).toEqual([{ topic: filter, qos: 1 }]);

    const socket = new WebSocket(url, 'mqtt');
    await once(socket, 'open');
    socket.send(connectPacket(secretClientId()));
    await once(socket, 'message');
    const oversized = Buffer.concat([publishHeader(9 * 1024), Buffer.alloc(9 * 1024)]);
    // Two frames under the limit, one packet over it.
    socket.send(oversized.subarray(0, 5 * 1024));
    socket.send(oversized.subarray(5 * 1024));
    expect(await closedWithin(socket, 5000)).toBe('closed');
  });

  it('refuses keepalive 0 and keepalives longer than MQTT_MAX_KEEPALIVE', async () => {
    expect(await refusalOf(clients.connect(url, { clientId: secretClientId(), keepalive: 0 }))).toBe(6);
    expect(await refusalOf(clients.connect(url, { clientId: secretClientId(), keepalive: 600 }))).toBe(6);
    expect(await refusalOf(clients.connect(url, { clientId: secretClientId(), keepalive: 60 }))).toBe('connected');
  });

  it('refuses guessable client ids for persistent sessions, and ids longer than 128 characters', async () => {
    // The web's old shape: 24 random bits, so anyone could take a fan's session over.
    expect(await refusalOf(clients.connect(url, { clientId: 'placar_web_a1b2c3' }))).toBe(2);
    expect(await refusalOf(clients.connect(url, { clientId: `placar_${'f'.repeat(130)}` }))).toBe(2);
    expect(await refusalOf(clients.connect(url, { clientId: secretClientId() }))).toBe('connected');
  });

  it('on a clash, the newest connection with the same secret id takes the session over (the same browser coming back)', async () => {
    const id = secretClientId();
    const first = await clients.connect(url, { clientId: id });
    await first.subscribeAsync(TOPIC, { qos: 2 });
    const firstClosed = whenClosed(first);
    let sessionPresent: boolean | undefined;
    const second = await clients.connect(url, { clientId: id }, (client) => {
      client.once('connect', (connack) => {
        sessionPresent = connack.sessionPresent;
      });
    });
    await firstClosed;
    expect(sessionPresent).toBe(true);
    const received = nextMessages(second, 1);
    await t.app.events.emit('matchUpdated', matchUpdate(41, 1));
    expect((await received).length).toBe(1);
  });

  it('accepts at most MQTT_MAX_CONNECTIONS_PER_ADDRESS WebSockets per address, and another once one closes', async () => {
    const open = [];
    for (let n = 0; n < 4; n += 1) open.push(await clients.connect(url, { clientId: secretClientId() }));
    const refused = await refusalOf(clients.connect(url, { clientId: secretClientId() }));
    expect(String(refused)).toMatch(/429|Unexpected server response|closed/);
    await open[0]?.endAsync();
    expect(await refusalOf(clients.connect(url, { clientId: secretClientId() }))).toBe('connected');
  });

  it('keeps at most MQTT_QUEUE_MESSAGES messages for a client that is away', async () => {
    const id = secretClientId();
    const away = await clients.connect(url, { clientId: id });
    await away.subscribeAsync(TOPIC, { qos: 2 });
    await away.endAsync();
    for (let seq = 1; seq <= 25; seq += 1) await t.app.events.emit('matchUpdated', matchUpdate(42, seq));
    expect(t.app.embeddedBroker?.queued(id).messages).toBe(10);

    // The ten queued arrive, and nothing more before an update published after them.
    const seqs: number[] = [];
    let tenArrived: () => void = () => undefined;
    let markerArrived: () => void = () => undefined;
    const ten = new Promise<void>((resolve) => (tenArrived = resolve));
    const marker = new Promise<void>((resolve) => (markerArrived = resolve));
    const back = await clients.connect(url, { clientId: id }, (client) => {
      client.on('message', (_topic, payload: Buffer) => {
        const { seq } = (JSON.parse(payload.toString()) as [{ seq: number }])[0];
        if (seq === 100) return markerArrived();
        seqs.push(seq);
        if (seqs.length === 10) tenArrived();
      });
    });
    await ten;
    await t.app.events.emit('matchUpdated', matchUpdate(42, 100));
    await marker;
    expect(back.connected).toBe(true);
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps at most MQTT_QUEUE_BYTES bytes for a client that is away', async () => {
    const id = secretClientId();
    const away = await clients.connect(url, { clientId: id });
    await away.subscribeAsync(TOPIC, { qos: 2 });
    await away.endAsync();
    const big = {
      ...matchUpdate(43, 1),
      incidents: Array.from({ length: 40 }, (_, n) => ({ note: `incident ${n} `.repeat(10) })),
    };
    const size = JSON.stringify([big]).length;
    for (let seq = 1; seq <= 8; seq += 1) await t.app.events.emit('matchUpdated', { ...big, seq } as never);
    const queued = t.app.embeddedBroker?.queued(id);
    expect(queued?.bytes).toBeLessThanOrEqual(20_000);
    expect(queued?.messages).toBe(Math.floor(20_000 / (size + TOPIC.length)));
  });

  it('keeps at most MQTT_SESSIONS_PER_ADDRESS persistent sessions per address: the oldest offline one goes first', async () => {
    const ids = Array.from({ length: 8 }, () => secretClientId());
    for (const id of ids) {
      const client = await clients.connect(url, { clientId: id });
      await client.subscribeAsync(TOPIC, { qos: 2 });
      await client.endAsync();
    }
    const present = async (id: string) => {
      let found: boolean | undefined;
      const client = await clients.connect(url, { clientId: id }, (c) =>
        c.once('connect', (connack) => (found = connack.sessionPresent)),
      );
      await client.endAsync();
      return found;
    };
    expect(await present(ids[7] as string)).toBe(true);
    expect(await present(ids[0] as string)).toBe(false);
  });
});

describe('broker limits with TRUST_PROXY: the address is the one the trusted proxy saw', () => {
  let t: TestApp;
  let url: string;
  const clients = new MqttTestClients();

  beforeAll(async () => {
    t = await buildTestApp({ env: { MQTT_MAX_CONNECTIONS_PER_ADDRESS: '2', TRUST_PROXY: '127.0.0.1' } });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http://', 'ws://')}/mqtt`;
  });
  afterEach(() => clients.endAll());
  afterAll(() => t.close());

  const from = (address: string) => ({
    clientId: secretClientId(),
    wsOptions: { headers: { 'x-forwarded-for': address } },
  });

  it('counts each forwarded address on its own', async () => {
    await clients.connect(url, from('203.0.113.1'));
    await clients.connect(url, from('203.0.113.1'));
    expect(String(await refusalOf(clients.connect(url, from('203.0.113.1'))))).toMatch(
      /429|Unexpected server response|closed/,
    );
    expect(await refusalOf(clients.connect(url, from('203.0.113.2')))).toBe('connected');
  });
});

describe('broker limits without TRUST_PROXY: a forwarding header changes nothing', () => {
  let t: TestApp;
  let url: string;
  const clients = new MqttTestClients();

  beforeAll(async () => {
    t = await buildTestApp({ env: { MQTT_MAX_CONNECTIONS_PER_ADDRESS: '2' } });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http://', 'ws://')}/mqtt`;
  });
  afterEach(() => clients.endAll());
  afterAll(() => t.close());

  it('counts every connection from the socket address, whatever X-Forwarded-For says', async () => {
    const spoofed = (address: string) => ({
      clientId: secretClientId(),
      wsOptions: { headers: { 'x-forwarded-for': address } },
    });
    await clients.connect(url, spoofed('198.51.100.1'));
    await clients.connect(url, spoofed('198.51.100.2'));
    expect(String(await refusalOf(clients.connect(url, spoofed('198.51.100.3'))))).toMatch(
      /429|Unexpected server response|closed/,
    );
  });
});

describe('200 persistent sessions from one address (default limits)', () => {
  let t: TestApp;
  let url: string;
  const clients = new MqttTestClients();

  beforeAll(async () => {
    // Default limits but the connections per minute: 200 are opened here within seconds.
    t = await buildTestApp({ env: { MQTT_CONNECTS_PER_MINUTE: '1000' } });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http://', 'ws://')}/mqtt`;
  });
  afterAll(async () => {
    await clients.endAll();
    await t.close();
  });

  it(
    'keeps what they hold bounded: 50 sessions, each with at most 100 messages and 256 KB',
    { timeout: 120_000 },
    async () => {
      const ids = Array.from({ length: 200 }, () => secretClientId());
      // Ten at a time, under the 20 connections one address may hold.
      for (let start = 0; start < ids.length; start += 10) {
        await Promise.all(
          ids.slice(start, start + 10).map(async (id) => {
            const client = await clients.connect(url, { clientId: id });
            await client.subscribeAsync(TOPIC, { qos: 2 });
            await client.endAsync();
          }),
        );
      }
      // 150 updates of about 2 KB each: 60 MB queued if nothing bounded them.
      const padding = Array.from({ length: 20 }, (_, n) => ({ note: `${n}`.padStart(80, '.') }));
      for (let seq = 1; seq <= 150; seq += 1)
        await t.app.events.emit('matchUpdated', { ...matchUpdate(50, seq), incidents: padding } as never);

      const usage = t.app.embeddedBroker?.usage();
      expect(usage?.sessions).toBe(50);
      expect(usage?.queuedMessages).toBeLessThanOrEqual(50 * 100);
      expect(usage?.queuedBytes).toBeLessThanOrEqual(50 * 256 * 1024);
      // The oldest 150 sessions were dropped with everything they queued; the newest kept 100 each.
      expect(t.app.embeddedBroker?.queued(ids[0] as string).messages).toBe(0);
      expect(t.app.embeddedBroker?.queued(ids[199] as string).messages).toBe(100);
    },
  );
});
