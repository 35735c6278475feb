import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAboutPage, isNumericId, isScheduleDay, isSlug, notFound } from './route-params.ts';

describe('route params', () => {
  it('accepts positive whole numbers as ids', () => {
    expect(isNumericId('1')).toBe(true);
    expect(isNumericId('123456')).toBe(true);
    for (const bad of ['0', '01', '-1', '1.5', 'abc', '', '1e3', '1234567890123456', undefined])
      expect(isNumericId(bad), String(bad)).toBe(false);
  });

  it('accepts today and real yyyymmdd dates as schedule days', () => {
    expect(isScheduleDay('today')).toBe(true);
    expect(isScheduleDay('20240229')).toBe(true);
    expect(isScheduleDay('20230229')).toBe(false);
    expect(isScheduleDay('20241301')).toBe(false);
    expect(isScheduleDay('2024-01-01')).toBe(false);
    expect(isScheduleDay('abc')).toBe(false);
  });

  it('accepts slugs and the four about pages', () => {
    expect(isSlug('flamengo-vs-palmeiras')).toBe(true);
    expect(isSlug('são-paulo')).toBe(true);
    expect(isSlug('a b')).toBe(false);
    expect(isAboutPage('terms')).toBe(true);
    expect(isAboutPage('secret')).toBe(false);
  });

  it('throws a 404 response', () => {
    try {
      notFound('/x');
    } catch (error) {
      expect(isRouteErrorResponse(error) || (error as { init?: { status?: number } }).init?.status === 404).toBe(true);
      return;
    }
    throw new Error('notFound did not throw');
  });
});
