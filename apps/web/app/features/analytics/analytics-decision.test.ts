import { describe, expect, it } from 'vitest';
import { analyticsDecision, analyticsScriptUrl } from './analytics-decision.ts';

describe('loading the analytics script', () => {
  it('never loads without an analytics id', () => {
    expect(analyticsDecision({ id: null, consentRequired: false }, 'granted')).toBe('none');
    expect(analyticsDecision({ id: '', consentRequired: true }, null)).toBe('none');
  });

  it('loads at once where no consent is needed', () => {
    expect(analyticsDecision({ id: 'G-1', consentRequired: false }, null)).toBe('load');
  });

  it('asks first where consent is needed, and follows the answer', () => {
    expect(analyticsDecision({ id: 'G-1', consentRequired: true }, null)).toBe('ask');
    expect(analyticsDecision({ id: 'G-1', consentRequired: true }, 'granted')).toBe('load');
    expect(analyticsDecision({ id: 'G-1', consentRequired: true }, 'denied')).toBe('none');
  });

  it('puts the id in the script URL safely', () => {
    expect(analyticsScriptUrl('G-AB12&x=1')).toBe('https://www.googletagmanager.com/gtag/js?id=G-AB12%26x%3D1');
  });
});
