/**
 * A stream's own timestamps against the server's clock (issue 40: "true delay"). For each packet,
 * arrival minus dts is the encoder's start plus how late this packet came; the smallest such
 * offset seen is the stream arriving on time, so a packet's excess over it is the backlog the
 * encoder and the network built up (an overloaded uplink, a frozen then flushed encoder), which
 * a player's buffer cannot see. `ageOf(dts)` is how long ago a moment of the stream was live at
 * the encoder, taking on-time arrival as the reference. Times here are monotonic (performance.now):
 * the caller turns an age into the app clock's time.
 */
export class DelayClock {
  private minOffset: number | null = null;
  private lastOffset = 0;

  /** A packet of stream time `dts` (ms) arrived at monotonic time `at` (ms). */
  arrived(dts: number, at: number): void {
    const offset = at - dts;
    this.lastOffset = offset;
    if (this.minOffset === null || offset < this.minOffset) this.minOffset = offset;
  }

  /** How late the newest packet came, ms; null before any. */
  delayMs(): number | null {
    return this.minOffset === null ? null : Math.max(0, this.lastOffset - this.minOffset);
  }

  /** How long before monotonic time `at` stream time `dts` was live at the encoder, ms; null before any packet. */
  ageOf(dts: number, at: number): number | null {
    return this.minOffset === null ? null : Math.max(0, at - (dts + this.minOffset));
  }
}

/** FLV script tag name of the clock marks written into players' streams (`onPlacarClock`). */
export const CLOCK_TAG_NAME = 'onPlacarClock';
/** One clock mark per second of stream: enough for a delay shown to a tenth of a second. */
export const CLOCK_TAG_EVERY_MS = 1000;

function amfString(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

function amfNumber(value: number): Buffer {
  const bytes = Buffer.alloc(9);
  bytes[0] = 0x00;
  bytes.writeDoubleBE(value, 1);
  return bytes;
}

/**
 * An FLV script tag `onPlacarClock { capturedAt, delayMs }` at stream time `dts`: players read it
 * when it arrives (mpegts.js SCRIPTDATA_ARRIVED), when their buffered edge is this moment.
 */
export function clockTag(dts: number, capturedAt: number, delayMs: number): Buffer {
  const payload = Buffer.concat([
    Buffer.from([0x02]),
    amfString(CLOCK_TAG_NAME),
    Buffer.from([0x03]),
    amfString('capturedAt'),
    amfNumber(capturedAt),
    amfString('delayMs'),
    amfNumber(delayMs),
    Buffer.from([0x00, 0x00, 0x09]),
  ]);
  const tag = Buffer.alloc(11 + payload.length + 4);
  tag[0] = 18;
  tag.writeUIntBE(payload.length, 1, 3);
  tag.writeUIntBE(dts & 0xffffff, 4, 3);
  tag[7] = (dts >>> 24) & 0xff;
  payload.copy(tag, 11);
  tag.writeUInt32BE(11 + payload.length, 11 + payload.length);
  return tag;
}
