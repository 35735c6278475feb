// Issue 11 at scale, in the browser: with MEDIA_SERVER=nginx-rtmp, Debian's nginx ingests real
// RTMP (asking the server's publish hook) and serves HLS itself; a viewer's Chromium plays the
// room from the playback URL template with hls.js. The same publish, refusal and playback checks
// as the embedded path (live-rooms.spec.ts); the hook's own contract is tested in the server.
import type { BrowserContext, Page } from '@playwright/test';
import {
  findFreePort,
  hasNginxRtmp,
  type NginxRtmpProcess,
  type Push,
  pushTestStream,
  startNginxRtmp,
} from '@placar/server/processes';
import { expectMovingVideo, videoState } from '../support/live-rooms.ts';
import { type Account, call, createAdmin, logInByApi, newPerson, register } from '../support/people.ts';
import { newDataDir, startPlacarServer, type PlacarServer } from '../support/placar-server.ts';
import { expect, test } from '../support/test.ts';

// scripts/test.sh installs nginx and libnginx-mod-rtmp, so this only skips in a bare local checkout.
test.skip(!hasNginxRtmp(), 'Debian nginx with libnginx-mod-rtmp is not installed');
test.describe.configure({ mode: 'serial' });

const HOOK_SECRET = 'e2e-hook-secret-0123456789abcdef';

let server: PlacarServer;
let nginx: NginxRtmpProcess;
let admin: Account;
let host: Account;
let roomId = 0;
let publishUrl = '';
let context: BrowserContext;
let viewer: Page;
const pushes: Push[] = [];

function push(url: string): Push {
  const started = pushTestStream(url, { seconds: 300 });
  pushes.push(started);
  return started;
}

async function streamState(): Promise<string> {
  const content = await call<{ stream: { state: string } | null }>(
    server.url,
    '/live/settingContent',
    {},
    host.token,
    'GET',
  );
  return content.stream?.state ?? 'none';
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const [rtmpPort, httpPort] = [await findFreePort(), await findFreePort()];
  const dataDir = newDataDir();
  const adminPerson = createAdmin(dataDir);
  server = await startPlacarServer(
    {
      CODE_LIMIT_PER_IP: '500',
      LOGIN_LIMIT_PER_IP: '500',
      // A long reconnect grace: the room stays open (reconnecting) between a key reset and the new publish, however slow the machine.
      STREAM_RECONNECT_GRACE: '60',
      MEDIA_SERVER: 'nginx-rtmp',
      MEDIA_HOOK_SECRET: HOOK_SECRET,
      MEDIA_HLS_URL: `http://127.0.0.1:${httpPort}/hls/{room}.m3u8`,
      MEDIA_CONTROL_URL: `http://127.0.0.1:${httpPort}/control`,
      RTMP_PUBLIC_URL: `rtmp://127.0.0.1:${rtmpPort}/live`,
      RTMP_PORT: String(rtmpPort),
    },
    dataDir,
  );
  nginx = await startNginxRtmp({
    rtmpPort,
    httpPort,
    hookUrl: `${server.url}/api/media/publish?secret=${HOOK_SECRET}`,
  });
  admin = await logInByApi(server.url, adminPerson);
  host = await register(server.url, newPerson('nghost'));
  await call(
    server.url,
    '/user/confirmAnchor',
    { streamName: 'Resenha Escala', intro: 'Every round, through nginx.', sports: ['football'] },
    host.token,
  );
  await call(server.url, '/admin/updateAnchor', { userId: host.id, action: 'approve' }, admin.token);
  const key = await call<{ streamName: string; publishUrl: string }>(
    server.url,
    '/live/getSteamKey',
    { reset: false },
    host.token,
  );
  roomId = Number(key.streamName);
  publishUrl = key.publishUrl;
  await call(server.url, '/live/open', {}, host.token);
  context = await browser.newContext({ baseURL: server.url });
  viewer = await context.newPage();
});

test.afterAll(async () => {
  await Promise.all(pushes.map((started) => started.stop()));
  await context?.close();
  await nginx?.stop();
  await server?.stop();
});

test('a wrong key is refused by the hook: the viewer waiting in the room gets no picture', async () => {
  await viewer.goto(`/en/host/liveUserRoom/${roomId}`);
  await expect(viewer.getByTestId('live-player-state')).toHaveAttribute('data-state', 'waiting');
  const wrong = push(publishUrl.replace(/key=.*/, 'key=not-the-key'));
  expect(await wrong.exited).not.toBe(0);
  expect(await streamState()).toBe('idle');
  expect((await fetch(`${nginx.httpBase}/hls/${roomId}.m3u8`)).status).toBe(404);
  await expect(viewer.getByTestId('live-player-state')).toHaveAttribute('data-state', 'waiting');
  expect((await videoState(viewer)).frames).toBe(0);
});

test("with the key, Chromium plays the room from nginx's HLS (hls.js), with the playback URL naming the room", async () => {
  push(publishUrl);
  await expect(viewer.getByTestId('live-player-state')).toHaveAttribute('data-state', 'live', { timeout: 20_000 });
  await expectMovingVideo(viewer);
  await expect(viewer.getByTestId('live-player')).toHaveAttribute('data-engine', 'hls-js');
  const info = await call<{ playback: { flv: string | null; hls: string | null; low: null } }>(
    server.url,
    '/live/roomInformation',
    { roomId },
  );
  expect(info.playback).toEqual({ flv: null, hls: `${nginx.httpBase}/hls/${roomId}.m3u8`, low: null });
  expect(JSON.stringify(info)).not.toContain('key=');
});

test('after a key reset the stream using the old key stops and the old key is refused; the new one is let in', async () => {
  const before = pushes.at(-1)!;
  const reset = await call<{ publishUrl: string }>(server.url, '/live/getSteamKey', { reset: true }, host.token);
  expect(await before.exited).not.toBeNull();
  // nginx tells the hook the old publisher left (on_publish_done) on its own time; until then a
  // new publisher would be refused as a second one (OBS retries; this test waits).
  await expect.poll(streamState, { timeout: 15_000 }).not.toBe('publishing');
  const old = push(publishUrl);
  expect(await old.exited).not.toBe(0);
  push(reset.publishUrl);
  await expect.poll(streamState, { timeout: 15_000 }).toBe('publishing');
  await viewer.reload();
  await expect(viewer.getByTestId('live-player-state')).toHaveAttribute('data-state', 'live', { timeout: 15_000 });
});

test('a suspended host is cut at once and the viewer sees the room go offline', async () => {
  // The page hears of the suspension pushed over its live connection (or refetches when it connects).
  await expect
    .poll(() => viewer.locator('body').getAttribute('data-live-state'), { timeout: 30_000 })
    .toBe('connected');
  const encoder = pushes.at(-1)!;
  const cutAt = new Promise<number>((resolve) => encoder.child.once('exit', () => resolve(Date.now())));
  const suspendedAt = Date.now();
  await call(
    server.url,
    '/admin/updateAnchor',
    { userId: host.id, action: 'suspend', reason: 'Pirated broadcast' },
    admin.token,
  );
  // Cut by the call itself (the server drops the publisher before answering; server tests show the state):
  // the encoder, which would push for 30 s more, exits at once. The bound leaves room for a machine at load 16.
  expect((await cutAt) - suspendedAt).toBeLessThan(10_000);
  await expect(viewer.getByTestId('live-player-state')).toHaveAttribute('data-state', 'offline', { timeout: 15_000 });
});
