import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { metadataWidths, pushTestStream, readStream } from '../../../test/ffmpeg-push.ts';
import type { Push } from '../../../test/ffmpeg-push.ts';
import { call, makeHost } from '../../../test/live-fixtures.ts';
import type { Host } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import { waitFor } from '../../../test/wait-for.ts';
import type { Database } from '../../db/client.ts';
import type { EmbeddedMediaServer } from './embedded-media-server.ts';

// Issue 40 with a real encoder: an encoder that freezes (SIGSTOP) is dropped and can be taken over
// with the key; a room outlives its encoder's outage for the host's grace; a refused publish says
// why, to ffmpeg and to the host's pages.
describe('publishers that freeze, come back or are refused', { timeout: 120_000 }, () => {
  let t: TestApp;
  let db: Database;
  let base = '';
  let rtmp = '';
  let admin: UserWithSession;
  const pushes: Push[] = [];
  const push = (url: string, options: Parameters<typeof pushTestStream>[1] = {}) => {
    const started = pushTestStream(url, { seconds: 60, ...options });
    pushes.push(started);
    return started;
  };
  const media = () => t.app.media as EmbeddedMediaServer;
  const keyOf = async (host: Host, reset = false) => (await call(t.app, 'POST', '/live/getSteamKey', host.accessToken, { reset })).body.data.key as string;
  const content = async (host: Host) => (await call(t.app, 'GET', '/live/settingContent', host.accessToken)).body.data;
  const liveState = async (roomId: number) => (await call(t.app, 'POST', '/live/roomInformation', null, { roomId })).body.data.liveState as string;

  beforeAll(async () => {
    // The server's default grace is long (minutes): only a grace the host chose ends a live here.
    t = await buildTestApp({ env: { RTMP_IDLE_TIMEOUT: '3', STREAM_RECONNECT_GRACE: '300' } });
    db = t.database?.db as Database;
    admin = await createUserWithSession(db, { role: 'admin' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    rtmp = `rtmp://127.0.0.1:${await media().listen(0, '127.0.0.1')}/live`;
  }, 60_000);
  afterAll(async () => {
    await Promise.all(pushes.map((started) => started.stop()));
    await t.close();
  });

  it('drops an encoder that freezes after the idle timeout: fans see reconnecting, not an endless live', async () => {
    const host = await makeHost(t.app, db, admin);
    const frozen = push(`${rtmp}/${host.roomId}?key=${await keyOf(host)}`);
    await waitFor(() => media().status(host.roomId).state === 'publishing');
    await call(t.app, 'POST', '/live/open', host.accessToken, {});
    frozen.child.kill('SIGSTOP');
    await waitFor(async () => (await liveState(host.roomId)) === 'reconnecting');
    expect(media().status(host.roomId).state).toBe('reconnecting');
  });

  it('puts a second encoder with the key on air at once over a frozen one; the viewer already watching gets its picture', async () => {
    const host = await makeHost(t.app, db, admin);
    const key = await keyOf(host);
    const frozen = push(`${rtmp}/${host.roomId}?key=${key}`, { size: '320x240' });
    await waitFor(() => media().status(host.roomId).state === 'publishing');
    await call(t.app, 'POST', '/live/open', host.accessToken, {});
    const watching = readStream(`${base}/media/flv/${host.roomId}.flv`, { ms: 10_000 });
    frozen.child.kill('SIGSTOP');
    const startedAt = performance.now();
    const second = push(`${rtmp}/${host.roomId}?key=${key}`, { size: '640x360' });
    await waitFor(() => media().status(host.roomId).sourceHeight === 360);
    // Issue 40's acceptance: on air within 10 s (the frozen one had locked the host out for minutes).
    expect(performance.now() - startedAt).toBeLessThan(10_000);
    expect(second.child.exitCode).toBeNull();
    expect(await liveState(host.roomId)).toBe('live');
    expect(metadataWidths((await watching).body)).toEqual([320, 640]);
    expect((await content(host)).stream.refusals).toEqual([]);
  });

  it('keeps the room for an encoder that sends: a second one with the key is refused as busy, and both ffmpeg and the host are told', async () => {
    const host = await makeHost(t.app, db, admin);
    const key = await keyOf(host);
    push(`${rtmp}/${host.roomId}?key=${key}`);
    await waitFor(() => media().status(host.roomId).state === 'publishing');
    const second = push(`${rtmp}/${host.roomId}?key=${key}`);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('Another encoder is publishing to this room');
    expect((await content(host)).stream.refusals).toEqual([{ at: expect.any(String), reason: 'busy', detail: null }]);
  });

  it('tells a wrong key from the key a reset replaced, in the RTMP answer and on the host pages, newest first', async () => {
    const host = await makeHost(t.app, db, admin);
    const oldKey = await keyOf(host);
    await keyOf(host, true);
    const wrong = push(`${rtmp}/${host.roomId}?key=not-the-key`);
    expect(await wrong.exited).not.toBe(0);
    const old = push(`${rtmp}/${host.roomId}?key=${oldKey}`);
    expect(await old.exited).not.toBe(0);
    expect(wrong.output()).toContain('Wrong stream key');
    expect(old.output()).toContain('This stream key was reset');
    expect((await content(host)).stream.refusals.map((refusal: { reason: string }) => refusal.reason)).toEqual(['old_key', 'wrong_key']);
    // Another host sees none of them.
    const other = await makeHost(t.app, db, admin);
    expect((await content(other)).stream.refusals).toEqual([]);
  });

  it("keeps the room open through an outage for the host's chosen grace, then closes it", async () => {
    const host = await makeHost(t.app, db, admin);
    const set = await call(t.app, 'POST', '/live/setting', host.accessToken, { reconnectGraceSeconds: 10 });
    expect(set.body.data.room).toMatchObject({ reconnectGraceSeconds: 10, reconnectGraceChosen: true });
    const encoder = push(`${rtmp}/${host.roomId}?key=${await keyOf(host)}`);
    await waitFor(() => media().status(host.roomId).state === 'publishing');
    await call(t.app, 'POST', '/live/open', host.accessToken, {});
    await encoder.stop();
    await waitFor(async () => (await liveState(host.roomId)) === 'reconnecting');
    await waitFor(async () => (await liveState(host.roomId)) === 'offline', 30_000);
    const record = (await call(t.app, 'POST', '/live/steamRecord', host.accessToken, {})).body.data.list[0];
    expect(record).toMatchObject({ endReason: 'stream_lost' });
    // Back to the server's default (300 s here).
    const reset = await call(t.app, 'POST', '/live/setting', host.accessToken, { reconnectGraceSeconds: null });
    expect(reset.body.data.room).toMatchObject({ reconnectGraceSeconds: 300, reconnectGraceChosen: false });
    for (const bad of [5, 3601, 12.5, '60']) {
      const refused = await call(t.app, 'POST', '/live/setting', host.accessToken, { reconnectGraceSeconds: bad });
      expect(refused.body.code, String(bad)).toBe(4000001);
    }
  });
});
