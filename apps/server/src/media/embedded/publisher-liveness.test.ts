import { describe, expect, it } from 'vitest';
import { metadataWidths, readStream } from '../../../test/ffmpeg-push.ts';
import { ingestSuite } from '../../../test/ingest-suite.ts';
import { call } from '../../../test/live-fixtures.ts';
import type { Host } from '../../../test/live-fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';

// Issue 40 with a real encoder: an encoder that freezes (SIGSTOP) is dropped and can be taken over
// with the key; a room outlives its encoder's outage for the host's grace; a refused publish says
// why, to ffmpeg and to the host's pages.
describe('publishers that freeze, come back or are refused', { timeout: 120_000 }, () => {
  // The server's default grace is long (minutes): only a grace the host chose ends a live here.
  const suite = ingestSuite({ RTMP_IDLE_TIMEOUT: '3', STREAM_RECONNECT_GRACE: '300' });
  const { push, keyOf, liveState } = suite;
  const media = () => suite.media();
  const content = async (host: Host) =>
    (await call(suite.t.app, 'GET', '/live/settingContent', host.accessToken)).body.data;

  it('drops an encoder that freezes after the idle timeout: fans see reconnecting, not an endless live', async () => {
    const host = await suite.host();
    const frozen = push(`${suite.rtmp}/${host.roomId}?key=${await keyOf(host)}`);
    await waitFor(() => media().status(host.roomId).state === 'publishing');
    await call(suite.t.app, 'POST', '/live/open', host.accessToken, {});
    frozen.child.kill('SIGSTOP');
    await waitFor(async () => (await liveState(host.roomId)) === 'reconnecting');
    expect(media().status(host.roomId).state).toBe('reconnecting');
  });

  it('puts a second encoder with the key on air at once over a frozen one; the viewer already watching gets its picture', async () => {
    const host = await suite.host();
    const key = await keyOf(host);
    const frozen = push(`${suite.rtmp}/${host.roomId}?key=${key}`, { size: '320x240' });
    await waitFor(() => media().status(host.roomId).state === 'publishing');
    await call(suite.t.app, 'POST', '/live/open', host.accessToken, {});
    const watching = readStream(`${suite.base}/media/flv/${host.roomId}.flv`, { ms: 10_000 });
    frozen.child.kill('SIGSTOP');
    const startedAt = performance.now();
    const second = push(`${suite.rtmp}/${host.roomId}?key=${key}`, { size: '640x360' });
    await waitFor(() => media().status(host.roomId).sourceHeight === 360);
    // Issue 40's acceptance: on air within 10 s (the frozen one had locked the host out for minutes).
    expect(performance.now() - startedAt).toBeLessThan(10_000);
    expect(second.child.exitCode).toBeNull();
    expect(await liveState(host.roomId)).toBe('live');
    expect(metadataWidths((await watching).body)).toEqual([320, 640]);
    expect((await content(host)).stream.refusals).toEqual([]);
  });

  it('keeps the room for an encoder that sends: a second one with the key is refused as busy, and both ffmpeg and the host are told', async () => {
    const host = await suite.host();
    const key = await keyOf(host);
    push(`${suite.rtmp}/${host.roomId}?key=${key}`);
    await waitFor(() => media().status(host.roomId).state === 'publishing');
    const second = push(`${suite.rtmp}/${host.roomId}?key=${key}`);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('Another encoder is publishing to this room');
    expect((await content(host)).stream.refusals).toEqual([{ at: expect.any(String), reason: 'busy', detail: null }]);
  });

  it('tells a wrong key from the key a reset replaced, in the RTMP answer and on the host pages, newest first', async () => {
    const host = await suite.host();
    const oldKey = await keyOf(host);
    await keyOf(host, true);
    const wrong = push(`${suite.rtmp}/${host.roomId}?key=not-the-key`);
    expect(await wrong.exited).not.toBe(0);
    const old = push(`${suite.rtmp}/${host.roomId}?key=${oldKey}`);
    expect(await old.exited).not.toBe(0);
    expect(wrong.output()).toContain('Wrong stream key');
    expect(old.output()).toContain('This stream key was reset');
    expect((await content(host)).stream.refusals.map((refusal: { reason: string }) => refusal.reason)).toEqual([
      'old_key',
      'wrong_key',
    ]);
    // Another host sees none of them.
    const other = await suite.host();
    expect((await content(other)).stream.refusals).toEqual([]);
  });

  it("keeps the room open through an outage for the host's chosen grace, then closes it", async () => {
    const host = await suite.host();
    const set = await call(suite.t.app, 'POST', '/live/setting', host.accessToken, { reconnectGraceSeconds: 10 });
    expect(set.body.data.room).toMatchObject({ reconnectGraceSeconds: 10, reconnectGraceChosen: true });
    const encoder = push(`${suite.rtmp}/${host.roomId}?key=${await keyOf(host)}`);
    await waitFor(() => media().status(host.roomId).state === 'publishing');
    await call(suite.t.app, 'POST', '/live/open', host.accessToken, {});
    await encoder.stop();
    await waitFor(async () => (await liveState(host.roomId)) === 'reconnecting');
    await waitFor(async () => (await liveState(host.roomId)) === 'offline', 30_000);
    const record = (await call(suite.t.app, 'POST', '/live/steamRecord', host.accessToken, {})).body.data.list[0];
    expect(record).toMatchObject({ endReason: 'stream_lost' });
    // Back to the server's default (300 s here).
    const reset = await call(suite.t.app, 'POST', '/live/setting', host.accessToken, { reconnectGraceSeconds: null });
    expect(reset.body.data.room).toMatchObject({ reconnectGraceSeconds: 300, reconnectGraceChosen: false });
    for (const bad of [5, 3601, 12.5, '60']) {
      const refused = await call(suite.t.app, 'POST', '/live/setting', host.accessToken, {
        reconnectGraceSeconds: bad,
      });
      expect(refused.body.code, String(bad)).toBe(4000001);
    }
  });
});
