import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from '../../../test/counting-proxy.ts';
import type { CountingProxy } from '../../../test/counting-proxy.ts';
import { flvTags, readStream } from '../../../test/ffmpeg-push.ts';
import { ingestSuite } from '../../../test/ingest-suite.ts';
import { call } from '../../../test/live-fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { hasNginxRtmp } from '../../../test/nginx-rtmp-process.ts';
import { CONFIRM_MS } from './flv-edge-relay.ts';
import { startMediaEdge } from './media-edge.ts';
import type { MediaEdge } from './media-edge.ts';

/** A viewer reading an HTTP-FLV stream until told to stop: what it got so far, and whether the server ended it. */
function watch(url: string) {
  const controller = new AbortController();
  const state = { status: 0, bytes: Buffer.alloc(0), ended: false };
  const done = (async () => {
    try {
      const response = await fetch(url, { signal: controller.signal });
      state.status = response.status;
      if (response.body === null) return;
      for await (const chunk of response.body) state.bytes = Buffer.concat([state.bytes, Buffer.from(chunk)]);
      state.ended = true;
    } catch {
      // Aborted by stop(), or the edge cut it.
      state.ended = !controller.signal.aborted;
    }
  })();
  return {
    state,
    videoTags: () => flvTags(state.bytes).filter((tag) => tag.type === 9).length,
    stop: async () => {
      controller.abort();
      await done;
    },
  };
}

const playlistPath = (roomId: number) => `/media/hls/${roomId}/index.m3u8`;

