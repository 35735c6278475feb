import { describe, expect, it } from 'vitest';
import { isIanaTimeZone, requestHeadersSchema } from './headers.ts';

describe('request headers', () => {
  it('accepts IANA zones and rejects anything else', () => {
    for (const zone of ['America/Sao_Paulo', 'Europe/London', 'UTC', 'Asia/Kolkata'])
      expect(isIanaTimeZone(zone)).toBe(true);
    for (const bad of ['', 'Mars/Olympus', 'GMT+25', 'x'.repeat(100)]) expect(isIanaTimeZone(bad)).toBe(false);
  });
  it('falls back to en for an unknown language and names tz when it is wrong', () => {
    expect(requestHeadersSchema.parse({ language: 'fr' }).language).toBe('en');
    expect(requestHeadersSchema.parse({ language: 'br' }).language).toBe('br');
    expect(requestHeadersSchema.parse({}).language).toBe('en');
    const result = requestHeadersSchema.safeParse({ tz: 'Nowhere/Land' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['tz']);
  });
});
