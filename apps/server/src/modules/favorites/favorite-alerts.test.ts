import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { Database } from '../../db/client.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';
import type { ScheduleFixture } from '../../../test/schedule-fixtures.ts';

const FEED_TOKEN = 'alerts-feed-token-0123456789';

describe('favorite match messages', () => {
  let t: TestApp;
  let db: Database;
  let f: ScheduleFixture;
  let derby = 0;
  let nbaGame = 0;
  const fans: Record<string, UserWithSession> = {};

  beforeAll(async () => {
    t = await buildTestApp({ env: { FEED_TOKENS: FEED_TOKEN } });
    db = t.database?.db as Database;
    f = await createScheduleFixture(db);
    const kickoff = new Date(t.clock.now() + 60_000).toISOString();
    derby = await f.match('bra.1', { home: 'Santos', away: 'Gremio', kickoff });
    nbaGame = await f.match('nba', { home: 'Celtics', away: 'Knicks', kickoff });
    for (const name of ['byMatch', 'byTeam', 'byCompetition', 'quiet', 'nobody'])
      fans[name] = await createUserWithSession(db);
  });
  afterAll(async () => {
    await t.close();
  });

  const love = (fan: UserWithSession, input: object) => call(t.app, 'POST', '/schedule/love', fan.accessToken, input);
  const feed = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/schedule/mqttMessageSend',
      headers: { authorization: `Feed ${FEED_TOKEN}` },
      payload,
    });
  const messages = async (fan: UserWithSession) =>
    (await call(t.app, 'GET', '/user/message', fan.accessToken)).body.data as {
      list: { id: number; kind: string; title: string; link: string; read: boolean }[];
      unread: number;
    };

  it('keeps switches per favorite, and lists them in loveSettingList', async () => {
    const byMatch = fans.byMatch!;
    expect((await love(byMatch, { kind: 'match', id: derby })).body.data).toEqual({
      kind: 'match',
      id: derby,
      loved: true,
      notifyStart: true,
      notifyGoals: false,
    });
    const santos = await f.team('football', 'Santos');
    const team = await love(fans.byTeam!, { kind: 'team', id: santos, notifyGoals: true });
    expect(team.body.data).toEqual({ kind: 'team', id: santos, loved: true, notifyStart: true, notifyGoals: true });
    await love(fans.byTeam!, { kind: 'competition', id: f.competitionId.nba, notifyGoals: true });
    await love(fans.byCompetition!, { kind: 'competition', id: f.competitionId['bra.1'], loved: true });
    // Switches on a favorite change it, and it stays a favorite.
    expect(
      (await love(fans.byCompetition!, { kind: 'competition', id: f.competitionId['bra.1'], notifyStart: false })).body
        .data,
    ).toMatchObject({ loved: true, notifyStart: false });
    await love(fans.quiet!, { kind: 'match', id: derby });
    await call(t.app, 'POST', '/user/updateSetting', fans.quiet!.accessToken, { notifyMatchStart: false });
    const settings = (await call(t.app, 'GET', '/schedule/loveSettingList', fans.byTeam!.accessToken)).body.data;
    expect(settings.alerts).toEqual([
      { kind: 'team', id: santos, notifyStart: true, notifyGoals: true },
      { kind: 'competition', id: f.competitionId.nba, notifyStart: true, notifyGoals: true },
    ]);
  });

  it('tells each fan once when the match starts, in their language, with a link to the match', async () => {
    await call(t.app, 'POST', '/user/updateSetting', fans.byTeam!.accessToken, { language: 'br' });
    expect((await feed({ matchId: derby, status: 2, clock: { seconds: 0, running: true } })).json().code).toBe(200);
    // The feed repeats itself: nothing more is sent.
    await feed({ matchId: derby, status: 2, clock: { seconds: 60, running: true } });
    const byMatch = await messages(fans.byMatch!);
    expect(byMatch.list).toEqual([
      expect.objectContaining({
        kind: 'favoriteStart',
        title: 'Santos vs Gremio has started',
        link: `/live/santos-vs-gremio/${derby}`,
        read: false,
      }),
    ]);
    expect((await messages(fans.byTeam!)).list.map((message) => message.title)).toEqual(['Santos x Gremio começou']);
    // One switch off, and the profile's "when a favorite match starts" off: no message.
    expect((await messages(fans.byCompetition!)).list).toEqual([]);
    expect((await messages(fans.quiet!)).list).toEqual([]);
    expect((await messages(fans.nobody!)).list).toEqual([]);
  });

  it('tells each football goal to fans who asked for goals, once per score', async () => {
    await feed({ matchId: derby, home: { score: 1 } });
    await feed({ matchId: derby, home: { score: 1 }, clock: { seconds: 900, running: true } });
    await feed({ matchId: derby, away: { score: 1 } });
    expect((await messages(fans.byTeam!)).list.map((message) => [message.kind, message.title])).toEqual([
      ['favoriteGoal', 'Gol! Santos 1-1 Gremio'],
      ['favoriteGoal', 'Gol! Santos 1-0 Gremio'],
      ['favoriteStart', 'Santos x Gremio começou'],
    ]);
    expect((await messages(fans.byMatch!)).list).toHaveLength(1);
  });

  it('tells a basketball start but not every basket', async () => {
    await feed({ matchId: nbaGame, status: 2, home: { score: 2 } });
    await feed({ matchId: nbaGame, home: { score: 5 } });
    const titles = (await messages(fans.byTeam!)).list.map((message) => message.title);
    expect(titles[0]).toBe('Celtics x Knicks começou');
    expect(titles.filter((title) => title.includes('Celtics'))).toHaveLength(1);
  });

  it('marks messages read: some by id, then all; never another user’s', async () => {
    const before = await messages(fans.byTeam!);
    expect(before.unread).toBe(4);
    const first = before.list[0]!.id;
    const other = (await messages(fans.byMatch!)).list[0]!.id;
    const some = await call(t.app, 'POST', '/user/messageReadAll', fans.byTeam!.accessToken, { ids: [first, other] });
    expect(some.body.data).toEqual({ read: 1, unread: 3 });
    expect((await messages(fans.byMatch!)).unread).toBe(1);
    const all = await call(t.app, 'POST', '/user/messageReadAll', fans.byTeam!.accessToken, {});
    expect(all.body.data).toEqual({ read: 3, unread: 0 });
    expect((await messages(fans.byTeam!)).list.every((message) => message.read)).toBe(true);
    expect((await call(t.app, 'POST', '/user/messageReadAll', null, {})).body.code).toBe(Code.mustLogInAgain);
    expect(
      (
        await call(t.app, 'POST', '/user/messageReadAll', fans.byTeam!.accessToken, {
          ids: Array.from({ length: 101 }, (_, index) => index + 1),
        })
      ).body.code,
    ).toBe(Code.invalidInput);
  });
});
