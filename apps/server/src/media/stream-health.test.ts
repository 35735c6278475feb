import { describe, expect, it } from 'vitest';
import type { StreamHealth } from '@placar/contract/live-entities';
import { HealthMeter } from './stream-health.ts';
import type { MeteredPacket } from './stream-health.ts';

/** Feeds `seconds` of a stream: 25 fps video with a keyframe every `gop` frames, AAC audio at ~43 packets/s. */
function feed(
  meter: HealthMeter,
  options: {
    seconds: number;
    gop: number;
    videoBytes?: (second: number) => number;
    bFrames?: boolean;
    audio?: boolean;
    start?: number;
  },
) {
  const start = options.start ?? 0;
  const packets: MeteredPacket[] = [
    { kind: 'video', codecId: 7, keyframe: false, header: true, dts: start, pts: start, bytes: 40 },
    { kind: 'audio', codecId: 10, keyframe: false, header: true, dts: start, pts: start, bytes: 4 },
  ];
  for (let frame = 0; frame < options.seconds * 25; frame += 1) {
    const dts = start + frame * 40;
    const bytes = options.videoBytes?.(Math.floor(frame / 25)) ?? 2500;
    packets.push({
      kind: 'video',
      codecId: 7,
      keyframe: frame % options.gop === 0,
      header: false,
      dts,
      pts: dts + (options.bFrames ? 80 : 0),
      bytes,
    });
  }
  if (options.audio !== false) {
    for (let index = 0; index < options.seconds * 43; index += 1) {
      const dts = start + Math.round(index * 23.2);
      packets.push({ kind: 'audio', codecId: 10, keyframe: false, header: false, dts, pts: dts, bytes: 350 });
    }
  }
  for (const packet of packets.sort((a, b) => a.dts - b.dts)) meter.add(packet);
}

describe('stream health', () => {
  const now = () => Date.parse('2026-11-22T23:50:00Z');

  it('measures codecs, resolution, fps, bitrates and the keyframe interval every 2 s of stream', () => {
    const samples: StreamHealth[] = [];
    const meter = new HealthMeter({ now, delayMs: () => 120, onSample: (sample) => samples.push(sample) });
    meter.setMetadata({ width: 1280, height: 720, audioSampleRate: 48000, audioChannels: 2 });
    feed(meter, { seconds: 7, gop: 25 });
    expect(samples.length).toBe(3);
    const sample = samples[1];
    expect(sample?.video).toMatchObject({
      codec: 'H264',
      width: 1280,
      height: 720,
      keyframeIntervalSeconds: 1,
      bFrames: false,
    });
    expect(sample?.video?.fps).toBeCloseTo(25, 0);
    expect(sample?.video?.bitrateKbps).toBeGreaterThan(480);
    expect(sample?.video?.bitrateKbps).toBeLessThan(520);
    expect(sample?.audio).toMatchObject({ codec: 'AAC', sampleRate: 48000, channels: 2 });
    expect(sample?.warnings).toEqual([]);
    expect(meter.latest).toBe(samples.at(-1));
    expect(sample?.at).toBe('2026-11-22T23:50:00.000Z');
    expect(sample?.delayMs).toBe(120);
  });

  it('warns by the stream limits: resolution, frame rate and bitrate', () => {
    const limits = { maxWidth: 1280, maxHeight: 720, maxFps: 20, maxBitrateKbps: 400 };
    const meter = new HealthMeter({ now, limits });
    meter.setMetadata({ width: 1920, height: 1080 });
    feed(meter, { seconds: 5, gop: 25 });
    expect(meter.latest?.warnings).toEqual(
      expect.arrayContaining(['resolution_over_limit', 'fps_over_limit', 'bitrate_over_limit']),
    );
    const within = new HealthMeter({
      now,
      limits: { maxWidth: 1920, maxHeight: 1080, maxFps: 30, maxBitrateKbps: 8000 },
    });
    within.setMetadata({ width: 1080, height: 1920 });
    feed(within, { seconds: 5, gop: 25 });
    expect(within.latest?.warnings).toEqual([]);
  });

  it('warns of keyframes more than 2 s apart, B-frames and a missing audio track, as Twitch does', () => {
    const meter = new HealthMeter({ now });
    feed(meter, { seconds: 12, gop: 125, bFrames: true, audio: false });
    const latest = meter.latest;
    expect(latest?.video?.keyframeIntervalSeconds).toBe(5);
    expect(latest?.warnings).toEqual(expect.arrayContaining(['keyframe_interval', 'b_frames', 'no_audio']));
    expect(latest?.audio).toBeNull();
  });

  it('warns when the bitrate swings', () => {
    const steady = new HealthMeter({ now });
    feed(steady, { seconds: 12, gop: 25 });
    expect(steady.history.flatMap((sample) => sample.warnings)).not.toContain('bitrate_unstable');
    const swinging = new HealthMeter({ now });
    feed(swinging, { seconds: 12, gop: 25, videoBytes: (second) => (Math.floor(second / 2) % 2 === 0 ? 500 : 9000) });
    expect(swinging.latest?.warnings).toContain('bitrate_unstable');
  });

  it('keeps about a minute of samples', () => {
    const meter = new HealthMeter({ now });
    feed(meter, { seconds: 80, gop: 25 });
    expect(meter.history.length).toBe(30);
  });
});
