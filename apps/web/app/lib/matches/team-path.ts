import type { Language } from '@placar/contract/languages';
import { slugify } from './match-path.ts';

/** A team's page: /{lang}/team/{slug}/{id}. */
export function teamPath(lang: Language, team: { id: number; name: string }): string {
  return `/${lang}/team/${slugify(team.name)}/${team.id}`;
}
