import { describe, expect, it } from 'vitest';
import { MAX_INBOUND_PACKET_BYTES, MqttPacketGuard } from './mqtt-packet-guard.ts';

/** An MQTT packet of type byte 0x30 (PUBLISH) and `length` body bytes. */
function packet(length: number): Buffer {
  const header = [0x30];
  let rest = length;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    header.push(byte);
  } while (rest > 0);
  return Buffer.concat([Buffer.from(header), Buffer.alloc(length, 1)]);
}

describe('MqttPacketGuard', () => {
  it('passes packets up to 64 KB, several in one chunk or one over many chunks', () => {
    const guard = new MqttPacketGuard();
    expect(guard.accept(Buffer.concat([packet(0), packet(10), packet(200)]))).toBe(true);
    const largest = packet(MAX_INBOUND_PACKET_BYTES - 4);
    expect(largest.length).toBe(MAX_INBOUND_PACKET_BYTES);
    for (let offset = 0; offset < largest.length; offset += 1000)
      expect(guard.accept(largest.subarray(offset, offset + 1000))).toBe(true);
    expect(guard.accept(packet(5))).toBe(true);
  });

  it('refuses a packet one byte over 64 KB from its header alone', () => {
    expect(new MqttPacketGuard().accept(packet(MAX_INBOUND_PACKET_BYTES - 3).subarray(0, 4))).toBe(false);
  });

  it('refuses a 48 MB PUBLISH on its header, even split inside the length', () => {
    const header = packet(48 * 1024 * 1024).subarray(0, 5);
    const guard = new MqttPacketGuard();
    expect(guard.accept(header.subarray(0, 2))).toBe(true);
    expect(guard.accept(header.subarray(2, 5))).toBe(false);
  });

  it('refuses a remaining length of more than four bytes (malformed)', () => {
    expect(new MqttPacketGuard(Number.MAX_SAFE_INTEGER).accept(Buffer.from([0x30, 0x80, 0x80, 0x80, 0x80, 0x01]))).toBe(
      false,
    );
  });
});
