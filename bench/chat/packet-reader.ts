/**
 * A minimal MQTT 3.1.1 reader for the bench's subscribers: splits a byte stream into packets and
 * answers publishes without building objects (mqtt-packet's parser costs more than the broker's
 * work per delivery at 100,000 deliveries a second, which made the load generator the bottleneck).
 */
export const PacketType = { connack: 2, publish: 3, pubrel: 6, suback: 9, unsuback: 11 } as const;

export interface PacketHandlers {
  /** A PUBLISH: its payload, and the acknowledgement to send back (none at QoS 0). */
  publish(payload: Buffer, answer: Buffer | undefined): void;
  /** PUBREL: the PUBCOMP to send back. */
  reply(answer: Buffer): void;
  /** Any other packet: its type and body. */
  other(type: number, body: Buffer): void;
}

function ack(type: number, body: Buffer, at: number): Buffer {
  return Buffer.from([type << 4, 2, body[at] as number, body[at + 1] as number]);
}

export class PacketReader {
  private pending: Buffer | undefined;
  private readonly handlers: PacketHandlers;

  constructor(handlers: PacketHandlers) {
    this.handlers = handlers;
  }

  push(chunk: Buffer): void {
    const bytes = this.pending === undefined ? chunk : Buffer.concat([this.pending, chunk]);
    this.pending = undefined;
    let at = 0;
    while (at < bytes.length) {
      // Fixed header: type and flags, then the remaining length in 1 to 4 bytes of 7 bits.
      let length = 0;
      let multiplier = 1;
      let cursor = at + 1;
      let complete = false;
      while (cursor < bytes.length && cursor - at <= 4) {
        const digit = bytes[cursor] as number;
        cursor += 1;
        length += (digit & 0x7f) * multiplier;
        multiplier *= 128;
        if ((digit & 0x80) === 0) {
          complete = true;
          break;
        }
      }
      if (!complete || cursor + length > bytes.length) {
        if (cursor - at > 4 && !complete) throw new Error('malformed remaining length');
        this.pending = bytes.subarray(at);
        return;
      }
      this.handle(bytes[at] as number, bytes.subarray(cursor, cursor + length));
      at = cursor + length;
    }
  }

  private handle(first: number, body: Buffer): void {
    const type = first >> 4;
    if (type === PacketType.publish) {
      const qos = (first >> 1) & 3;
      const topicEnd = 2 + body.readUInt16BE(0);
      const payload = body.subarray(qos === 0 ? topicEnd : topicEnd + 2);
      this.handlers.publish(
        payload,
        qos === 1 ? ack(4, body, topicEnd) : qos === 2 ? ack(5, body, topicEnd) : undefined,
      );
    } else if (type === PacketType.pubrel) {
      this.handlers.reply(ack(7, body, 0));
    } else {
      this.handlers.other(type, body);
    }
  }
}
