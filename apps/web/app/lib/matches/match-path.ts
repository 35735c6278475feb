import type { Language } from '@placar/contract/languages';

interface Named {
  id: number;
  home: { team: { name: string } };
  away: { team: { name: string } };
}

// Latin letters with accents and their base letters: names made only of these (and ASCII) need
// no Unicode normalization, whose first use costs a phone tens of ms while a page hydrates.
export const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçĆćČčÈÉÊËèéêëĚěÌÍÎÏìíîïÑñŃńŇňÒÓÔÕÖòóôõöÙÚÛÜùúûüŮůÝýÿŠšŚśŽžŹźŻżŘřŤťĎďĞğŞşİ';
const BASE = 'AAAAAAaaaaaaCcCcCcEEEEeeeeEeIIIIiiiiNnNnNnOOOOOoooooUUUUuuuuUuYyySsSsZzZzZzRrTtDdGgSsI';
const LATIN_ONLY = new RegExp(`^[\\x00-\\x7f${ACCENTED}]*$`);
const ACCENTED_LETTER = new RegExp(`[${ACCENTED}]`, 'g');
const TO_BASE = new Map([...ACCENTED].map((letter, index) => [letter, BASE[index] as string]));

function withoutAccents(text: string): string {
  if (LATIN_ONLY.test(text)) return text.replace(ACCENTED_LETTER, (letter) => TO_BASE.get(letter) ?? letter);
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** A URL-safe slug: accents dropped, lower case, words joined by hyphens. */
export function slugify(text: string): string {
  const slug = withoutAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'team';
}

/** The match slug of the live page, e.g. flamengo-vs-palmeiras. */
function matchSlug(match: Named): string {
  return `${slugify(match.home.team.name)}-vs-${slugify(match.away.team.name)}`.slice(0, 80);
}

/** The match page of a match: /{lang}/live/{slug}/{id}. */
export function matchPath(lang: Language, match: Named): string {
  return `/${lang}/live/${matchSlug(match)}/${match.id}`;
}
