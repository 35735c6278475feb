import { describe, expect, it } from 'vitest';
import { samePageInAnyLanguage } from './use-leave-page-guard.ts';

describe('the leavepage guard lets the language switch through', () => {
  it('treats the same page in the other language as staying', () => {
    expect(samePageInAnyLanguage('/en/host/liveRoom/7', '/br/host/liveRoom/7')).toBe(true);
    expect(samePageInAnyLanguage('/en/host/liveRoom/7', '/en/host/liveRoom/7')).toBe(true);
  });

  it('treats any other page as leaving', () => {
    expect(samePageInAnyLanguage('/en/host/liveRoom/7', '/en/host/liveSet/outage')).toBe(false);
    expect(samePageInAnyLanguage('/en/host/liveRoom/7', '/br/host/liveRoom/8')).toBe(false);
    expect(samePageInAnyLanguage('/en/host/liveRoom/7', '/en')).toBe(false);
  });
});
