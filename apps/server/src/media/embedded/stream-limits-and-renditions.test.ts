import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../../test/build-test-app.ts';
import { flvTags, mediaTagCount, metadataWidths, readStream } from '../../../test/ffmpeg-push.ts';
import { ingestSuite } from '../../../test/ingest-suite.ts';
import { call } from '../../../test/live-fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { CLOCK_TAG_NAME } from '../delay-clock.ts';

describe('stream limits, checked on the first frames', { timeout: 120_000 }, () => {
  const suite = ingestSuite({ STREAM_MAX_RESOLUTION: '640x360', STREAM_MAX_BITRATE: '300' });

  it('refuses a picture over the limit before it is on air: its reason goes to ffmpeg and the host, nothing to a viewer', async () => {
    const host = await suite.host();
    const key = await suite.keyOf(host);
    await call(suite.t.app, 'POST', '/live/open', host.accessToken, {});
    const big = suite.push(`${suite.rtmp}/${host.roomId}?key=${key}`, { size: '1280x720', videoKbps: 200 });
    expect(await big.exited).not.toBe(0);
    expect(big.output()).toContain('Over the stream limits: 1280x720 > 640x360');
    const { stream } = (await call(suite.t.app, 'GET', '/live/settingContent', host.accessToken)).body.data;
    expect(stream).toMatchObject({
      state: 'idle',
      limits: { maxWidth: 640, maxHeight: 360, maxFps: 60, maxBitrateKbps: 300 },
    });
    expect(stream.refusals).toEqual([{ at: expect.any(String), reason: 'over_limits', detail: '1280x720 > 640x360' }]);
    expect((await readStream(`${suite.base}/media/flv/${host.roomId}.flv`, { ms: 500 })).status).toBe(404);
    expect(suite.media().cachedBytes(host.roomId)).toBe(0);
    expect(
      (await call(suite.t.app, 'POST', '/live/roomInformation', null, { roomId: host.roomId })).body.data.liveState,
    ).toBe('waiting');
  });

  it('cuts a stream whose measured bitrate is over the limit on its first seconds; the room stays open, waiting', async () => {
    const host = await suite.host();
    const key = await suite.keyOf(host);
    await call(suite.t.app, 'POST', '/live/open', host.accessToken, {});
    const heavy = suite.push(`${suite.rtmp}/${host.roomId}?key=${key}`, { size: '640x360', videoKbps: 1500 });
    expect(await heavy.exited).not.toBe(0);
    expect(heavy.output()).toMatch(/Over the stream limits: \d+ kbps > 300 kbps/);
    const { stream } = (await call(suite.t.app, 'GET', '/live/settingContent', host.accessToken)).body.data;
    expect(stream.refusals[0]).toMatchObject({
      reason: 'over_limits',
      detail: expect.stringMatching(/^\d+ kbps > 300 kbps$/),
    });
    expect(suite.media().status(host.roomId).state).toBe('idle');
    expect(
      (await call(suite.t.app, 'POST', '/live/roomInformation', null, { roomId: host.roomId })).body.data.liveState,
    ).toBe('waiting');
  });
});

describe('the low rendition and the clock marks', { timeout: 120_000 }, () => {
  const suite = ingestSuite({ STREAM_LOW_RENDITION: 'on' });

  it('transcodes a 480p rendition of a larger source for whoever asks for it, and offers it in the room', async () => {
    const host = await suite.live('960x540');
    const info = (await call(suite.t.app, 'POST', '/live/roomInformation', null, { roomId: host.roomId })).body.data;
    expect(info.playback.low).toEqual({
      height: 480,
      flv: `/media/flv/${host.roomId}.low.flv`,
      hls: `/media/hls/${host.roomId}.low/index.m3u8`,
    });
    expect(info.sourceHeight).toBe(540);
    const [source, low] = await Promise.all([
      readStream(`${suite.base}${info.playback.flv}`, { ms: 4000, bytes: 60_000 }),
      readStream(`${suite.base}${info.playback.low.flv}`, { ms: 8000, bytes: 60_000 }),
    ]);
    expect(metadataWidths(source.body)).toEqual([960]);
    expect(metadataWidths(low.body)).toEqual([854]);
    expect(mediaTagCount(low.body)).toBeGreaterThan(10);
    expect(suite.media().low?.running).toBe(1);
  });

  it('plays the source to a low viewer when the source is no larger', async () => {
    const host = await suite.live('320x240');
    const low = await readStream(`${suite.base}/media/flv/${host.roomId}.low.flv`, { ms: 3000, bytes: 20_000 });
    expect(metadataWidths(low.body)).toEqual([320]);
  });

  it("marks the players' stream with the time each second was live at the encoder, and the health with its delay in", async () => {
    const host = await suite.live('320x240');
    const viewer = await readStream(`${suite.base}/media/flv/${host.roomId}.flv`, { ms: 4000 });
    const marks = flvTags(viewer.body)
      .filter((tag) => tag.type === 18 && tag.data.includes(CLOCK_TAG_NAME))
      .map((tag) => tag.data.readDoubleBE(tag.data.indexOf('capturedAt') + 11));
    expect(marks.length).toBeGreaterThanOrEqual(2);
    // The app's clock stands at TEST_NOW here: every mark is a moment of the last seconds before it.
    for (const capturedAt of marks) {
      expect(capturedAt).toBeLessThanOrEqual(Date.parse(TEST_NOW));
      expect(capturedAt).toBeGreaterThan(Date.parse(TEST_NOW) - 10_000);
    }
    const health = await waitFor(
      async () =>
        (await call(suite.t.app, 'GET', '/live/settingContent', host.accessToken)).body.data.stream.health ?? undefined,
    );
    expect(health.delayMs).toBeGreaterThanOrEqual(0);
    expect(health.delayMs).toBeLessThan(5000);
  });
});
