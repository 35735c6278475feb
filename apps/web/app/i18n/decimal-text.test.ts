import { describe, expect, it } from 'vitest';
import { decimalText } from './decimal-text.ts';

describe('decimal text', () => {
  it('writes the decimal mark of the language', () => {
    expect(decimalText(0.44, 'en')).toBe('0.4');
    expect(decimalText(0.44, 'br')).toBe('0,4');
    expect(decimalText(1.95, 'br', 2)).toBe('1,95');
    expect(decimalText(12, 'br', 0)).toBe('12');
  });
});
