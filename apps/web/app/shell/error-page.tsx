import { useTranslation } from '../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { Logo } from '../components/ui/logo.tsx';
import { useLang } from '../lib/page/use-lang.ts';

/** The 404 and 500 pages (requirement errors), also used for paths that match no route. */
export function ErrorPage({ status, path }: { status: 404 | 500; path?: string | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = status === 404 ? t('errors.notFound') : t('errors.internal');
  return (
    <main
      className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-6 px-6 py-16 text-center"
      data-testid="error-page"
      data-status={status}
    >
      <Logo to={`/${lang}`} />
      <p className="bg-gradient-to-b from-white to-slate-500 bg-clip-text text-7xl font-black text-transparent">
        {status}
      </p>
      <h1 className="text-2xl font-bold text-white">{title}</h1>
      {status === 404 && path ? (
        <p className="break-all text-slate-400" data-testid="not-found-path">
          {t('errors.pageNotFound', { path })}
        </p>
      ) : status === 500 ? (
        <p className="text-slate-400">{t('errors.internalLead')}</p>
      ) : null}
      <Link
        to={`/${lang}`}
        className="rounded-full bg-pitch-500 px-5 py-2.5 font-semibold text-ink-950 transition hover:bg-pitch-400"
        data-testid="error-home-link"
      >
        {t('errors.backHome')}
      </Link>
    </main>
  );
}
