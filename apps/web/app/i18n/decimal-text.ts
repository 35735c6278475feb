import type { Language } from '@placar/contract/languages';

/** A number with `digits` decimals and the language's decimal mark ("0,4" in br), without Intl. */
export function decimalText(value: number, lang: Language, digits = 1): string {
  const text = value.toFixed(digits);
  return lang === 'br' ? text.replace('.', ',') : text;
}
