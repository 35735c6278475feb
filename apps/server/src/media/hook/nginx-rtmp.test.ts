import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/wait-for.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { pushTestStream } from '../../../test/ffmpeg-push.ts';
import type { Push } from '../../../test/ffmpeg-push.ts';
import { call, makeHost } from '../../../test/live-fixtures.ts';
import type { Host } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { Database } from '../../db/client.ts';
import { findFreePort } from '../../db/free-port.ts';
import { hasNginxRtmp, startNginxRtmp } from '../../../test/nginx-rtmp-process.ts';
import type { NginxRtmpProcess } from '../../../test/nginx-rtmp-process.ts';
import type { HookMediaServer } from './hook-media-server.ts';

const SECRET = 'hook-secret-0123456789abcdef';

// scripts/test.sh installs nginx and libnginx-mod-rtmp, so this only skips in a bare local checkout.
describe.skipIf(!hasNginxRtmp())(
  'MEDIA_SERVER=nginx-rtmp: Debian nginx ingests and asks our publish hook',
  { timeout: 60_000 },
  () => {
    let t: TestApp;
    let db: Database;
    let nginx: NginxRtmpProcess;
    let admin: UserWithSession;
    const pushes: Push[] = [];
    const push = (url: string) => {
      const started = pushTestStream(url, { seconds: 40 });
      pushes.push(started);
      return started;
    };
    const keyOf = async (host: Host, reset = false) =>
      (await call(t.app, 'POST', '/live/getSteamKey', host.accessToken, { reset })).body.data.key as string;
    const streamState = (roomId: number) => t.app.media.status(roomId).state;

    beforeAll(async () => {
      const [rtmpPort, httpPort] = [await findFreePort(), await findFreePort()];
      t = await buildTestApp({
        env: {
          MEDIA_SERVER: 'nginx-rtmp',
          MEDIA_HOOK_SECRET: SECRET,
          RTMP_PORT: String(rtmpPort),
          MEDIA_HLS_URL: `http://127.0.0.1:${httpPort}/hls/{room}.m3u8`,
          MEDIA_CONTROL_URL: `http://127.0.0.1:${httpPort}/control`,
          STREAM_RECONNECT_GRACE: '2',
          RTMP_IDLE_TIMEOUT: '5',
        },
      });
      db = t.database?.db as Database;
      admin = await createUserWithSession(db, { role: 'admin' });
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      nginx = await startNginxRtmp({ rtmpPort, httpPort, hookUrl: `${base}/api/media/publish?secret=${SECRET}` });
    }, 60_000);
    afterAll(async () => {
      await Promise.all(pushes.map((started) => started.stop()));
      await nginx?.stop();
      await t?.close();
    });

    it('lets a host publish with the key and plays the room as HLS from the playback URL template', async () => {
      const host = await makeHost(t.app, db, admin);
      push(`${nginx.rtmpUrl}/${host.roomId}?key=${await keyOf(host)}`);
      await waitFor(() => streamState(host.roomId) === 'publishing', 20_000);
      await call(t.app, 'POST', '/live/open', host.accessToken, {});
      const info = (await call(t.app, 'POST', '/live/roomInformation', null, { roomId: host.roomId })).body.data;
      expect(info).toMatchObject({
        liveState: 'live',
        playback: { flv: null, hls: `${nginx.httpBase}/hls/${host.roomId}.m3u8` },
      });
      const playlist = await waitFor(async () => {
        const response = await fetch(info.playback.hls);
        return response.status === 200 ? response.text() : undefined;
      }, 20_000);
      const segment = playlist.split('\n').find((line) => line.endsWith('.ts'));
      expect(segment).toBeDefined();
      const bytes = await fetch(`${nginx.httpBase}/hls/${segment}`);
      expect(bytes.status).toBe(200);
      // The site's pages are another origin: without this header (the documented config lacked it) hls.js is blocked.
      expect(bytes.headers.get('access-control-allow-origin')).toBe('*');
      expect((await bytes.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      // The playback URL names the room; the key is only in the publish URL.
      expect(JSON.stringify(info)).not.toContain('key=');
    });

    it('refuses a wrong key and a missing one: nothing of them is played', async () => {
      const host = await makeHost(t.app, db, admin);
      await keyOf(host);
      const wrong = push(`${nginx.rtmpUrl}/${host.roomId}?key=wrong`);
      const none = push(`${nginx.rtmpUrl}/${host.roomId}`);
      expect(await wrong.exited).not.toBe(0);
      expect(await none.exited).not.toBe(0);
      expect(streamState(host.roomId)).toBe('idle');
      expect((await fetch(`${nginx.httpBase}/hls/${host.roomId}.m3u8`)).status).toBe(404);
    });

    it('refuses the old key after a reset, which drops the stream that used it', async () => {
      const host = await makeHost(t.app, db, admin);
      const oldKey = await keyOf(host);
      const before = push(`${nginx.rtmpUrl}/${host.roomId}?key=${oldKey}`);
      await waitFor(() => streamState(host.roomId) === 'publishing', 20_000);
      const newKey = await keyOf(host, true);
      await before.exited;
      const old = push(`${nginx.rtmpUrl}/${host.roomId}?key=${oldKey}`);
      expect(await old.exited).not.toBe(0);
      push(`${nginx.rtmpUrl}/${host.roomId}?key=${newKey}`);
      await waitFor(() => streamState(host.roomId) === 'publishing', 20_000);
    });

    it('drops a frozen encoder (drop_idle_publisher) and lets a second one with the key take over', async () => {
      const host = await makeHost(t.app, db, admin);
      const key = await keyOf(host);
      const frozen = push(`${nginx.rtmpUrl}/${host.roomId}?key=${key}`);
      await waitFor(() => streamState(host.roomId) === 'publishing', 20_000);
      const first = (t.app.media as HookMediaServer).publisherOf(host.roomId);
      frozen.child.kill('SIGSTOP');
      let second = push(`${nginx.rtmpUrl}/${host.roomId}?key=${key}`);
      let tries = 1;
      await waitFor(() => {
        // Refused as busy when nginx had not dropped the frozen one within the takeover wait (a loaded machine):
        // the encoder tries again, as OBS does.
        if (second.child.exitCode !== null && tries < 5) {
          second = push(`${nginx.rtmpUrl}/${host.roomId}?key=${key}`);
          tries += 1;
        }
        const now = (t.app.media as HookMediaServer).publisherOf(host.roomId);
        return streamState(host.roomId) === 'publishing' && now !== null && now !== first;
      }, 40_000);
      expect(second.child.exitCode).toBeNull();
      expect(t.app.media.status(host.roomId).refusals).toEqual([]);
    });

    it('cuts a suspended host and closes the room', async () => {
      const host = await makeHost(t.app, db, admin);
      const key = await keyOf(host);
      const encoder = push(`${nginx.rtmpUrl}/${host.roomId}?key=${key}`);
      await waitFor(() => streamState(host.roomId) === 'publishing', 20_000);
      await call(t.app, 'POST', '/live/open', host.accessToken, {});
      await call(t.app, 'POST', '/admin/updateAnchor', admin.accessToken, {
        userId: host.user.id,
        action: 'suspend',
        reason: 'Pirated broadcast',
      });
      // The encoder would publish for 40 s more: it exits at once once nginx drops it (10 s leaves room for a busy machine).
      const cut = await Promise.race([encoder.exited.then(() => 'cut'), delay(10_000).then(() => 'still publishing')]);
      expect(cut).toBe('cut');
      expect(
        (await call(t.app, 'POST', '/live/roomInformation', null, { roomId: host.roomId })).body.data.liveState,
      ).toBe('offline');
      const again = push(`${nginx.rtmpUrl}/${host.roomId}?key=${key}`);
      expect(await again.exited).not.toBe(0);
    });

    it('answers the hook only with the secret, and reads the SRS form of it too', async () => {
      const host = await makeHost(t.app, db, admin);
      const key = await keyOf(host);
      const hook = (secret: string, payload: object | string, type = 'application/json') =>
        t.app.inject({
          method: 'POST',
          url: `/api/media/publish?secret=${secret}`,
          headers: { 'content-type': type },
          payload,
        });
      const nginxForm = `call=publish&app=live&name=${host.roomId}&addr=127.0.0.1&clientid=77&key=${key}`;
      expect((await hook('wrong-secret-0123456789', nginxForm, 'application/x-www-form-urlencoded')).statusCode).toBe(
        403,
      );
      expect(streamState(host.roomId)).toBe('idle');
      const srs = {
        action: 'on_publish',
        app: 'live',
        stream: String(host.roomId),
        param: `?key=${key}`,
        ip: '127.0.0.1',
        client_id: 'srs-1',
      };
      const allowed = await hook(SECRET, srs);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toBe('0');
      expect(streamState(host.roomId)).toBe('publishing');
      expect((await hook(SECRET, { ...srs, client_id: 'srs-2' })).statusCode).toBe(403);
      expect((await hook(SECRET, { ...srs, action: 'on_unpublish' })).statusCode).toBe(200);
      expect(streamState(host.roomId)).toBe('reconnecting');
      for (const bad of ['not json', '[]', '{"action":"on_publish"}'])
        expect((await hook(SECRET, bad)).statusCode).toBeLessThan(500);
      expect((await hook(SECRET, { ...srs, param: '?key=nope', client_id: 'srs-3' })).statusCode).toBe(403);
    });
  },
);
