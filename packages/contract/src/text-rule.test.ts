import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountSchema, emailSchema, usernameSchema } from './account-rules.ts';
import { defineCall } from './call.ts';
import { findUnacceptableText, isAcceptableText, TEXT_RULE_MESSAGE, withTextRule } from './text-rule.ts';

describe('the text rule', () => {
  it('refuses NUL and lone surrogates, and accepts every other text, emoji and accents included', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\udc00\ud800', 'ok\ud83d'])
      expect(isAcceptableText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'São Paulo', '⚽🏀', '👨‍👩‍👧', 'a\u200db', 'line\nbreak', 'Ｆｕｌｌ'])
      expect(isAcceptableText(good), good).toBe(true);
  });

  it('finds the first bad string, in a value or a key, at any depth', () => {
    expect(findUnacceptableText({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toEqual(['b', 1, 'c']);
    expect(findUnacceptableText({ nested: { 'bad\ud800key': 1 } })).toEqual(['nested']);
    expect(findUnacceptableText({ a: ['fine', 2, null, true] })).toBeUndefined();
  });

  it('is on every call a contract defines: the issue names the field', () => {
    const call = defineCall({
      method: 'POST',
      path: '/x',
      role: 'any',
      tag: 't',
      summary: 's',
      body: z.object({ account: z.string().trim() }),
      data: z.object({}),
    });
    const result = call.body?.safeParse({ account: '\u0000' });
    expect(result?.success).toBe(false);
    expect(result?.error?.issues).toEqual([expect.objectContaining({ path: ['account'], message: TEXT_RULE_MESSAGE })]);
    expect(call.body?.safeParse({ account: 'São Paulo ⚽' }).success).toBe(true);
    expect(withTextRule(z.record(z.string(), z.number())).safeParse({ '\ud800': 1 }).success).toBe(false);
  });

  it('normalises the texts used for look-ups (account, e-mail, username) to NFC before their rules', () => {
    // "é" typed as e + a combining accent (NFD) is read as the one precomposed character (NFC).
    expect(accountSchema.parse('jose\u0301')).toBe('jos\u00e9');
    expect(emailSchema.parse(' Maria@Example.com ')).toBe('maria@example.com');
    expect(usernameSchema.safeParse('jose\u0301silva').success).toBe(false);
  });
});
