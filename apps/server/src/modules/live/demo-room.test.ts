import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/live-fixtures.ts';
import type { Database } from '../../db/client.ts';
import { createScheduleFixture } from '../schedule/test-fixtures.ts';
import { DEMO_STREAM_FILE, startDemoRoom } from './demo-room.ts';

describe('the demo room of npm start', () => {
  let t: TestApp;
  let dataDir: string;
  let matchId = 0;
  const log = { info: () => {}, warn: () => {} };
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
    dataDir = await mkdtemp(join(tmpdir(), 'placar-demo-'));
    const fixture = await createScheduleFixture(t.database?.db as Database);
    matchId = await fixture.match('nba', { home: 'Lakers', away: 'Celtics', kickoff: TEST_NOW, status: 2, homeScore: 10, awayScore: 8 });
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
      expect.objectContaining({ id: demo.roomId, title: 'Demo: Lakers x Celtics', sport: 'basketball', liveState: 'waiting', host: expect.objectContaining({ name: 'Placar Demo' }), match: expect.objectContaining({ id: matchId }) }),
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
    expect(t.app.media.keys.check(demo.roomId, url.searchParams.get('key') ?? '')).toBe('wrong_key');
    expect((await call(t.app, 'GET', '/live/list', null)).body.data.total).toBe(1);
    // Nobody can sign in as the demo host.
    const login = await call(t.app, 'POST', '/user/login', null, { account: 'placardemohost', password: 'anything1' });
    expect(login.body.code).not.toBe(200);
  });
});
