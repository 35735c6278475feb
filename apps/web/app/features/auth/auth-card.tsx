import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { accountPagePath } from '../../lib/page/redirect-target.ts';
import { useLang } from '../../lib/page/use-lang.ts';

interface AuthLink {
  prompt?: string;
  label: string;
  to: 'login' | 'register' | 'resetpassword';
}

/** Login, register and reset password inside the login layout's card; links keep the redirect. */
export function AuthCard({
  page,
  links,
  children,
}: {
  page: 'login' | 'register' | 'resetpassword';
  links: AuthLink[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  return (
    <section className="flex flex-col gap-5" data-testid={`page-${page}`}>
      <header className="flex flex-col gap-1 text-center">
        <h1 className="text-2xl font-extrabold text-white">{t(`pages.${page}.heading`)}</h1>
        <p className="text-slate-400">{t(`pages.${page}.lead`)}</p>
      </header>
      {children}
      <ul className="flex flex-col items-center gap-2 border-t border-ink-800 pt-4 text-sm text-slate-400">
        {links.map((link) => (
          <li key={link.to}>
            {link.prompt ? `${t(link.prompt)} ` : null}
            <Link
              to={accountPagePath(lang, link.to, redirect)}
              className="font-semibold text-pitch-400 hover:text-pitch-50"
              data-testid={`link-${link.to}`}
            >
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
