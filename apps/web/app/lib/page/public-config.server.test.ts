import { describe, expect, it } from 'vitest';

// Item 12: canonical links, hreflang and JSON-LD name PUBLIC_URL, whatever Host the request carried.
describe('siteOrigin', () => {
  it('is PUBLIC_URL, never the request’s host', async () => {
    process.env.PUBLIC_URL = 'https://placar.example.com/';
    const { siteOrigin } = await import('./public-config.server.ts');
    expect(siteOrigin(new Request('http://evil.example/en/live/a-b/1'))).toBe('https://placar.example.com');
  });
});
