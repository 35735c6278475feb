/** Interface languages (requirement languages): en is the default, br is Brazilian Portuguese. */
export const LANGUAGES = ['en', 'br'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'br';
}

/** Any value other than en or br falls back to en. */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The language for a browser language list (navigator.languages or Accept-Language):
 * the first of pt, pt-BR or pt-PT selects br, otherwise en (requirement languages).
 */
export function languageFromBrowser(preferred: readonly string[] | string | null | undefined): Language {
  const list = typeof preferred === 'string' ? parseAcceptLanguage(preferred) : (preferred ?? []);
  const first = list[0]?.trim().toLowerCase();
  return first === 'pt' || first === 'pt-br' || first === 'pt-pt' ? 'br' : DEFAULT_LANGUAGE;
}

/** Accept-Language tags ordered by their q weight, highest first. */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
