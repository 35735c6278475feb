import { type Language, LANGUAGES } from '@placar/contract/languages';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link, useLocation, useRevalidator } from 'react-router';
import { writeCookie } from '../../lib/session/cookies.ts';
import { pathInLanguage } from '../../lib/page/language.ts';
import { CookieName, StorageKey } from '../../state/storage-keys.ts';
import { useLang } from '../../lib/page/use-lang.ts';

const LABEL: Record<Language, string> = { en: 'EN', br: 'BR' };

/**
 * en | br switch that keeps the current page. Prefixed pages link to the other prefix;
 * pages without a prefix save the choice and reload their data in the new language.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const prefixed = pathInLanguage(pathname, '', 'en') !== pathname || pathInLanguage(pathname, '', 'br') !== pathname;

  const choose = (next: Language) => {
    try {
      localStorage.setItem(StorageKey.language, next);
    } catch {
      // The cookie below is enough for the server.
    }
    writeCookie(CookieName.language, next);
    void revalidator.revalidate();
  };

  return (
    <div
      role="group"
      aria-label={t('nav.language')}
      data-testid="language-switch"
      className="flex rounded-full border border-ink-700 bg-ink-900 p-0.5 text-xs font-bold"
    >
      {LANGUAGES.map((option) => {
        const active = option === lang;
        const className = `rounded-full px-2.5 py-1 transition ${active ? 'bg-pitch-500 text-ink-950' : 'text-slate-400 hover:text-white'}`;
        const common = {
          'aria-label': t('nav.switchTo', { language: t(`nav.languages.${option}`) }),
          'aria-current': active ? ('true' as const) : undefined,
          'data-testid': `language-${option}`,
          className,
          lang: option === 'br' ? 'pt-BR' : 'en',
        };
        return prefixed ? (
          <Link key={option} to={pathInLanguage(pathname, search, option)} {...common}>
            {LABEL[option]}
          </Link>
        ) : (
          <button key={option} type="button" onClick={() => choose(option)} {...common}>
            {LABEL[option]}
          </button>
        );
      })}
    </div>
  );
}
