// Issue 12: a match room opens 60 minutes before kickoff (with the time to wait) and closes 60
// minutes after full time; its history stays readable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp, TEST_NOW } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { historyOf, sendTo, textsOf } from '../../../test/chat-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { ManualClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';

const FEED = 'chat-window-feed-token-0123456789';
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('chat: when a match room is open', () => {
  let t: TestApp;
  let db: Database;
  let clock: ManualClock;
  let fixture: Awaited<ReturnType<typeof createScheduleFixture>>;
  const start = new Date(TEST_NOW).getTime();
  const user = () => createUserWithSession(db, { clock });

  beforeAll(async () => {
    t = await buildTestApp({ env: { FEED_TOKENS: FEED } });
    db = t.database?.db as Database;
    clock = t.clock as ManualClock;
    fixture = await createScheduleFixture(db);
  });
  afterAll(() => t.close());

  it('before it opens: readable, the opening time given, sending refused with the wait; then open', async () => {
    const kickoff = start + 90 * MINUTE;
    const room = {
      kind: 'match' as const,
      id: await fixture.match('bra.1', { home: 'Early', away: 'Birds', kickoff: iso(kickoff) }),
    };
    const fan = await user();
    const read = await historyOf(t.app, null, room);
    expect(read.body.data.state).toMatchObject({
      phase: 'upcoming',
      opensAt: iso(kickoff - 60 * MINUTE),
      closesAt: null,
    });
    expect((await sendTo(t.app, fan.accessToken, room, 'cedo')).body).toMatchObject({
      code: Code.forbidden,
      msg: 'This chat opens 60 minutes before kickoff, in 30 min',
    });
    clock.advance(29 * MINUTE + 30_000);
    // Access tokens live 15 minutes: sign in again after the wait.
    const later = await user();
    expect((await sendTo(t.app, later.accessToken, room, 'cedo')).body.msg).toBe(
      'This chat opens 60 minutes before kickoff, in 30 s',
    );
    clock.advance(30_000);
    expect((await sendTo(t.app, later.accessToken, room, 'abriu')).body.code).toBe(200);
  });

  it('closes 60 minutes after the full time it saw; its history stays readable', async () => {
    const room = {
      kind: 'match' as const,
      id: await fixture.match('bra.1', {
        home: 'Late',
        away: 'Owls',
        kickoff: iso(clock.now() - 100 * MINUTE),
        status: 4,
        homeScore: 1,
        awayScore: 0,
      }),
    };
    const fan = await user();
    expect((await sendTo(t.app, fan.accessToken, room, 'acaba logo')).body.code).toBe(200);
    const fullTime = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/mqttMessageSend',
      headers: { authorization: `Feed ${FEED}` },
      payload: { matchId: room.id, status: 8 },
    });
    expect(fullTime.json().code).toBe(200);
    const closesAt = clock.now() + 60 * MINUTE;
    expect((await historyOf(t.app, null, room)).body.data.state).toMatchObject({
      phase: 'open',
      closesAt: iso(closesAt),
    });
    clock.advance(59 * MINUTE);
    const late = await user();
    expect((await sendTo(t.app, late.accessToken, room, 'que jogo')).body.code).toBe(200);
    // A correction after full time does not move the closing time.
    await t.app.inject({
      method: 'POST',
      url: '/api/schedule/mqttMessageSend',
      headers: { authorization: `Feed ${FEED}` },
      payload: { matchId: room.id, status: 8, home: { score: 2 } },
    });
    clock.advance(MINUTE);
    expect((await sendTo(t.app, late.accessToken, room, 'tarde')).body).toMatchObject({
      code: Code.forbidden,
      msg: 'This chat has closed: its history stays readable',
    });
    const read = await historyOf(t.app, null, room);
    expect(read.body.data.state).toMatchObject({ phase: 'closed', closesAt: iso(closesAt) });
    expect(textsOf(read.body)).toEqual(['acaba logo', 'que jogo']);
  });
});
