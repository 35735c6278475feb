// Issue 8: no string a call takes reaches PostgreSQL with a NUL or a lone surrogate. Before the
// contract-wide rule, each of these answered HTTP 500 5000001 (PostgreSQL: invalid byte sequence).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createUserWithSession } from '../../test/sessions.ts';

const FEED_TOKEN = 'text-rule-feed-token-0123456789';
const NUL = '\u0000';
const LONE = '\ud800';

describe('the text rule on every call', () => {
  let t: TestApp;
  let user: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { FEED_TOKENS: FEED_TOKEN } });
    user = (await createUserWithSession(t.database!.db)).accessToken;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST', url: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'content-type': 'application/json', ...headers },
      ...(method === 'POST' ? { payload: JSON.stringify(body) } : {}),
    });

  const cases: [string, () => Promise<{ statusCode: number; json: () => { code: number; msg: string } }>, string][] = [
    ['login account NUL', () => send('POST', '/user/login', { account: NUL, password: 'x' }), 'account'],
    [
      'login account lone surrogate',
      () => send('POST', '/user/login', { account: `maria${LONE}`, password: 'x' }),
      'account',
    ],
    [
      'login password NUL',
      () => send('POST', '/user/login', { account: 'maria', password: `pass${NUL}word` }),
      'password',
    ],
    [
      'nickname NUL',
      () => send('POST', '/user/updateSetting', { nickname: `Ma${NUL}ria` }, { authorization: user }),
      'nickname',
    ],
    [
      'season round NUL',
      () => send('POST', '/schedule/seasonScheduleList', { seasonId: 1, round: `1${NUL}` }),
      'round',
    ],
    [
      'feed externalRef NUL',
      () =>
        send(
          'POST',
          '/schedule/mqttMessageSend',
          { externalRef: `sim${NUL}`, status: 1 },
          { authorization: `Feed ${FEED_TOKEN}` },
        ),
      'externalRef',
    ],
    [
      'feed incident player lone surrogate',
      () =>
        send(
          'POST',
          '/schedule/mqttMessageSend',
          { matchId: 1, incidents: [{ kind: 'goal', side: 'home', player: `Neymar${LONE}` }] },
          { authorization: `Feed ${FEED_TOKEN}` },
        ),
      'incidents.0.player',
    ],
    [
      'feed incident detail NUL',
      () =>
        send(
          'POST',
          '/schedule/mqttMessageSend',
          { matchId: 1, incidents: [{ kind: 'goal', side: 'home', detail: NUL }] },
          { authorization: `Feed ${FEED_TOKEN}` },
        ),
      'incidents.0.detail',
    ],
    ['a query string NUL', () => send('GET', '/schedule/mobilList?date=%00', undefined), 'date'],
  ];

  it.each(cases)('%s: 4000001 naming the field, not 500', async (_name, attempt, field) => {
    const response = await attempt();
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(Code.invalidInput);
    expect(response.json().msg).toMatch(new RegExp(`^${field.replace('.', '\\.')}:`));
  });

  it('says it in Portuguese for br', async () => {
    const response = await send('POST', '/user/login', { account: NUL, password: 'x' }, { language: 'br' });
    expect(response.json()).toMatchObject({
      code: Code.invalidInput,
      msg: 'account: não pode conter o caractere NUL nem um surrogate isolado',
    });
  });

  it('reads multipart field and file names with the same rule', async () => {
    const boundary = 'placar-boundary';
    const body = [
      `--${boundary}`,
      `Content-Disposition: form-data; name="file"; filename="a\u0000.png"`,
      'Content-Type: image/png',
      '',
      'x',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/uploadFile?kind=avatar',
      headers: { authorization: user, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(Code.invalidInput);
    expect(response.json().msg).toMatch(/^file: its file name must not contain/);
  });
});
