import { describe, expect, it } from 'vitest';
import { clockLabel, clockSecondsAt } from './match-clock.ts';

const at = '2026-03-14T19:00:00.000Z';
const t0 = Date.parse(at);

describe('live clock', () => {
  it('advances a running football clock from the server reading', () => {
    const clock = { seconds: 66 * 60 + 10, running: true, at };
    expect(clockLabel({ sport: 'football', status: { code: 4, phase: 'live', text: '' }, clock }, t0)).toBe("67'");
    expect(clockLabel({ sport: 'football', status: { code: 4, phase: 'live', text: '' }, clock }, t0 + 60_000)).toBe(
      "68'",
    );
  });

  it('does not advance before the server clock is known or when stopped', () => {
    expect(clockSecondsAt({ seconds: 100, running: true, at }, 'football', 0)).toBe(100);
    expect(clockSecondsAt({ seconds: 100, running: false, at }, 'football', t0 + 50_000)).toBe(100);
  });

  it('shows stoppage time after 45 and 90 minutes', () => {
    const first = {
      sport: 'football' as const,
      status: { code: 2, phase: 'live' as const, text: '' },
      clock: { seconds: 46 * 60 + 5, running: true, at },
    };
    expect(clockLabel(first, t0)).toBe("45+2'");
    const second = { ...first, status: { ...first.status, code: 4 }, clock: { ...first.clock, seconds: 90 * 60 } };
    expect(clockLabel(second, t0)).toBe("90+1'");
  });

  it('has no minute at half time', () => {
    expect(
      clockLabel(
        {
          sport: 'football',
          status: { code: 3, phase: 'live', text: 'HT' },
          clock: { seconds: 2700, running: false, at },
        },
        t0,
      ),
    ).toBeNull();
  });

  it('counts a basketball quarter down', () => {
    const match = {
      sport: 'basketball' as const,
      status: { code: 6, phase: 'live' as const, text: 'Q3' },
      clock: { seconds: 5 * 60 + 40, running: true, at },
    };
    expect(clockLabel(match, t0 + 8000)).toBe('Q3 05:32');
    expect(clockLabel(match, t0 + 3_600_000)).toBe('Q3 00:00');
    expect(clockLabel({ ...match, status: { ...match.status, code: 9 } }, t0)).toBe('OT 05:40');
    expect(clockLabel({ ...match, status: { ...match.status, code: 7 } }, t0)).toBeNull();
  });
});
