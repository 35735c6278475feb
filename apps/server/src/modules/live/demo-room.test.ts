import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { pushTestStream } from '../../../test/ffmpeg-push.ts';
import type { Push } from '../../../test/ffmpeg-push.ts';
import { call } from '../../../test/live-fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';
import type { Database } from '../../db/client.ts';
import type { EmbeddedMediaServer } from '../../media/embedded/embedded-media-server.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';
import type { ScheduleFixture } from '../../../test/schedule-fixtures.ts';
import { DEMO_STREAM_FILE, startDemoRoom } from './demo-room.ts';

describe('the demo room of npm start', () => {
  let t: TestApp;
  let dataDir: string;
  let matchId = 0;
  let fixture: ScheduleFixture;
  const log = { info: () => {}, warn: () => {} };
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
    dataDir = await mkdtemp(join(tmpdir(), 'placar-demo-'));
    fixture = await createScheduleFixture(t.database?.db as Database);
    matchId = await fixture.match('nba', {
      home: 'Lakers',
      away: 'Celtics',
      kickoff: TEST_NOW,
      status: 2,
      homeScore: 10,
      awayScore: 8,
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('opens a room bound to a live match, with no stream, and keeps a fresh publish URL for demo:stream', async () => {
    const demo = await startDemoRoom(t.app.live, { dataDir, log });
    demo.stop();
    const listed = (await call(t.app, 'GET', '/live/list', null)).body.data.list;
    expect(listed).toEqual([
      expect.objectContaining({
        id: demo.roomId,
        title: 'Demo: Lakers x Celtics',
        sport: 'basketball',
        liveState: 'waiting',
        host: expect.objectContaining({ name: 'Placar Demo' }),
        match: expect.objectContaining({ id: matchId }),
      }),
    ]);
    const file = join(dataDir, DEMO_STREAM_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const url = new URL((await readFile(file, 'utf8')).trim());
    expect(url.pathname).toBe(`/live/${demo.roomId}`);
    expect(t.app.media.keys.check(demo.roomId, url.searchParams.get('key') ?? '')).toBeNull();

    // A restart keeps the room open and rotates the key.
    const again = await startDemoRoom(t.app.live, { dataDir, log });
    again.stop();
    expect(again.roomId).toBe(demo.roomId);
    expect(t.app.media.keys.check(demo.roomId, url.searchParams.get('key') ?? '')).toBe('old_key');
    expect((await call(t.app, 'GET', '/live/list', null)).body.data.total).toBe(1);
    // Nobody can sign in as the demo host.
    const login = await call(t.app, 'POST', '/user/login', null, { account: 'placardemohost', password: 'anything1' });
    expect(login.body.code).not.toBe(200);
  });

  it('stays with its match while it is live, then follows the live match that kicked off last', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.parse(TEST_NOW) - minutes * 60_000).toISOString();
    const boundMatch = async () =>
      (await call(t.app, 'GET', '/live/list', null)).body.data.list[0]?.match?.id as number | undefined;
    const early = await fixture.match('eng.1', {
      home: 'Arsenal',
      away: 'Chelsea',
      kickoff: minutesAgo(80),
      status: 4,
      homeScore: 1,
      awayScore: 0,
    });
    const late = await fixture.match('bra.1', {
      home: 'Flamengo',
      away: 'Santos',
      kickoff: minutesAgo(20),
      status: 2,
      homeScore: 0,
      awayScore: 0,
    });
    const demo = await startDemoRoom(t.app.live, { dataDir, log });
    demo.stop();
    // The Lakers game it was bound to is still live: it stays, though later kickoffs are live too.
    expect(await boundMatch()).toBe(matchId);
    await fixture.setScore(matchId, 101, 97, 10);
    await demo.check();
    // Over: the live match that kicked off last, not the first one listed.
    expect(await boundMatch()).toBe(late);
    expect((await call(t.app, 'GET', '/live/list', null)).body.data.list[0]?.title).toBe('Demo: Flamengo x Santos');
    await demo.check();
    expect(await boundMatch()).toBe(late);
    await fixture.setScore(late, 2, 1, 8);
    await demo.check();
    expect(await boundMatch()).toBe(early);
    // Nothing live: the room keeps its last match rather than none.
    await fixture.setScore(early, 3, 0, 8);
    await demo.check();
    expect(await boundMatch()).toBe(early);
  });
});

describe(
  'npm run demo:stream brings the demo room back on air however the last stream ended (issue 37)',
  { timeout: 90_000 },
  () => {
    let t: TestApp;
    let dataDir: string;
    const log = { info: () => {}, warn: () => {} };
    const pushes: Push[] = [];
    beforeAll(async () => {
      // A short grace: the stream that ends closes the room within seconds (stream_lost).
      t = await buildTestApp({ env: { STREAM_RECONNECT_GRACE: '1' } });
      await t.app.ready();
      await (t.app.media as EmbeddedMediaServer).listen(0, '127.0.0.1');
      dataDir = await mkdtemp(join(tmpdir(), 'placar-demo-'));
      const fixture = await createScheduleFixture(t.database?.db as Database);
      await fixture.match('bra.1', {
        home: 'Bahia',
        away: 'Vitória',
        kickoff: TEST_NOW,
        status: 2,
        homeScore: 0,
        awayScore: 0,
      });
    });
    afterAll(async () => {
      await Promise.all(pushes.map((push) => push.stop()));
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('reopens the room when a stream comes after the last one closed it', async () => {
      const demo = await startDemoRoom(t.app.live, { dataDir, log });
      const liveState = async () =>
        (await call(t.app, 'POST', '/live/roomInformation', null, { roomId: demo.roomId })).body.data
          .liveState as string;
      // demo:stream reads the publish URL the server wrote; the embedded server listens on a free port here.
      const written = new URL((await readFile(join(dataDir, DEMO_STREAM_FILE), 'utf8')).trim());
      const url = `rtmp://127.0.0.1:${t.app.media.rtmpPort}${written.pathname}${written.search}`;
      const first = pushTestStream(url, { seconds: 60 });
      pushes.push(first);
      await waitFor(async () => (await liveState()) === 'live');
      await first.stop();
      await waitFor(async () => (await liveState()) === 'offline');
      const again = pushTestStream(url, { seconds: 60 });
      pushes.push(again);
      await waitFor(async () => (await liveState()) === 'live');
      demo.stop();
    });
  },
);
