import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp, TEST_NOW } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { call, makeHost } from '../../../test/live-fixtures.ts';
import type { Host } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { Database } from '../../db/client.ts';
import { liveRooms } from '../../db/schema.ts';
import { hashStreamKey } from '../../media/publish-keys.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.parse(TEST_NOW) + offsetMs).toISOString();

async function uploadCover(t: TestApp, token: string): Promise<string> {
  const boundary = '----placar-cover';
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 20, g: 120, b: 40 } } })
    .png()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/uploadFile?purpose=cover',
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return response.json().data.url as string;
}

describe('a host sets up the room', () => {
  let t: TestApp;
  let db: Database;
  let uploadDir: string;
  let admin: UserWithSession;
  let host: Host;
  const id = { live: 0, soon: 0, nextWeek: 0, finished: 0, basket: 0 };
  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'placar-covers-'));
    t = await buildTestApp({ env: { UPLOAD_DIR: uploadDir } });
    db = t.database?.db as Database;
    const fixture = await createScheduleFixture(db);
    id.live = await fixture.match('bra.1', {
      home: 'Santos',
      away: 'Gremio',
      kickoff: at(-HOUR),
      status: 4,
      homeScore: 2,
      awayScore: 1,
    });
    id.soon = await fixture.match('eng.1', { home: 'Arsenal', away: 'Chelsea', kickoff: at(3 * HOUR) });
    id.nextWeek = await fixture.match('eng.1', { home: 'Chelsea', away: 'Arsenal', kickoff: at(9 * 24 * HOUR) });
    id.finished = await fixture.match('esp.1', {
      home: 'Sevilla',
      away: 'Betis',
      kickoff: at(-30 * HOUR),
      status: 8,
      homeScore: 0,
      awayScore: 0,
    });
    id.basket = await fixture.match('nba', {
      home: 'Lakers',
      away: 'Celtics',
      kickoff: at(-HOUR / 2),
      status: 4,
      homeScore: 50,
      awayScore: 48,
    });
    admin = await createUserWithSession(db, { role: 'admin' });
    host = await makeHost(t.app, db, admin, { streamName: 'Resenha FC' });
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('offers the settings options in the caller language', async () => {
    const br = await call(t.app, 'GET', '/live/selectionItem', host.accessToken, undefined, { language: 'br' });
    expect(br.body.data).toEqual({
      sports: [
        { value: 'football', label: 'Futebol' },
        { value: 'basketball', label: 'Basquete' },
      ],
      languages: [
        { value: 'pt', label: 'Português' },
        { value: 'en', label: 'Inglês' },
        { value: 'es', label: 'Espanhol' },
      ],
      limits: { title: { min: 2, max: 60 }, notice: { max: 500 } },
    });
  });

  it('changes title, cover, sport, language, notice and bound match; viewers see them', async () => {
    const cover = await uploadCover(t, host.accessToken);
    const changed = await call(t.app, 'POST', '/live/setting', host.accessToken, {
      title: '  Santos x Grêmio ao vivo ',
      cover,
      sport: 'football',
      language: 'pt',
      matchId: id.live,
    });
    expect(changed.body.data.room).toMatchObject({
      title: 'Santos x Grêmio ao vivo',
      cover,
      language: 'pt',
      match: { id: id.live, home: { score: 2 } },
    });
    await call(t.app, 'POST', '/live/settingMsg', host.accessToken, { notice: 'Regras do chat:\nrespeito sempre.' });
    const seen = (await call(t.app, 'POST', '/live/roomInformation', null, { roomId: host.roomId })).body.data;
    expect(seen).toMatchObject({
      title: 'Santos x Grêmio ao vivo',
      cover,
      notice: 'Regras do chat:\nrespeito sempre.',
      match: { id: id.live },
      host: { name: 'Resenha FC' },
    });
    const unbound = await call(t.app, 'POST', '/live/setting', host.accessToken, { matchId: null, cover: null });
    expect(unbound.body.data.room).toMatchObject({ match: null, cover: null, title: 'Santos x Grêmio ao vivo' });
  });

  it('binds only live or upcoming matches, and only covers the host uploaded', async () => {
    expect((await call(t.app, 'POST', '/live/setting', host.accessToken, { matchId: id.soon })).body.code).toBe(200);
    const finished = await call(t.app, 'POST', '/live/setting', host.accessToken, { matchId: id.finished });
    expect(finished.body).toMatchObject({ code: Code.invalidInput, msg: 'matchId: must be a live or upcoming match' });
    const other = await createUserWithSession(db);
    const theirs = await uploadCover(t, other.accessToken);
    const stolen = await call(t.app, 'POST', '/live/setting', host.accessToken, { cover: theirs });
    expect(stolen.body).toMatchObject({ code: Code.invalidInput, msg: 'cover: must be a cover image you uploaded' });
  });

  it('finds live matches and the next 7 days of upcoming ones, by keyword, flat or grouped', async () => {
    const live = (await call(t.app, 'POST', '/live/liveMatchSearch', host.accessToken, {})).body.data;
    expect(live.list.map((match: { id: number }) => match.id).sort()).toEqual([id.live, id.basket].sort());
    const santos = (await call(t.app, 'POST', '/live/liveMatchSearch', host.accessToken, { keyword: 'grêm' })).body
      .data;
    expect(santos).toMatchObject({ total: 0 });
    const byTeam = (await call(t.app, 'POST', '/live/liveMatchSearch', host.accessToken, { keyword: 'GREM' })).body
      .data;
    expect(byTeam.list.map((match: { id: number }) => match.id)).toEqual([id.live]);
    const byCompetition = (
      await call(t.app, 'POST', '/live/liveMatchSearch', host.accessToken, { keyword: 'brasileirão' })
    ).body.data;
    expect(byCompetition.list.map((match: { id: number }) => match.id)).toEqual([id.live]);
    const wildcard = (await call(t.app, 'POST', '/live/liveMatchSearch', host.accessToken, { keyword: '%' })).body.data;
    expect(wildcard.total).toBe(0);
    const upcoming = (await call(t.app, 'POST', '/live/previewMatchSearch', host.accessToken, {})).body.data;
    expect(upcoming.list.map((match: { id: number }) => match.id)).toEqual([id.soon]);
    const grouped = (await call(t.app, 'POST', '/live/liveMatchSearchSort', host.accessToken, {})).body.data;
    expect(grouped.groups.map((group: { competition: { code: string } }) => group.competition.code)).toEqual([
      'bra.1',
      'nba',
    ]);
    const basketball = (
      await call(t.app, 'POST', '/live/liveMatchSearchSort', host.accessToken, { sport: 'basketball' })
    ).body.data;
    expect(basketball).toMatchObject({
      total: 1,
      groups: [{ competition: { code: 'nba' }, matches: [{ id: id.basket }] }],
    });
    expect(
      (await call(t.app, 'POST', '/live/previewMatchSearchSort', host.accessToken, { page: 2, limit: 1 })).body.data,
    ).toMatchObject({ total: 1, groups: [] });
  });

  it('shows the stream key once, stores only its hash, and rotates it on reset', async () => {
    const first = (
      await call(t.app, 'POST', '/live/getSteamKey', host.accessToken, {}, { host: 'placar.example:3000' })
    ).body.data;
    expect(first).toMatchObject({
      rtmpUrl: 'rtmp://placar.example:1935/live',
      streamName: String(host.roomId),
      hasKey: true,
      createdAt: expect.any(String),
    });
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.obsStreamKey).toBe(`${host.roomId}?key=${first.key}`);
    expect(first.publishUrl).toBe(`rtmp://placar.example:1935/live/${host.roomId}?key=${first.key}`);
    const [row] = await db.select().from(liveRooms).where(eq(liveRooms.id, host.roomId));
    expect(row?.streamKeyHash).toBe(hashStreamKey(first.key));
    expect(JSON.stringify(row)).not.toContain(first.key);
    const again = (await call(t.app, 'POST', '/live/getSteamKey', host.accessToken, {})).body.data;
    expect(again).toMatchObject({
      key: null,
      obsStreamKey: null,
      publishUrl: null,
      hasKey: true,
      createdAt: first.createdAt,
    });
    expect(t.app.media.keys.check(host.roomId, first.key)).toBeNull();
    const reset = (await call(t.app, 'POST', '/live/getSteamKey', host.accessToken, { reset: true })).body.data;
    expect(reset.key).not.toBe(first.key);
    expect(t.app.media.keys.check(host.roomId, first.key)).toBe('old_key');
    expect(t.app.media.keys.check(host.roomId, reset.key)).toBeNull();
    // Playback URLs name the room, never the key.
    const room = (await call(t.app, 'GET', '/live/settingContent', host.accessToken)).body.data.room;
    expect(room.playback.flv).toMatch(new RegExp(`^/media/flv/${host.roomId}\\.flv\\?preview=`));
    expect(JSON.stringify(room)).not.toContain(reset.key);
    expect(room.hasKey).toBe(true);
  });

  it('refuses bidi overrides, isolates and other invisible format characters in the title, notice and host name (issue 36)', async () => {
    const disguised = [
      'Highlights\u202E4pm.exe',
      'Gol \u2066do\u2069 Bahia',
      'a\u200Bb invisible',
      'tag\u{E0041}\u{E0042} hidden',
      'soft\u00ADhyphen',
      'mark\u200Fhere',
    ];
    for (const title of disguised) {
      const answer = await call(t.app, 'POST', '/live/setting', host.accessToken, { title });
      expect([title, answer.body.code, answer.body.msg]).toEqual([
        title,
        Code.invalidInput,
        'title: must not contain invisible formatting or text-direction characters',
      ]);
      const notice = await call(t.app, 'POST', '/live/settingMsg', host.accessToken, { notice: `Hoje:\n${title}` });
      expect([title, notice.body.code]).toEqual([title, Code.invalidInput]);
    }
    const applicant = await createUserWithSession(db);
    const applied = await call(t.app, 'POST', '/user/confirmAnchor', applicant.accessToken, {
      streamName: 'Canal\u202Eetoh',
      intro: 'Live commentary of every match, in Portuguese.',
      sports: ['football'],
    });
    expect(applied.body).toMatchObject({
      code: Code.invalidInput,
      msg: 'streamName: must not contain invisible formatting or text-direction characters',
    });
    // Emoji sequences with joiners and a flag with its tags still go through.
    for (const title of ['Família 👨‍👩‍👧 no estádio', 'England 🏴󠁧󠁢󠁥󠁮󠁧󠁿 live', 'می‌خواهم گل'])
      expect([title, (await call(t.app, 'POST', '/live/setting', host.accessToken, { title })).body.code]).toEqual([
        title,
        200,
      ]);
  });

  it('refuses a room another host owns: each host only changes their own', async () => {
    const other = await makeHost(t.app, db, admin, { streamName: 'Outro Canal' });
    await call(t.app, 'POST', '/live/setting', other.accessToken, { title: 'O canal do outro' });
    expect(
      (await call(t.app, 'POST', '/live/roomInformation', null, { roomId: host.roomId })).body.data.title,
    ).not.toBe('O canal do outro');
    expect((await call(t.app, 'POST', '/live/roomInformation', null, { roomId: other.roomId })).body.data.title).toBe(
      'O canal do outro',
    );
  });
});
