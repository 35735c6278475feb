import { isLanguage, type Language, LANGUAGES } from '@placar/contract/languages';
import type { MetaDescriptor } from 'react-router';
import { translate } from '../../i18n/i18n.ts';

interface MetaInput {
  params: Record<string, string | undefined>;
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
}

function rootData(matches: MetaInput['matches']): { lang?: Language; origin?: string } {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  return (root ?? {}) as { lang?: Language; origin?: string };
}

/**
 * Title, description and hreflang alternates for a page, in the page's language.
 * `key` names an entry of `meta` in the catalogues; `suffix` is a name shown as it is (a team's)
 * or `{ text }`, a catalogue key translated in the page's language (an about page's own title).
 */
export function pageMeta(
  { params, location, matches }: MetaInput,
  key: string,
  suffixOrText?: string | { text: string },
): MetaDescriptor[] {
  const root = rootData(matches);
  const lang: Language = isLanguage(params.lang) ? params.lang : (root.lang ?? 'en');
  const title = translate(lang, `meta.${key}.title`);
  const suffix = typeof suffixOrText === 'object' ? translate(lang, suffixOrText.text) : suffixOrText;
  const name = translate(lang, 'app.name');
  const descriptors: MetaDescriptor[] = [
    { title: `${suffix ? `${title} · ${suffix}` : title} | ${name}` },
    { name: 'description', content: translate(lang, `meta.${key}.description`) },
    { property: 'og:title', content: title },
    { property: 'og:site_name', content: name },
  ];
  const origin = root.origin ?? '';
  const segments = location.pathname.split('/');
  if (isLanguage(segments[1])) {
    for (const alternate of LANGUAGES) {
      segments[1] = alternate;
      descriptors.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: alternate === 'br' ? 'pt-BR' : 'en',
        href: origin + segments.join('/'),
      });
    }
    segments[1] = 'en';
    descriptors.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + segments.join('/') });
  } else {
    for (const alternate of LANGUAGES) {
      descriptors.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: alternate === 'br' ? 'pt-BR' : 'en',
        href: origin + location.pathname,
      });
    }
  }
  return descriptors;
}
