import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp, TEST_NOW } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { call, makeHost } from '../../../test/live-fixtures.ts';
import type { Host } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { ManualClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';

const MINUTE = 60_000;

describe('going live, followers and records', () => {
  let t: TestApp;
  let db: Database;
  let clock: ManualClock;
  let admin: UserWithSession;
  let host: Host;
  let rival: Host;
  let matchId = 0;
  const ids = (list: { id: number }[]) => list.map((room) => room.id);
  const enter = async (roomId: number) =>
    (await call(t.app, 'POST', '/live/enterRoom', null, { roomId })).body.data as {
      presenceId: string;
      viewers: number;
    };
  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database?.db as Database;
    clock = t.clock as ManualClock;
    const fixture = await createScheduleFixture(db);
    matchId = await fixture.match('bra.1', {
      home: 'Santos',
      away: 'Gremio',
      kickoff: TEST_NOW,
      status: 2,
      homeScore: 0,
      awayScore: 0,
    });
    admin = await createUserWithSession(db, { role: 'admin' });
    host = await makeHost(t.app, db, admin, { streamName: 'Resenha FC' });
    rival = await makeHost(t.app, db, admin, { streamName: 'Canal Rival', sports: ['basketball'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('follows and unfollows a host, idempotently', async () => {
    const fan = await createUserWithSession(db);
    const first = await call(t.app, 'POST', '/user/subscribeUser', fan.accessToken, { hostId: host.user.id });
    expect(first.body.data).toEqual({ hostId: host.user.id, following: true, followers: 1 });
    expect(
      (await call(t.app, 'POST', '/user/subscribeUser', fan.accessToken, { hostId: host.user.id })).body.data.followers,
    ).toBe(1);
    expect(
      (await call(t.app, 'POST', '/user/closeSubscribeUser', fan.accessToken, { hostId: host.user.id })).body.data,
    ).toEqual({ hostId: host.user.id, following: false, followers: 0 });
    expect(
      (await call(t.app, 'POST', '/user/closeSubscribeUser', fan.accessToken, { hostId: host.user.id })).body.data
        .followers,
    ).toBe(0);
    const self = await call(t.app, 'POST', '/user/subscribeUser', host.accessToken, { hostId: host.user.id });
    expect(self.body).toMatchObject({ code: Code.invalidInput, msg: 'hostId: you cannot follow yourself' });
  });

  it('opens the room: listed, followers told (unless they turned it off), once', async () => {
    const fan = await createUserWithSession(db);
    const quiet = await createUserWithSession(db);
    const brazilian = await createUserWithSession(db);
    await call(t.app, 'POST', '/user/updateSetting', quiet.accessToken, { notifyHostLive: false });
    await call(t.app, 'POST', '/user/updateSetting', brazilian.accessToken, { language: 'br' });
    for (const follower of [fan, quiet, brazilian])
      await call(t.app, 'POST', '/user/subscribeUser', follower.accessToken, { hostId: host.user.id });
    await call(t.app, 'POST', '/live/setting', host.accessToken, { title: 'Santos x Grêmio', matchId });
    expect((await call(t.app, 'GET', '/live/list', null)).body.data.list).toEqual([]);

    const opened = await call(t.app, 'POST', '/live/open', host.accessToken, {});
    expect(opened.body.data).toMatchObject({
      recordId: expect.any(Number),
      room: { open: true, liveState: 'waiting', startedAt: TEST_NOW.replace('Z', '.000Z') },
    });
    const again = await call(t.app, 'POST', '/live/open', host.accessToken, {});
    expect(again.body).toMatchObject({ code: Code.conflict, msg: 'Your room is already open' });

    const message = (user: UserWithSession) =>
      call(t.app, 'GET', '/user/message', user.accessToken).then((answer) => answer.body.data.list);
    expect(await message(fan)).toEqual([
      expect.objectContaining({
        kind: 'hostLive',
        title: 'Resenha FC is live',
        body: 'Santos x Grêmio',
        link: `/host/liveUserRoom/${host.roomId}`,
      }),
    ]);
    expect(await message(brazilian)).toEqual([expect.objectContaining({ title: 'Resenha FC está ao vivo' })]);
    expect(await message(quiet)).toEqual([]);

    const listed = (await call(t.app, 'GET', '/live/list', null)).body.data;
    expect(listed).toMatchObject({
      total: 1,
      list: [
        { id: host.roomId, liveState: 'waiting', host: { name: 'Resenha FC', followers: 3 }, match: { id: matchId } },
      ],
    });
    expect(
      ids((await call(t.app, 'GET', '/live/innerList', null, { matchId: String(matchId) })).body.data.list),
    ).toEqual([host.roomId]);
    expect(ids((await call(t.app, 'GET', '/live/list', null, { sport: 'basketball' })).body.data.list)).toEqual([]);
    // Open, waiting for its stream: not on air (the site's On air button counts rooms streaming only).
    expect((await call(t.app, 'GET', '/live/list', null, { liveState: 'live' })).body.data).toMatchObject({
      total: 0,
      list: [],
    });
    expect(ids((await call(t.app, 'GET', '/live/list', null, { liveState: 'waiting' })).body.data.list)).toEqual([
      host.roomId,
    ]);
    const info = (await call(t.app, 'POST', '/live/roomInformation', fan.accessToken, { roomId: host.roomId })).body
      .data;
    expect(info).toMatchObject({
      following: true,
      playback: { flv: `/media/flv/${host.roomId}.flv`, hls: `/media/hls/${host.roomId}/index.m3u8` },
      topic: `placar/room/${host.roomId}`,
      presence: { heartbeatSeconds: 5, expireSeconds: 15 },
    });
    const mine = (await call(t.app, 'GET', '/user/mySubscribe', fan.accessToken)).body.data;
    expect(mine).toMatchObject({
      total: 1,
      list: [{ host: { id: host.user.id, name: 'Resenha FC' }, room: { id: host.roomId, liveState: 'waiting' } }],
    });
  });

  it('orders rooms by viewers, recommends, and shows more rooms beside one', async () => {
    await call(t.app, 'POST', '/live/open', rival.accessToken, {});
    for (let viewer = 0; viewer < 2; viewer += 1) await enter(rival.roomId);
    await enter(host.roomId);
    expect(ids((await call(t.app, 'GET', '/live/list', null)).body.data.list)).toEqual([rival.roomId, host.roomId]);
    const rooms = (await call(t.app, 'GET', '/live/list', null)).body.data.list;
    expect(rooms.map((room: { viewers: number }) => room.viewers)).toEqual([2, 1]);
    // The room of a live match comes first in the recommendations, whatever its viewers.
    expect(ids((await call(t.app, 'GET', '/live/recommendList', null)).body.data.list)).toEqual([
      host.roomId,
      rival.roomId,
    ]);
    expect(ids((await call(t.app, 'POST', '/live/moreLive', null, { roomId: rival.roomId })).body.data.list)).toEqual([
      host.roomId,
    ]);
    const v2 = (await call(t.app, 'POST', '/live/roomInformationV2', null, { hostId: rival.user.id })).body.data;
    expect(v2).toMatchObject({ id: rival.roomId, viewers: 2, following: false });
    expect(ids(v2.more)).toEqual([host.roomId]);
  });

  it('closes the room: a record with duration, peak and average viewers, and the bound match', async () => {
    const watching = [await enter(host.roomId), await enter(host.roomId), await enter(host.roomId)];
    // Counts reach the record through the coalesced room updates: flush them at known instants.
    await t.app.live.roomEvents.publishNow(host.roomId);
    // Three viewers watch for 10 minutes (a heartbeat every 10 s), then leave; nobody for the next 10.
    for (let beat = 0; beat < 60; beat += 1) {
      clock.advance(10_000);
      for (const viewer of watching)
        await call(t.app, 'POST', '/live/enterRoom', null, { roomId: host.roomId, presenceId: viewer.presenceId });
    }
    for (const viewer of watching)
      await call(t.app, 'POST', '/live/exitRoom', null, { roomId: host.roomId, presenceId: viewer.presenceId });
    expect(await t.app.live.presence.count(host.roomId, clock.now())).toBe(0);
    await t.app.live.roomEvents.publishNow(host.roomId);
    clock.advance(10 * MINUTE);
    // Access tokens live 15 minutes: the host's client refreshes.
    // The refresh token travels in its HttpOnly cookie (docs/SECURITY.md).
    const refresh = async (refreshToken: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/refreshToken',
          payload: {},
          headers: { cookie: `refreshToken=${refreshToken}` },
        })
      ).json().data.accessToken as string;
    host.accessToken = await refresh(host.refreshToken);
    rival.accessToken = await refresh(rival.refreshToken);
    const closed = await call(t.app, 'POST', '/live/close', host.accessToken, {});
    expect(closed.body.data.record).toMatchObject({
      roomId: host.roomId,
      title: 'Santos x Grêmio',
      durationSeconds: 20 * 60,
      // The viewer of the test before, and these three.
      peakViewers: 4,
      endReason: 'host',
      endedAt: expect.any(String),
      match: { id: matchId, home: { score: 0 } },
    });
    // Three viewers for the first 10 minutes, none for the next 10, and the viewer of the test before,
    // silent, for the 15 s it counts: 30 viewer-minutes and 15 viewer-seconds over 20 minutes.
    expect(closed.body.data.record.averageViewers).toBe(1.51);
    expect((await call(t.app, 'POST', '/live/close', host.accessToken, {})).body).toMatchObject({
      code: Code.conflict,
      msg: 'Your room is not open',
    });
    expect(ids((await call(t.app, 'GET', '/live/list', null)).body.data.list)).toEqual([rival.roomId]);
    const info = (await call(t.app, 'POST', '/live/roomInformation', null, { roomId: host.roomId })).body.data;
    expect(info).toMatchObject({
      liveState: 'offline',
      viewers: 0,
      startedAt: null,
      playback: { flv: null, hls: null },
    });
    const records = (await call(t.app, 'POST', '/live/steamRecord', host.accessToken, {})).body.data;
    expect(records).toMatchObject({ total: 1, totals: { streams: 1, seconds: 1200, peakViewers: 4 } });
  });

  it('searches records by keyword and day, and counts followers day by day', async () => {
    const search = async (input: object) =>
      (await call(t.app, 'POST', '/live/liveRecordSearch', host.accessToken, input)).body.data.total;
    expect(await search({ keyword: 'grêmio' })).toBe(1);
    expect(await search({ keyword: 'santos' })).toBe(1);
    expect(await search({ keyword: 'brasileirão' })).toBe(1);
    expect(await search({ keyword: 'lakers' })).toBe(0);
    expect(await search({ from: '2026-11-22', to: '2026-11-22' })).toBe(1);
    expect(await search({ from: '2026-11-23' })).toBe(0);
    // In Sao Paulo the live started on the 22nd at 20:50.
    const inSaoPaulo = await call(
      t.app,
      'POST',
      '/live/liveRecordSearch',
      host.accessToken,
      { from: '2026-11-23' },
      { tz: 'America/Sao_Paulo' },
    );
    expect(inSaoPaulo.body.data.total).toBe(0);
    // Another host never sees these records.
    expect(
      (await call(t.app, 'POST', '/live/steamRecord', rival.accessToken, {})).body.data.list.every(
        (record: { roomId: number }) => record.roomId === rival.roomId,
      ),
    ).toBe(true);

    const series = (await call(t.app, 'POST', '/live/subscriptionRecord', host.accessToken, { days: 3 }, { tz: 'UTC' }))
      .body.data;
    expect(series.followers).toBe(3);
    expect(series.series).toHaveLength(3);
    // The clock is now 00:10 on the 23rd: everyone followed on the 22nd (one fan followed and left).
    expect(series.series).toEqual([
      { date: '2026-11-21', followers: 0, gained: 0, lost: 0 },
      { date: '2026-11-22', followers: 3, gained: 4, lost: 1 },
      { date: '2026-11-23', followers: 3, gained: 0, lost: 0 },
    ]);
  });
});
