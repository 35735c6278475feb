import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { call, makeHost } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { Database } from '../../db/client.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';
import type { ScheduleFixture } from '../../../test/schedule-fixtures.ts';

const FEED_TOKEN = 'settings-feed-token-0123456789';
const TABS = ['all', 'hot', 'football', 'basketball', 'finish', 'inplay', 'upcoming'] as const;
const tab = (key: string, visible = true, label = { en: '', br: '' }) => ({ key, visible, label });

const ADMIN_CALLS: [string, object][] = [
  ['/admin/getTabList', {}],
  ['/admin/updateTabList', { tabs: TABS.map((key) => tab(key)) }],
  ['/admin/getTabDownList', { tab: 'football' }],
  ['/admin/updateTabDownList', { tab: 'football', items: [] }],
  ['/admin/getSettingCenterItem', {}],
  ['/admin/updateSettingCenterItem', { key: 'chatBlockedTerms', value: [] }],
  ['/admin/pointSeletionItem', { area: 'recommendedRooms', roomIds: [] }],
  ['/admin/countryOf', { address: '8.8.8.8' }],
  ['/admin/auditLog', {}],
  ['/admin/userList', {}],
  ['/admin/visitStats', { from: '2026-11-22', to: '2026-11-22' }],
];

describe('the setting centre and home tabs', () => {
  let t: TestApp;
  let db: Database;
  let f: ScheduleFixture;
  let admin: UserWithSession;
  let viewer: UserWithSession;
  let anchor: UserWithSession;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp({ env: { FEED_TOKENS: FEED_TOKEN, ANALYTICS_ID: 'G-FROMENV01' } });
    db = t.database?.db as Database;
    f = await createScheduleFixture(db);
    admin = await createUserWithSession(db, { role: 'admin' });
    viewer = await createUserWithSession(db);
    anchor = await createUserWithSession(db, { role: 'anchor' });
    const now = t.clock.now();
    id.live = await f.match('bra.1', {
      home: 'Santos',
      away: 'Gremio',
      kickoff: new Date(now - 30 * 60_000).toISOString(),
      status: 2,
      homeScore: 0,
      awayScore: 0,
    });
    id.next = await f.match('eng.1', {
      home: 'Arsenal',
      away: 'Chelsea',
      kickoff: new Date(now + 3_600_000).toISOString(),
    });
    id.later = await f.match('esp.1', {
      home: 'Madrid',
      away: 'Sevilla',
      kickoff: new Date(now + 7_200_000).toISOString(),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, token: string | null, input: object = {}, headers: Record<string, string> = {}) =>
    call(t.app, 'POST', path, token, input, headers);
  const site = async (language = 'en') =>
    (await call(t.app, 'GET', '/system/siteConfig', null, undefined, { language })).body.data;

  it('answers every admin call by role: visitors 4010001, viewers, hosts and feeds 4030001, admins 200', async () => {
    for (const [path, input] of ADMIN_CALLS) {
      expect([path, (await post(path, null, input)).body.code]).toEqual([path, Code.mustLogInAgain]);
      for (const user of [viewer, anchor]) {
        const answer = await post(path, user.accessToken, input);
        expect([path, answer.status, answer.body.code]).toEqual([path, 403, Code.forbidden]);
      }
      expect([path, (await post(path, `Feed ${FEED_TOKEN}`, input)).body.code]).toEqual([path, Code.forbidden]);
      expect([path, (await post(path, 'Bearer not.a.token', input)).body.code]).toEqual([path, Code.mustLogInAgain]);
      expect([path, (await post(path, admin.accessToken, input)).body.code]).toEqual([path, 200]);
    }
    // The public read is open to everyone.
    expect((await call(t.app, 'GET', '/system/siteConfig', null)).body.code).toBe(200);
  });

  it('hides, renames and reorders home tabs for every visitor at once, and records who did it', async () => {
    expect((await site()).tabs.map((entry: { key: string }) => entry.key)).toEqual([...TABS]);
    const tabs = [
      tab('inplay', true, { en: 'Live now', br: 'Ao vivo agora' }),
      ...TABS.filter((key) => key !== 'inplay').map((key) => tab(key, key !== 'basketball')),
    ];
    const saved = await post('/admin/updateTabList', admin.accessToken, { tabs });
    expect(saved.body.data.tabs[0]).toEqual({
      key: 'inplay',
      visible: true,
      label: { en: 'Live now', br: 'Ao vivo agora' },
      items: 0,
    });
    const en = await site('en');
    expect(en.tabs.map((entry: { key: string }) => entry.key)).toEqual([
      'inplay',
      'all',
      'hot',
      'football',
      'finish',
      'upcoming',
    ]);
    expect(en.tabs[0]).toEqual({ key: 'inplay', label: 'Live now', items: [] });
    expect(en.tabs[1].label).toBeNull();
    expect((await site('br')).tabs[0].label).toBe('Ao vivo agora');
    const audit = (await post('/admin/auditLog', admin.accessToken, { target: 'setting:homeTabs' })).body.data;
    expect(audit.list[0]).toMatchObject({
      actor: { id: admin.user.id, username: admin.user.username },
      action: 'updateTabList',
    });
    expect(audit.list[0].before.find((entry: { key: string }) => entry.key === 'basketball')).toMatchObject({
      visible: true,
    });
    expect(audit.list[0].after.find((entry: { key: string }) => entry.key === 'basketball')).toMatchObject({
      visible: false,
    });
  });

  it('refuses tab lists that drop a tab, repeat one or hide them all, and labels that are too long', async () => {
    const bad = [
      { tabs: TABS.slice(1).map((key) => tab(key)) },
      { tabs: [...TABS.slice(1), 'hot'].map((key) => tab(key)) },
      { tabs: TABS.map((key) => tab(key, false)) },
    ];
    for (const input of bad)
      expect((await post('/admin/updateTabList', admin.accessToken, input)).body).toMatchObject({
        code: Code.invalidInput,
        msg: 'tabs: must list each of the seven tabs once, at least one of them visible',
      });
    const long = await post(
      '/admin/updateTabList',
      admin.accessToken,
      { tabs: TABS.map((key, index) => tab(key, true, { en: index === 0 ? 'x'.repeat(25) : '', br: '' })) },
      { language: 'br' },
    );
    expect(long.body.msg).toBe('tabs.0.label.en: deve ter no máximo 24 caracteres');
    expect((await site()).tabs).toHaveLength(6);
  });

  it("keeps a tab's drop-down of competitions, in each language", async () => {
    const items = [
      { competitionId: f.competitionId['bra.1'], label: { en: '', br: 'Brasileirão' } },
      { competitionId: f.competitionId['eng.1'], visible: false },
    ];
    const saved = await post('/admin/updateTabDownList', admin.accessToken, { tab: 'football', items });
    expect(saved.body.data.items.map((item: { competition: { name: string } }) => item.competition.name)).toEqual([
      'Brazilian Serie A',
      'Premier League',
    ]);
    const football = (await site('br')).tabs.find((entry: { key: string }) => entry.key === 'football');
    expect(football.items).toEqual([{ competitionId: f.competitionId['bra.1'], label: 'Brasileirão', logo: null }]);
    expect((await site('en')).tabs.find((entry: { key: string }) => entry.key === 'football').items[0].label).toBe(
      'Brazilian Serie A',
    );
    expect(
      (await post('/admin/getTabList', admin.accessToken)).body.data.tabs.find(
        (entry: { key: string }) => entry.key === 'football',
      ).items,
    ).toBe(2);
    const missing = await post('/admin/updateTabDownList', admin.accessToken, {
      tab: 'football',
      items: [{ competitionId: 999_999 }],
    });
    expect(missing.body).toMatchObject({ code: Code.notFound, msg: 'Competition not found: 999999' });
    const twice = await post('/admin/updateTabDownList', admin.accessToken, {
      tab: 'football',
      items: [{ competitionId: 1 }, { competitionId: 1 }],
    });
    expect(twice.body.code).toBe(Code.invalidInput);
  });

  it('points the items of each recommendation area, and the public calls answer with them', async () => {
    const recommended = await post('/admin/pointSeletionItem', admin.accessToken, {
      area: 'recommendList',
      matchIds: [id.later, id.next],
    });
    expect(recommended.body.data.settings.recommendList).toEqual({ matchIds: [id.later, id.next] });
    const list = (await post('/schedule/recommendList', null, { limit: 3 })).body.data.list.map(
      (match: { id: number }) => match.id,
    );
    expect(list).toEqual([id.later, id.next, id.live]);

    await post('/admin/pointSeletionItem', admin.accessToken, {
      area: 'recommendationArea',
      competitionIds: [f.competitionId['esp.1']],
    });
    const areas = (await post('/schedule/recommendationArea', null, {})).body.data.areas;
    expect(areas.map((area: { competition: { code: string } }) => area.competition.code)).toEqual(['esp.1']);

    await post('/admin/pointSeletionItem', admin.accessToken, {
      area: 'hotGroups',
      competitionIds: [f.competitionId['eng.1'], f.competitionId.nba],
    });
    const groups = (await call(t.app, 'GET', '/group/list', null, { page: '5', usable: '1', limit: '8' })).body.data;
    expect(groups.list.map((group: { name: string }) => group.name)).toEqual(['Premier League', 'NBA']);

    const banners = [
      {
        title: { en: 'Derby day', br: 'Dia de clássico' },
        matchId: id.next,
        image: '/uploads/covers/0123456789abcdef0123456789abcdef.webp',
      },
      { title: { en: 'Our app', br: '' }, link: '/about/about', endsAt: new Date(t.clock.now() - 1000).toISOString() },
      {
        title: { en: 'Read the schedule', br: 'Veja a agenda' },
        link: '/schedule/today',
        startsAt: new Date(t.clock.now() - 1000).toISOString(),
      },
    ];
    const pointed = (await post('/admin/pointSeletionItem', admin.accessToken, { area: 'homePageRotator', banners }))
      .body.data.settings.homePageRotator;
    expect(pointed.map((banner: { id: string }) => banner.id)).toEqual([
      expect.stringMatching(/^banner-[0-9a-f]{8}$/),
      expect.any(String),
      expect.any(String),
    ]);
    const rotator = (await post('/schedule/homePageRotator', null, {}, { language: 'br' })).body.data.list;
    // The banner whose end has passed is not shown; a path without a language gets the caller's.
    expect(rotator.map((banner: { title: string; link: string }) => [banner.title, banner.link])).toEqual([
      ['Dia de clássico', `/br/schedule/${id.next}`],
      ['Veja a agenda', '/br/schedule/today'],
    ]);
    expect(rotator[0]).toMatchObject({
      image: '/uploads/covers/0123456789abcdef0123456789abcdef.webp',
      match: { id: id.next },
    });
    // The same ids are kept when an admin sends the list back edited.
    const again = (
      await post('/admin/pointSeletionItem', admin.accessToken, {
        area: 'homePageRotator',
        banners: pointed.slice(0, 1),
      })
    ).body.data.settings.homePageRotator;
    expect(again[0].id).toBe(pointed[0].id);

    const audit = (await post('/admin/auditLog', admin.accessToken, { action: 'pointSeletionItem' })).body.data;
    expect(audit.list.slice(0, 5).map((entry: { target: string }) => entry.target)).toEqual([
      'setting:homePageRotator',
      'setting:homePageRotator',
      'setting:hotGroups',
      'setting:recommendationArea',
      'setting:recommendList',
    ]);
    expect(audit.list[4]).toMatchObject({ before: [], after: [id.later, id.next] });
  });

  it('points rooms for the recommended live list', async () => {
    const first = await makeHost(t.app, db, admin);
    const second = await makeHost(t.app, db, admin);
    for (const host of [first, second]) expect((await post('/live/open', host.accessToken, {})).body.code).toBe(200);
    await post('/admin/pointSeletionItem', admin.accessToken, { area: 'recommendedRooms', roomIds: [second.roomId] });
    const rooms = (await call(t.app, 'GET', '/live/recommendList', null, { limit: '5' })).body.data.list.map(
      (room: { id: number }) => room.id,
    );
    expect(rooms[0]).toBe(second.roomId);
    expect(rooms).toContain(first.roomId);
    const unknown = await post('/admin/pointSeletionItem', admin.accessToken, {
      area: 'recommendedRooms',
      roomIds: [2_000_000],
    });
    expect(unknown.body).toMatchObject({ code: Code.notFound, msg: 'Room not found: 2000000' });
  });

  it('refuses pointed items that do not exist, links to other sites, scripts and oversized lists', async () => {
    expect(
      (
        await post('/admin/pointSeletionItem', admin.accessToken, {
          area: 'recommendList',
          matchIds: [id.live, 1_999_999],
        })
      ).body,
    ).toMatchObject({
      code: Code.notFound,
      msg: 'Match not found: 1999999',
    });
    for (const link of [
      '//evil.example/phish',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://plain.example',
      'data:text/html,x',
    ]) {
      const answer = await post('/admin/pointSeletionItem', admin.accessToken, {
        area: 'homePageRotator',
        banners: [{ title: { en: 'x' }, link }],
      });
      expect([link, answer.body.code, answer.body.msg]).toEqual([
        link,
        Code.invalidInput,
        'banners.0.link: must be a path on this site starting with / or an https:// address',
      ]);
    }
    const image = await post('/admin/pointSeletionItem', admin.accessToken, {
      area: 'homePageRotator',
      banners: [{ title: { en: 'x' }, image: '/etc/passwd' }],
    });
    expect(image.body.code).toBe(Code.invalidInput);
    const dates = await post('/admin/pointSeletionItem', admin.accessToken, {
      area: 'homePageRotator',
      banners: [{ title: { en: 'x' }, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' }],
    });
    expect(dates.body.msg).toBe('banners.0.endsAt: must end after it starts');
    const many = await post('/admin/pointSeletionItem', admin.accessToken, {
      area: 'recommendList',
      matchIds: Array.from({ length: 21 }, (_, index) => index + 1),
    });
    expect(many.body.msg).toBe('matchIds: must list at most 20 items');
    expect(
      (await post('/admin/pointSeletionItem', admin.accessToken, { area: 'everything', matchIds: [] })).body.code,
    ).toBe(Code.invalidInput);
    // Nothing of it was stored.
    expect(
      (await post('/admin/getSettingCenterItem', admin.accessToken)).body.data.settings.recommendList.matchIds,
    ).toEqual([id.later, id.next]);
  });

  it('keeps the analytics id, the announcement and the global chat blocked terms, and serves them', async () => {
    const before = await site();
    expect(before.analytics).toEqual({ id: 'G-FROMENV01', consentRequired: true });
    expect(before.announcement).toBeNull();
    await post('/admin/updateSettingCenterItem', admin.accessToken, { key: 'analyticsId', value: 'G-ABC123XYZ' });
    await post('/admin/updateSettingCenterItem', admin.accessToken, {
      key: 'announcement',
      value: { en: 'Final on Sunday!', br: 'Final no domingo!' },
    });
    const terms = await post('/admin/updateSettingCenterItem', admin.accessToken, {
      key: 'chatBlockedTerms',
      value: ['idiota', ' spam.link '],
    });
    expect(terms.body.data.settings).toMatchObject({
      analyticsId: 'G-ABC123XYZ',
      chatBlockedTerms: ['idiota', 'spam.link'],
      announcement: { en: 'Final on Sunday!', br: 'Final no domingo!' },
    });
    expect(await t.app.settings.globalBlockedTerms()).toEqual(['idiota', 'spam.link']);
    const after = await site('br');
    expect(after).toMatchObject({ announcement: 'Final no domingo!', analytics: { id: 'G-ABC123XYZ' } });
    // An empty id turns analytics off, even with ANALYTICS_ID set.
    await post('/admin/updateSettingCenterItem', admin.accessToken, { key: 'analyticsId', value: '' });
    expect((await site()).analytics.id).toBeNull();
    const bad = await post('/admin/updateSettingCenterItem', admin.accessToken, {
      key: 'analyticsId',
      value: '<script>',
    });
    expect(bad.body.msg).toBe('value: must be 3 to 40 letters, digits, - _ or . (empty turns analytics off)');
    const duplicate = await post('/admin/updateSettingCenterItem', admin.accessToken, {
      key: 'chatBlockedTerms',
      value: ['Spam', 'spam'],
    });
    expect(duplicate.body.msg).toBe('value: must not list the same item twice');
  });

  it('asks consent for analytics where the law does, and tells the caller its country', async () => {
    const from = async (address: string) =>
      (await t.app.inject({ url: '/api/system/siteConfig', remoteAddress: address })).json().data;
    expect(await from('81.2.69.142')).toMatchObject({ country: 'GB', analytics: { consentRequired: true } });
    expect(await from('200.147.67.142')).toMatchObject({ country: 'BR', analytics: { consentRequired: true } });
    expect(await from('8.8.8.8')).toMatchObject({ country: 'US', analytics: { consentRequired: false } });
    expect(await from('127.0.0.1')).toMatchObject({ country: null, analytics: { consentRequired: true } });
  });
});
