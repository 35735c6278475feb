import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';

/**
 * One buffer per PUBLISH on the wire. Aedes writes every packet with mqtt-packet's
 * `writeToStream` (aedes/lib/write.js), which for a PUBLISH corks the stream, writes six small
 * pieces (header, length, topic length, topic, packet id, payload), each through the stream's
 * buffering and a disabled `debug` call, and uncorks on the next tick into a `writev` of those
 * pieces. A fan-out to 1,000 subscribers pays that 1,000 times per message (issue 14, decision
 * 0076). Aedes offers no hook on its write path, so this replaces `writeToStream` on the one
 * shared mqtt-packet module (the object Aedes imports) with a writer that builds the same bytes
 * in one buffer and writes it once; every other packet, an MQTT 5 one or one mqtt-packet would
 * refuse goes to mqtt-packet's own writer unchanged. publish-writer.test.ts checks the bytes
 * against mqtt-packet's and that Aedes's deliveries still come through here.
 */
interface MqttPacketModule {
  writeToStream(packet: unknown, stream: Writable, options?: { protocolVersion?: number }): boolean;
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

/** The bytes mqtt-packet writes for this PUBLISH (MQTT 3.1.1), or undefined where it would write something else or refuse it. */
export function encodePublish(packet: PublishPacket): Buffer | undefined {
  const { topic, messageId } = packet;
  const qos = packet.qos ?? 0;
  const payload = packet.payload ?? EMPTY;
  if (qos !== 0 && qos !== 1 && qos !== 2) return undefined;
  if (typeof topic !== 'string' && !Buffer.isBuffer(topic)) return undefined;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  if (qos > 0 && !(typeof messageId === 'number' && Number.isInteger(messageId) && messageId >= 0 && messageId <= 0xffff)) return undefined;
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

const original = mqttPacket.writeToStream;
const installed = Symbol.for('placar.publishWriter');

function writeToStream(packet: unknown, stream: Writable, options?: { protocolVersion?: number }): boolean {
  if ((packet as PublishPacket | undefined)?.cmd === 'publish' && (options?.protocolVersion ?? 4) !== 5) {
    const bytes = encodePublish(packet as PublishPacket);
    // As mqtt-packet's: false asks the caller to wait for 'drain'.
    if (bytes !== undefined) return stream.write(bytes);
  }
  return original(packet, stream, options);
}
Object.assign(writeToStream, { [installed]: true });

/** Makes every PUBLISH written through mqtt-packet one buffer (idempotent). */
export function installPublishWriter(): void {
  if ((mqttPacket.writeToStream as unknown as Record<symbol, unknown>)[installed] === true) return;
  mqttPacket.writeToStream = writeToStream;
}

/** Whether mqtt-packet's writeToStream is this module's (tests). */
export function publishWriterInstalled(): boolean {
  return mqttPacket.writeToStream === writeToStream;
}
