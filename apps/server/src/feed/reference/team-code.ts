/** Latin and Greek letters with no decomposition, written as their usual transliteration. */
const UNDECOMPOSED: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŋ: 'ng',
  ŧ: 't',
  ĸ: 'k',
  ſ: 's',
  ς: 'σ',
};
const UNDECOMPOSED_LETTERS = new RegExp(`[${Object.keys(UNDECOMPOSED).join('')}]`, 'gu');

/**
 * A team's stable slug from its name, in any script: lower case, Latin and Greek accents gone
 * (São Paulo → sao-paulo, Bodø → bodo), letters and digits of every other script kept as they
 * are (Спартак Москва → спартак-москва, 浦和レッズ stays 浦和レッズ), everything else a hyphen.
 * Compatibility forms fold first (full-width Ｆ is F, ﬁ is fi, half-width ｶﾞ is ガ). Marks of
 * other scripts are part of their letter: ガ and カ, й and и stay apart.
 */
export function teamCode(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/([\p{Script=Latin}\p{Script=Greek}])\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(UNDECOMPOSED_LETTERS, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
