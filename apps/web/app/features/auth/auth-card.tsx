import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../app-shell/use-lang.ts';

interface AuthLink {
  prompt?: string;
  label: string;
  /** Path after /{lang}/. */
  to: string;
}

/** Login, register and reset password inside the login layout's card. */
export function AuthCard({ page, links }: { page: 'login' | 'register' | 'resetpassword'; links: AuthLink[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="flex flex-col gap-5" data-testid={`page-${page}`}>
      <header className="flex flex-col gap-1 text-center">
        <h1 className="text-2xl font-extrabold text-white">{t(`pages.${page}.heading`)}</h1>
        <p className="text-slate-400">{t(`pages.${page}.lead`)}</p>
      </header>
      <div className="rounded-2xl border border-dashed border-ink-600 bg-ink-850 p-4 text-sm text-slate-300">
        <span className="mr-2 rounded-full bg-pitch-500/15 px-2 py-0.5 text-xs font-bold tracking-wide text-pitch-400 uppercase">{t('common.comingSoon')}</span>
        {t(`pages.${page}.shell`)}
      </div>
      <ul className="flex flex-col items-center gap-2 text-sm text-slate-400">
        {links.map((link) => (
          <li key={link.to}>
            {link.prompt ? `${t(link.prompt)} ` : null}
            <Link to={`/${lang}/${link.to}`} className="font-semibold text-pitch-400 hover:text-pitch-50">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
