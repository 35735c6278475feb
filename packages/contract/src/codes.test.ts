import { describe, expect, it } from 'vitest';
import { Code, codeName, httpStatusOf } from './codes.ts';

describe('response codes', () => {
  it('answer with the HTTP status of their first three digits', () => {
    expect(httpStatusOf(Code.ok)).toBe(200);
    expect(httpStatusOf(Code.invalidInput)).toBe(400);
    expect(httpStatusOf(Code.mustLogInAgain)).toBe(401);
    expect(httpStatusOf(Code.accessTokenExpired)).toBe(401);
    expect(httpStatusOf(Code.blockedByLocation)).toBe(451);
    expect(httpStatusOf(Code.dependencyDown)).toBe(503);
  });
  it('are all distinct and 7 digits apart from 200', () => {
    const values = Object.values(Code);
    expect(new Set(values).size).toBe(values.length);
    for (const code of values.filter((c) => c !== 200)) expect(String(code)).toMatch(/^[45]\d{6}$/);
    expect(codeName(4090001)).toBe('conflict');
    expect(codeName(1234)).toBeUndefined();
  });
});