// scripts/test.sh installs Debian's nginx, so this only skips in a bare local checkout.
describe.skipIf(!hasNginxRtmp())(
  'the media edge: nginx caching HLS and the FLV relay in front of a real origin',
  { timeout: 60_000 },
  () => {
    const suite = ingestSuite({});
    let proxy: CountingProxy;
    let edge: MediaEdge;
    /** The edge's own clock: how long an origin's yes stands at the FLV relay. */
    let edgeNow = 1_000_000;

    beforeAll(async () => {
      const origin = new URL(suite.base);
      proxy = await startCountingProxy({ host: origin.hostname, port: Number(origin.port) });
      edge = await startMediaEdge({
        origin: `http://${proxy.address}`,
        host: '127.0.0.1',
        hlsPort: 0,
        flvPort: 0,
        maxViewers: 100,
        now: () => edgeNow,
      });
    }, 60_000);
    afterAll(async () => {
      await edge?.stop();
      await proxy?.close();
    });

    it('serves one room to several FLV viewers over one origin connection, each starting at a keyframe', async () => {
      const host = await suite.live('320x240');
      proxy.reset();
      const viewers = [1, 2, 3, 4].map(() => watch(`${edge.flvBase}/media/flv/${host.roomId}.flv`));
      await waitFor(() => viewers.every((viewer) => viewer.videoTags() > 30)).catch((error) => {
        console.log(
          viewers.map((v) => [v.state.status, v.state.bytes.length, v.videoTags(), v.state.ended]),
          proxy.requests,
          edge.relay.openFeeds,
        );
        throw error;
      });
      expect(viewers.map((viewer) => viewer.state.status)).toEqual([200, 200, 200, 200]);
      // One pull however many watch: the origin saw one FLV request, and one connection stays open.
      expect(proxy.requests.filter((path) => path.startsWith('/media/flv/'))).toHaveLength(1);
      expect(edge.relay.openFeeds).toBe(1);
      for (const viewer of viewers) {
        const video = flvTags(viewer.state.bytes).filter((tag) => tag.type === 9);
        // The decoder configuration, then a keyframe: a late joiner can decode from its first bytes.
        expect(video[0]!.data[1]).toBe(0);
        expect((video[1]!.data[0] ?? 0) >> 4).toBe(1);
      }
      await Promise.all(viewers.map((viewer) => viewer.stop()));
      // The last viewer gone, the edge lets go of the origin.
      await waitFor(() => edge.relay.openFeeds === 0);
    });

    it('answers N viewers asking for a playlist at once with one origin request, and a segment with one', async () => {
      const host = await suite.live('320x240');
      // The origin's remuxer starts on the first request: wait for its first playlist at the origin itself.
      const direct = await waitFor(async () => {
        const response = await fetch(`${suite.base}${playlistPath(host.roomId)}`);
        const text = await response.text();
        return response.status === 200 && text.includes('.ts') ? text : undefined;
      });
      const segment = direct.split('\n').find((line) => line.endsWith('.ts'));
      proxy.reset();
      const playlists = await Promise.all(
        Array.from({ length: 8 }, () => fetch(`${edge.hlsBase}${playlistPath(host.roomId)}`)),
      );
      expect(playlists.map((response) => response.status)).toEqual(Array(8).fill(200));
      const bodies = await Promise.all(playlists.map((response) => response.text()));
      expect(new Set(bodies).size).toBe(1);
      expect(proxy.requests.filter((path) => path.endsWith('index.m3u8'))).toHaveLength(1);

      const segments = await Promise.all(
        Array.from({ length: 8 }, () => fetch(`${edge.hlsBase}/media/hls/${host.roomId}/${segment}`)),
      );
      expect(segments.map((response) => response.status)).toEqual(Array(8).fill(200));
      const sizes = await Promise.all(segments.map(async (response) => (await response.arrayBuffer()).byteLength));
      expect(Math.min(...sizes)).toBeGreaterThan(1000);
      expect(proxy.requests.filter((path) => path.endsWith('.ts'))).toEqual([`/media/hls/${host.roomId}/${segment}`]);
    });

    it('refuses at the edge a room that may not be played, and a room closed while watched', async () => {
      const host = await suite.host();
      suite.push(`${suite.rtmp}/${host.roomId}?key=${await suite.keyOf(host)}`);
      await waitFor(() => suite.media().status(host.roomId).state === 'publishing');

      // Streaming but not open: refused at the edge on both paths, each refusal asked of the origin.
      proxy.reset();
      expect((await readStream(`${edge.flvBase}/media/flv/${host.roomId}.flv`, { ms: 500 })).status).toBe(404);
      for (let attempt = 0; attempt < 2; attempt += 1)
        expect((await fetch(`${edge.hlsBase}${playlistPath(host.roomId)}`)).status).toBe(404);
      expect(proxy.requests.filter((path) => path.endsWith('index.m3u8'))).toHaveLength(2);
      expect(edge.relay.openFeeds).toBe(0);

      // The host's preview link plays through the edge (checked by the origin), a forged one does not.
      const preview = (await call(suite.t.app, 'GET', '/live/settingContent', host.accessToken)).body.data.room.playback
        .flv as string;
      const previewed = await readStream(`${edge.flvBase}${preview}`, { ms: 3000, bytes: 20_000 });
      expect(previewed.status).toBe(200);
      expect(flvTags(previewed.body).length).toBeGreaterThan(5);
      expect(
        (await readStream(`${edge.flvBase}/media/flv/${host.roomId}.flv?preview=forged`, { ms: 500 })).status,
      ).toBe(404);
      expect((await fetch(`${edge.hlsBase}${playlistPath(host.roomId)}?preview=forged`)).status).toBe(404);

      // Open, watched through the edge, then closed: once the origin's yes is older than CONFIRM_MS,
      // the next viewer makes the edge ask again; the origin's no refuses it and ends the watcher.
      await call(suite.t.app, 'POST', '/live/open', host.accessToken, {});
      const watcher = watch(`${edge.flvBase}/media/flv/${host.roomId}.flv`);
      await waitFor(() => watcher.videoTags() > 10);
      expect((await call(suite.t.app, 'POST', '/live/close', host.accessToken, {})).body.code).toBe(200);
      edgeNow += CONFIRM_MS;
      expect((await readStream(`${edge.flvBase}/media/flv/${host.roomId}.flv`, { ms: 500 })).status).toBe(404);
      await waitFor(() => watcher.state.ended);
      expect(edge.relay.openFeeds).toBe(0);
      await watcher.stop();
      // HLS: the cached playlist lasts a second; then the origin's refusal is what the edge answers.
      await waitFor(async () => (await fetch(`${edge.hlsBase}${playlistPath(host.roomId)}`)).status === 404);
    });
  },
);
