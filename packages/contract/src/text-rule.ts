import type { z } from 'zod';

/**
 * The one rule every string a call accepts follows, whatever the field: no U+0000 (PostgreSQL
 * refuses it in text) and no lone UTF-16 surrogate (it has no UTF-8 form, so it would be stored
 * as something else than was sent). `defineCall` puts it on every call's query and body;
 * the request headers and multipart names use `isAcceptableText` directly.
 */
export const TEXT_RULE_MESSAGE = 'must not contain the NUL character or a lone surrogate';

/** Nesting deeper than this is not walked: the call's own schema bounds what it accepts. */
const MAX_DEPTH = 64;

export function isAcceptableText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** The path of the first string (a value or an object key) that breaks the rule, or undefined. */
export function findUnacceptableText(value: unknown, path: PropertyKey[] = [], depth = 0): PropertyKey[] | undefined {
  if (typeof value === 'string') return isAcceptableText(value) ? undefined : path;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnacceptableText(value[i], [...path, i], depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, entry] of Object.entries(value)) {
    if (!isAcceptableText(key)) return path;
    const found = findUnacceptableText(entry, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The schema with the text rule checked on what it parsed (so on exactly what reaches a
 * service), naming the field: `account: must not contain the NUL character...`.
 */
export function withTextRule<S extends z.ZodType>(schema: S): S {
  return schema.check((context) => {
    const path = findUnacceptableText(context.value);
    if (path !== undefined)
      context.issues.push({ code: 'custom', message: TEXT_RULE_MESSAGE, input: context.value, path, continue: false });
  }) as S;
}
