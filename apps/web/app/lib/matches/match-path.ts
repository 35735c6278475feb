import type { Language } from '@placar/contract/languages';

interface Named {
  id: number;
  home: { team: { name: string } };
  away: { team: { name: string } };
}

/** A URL-safe slug: accents dropped, lower case, words joined by hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'team';
}

/** The match slug of the live page, e.g. flamengo-vs-palmeiras. */
export function matchSlug(match: Named): string {
  return `${slugify(match.home.team.name)}-vs-${slugify(match.away.team.name)}`.slice(0, 80);
}

/** The match page of a match: /{lang}/live/{slug}/{id}. */
export function matchPath(lang: Language, match: Named): string {
  return `/${lang}/live/${matchSlug(match)}/${match.id}`;
}
