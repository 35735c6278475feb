import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { metadataWidths, mediaTagCount, readStream } from '../../../test/ffmpeg-push.ts';
import { ingestSuite } from '../../../test/ingest-suite.ts';
import { call } from '../../../test/live-fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';
import type { ManualClock } from '../../clock.ts';

describe('embedded RTMP ingest with a real encoder', { timeout: 60_000 }, () => {
  // The grace is a real timer: long enough for a refused intruder and a new ffmpeg to start on a
  // machine at load 16 (2 s was not: the live ended before the encoder was back).
  const suite = ingestSuite({ STREAM_RECONNECT_GRACE: '12' });
  const { push, keyOf, liveState } = suite;
  const media = () => suite.media();
  const streamState = (roomId: number) => media().status(roomId).state;

  it('takes a stream with its key, plays it as FLV and HLS, and measures its health', async () => {
    const host = await suite.host();
    const key = await keyOf(host);
    push(`${suite.rtmp}/${host.roomId}?key=${key}`, { seconds: 40 });
    await waitFor(() => streamState(host.roomId) === 'publishing');

    // Before the room opens, only the host's preview link plays.
    const closed = await readStream(`${suite.base}/media/flv/${host.roomId}.flv`, { ms: 1500 });
    expect(closed.status).toBe(404);
    expect(closed.body.length).toBe(0);
    const content = (await call(suite.t.app, 'GET', '/live/settingContent', host.accessToken)).body.data;
    expect(content.stream.state).toBe('publishing');
    const preview = await readStream(`${suite.base}${content.room.playback.flv}`, { ms: 3000, bytes: 30_000 });
    expect(preview.status).toBe(200);
    expect(mediaTagCount(preview.body)).toBeGreaterThan(10);

    await call(suite.t.app, 'POST', '/live/open', host.accessToken, {});
    expect(await liveState(host.roomId)).toBe('live');
    const info = (await call(suite.t.app, 'POST', '/live/roomInformation', null, { roomId: host.roomId })).body.data;
    const viewer = await readStream(`${suite.base}${info.playback.flv}`, { ms: 3000, bytes: 30_000 });
    expect(viewer.status).toBe(200);
    expect(viewer.body.subarray(0, 3).toString()).toBe('FLV');
    expect(metadataWidths(viewer.body)).toEqual([320]);
    expect(mediaTagCount(viewer.body)).toBeGreaterThan(10);

    const health = await waitFor(
      async () =>
        (await call(suite.t.app, 'GET', '/live/settingContent', host.accessToken)).body.data.stream.health ?? undefined,
    );
    expect(health.video).toMatchObject({
      codec: 'H264',
      width: 320,
      height: 240,
      keyframeIntervalSeconds: 1,
      bFrames: false,
    });
    expect(health.video.fps).toBeGreaterThan(15);
    expect(health.audio).toMatchObject({ codec: 'AAC' });
    expect(health.warnings).toEqual([]);

    // HLS, remuxed by ffmpeg on the first request.
    const playlist = await fetch(`${suite.base}${info.playback.hls}`);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toContain('mpegurl');
    const text = await playlist.text();
    const segment = text.split('\n').find((line) => line.endsWith('.ts'));
    expect(segment).toMatch(/^seg-\d+\.ts$/);
    const bytes = await fetch(`${suite.base}/media/hls/${host.roomId}/${segment}`);
    expect(bytes.status).toBe(200);
    expect((await bytes.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('refuses a second publisher to a live room: none of its frames reach a viewer or the cache', async () => {
    const host = await suite.host();
    const key = await keyOf(host);
    push(`${suite.rtmp}/${host.roomId}?key=${key}`, { seconds: 40, size: '320x240' });
    await waitFor(() => streamState(host.roomId) === 'publishing');
    await call(suite.t.app, 'POST', '/live/open', host.accessToken, {});
    const watching = readStream(`${suite.base}/media/flv/${host.roomId}.flv`, { ms: 5000 });
    const second = push(`${suite.rtmp}/${host.roomId}?key=${key}`, { seconds: 10, size: '640x360' });
    expect(await second.exited).not.toBe(0);
    const seen = await watching;
    expect(metadataWidths(seen.body)).toEqual([320]);
    expect(mediaTagCount(seen.body)).toBeGreaterThan(20);
    const late = await readStream(`${suite.base}/media/flv/${host.roomId}.flv`, { ms: 1500 });
    expect(metadataWidths(late.body)).toEqual([320]);
    expect(streamState(host.roomId)).toBe('publishing');
  });

  it('refuses a wrong key: a viewer of that room gets no media bytes and nothing is cached', async () => {
    const host = await suite.host();
    await keyOf(host);
    await call(suite.t.app, 'POST', '/live/open', host.accessToken, {});
    const refused = push(`${suite.rtmp}/${host.roomId}?key=not-the-key`, { seconds: 10 });
    const noKey = push(`${suite.rtmp}/${host.roomId}`, { seconds: 10 });
    const viewers = await Promise.all(
      [0, 500, 1000].map(async (wait) => {
        await delay(wait);
        return readStream(`${suite.base}/media/flv/${host.roomId}.flv`, { ms: 1000 });
      }),
    );
    expect(await refused.exited).not.toBe(0);
    expect(await noKey.exited).not.toBe(0);
    for (const viewer of viewers) {
      expect(viewer.status).toBe(404);
      expect(viewer.body.length).toBe(0);
    }
    expect(media().cachedBytes(host.roomId)).toBe(0);
    expect(streamState(host.roomId)).toBe('idle');
    expect(await liveState(host.roomId)).toBe('waiting');
  });

  it(
    'shows a dropped encoder as reconnecting and resumes it; past the grace period the live ends',
    { timeout: 120_000 },
    async () => {
      const host = await suite.host();
      const key = await keyOf(host);
      const first = push(`${suite.rtmp}/${host.roomId}?key=${key}`, { seconds: 40 });
      await waitFor(() => streamState(host.roomId) === 'publishing');
      await call(suite.t.app, 'POST', '/live/open', host.accessToken, {});
      const watching = readStream(`${suite.base}/media/flv/${host.roomId}.flv`, { ms: 6000 });
      await first.stop();
      await waitFor(async () => (await liveState(host.roomId)) === 'reconnecting');
      // While reconnecting, a wrong key cannot take the room over.
      const intruder = push(`${suite.rtmp}/${host.roomId}?key=wrong`, { seconds: 5, size: '640x360' });
      expect(await intruder.exited).not.toBe(0);
      const back = push(`${suite.rtmp}/${host.roomId}?key=${key}`, { seconds: 40 });
      await waitFor(async () => (await liveState(host.roomId)) === 'live');
      const seen = await watching;
      expect(metadataWidths(seen.body).every((width) => width === 320)).toBe(true);
      await back.stop();
      await waitFor(async () => (await liveState(host.roomId)) === 'reconnecting');
      await waitFor(async () => (await liveState(host.roomId)) === 'offline', 40_000);
      const record = (await call(suite.t.app, 'POST', '/live/steamRecord', host.accessToken, {})).body.data.list[0];
      expect(record).toMatchObject({ endReason: 'stream_lost', endedAt: expect.any(String) });
      expect((await readStream(`${suite.base}/media/flv/${host.roomId}.flv`, { ms: 1000 })).status).toBe(404);
    },
  );

  it('refuses the old key after a reset, and the reset drops the stream that used it', async () => {
    const host = await suite.host();
    const oldKey = await keyOf(host);
    const before = push(`${suite.rtmp}/${host.roomId}?key=${oldKey}`, { seconds: 40 });
    await waitFor(() => streamState(host.roomId) === 'publishing');
    const newKey = await keyOf(host, true);
    expect(newKey).not.toBe(oldKey);
    await before.exited;
    expect(streamState(host.roomId)).not.toBe('publishing');
    const old = push(`${suite.rtmp}/${host.roomId}?key=${oldKey}`, { seconds: 10 });
    expect(await old.exited).not.toBe(0);
    push(`${suite.rtmp}/${host.roomId}?key=${newKey}`, { seconds: 40 });
    await waitFor(() => streamState(host.roomId) === 'publishing');
  });

  it('cuts a suspended host within 2 s and closes the room; the key is refused afterwards', async () => {
    const host = await suite.host();
    const key = await keyOf(host);
    const encoder = push(`${suite.rtmp}/${host.roomId}?key=${key}`, { seconds: 40 });
    await waitFor(() => streamState(host.roomId) === 'publishing');
    await call(suite.t.app, 'POST', '/live/open', host.accessToken, {});
    const controller = new AbortController();
    const response = await fetch(`${suite.base}/media/flv/${host.roomId}.flv`, { signal: controller.signal });
    const ended = (async () => {
      for await (const chunk of response.body ?? []) void chunk;
    })().catch(() => undefined);
    await call(suite.t.app, 'POST', '/admin/updateAnchor', suite.admin.accessToken, {
      userId: host.user.id,
      action: 'suspend',
      reason: 'Pirated broadcast',
    });
    // The viewer's stream would run for 40 s more: it ends at once (10 s leaves room for a busy machine).
    const cut = await Promise.race([ended.then(() => 'cut'), delay(10_000).then(() => 'still playing')]);
    controller.abort();
    expect(cut).toBe('cut');
    await encoder.exited;
    expect(streamState(host.roomId)).toBe('idle');
    expect(await liveState(host.roomId)).toBe('offline');
    const again = push(`${suite.rtmp}/${host.roomId}?key=${key}`, { seconds: 5 });
    expect(await again.exited).not.toBe(0);
  });

  it('plays a preview only with its host token, for its room, until it expires; never over RTMP', async () => {
    const host = await suite.host();
    const other = await suite.host();
    const key = await keyOf(host);
    push(`${suite.rtmp}/${host.roomId}?key=${key}`, { seconds: 40 });
    await waitFor(() => streamState(host.roomId) === 'publishing');
    const ownLink = (await call(suite.t.app, 'GET', '/live/settingContent', host.accessToken)).body.data.room.playback
      .flv as string;
    const otherLink = (await call(suite.t.app, 'GET', '/live/settingContent', other.accessToken)).body.data.room
      .playback.flv as string;
    const otherToken = new URL(otherLink, suite.base).searchParams.get('preview') ?? '';
    expect((await readStream(`${suite.base}${ownLink}`, { ms: 1500, bytes: 1000 })).status).toBe(200);
    expect(
      (
        await readStream(`${suite.base}/media/flv/${host.roomId}.flv?preview=${encodeURIComponent(otherToken)}`, {
          ms: 1000,
        })
      ).status,
    ).toBe(404);
    expect((await readStream(`${suite.base}/media/flv/${host.roomId}.flv?preview=123.abc`, { ms: 1000 })).status).toBe(
      404,
    );
    (suite.t.clock as ManualClock).advance(13 * 3600 * 1000);
    expect((await readStream(`${suite.base}${ownLink}`, { ms: 1000 })).status).toBe(404);
    (suite.t.clock as ManualClock).advance(-13 * 3600 * 1000);
    const probe = await import('node:child_process').then(({ spawnSync }) =>
      spawnSync('ffprobe', ['-v', 'error', '-rw_timeout', '3000000', '-i', `${suite.rtmp}/${host.roomId}`], {
        timeout: 10_000,
      }),
    );
    expect(probe.status).not.toBe(0);
  });
});
