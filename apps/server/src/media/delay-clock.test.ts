import { describe, expect, it } from 'vitest';
import { flvTags } from '../../test/ffmpeg-push.ts';
import { clockTag, DelayClock } from './delay-clock.ts';

describe("the stream's delay by its own timestamps", () => {
  it('takes on-time arrival as the reference and measures the backlog beyond it', () => {
    const clock = new DelayClock();
    expect(clock.delayMs()).toBeNull();
    // On time for 3 s (arrival 5 s after the encoder's start), then the uplink falls 1.5 s behind.
    for (let dts = 0; dts <= 3000; dts += 40) clock.arrived(dts, 5000 + dts);
    expect(clock.delayMs()).toBe(0);
    clock.arrived(3040, 5000 + 3040 + 1500);
    expect(clock.delayMs()).toBe(1500);
    // A moment of stream time was live at the encoder when on-time arrival would have brought it.
    expect(clock.ageOf(3040, 5000 + 3040 + 1500)).toBe(1500);
    expect(clock.ageOf(2000, 5000 + 3040 + 1500)).toBe(2540);
  });

  it('writes an FLV script tag a player reads as onPlacarClock { capturedAt, delayMs }', () => {
    const tag = clockTag(0x1234567, 1_795_000_000_000, 250);
    const [parsed] = flvTags(Buffer.concat([Buffer.alloc(13), tag]));
    expect(parsed?.type).toBe(18);
    expect(tag.readUIntBE(4, 3) | (tag[7]! << 24)).toBe(0x1234567);
    const data = parsed!.data;
    expect(data.subarray(3, 16).toString()).toBe('onPlacarClock');
    expect(data.readDoubleBE(data.indexOf('capturedAt') + 11)).toBe(1_795_000_000_000);
    expect(data.readDoubleBE(data.indexOf('delayMs') + 8)).toBe(250);
    expect(tag.readUInt32BE(tag.length - 4)).toBe(tag.length - 4);
  });
});
