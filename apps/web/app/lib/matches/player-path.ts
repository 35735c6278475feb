import type { Language } from '@placar/contract/languages';
import { slugify } from './match-path.ts';

/** A player's page: /{lang}/player/{slug}/{id} (a wrong slug redirects to this one). */
export function playerHref(lang: Language, name: string, id: number): string {
  return `/${lang}/player/${slugify(name)}/${id}`;
}
