// The foundation's acceptance checks at the HTTP level, against the real server.
import { E2E_CLOCK_START } from '../support/placar-server.ts';
import { expect, test } from '../support/test.ts';

test('the root redirects to the browser language', async ({ request }) => {
  const english = await request.get('/', { maxRedirects: 0 });
  expect(english.status()).toBe(302);
  expect(english.headers().location).toBe('/en');

  const portuguese = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'pt-BR,pt;q=0.9' } });
  expect(portuguese.headers().location).toBe('/br');
});

test('the root prefers the saved language over the browser language', async ({ request }) => {
  const response = await request.get('/', {
    maxRedirects: 0,
    headers: { 'Accept-Language': 'en-US', Cookie: 'language=br' },
  });
  expect(response.headers().location).toBe('/br');
});

test('the API answers in its envelope, validates input and serves its OpenAPI document', async ({ request }) => {
  const time = await (await request.get('/api/system/time')).json();
  expect(time.code).toBe(200);
  // The shared server's clock started at E2E_CLOCK_START, whatever the wall clock says, and runs at real speed from there.
  expect(time.data.now).toBeGreaterThanOrEqual(Date.parse(E2E_CLOCK_START));
  expect(time.data.now - Date.parse(E2E_CLOCK_START)).toBeLessThan(3 * 3600_000);
  const again = await (await request.get('/api/system/time')).json();
  expect(again.data.now - time.data.now).toBeGreaterThanOrEqual(0);
  expect(again.data.now - time.data.now).toBeLessThan(60_000);

  const bad = await request.get('/api/schedule/one?id=abc');
  expect(bad.status()).toBe(400);
  const body = await bad.json();
  expect(body.code).toBe(4000001);
  expect(body.msg).toContain('id');

  const docs = await (await request.get('/api/docs')).json();
  expect(docs.openapi).toMatch(/^3\./);
  expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining(['/api/system/time', '/api/schedule/one']));
});
