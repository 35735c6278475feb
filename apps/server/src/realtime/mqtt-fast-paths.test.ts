import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import mqttPacket, { generate, parser as originalParser } from 'mqtt-packet';
import type { Packet } from 'mqtt-packet';
import type { IPublishPacket } from 'mqtt-packet';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedBroker } from './embedded-broker.ts';
import type { EmbeddedBroker } from './embedded-broker.ts';
import { MqttTestClients, clientIds } from '../../test/mqtt-test-client.ts';
import { encodePublish, installMqttFastPaths, mqttFastPathsInstalled } from './mqtt-fast-paths.ts';

const TOPIC = 'placar/match/v1';
const id = clientIds();

describe('mqtt fast paths: one buffer per PUBLISH, the bytes mqtt-packet writes', () => {
  const publishes: IPublishPacket[] = [];
  for (const qos of [0, 1, 2] as const)
    for (const dup of [false, true])
      for (const retain of [false, true])
        for (const [topic, payload] of [
          [TOPIC, Buffer.from('[{"id":1}]')],
          ['placar/ç/v1', 'ação ✓'],
          [Buffer.from(TOPIC), Buffer.alloc(0)],
          [TOPIC, Buffer.alloc(200, 7)],
          [TOPIC, Buffer.alloc(20_000, 9)],
          [TOPIC, Buffer.alloc(3_000_000, 1)],
        ] as const)
          publishes.push({
            cmd: 'publish',
            qos,
            dup,
            retain,
            topic: topic as string,
            payload,
            messageId: qos > 0 ? 0xabcd : undefined,
          } as IPublishPacket);

  it('encodes every QoS, flag, topic and payload length as mqtt-packet does', () => {
    for (const packet of publishes)
      expect(
        encodePublish(packet)?.equals(generate(packet)),
        JSON.stringify({ ...packet, payload: packet.payload.length }),
      ).toBe(true);
  });

  it('leaves what mqtt-packet would refuse to mqtt-packet', () => {
    expect(encodePublish({ cmd: 'publish', qos: 1, topic: TOPIC, payload: Buffer.alloc(1) })).toBeUndefined();
    expect(
      encodePublish({ cmd: 'publish', qos: 1, topic: TOPIC, payload: Buffer.alloc(1), messageId: 70_000 }),
    ).toBeUndefined();
    expect(encodePublish({ cmd: 'publish', qos: 0, topic: 42, payload: Buffer.alloc(1) })).toBeUndefined();
  });

  it('writes one PUBLISH as one chunk, answers backpressure as the stream does, and passes other packets to mqtt-packet', async () => {
    installMqttFastPaths();
    installMqttFastPaths();
    expect(mqttFastPathsInstalled()).toBe(true);
    const chunks: Buffer[] = [];
    const stream = new Writable({
      highWaterMark: 16,
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        setImmediate(callback);
      },
    });
    const packet = publishes[7] as IPublishPacket;
    // Through the module object, as Aedes calls it (a named import keeps the original function).
    expect(mqttPacket.writeToStream(packet, stream)).toBe(false);
    mqttPacket.writeToStream({ cmd: 'puback', messageId: 5 }, stream);
    await once(stream, 'drain');
    expect(chunks[0]?.equals(generate(packet))).toBe(true);
    expect(Buffer.concat(chunks.slice(1)).equals(generate({ cmd: 'puback', messageId: 5 }))).toBe(true);
  });

  /** Every packet a parser emits for these reads, in order. */
  function parsed(parser: ReturnType<typeof originalParser>, reads: Buffer[]): Packet[] {
    const packets: Packet[] = [];
    parser.on('packet', (packet: Packet) => packets.push(packet));
    for (const read of reads) parser.parse(read);
    return packets;
  }

  it('reads a lone PUBACK as the packet mqtt-packet emits, and anything else through mqtt-packet, in order', () => {
    installMqttFastPaths();
    const puback = (messageId: number) => generate({ cmd: 'puback', messageId });
    const publish = generate({
      cmd: 'publish',
      qos: 1,
      topic: TOPIC,
      payload: Buffer.from('[1]'),
      messageId: 9,
      dup: false,
      retain: false,
    });
    const twoAcks = Buffer.concat([puback(1), puback(2)]);
    const reads = [
      puback(7),
      puback(0xffff),
      twoAcks,
      publish.subarray(0, 3),
      publish.subarray(3),
      puback(8).subarray(0, 2),
      puback(8).subarray(2),
      generate({ cmd: 'pingreq' }),
      puback(9),
    ];
    // The named export is mqtt-packet's own parser; the module object's is the installed one.
    const expected = parsed(originalParser(), reads);
    expect(expected.map((packet) => packet.cmd)).toEqual([
      'puback',
      'puback',
      'puback',
      'puback',
      'publish',
      'puback',
      'pingreq',
      'puback',
    ]);
    expect(parsed(mqttPacket.parser(), reads)).toEqual(expected);
  });

  it('leaves a malformed or MQTT 5 acknowledgement to mqtt-packet', () => {
    installMqttFastPaths();
    const errors: Error[] = [];
    const parser = mqttPacket.parser();
    parser.on('error', (error: Error) => errors.push(error));
    // PUBACK with reserved flag bits set: mqtt-packet refuses it.
    expect(parsed(parser, [Buffer.from([0x41, 0x02, 0x00, 0x01])])).toEqual([]);
    expect(errors).toHaveLength(1);
    const v5 = parsed(mqttPacket.parser({ protocolVersion: 5 }), [Buffer.from([0x40, 0x02, 0x00, 0x03])]);
    expect(v5).toEqual(parsed(originalParser({ protocolVersion: 5 }), [Buffer.from([0x40, 0x02, 0x00, 0x03])]));
  });
});

