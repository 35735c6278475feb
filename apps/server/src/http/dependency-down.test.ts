import { describe, expect, it } from 'vitest';
import { isDependencyDown } from './dependency-down.ts';

describe('isDependencyDown', () => {
  it('knows a refused or lost database connection, also wrapped by drizzle', () => {
    expect(
      isDependencyDown(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(
      isDependencyDown(new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    expect(
      isDependencyDown(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
    expect(isDependencyDown(new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]))).toBe(
      true,
    );
  });

  it('leaves our own failures and query errors as they are', () => {
    expect(isDependencyDown(new TypeError('x is undefined'))).toBe(false);
    expect(isDependencyDown(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDependencyDown(undefined)).toBe(false);
  });
});
