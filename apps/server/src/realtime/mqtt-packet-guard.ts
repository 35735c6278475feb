/** The largest MQTT packet a client may send (fixed header included): browsers send tiny ones. */
export const MAX_INBOUND_PACKET_BYTES = 64 * 1024;

/**
 * Follows the MQTT packet boundaries of a client's byte stream, chunk by chunk, reading only
 * each packet's fixed header (type byte, then a remaining length of 1 to 4 bytes). `accept`
 * returns false as soon as a header announces a packet larger than the limit, or is
 * malformed, so the connection can be closed before the rest of such a packet is read.
 */
export class MqttPacketGuard {
  readonly #limit: number;
  /** Bytes of the current packet's body still to skip. */
  #remaining = 0;
  /** Inside a fixed header: bytes of it seen so far (0 = waiting for a type byte). */
  #headerBytes = 0;
  #length = 0;
  #multiplier = 1;

  constructor(limit: number = MAX_INBOUND_PACKET_BYTES) {
    this.#limit = limit;
  }

  accept(chunk: Uint8Array): boolean {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.#remaining > 0) {
        const skipped = Math.min(this.#remaining, chunk.length - offset);
        this.#remaining -= skipped;
        offset += skipped;
        continue;
      }
      const byte = chunk[offset] ?? 0;
      offset += 1;
      if (this.#headerBytes === 0) {
        this.#headerBytes = 1;
        this.#length = 0;
        this.#multiplier = 1;
        continue;
      }
      // A remaining-length byte: 7 bits of value, the high bit says another byte follows.
      this.#headerBytes += 1;
      this.#length += (byte & 0x7f) * this.#multiplier;
      this.#multiplier *= 128;
      if (byte & 0x80) {
        // At most 4 length bytes; and what is already known is a lower bound of the length.
        if (this.#headerBytes >= 5 || this.#length > this.#limit) return false;
        continue;
      }
      if (this.#headerBytes + this.#length > this.#limit) return false;
      this.#remaining = this.#length;
      this.#headerBytes = 0;
    }
    return true;
  }
}