describe('embedded broker deliveries and acknowledgements through the fast paths (TCP)', () => {
  let broker: EmbeddedBroker;
  let server: Server;
  let url: string;
  /** Every chunk Aedes wrote to a subscriber's socket. */
  const written: Buffer[] = [];
  const clients = new MqttTestClients();

  beforeAll(async () => {
    broker = await startEmbeddedBroker({ product: 'placar' });
    server = createServer((socket: Socket) => {
      const write = socket.write.bind(socket) as (chunk: Buffer, ...rest: unknown[]) => boolean;
      socket.write = ((chunk: Buffer, ...rest: unknown[]) => {
        written.push(Buffer.from(chunk));
        return write(chunk, ...rest);
      }) as typeof socket.write;
      broker.broker.handle(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `mqtt://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  });
  afterEach(() => clients.endAll());
  afterAll(async () => {
    await broker.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives every subscriber each message once, at QoS 1 with a valid packet id, each PUBLISH in one write, and PUBACK frees its slot', async () => {
    const names = ['s1', 's2', 's3'];
    const received = new Map<string, { payload: string; messageId: number | undefined; qos: number }[]>();
    const subscribers = await Promise.all(names.map((name) => clients.connect(url, { clientId: id(name) })));
    await Promise.all(subscribers.map((client) => client.subscribeAsync(TOPIC, { qos: 2 })));
    const all = Promise.all(
      subscribers.map(
        (client, index) =>
          new Promise<void>((resolve) => {
            const list: { payload: string; messageId: number | undefined; qos: number }[] = [];
            received.set(names[index] as string, list);
            client.on('message', (_topic, payload, packet) => {
              list.push({ payload: payload.toString(), messageId: packet.messageId, qos: packet.qos });
              if (list.length === 5) resolve();
            });
          }),
      ),
    );
    written.length = 0;
    for (let seq = 1; seq <= 5; seq += 1) await broker.publish(TOPIC, `[${seq}]`);
    await all;
    for (const name of names) {
      const list = received.get(name) ?? [];
      expect(list.map((message) => message.payload)).toEqual(['[1]', '[2]', '[3]', '[4]', '[5]']);
      expect(
        list.every(
          (message) =>
            message.qos === 1 &&
            message.messageId !== undefined &&
            message.messageId >= 1 &&
            message.messageId <= 0xffff,
        ),
      ).toBe(true);
      expect(new Set(list.map((message) => message.messageId)).size).toBe(5);
    }
    // Each delivery went out as one whole PUBLISH (header 0x32: QoS 1), not in pieces.
    const publishChunks = written.filter((chunk) => chunk[0] === 0x32);
    expect(publishChunks).toHaveLength(15);
    for (const chunk of publishChunks) expect(chunk.length).toBe(2 + (chunk[1] ?? 0));
    // Aedes reads through the installed parser: its clients' parsers are AckParsers.
    const connected = Object.values(
      (broker.broker as unknown as { clients: Record<string, { _parser: object }> }).clients,
    );
    expect(connected.length).toBeGreaterThan(0);
    for (const client of connected) expect(client._parser.constructor.name).toBe('AckParser');
    // mqtt.js acknowledges each one; the broker then holds nothing for them.
    await expect.poll(() => names.map((name) => broker.queued(id(name)).messages)).toEqual([0, 0, 0]);
  });

  it('still bounds what an offline session queues', async () => {
    const dropped = broker.usage().droppedMessages;
    const away = await clients.connect(url, { clientId: id('away') });
    await away.subscribeAsync(TOPIC, { qos: 2 });
    await away.endAsync(true);
    await expect
      .poll(() => (broker.broker as unknown as { clients: Record<string, unknown> }).clients[id('away')])
      .toBeUndefined();
    for (let seq = 1; seq <= 105; seq += 1) await broker.publish(TOPIC, `[${seq}]`);
    expect(broker.queued(id('away')).messages).toBe(100);
    // The earlier test's three subscribers kept their sessions and are away too: each refused the same five.
    expect(broker.usage().droppedMessages - dropped).toBe(4 * 5);
  });
});
