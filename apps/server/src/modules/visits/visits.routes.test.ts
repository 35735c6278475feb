import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { FIXTURE_ADDRESS } from '../../../test/geo-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { ManualClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { visitEvents } from '../../db/schema.ts';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('visit tracking', () => {
  let t: TestApp;
  let db: Database;
  let clock: ManualClock;
  let serial = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database?.db as Database;
    clock = t.clock as ManualClock;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A browser: its myCookie id, its address, agent and language. */
  function browser(address: string, agent: string, language = 'en') {
    serial += 1;
    const clientId = `${clock.now()}${String(serial).padStart(10, 'a')}`;
    const visitId = `${clock.now()}-${String(serial).padStart(10, 'v')}`;
    const headers = { clientidentifyid: clientId, 'user-agent': agent, language, visitid: visitId };
    return {
      clientId,
      visitId,
      record: (input: object, extra: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/visitRecord',
          remoteAddress: address,
          headers: { ...headers, ...extra },
          payload: input,
        }),
      visit: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/visitRecord',
          remoteAddress: address,
          headers,
          payload: { req_type: 'visit', visit_id: visitId },
        }),
      change: (route: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/visitRecord',
          remoteAddress: address,
          headers,
          payload: { req_type: 'change', visit_id: visitId, req_router: route },
        }),
      /** navigator.sendBeacon(url, formData): multipart form data, no headers of ours. */
      leave: (fields: Record<string, string> = {}) => {
        const form = new FormData();
        const values = {
          visit_id: visitId,
          user_id: '',
          clientidentify_id: clientId,
          clients: '1',
          origin_leave: 'http://localhost:3000',
          ...fields,
        };
        for (const [name, value] of Object.entries(values)) form.append(name, value);
        const request = new Request('http://x/', { method: 'POST', body: form });
        return request.arrayBuffer().then((body) =>
          t.app.inject({
            method: 'POST',
            url: '/api/user/leaveRecord',
            remoteAddress: address,
            headers: { 'content-type': request.headers.get('content-type') ?? '' },
            payload: Buffer.from(body),
          }),
        );
      },
    };
  }

  /** An admin signed in now: tests move the clock past older tokens' lifetime. */
  const adminToken = async () => (await createUserWithSession(db, { role: 'admin', clock })).accessToken;
  const stats = async (from: string, to: string, tz = 'UTC') =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/visitStats',
        headers: { authorization: await adminToken(), tz },
        payload: { from, to },
      })
    ).json();

  it('stores a visit record once per visit id, change records with their route, and no address', async () => {
    const fan = browser(FIXTURE_ADDRESS.BR, CHROME, 'br');
    expect((await fan.visit()).json().data).toEqual({ recorded: true });
    expect((await fan.visit()).json().data).toEqual({ recorded: false });
    expect((await fan.change('/br/schedule/league')).json().data).toEqual({ recorded: true });
    const rows = (await db.select().from(visitEvents)).filter((row) => row.visitId === fan.visitId);
    expect(rows.map((row) => [row.kind, row.route, row.country, row.language, row.browser, row.clientId])).toEqual([
      ['visit', null, 'BR', 'br', 'Chrome', fan.clientId],
      ['change', '/br/schedule/league', 'BR', 'br', 'Chrome', fan.clientId],
    ]);
    // Whatever column: the address itself is nowhere.
    expect(JSON.stringify(rows)).not.toContain(FIXTURE_ADDRESS.BR);
  });

  it('takes the leave beacon as multipart or urlencoded form data, only for a visit this browser started', async () => {
    const fan = browser(FIXTURE_ADDRESS.GB, FIREFOX);
    await fan.visit();
    expect((await fan.leave({ clientidentify_id: '1795000000000zzzzzzzzzz' })).json().data).toEqual({
      recorded: false,
    });
    expect((await fan.leave()).json().data).toEqual({ recorded: true });
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/api/user/leaveRecord',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        visit_id: fan.visitId,
        user_id: '',
        clientidentify_id: fan.clientId,
        clients: '1',
        origin_leave: 'x',
      }).toString(),
    });
    expect(urlencoded.json().data).toEqual({ recorded: true });
    const unknown = await browser(FIXTURE_ADDRESS.GB, FIREFOX).leave();
    expect(unknown.json().data).toEqual({ recorded: false });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/leaveRecord',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'visit_id=nope',
    });
    expect(bad.json()).toMatchObject({
      code: Code.invalidInput,
      msg: 'visit_id: must be a visit id: a millisecond timestamp, -, then 10 base-36 characters',
    });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/user/leaveRecord',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `visit_id=${'1'.repeat(5000)}`,
    });
    expect(huge.json().code).toBe(Code.invalidInput);
  });

  it('refuses records without the client id or with a bad route', async () => {
    const fan = browser(FIXTURE_ADDRESS.US, CHROME);
    const noClient = await t.app.inject({
      method: 'POST',
      url: '/api/user/visitRecord',
      payload: { req_type: 'visit', visit_id: fan.visitId },
    });
    expect(noClient.json()).toMatchObject({
      code: Code.invalidInput,
      msg: 'clientIdentifyId: must be the myCookie identifier (a timestamp and 10 base-36 characters)',
    });
    expect((await fan.record({ req_type: 'change', visit_id: fan.visitId })).json().msg).toBe(
      'req_router: is required for a change record',
    );
    expect(
      (await fan.record({ req_type: 'change', visit_id: fan.visitId, req_router: 'https://evil.example/' })).json().msg,
    ).toBe('req_router: must be a path starting with /');
    expect((await fan.record({ req_type: 'visit', visit_id: '123-abc' })).json().code).toBe(Code.invalidInput);
  });

  it('counts visitors, visits, page views, durations, tops and who is live now, by day in the caller zone', async () => {
    // A fresh day: 2026-11-25 in São Paulo (UTC-3) runs from 03:00 UTC to 03:00 UTC the next day.
    clock.set(Date.parse('2026-11-25T10:00:00Z'));
    const day = '2026-11-25';
    const a = browser(FIXTURE_ADDRESS.BR, CHROME, 'br');
    const b = browser(FIXTURE_ADDRESS.BR, FIREFOX, 'br');
    const c = browser(FIXTURE_ADDRESS.DE, CHROME, 'en');
    for (const fan of [a, b, c]) await fan.visit();
    await a.change('/br');
    await a.change('/br/schedule/league');
    await b.change('/br');
    await c.change('/en');
    clock.advance(60_000);
    await a.leave();
    clock.advance(60_000);
    await b.leave();
    // A second cycle (the tab came back, then hid again): the visit lasts until its last leave.
    clock.advance(60_000);
    await a.change('/br/me');
    await a.leave();
    // The same browser (client id) with a new visit a little later: one visitor, two visits.
    const later = browser(FIXTURE_ADDRESS.BR, CHROME, 'br');
    await later.record({ req_type: 'visit', visit_id: later.visitId }, { clientidentifyid: a.clientId });

    const figures = (await stats(day, day, 'America/Sao_Paulo')).data;
    expect(figures.totals).toEqual({ visitors: 3, visits: 4, pageViews: 5, averageDurationSeconds: 150 });
    expect(figures.days).toEqual([{ day, visitors: 3, visits: 4, pageViews: 5, averageDurationSeconds: 150 }]);
    expect(figures.topRoutes).toEqual([
      { route: '/br', count: 2 },
      { route: '/br/me', count: 1 },
      { route: '/br/schedule/league', count: 1 },
      { route: '/en', count: 1 },
    ]);
    expect(figures.topCountries).toEqual([
      { country: 'BR', count: 3 },
      { country: 'DE', count: 1 },
    ]);
    expect(figures.topLanguages).toEqual([
      { language: 'br', count: 3 },
      { language: 'en', count: 1 },
    ]);
    expect(figures.topBrowsers).toEqual([
      { browser: 'Chrome', count: 3 },
      { browser: 'Firefox', count: 1 },
    ]);
    // a and b left; c is still reading, and so is a's new visit.
    expect(figures.liveNow).toBe(2);
    clock.advance(10 * 60_000);
    expect((await stats(day, day, 'America/Sao_Paulo')).data.liveNow).toBe(0);
    // The day before and after in that zone are empty.
    expect(
      (await stats('2026-11-24', '2026-11-26', 'America/Sao_Paulo')).data.days.map(
        (entry: { visits: number }) => entry.visits,
      ),
    ).toEqual([0, 4, 0]);
  });

  it('answers the admin figures to admins only, and bounds the range', async () => {
    const viewer = await createUserWithSession(db, { clock });
    const ask = (token: string | null, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/visitStats',
        headers: token === null ? {} : { authorization: token },
        payload,
      });
    expect((await ask(null, { from: '2026-11-01', to: '2026-11-02' })).json().code).toBe(Code.mustLogInAgain);
    expect((await ask(viewer.accessToken, { from: '2026-11-01', to: '2026-11-02' })).json().code).toBe(Code.forbidden);
    const token = await adminToken();
    expect((await ask(token, { from: '2026-11-02', to: '2026-11-01' })).json().msg).toBe('to: must not be before from');
    expect((await ask(token, { from: '2025-01-01', to: '2026-11-01' })).json().msg).toBe(
      'to: must be at most 366 days after from',
    );
  });

  it('limits how many records one address may send in a minute', async () => {
    const limited = await buildTestApp({ clock });
    const fan = { clientidentifyid: `${clock.now()}abcdefghij`, visitid: `${clock.now()}-abcdefghij` };
    let last = 0;
    for (let index = 0; index < 601; index += 1) {
      const answer = await limited.app.inject({
        method: 'POST',
        url: '/api/user/visitRecord',
        remoteAddress: FIXTURE_ADDRESS.AR,
        headers: fan,
        payload: { req_type: 'change', visit_id: fan.visitid, req_router: '/en' },
      });
      last = answer.json().code;
    }
    expect(last).toBe(Code.tooManyRequests);
    await limited.close();
  });
});
