import { createRequire } from 'node:module';
import type { EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * The two packets a live fan-out moves per subscriber, PUBLISH out and PUBACK in, without
 * mqtt-packet's general machinery (issue 14, decision 0076).
 *
 * Aedes writes every packet with mqtt-packet's `writeToStream` (aedes/lib/write.js), which for
 * a PUBLISH corks the stream, writes six small pieces (header, length, topic length, topic,
 * packet id, payload), each through the stream's buffering and a disabled `debug` call, and
 * uncorks on the next tick into a `writev` of those pieces. It reads every packet with
 * mqtt-packet's `parser()` (aedes/lib/client.js), which takes a 4-byte PUBACK through a buffer
 * list and four parsing states, with a dozen `debug` calls. A fan-out to 1,000 subscribers pays
 * both 1,000 times per message. Aedes offers no hook on either, so this replaces `writeToStream`
 * and `parser` on the one shared mqtt-packet module (the object Aedes imports): a PUBLISH is
 * written as the same bytes in one buffer and one write, a read that is exactly one PUBACK is
 * emitted as the packet mqtt-packet would emit; everything else (an MQTT 5 packet, one
 * mqtt-packet would refuse, a read holding more or less than one PUBACK) goes through
 * mqtt-packet's own code unchanged. mqtt-fast-paths.test.ts checks the bytes and packets
 * against mqtt-packet's and that Aedes's deliveries and acknowledgements still come through here.
 */
interface ParserLike extends EventEmitter {
  parse(buffer: Buffer): number;
}

interface ParserState extends ParserLike {
  error: Error | null;
  settings: { protocolVersion?: number };
  packet: object;
  _stateCounter: number;
  _list: { length: number };
}

interface MqttPacketModule {
  writeToStream(packet: unknown, stream: Writable, options?: { protocolVersion?: number }): boolean;
  parser(options?: object): ParserLike;
}

interface PublishPacket {
  cmd?: string;
  qos?: number;
  dup?: boolean;
  retain?: boolean;
  topic?: unknown;
  payload?: unknown;
  messageId?: unknown;
}

const mqttPacket = createRequire(import.meta.url)('mqtt-packet') as MqttPacketModule;
const MAX_REMAINING_LENGTH = 268_435_455;
const EMPTY = Buffer.alloc(0);
/** PUBACK's fixed header: type 4, no flags, remaining length 2 (MQTT 3.1.1). */
const PUBACK = 0x40;

/** The bytes mqtt-packet writes for this PUBLISH (MQTT 3.1.1), or undefined where it would write something else or refuse it. */
export function encodePublish(packet: PublishPacket): Buffer | undefined {
  const { topic, messageId } = packet;
  const qos = packet.qos ?? 0;
  const payload = packet.payload ?? EMPTY;
  if (qos !== 0 && qos !== 1 && qos !== 2) return undefined;
  if (typeof topic !== 'string' && !Buffer.isBuffer(topic)) return undefined;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  if (
    qos > 0 &&
    !(typeof messageId === 'number' && Number.isInteger(messageId) && messageId >= 0 && messageId <= 0xffff)
  )
    return undefined;
  const topicBytes = typeof topic === 'string' ? Buffer.byteLength(topic) : topic.length;
  // mqtt-packet writes a topic of any length and counts it with two bytes: keep its ways for the odd case.
  if (topicBytes > 0xffff) return undefined;
  const payloadBytes = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  const remaining = 2 + topicBytes + (qos > 0 ? 2 : 0) + payloadBytes;
  if (remaining > MAX_REMAINING_LENGTH) return undefined;
  const lengthBytes = remaining < 0x80 ? 1 : remaining < 0x4000 ? 2 : remaining < 0x20_0000 ? 3 : 4;
  const buffer = Buffer.allocUnsafe(1 + lengthBytes + remaining);
  buffer[0] = 0x30 | (packet.dup ? 0x08 : 0) | (qos << 1) | (packet.retain ? 0x01 : 0);
  let offset = 1;
  let rest = remaining;
  do {
    const digit = rest % 128;
    rest = Math.floor(rest / 128);
    buffer[offset++] = rest > 0 ? digit | 0x80 : digit;
  } while (rest > 0);
  buffer.writeUInt16BE(topicBytes, offset);
  offset += 2;
  offset += typeof topic === 'string' ? buffer.write(topic, offset) : topic.copy(buffer, offset);
  if (qos > 0) {
    buffer.writeUInt16BE(messageId as number, offset);
    offset += 2;
  }
  if (typeof payload === 'string') buffer.write(payload, offset);
  else payload.copy(buffer, offset);
  return buffer;
}

const originalWriteToStream = mqttPacket.writeToStream;
const originalParser = mqttPacket.parser;

function writeToStream(packet: unknown, stream: Writable, options?: { protocolVersion?: number }): boolean {
  if ((packet as PublishPacket | undefined)?.cmd === 'publish' && (options?.protocolVersion ?? 4) !== 5) {
    const bytes = encodePublish(packet as PublishPacket);
    // As mqtt-packet's: false asks the caller to wait for 'drain'.
    if (bytes !== undefined) return stream.write(bytes);
  }
  return originalWriteToStream(packet, stream, options);
}

// mqtt-packet's Parser and Packet classes, from an instance: the package exports neither.
const sample = originalParser() as ParserState;
const Parser = sample.constructor as new () => ParserState;
const Packet = sample.packet.constructor as new () => Record<string, unknown>;

class AckParser extends Parser {
  override parse(buffer: Buffer): number {
    // Only between packets (nothing buffered, no header read) and only a read of exactly one
    // PUBACK: a longer read keeps mqtt-packet's order of packets, a shorter one its buffering.
    if (
      buffer.length === 4 &&
      buffer[0] === PUBACK &&
      buffer[1] === 2 &&
      this._stateCounter === 0 &&
      this._list.length === 0 &&
      this.error === null &&
      this.settings.protocolVersion !== 5
    ) {
      const packet = new Packet();
      packet.cmd = 'puback';
      packet.length = 2;
      packet.messageId = buffer.readUInt16BE(2);
      this.emit('packet', packet);
      return 0;
    }
    return super.parse(buffer);
  }
}

function parser(options?: object): ParserLike {
  return (new AckParser() as unknown as { parser(options?: object): ParserLike }).parser(options);
}

/** Makes every PUBLISH written and every lone PUBACK read through mqtt-packet take the short path (idempotent). */
export function installMqttFastPaths(): void {
  mqttPacket.writeToStream = writeToStream;
  mqttPacket.parser = parser;
}

/** Whether mqtt-packet's writeToStream and parser are this module's (tests). */
export function mqttFastPathsInstalled(): boolean {
  return mqttPacket.writeToStream === writeToStream && mqttPacket.parser === parser;
}
