import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { useLang } from '../app-shell/use-lang.ts';

/** What a signed-in user who is not a host sees in the host area: how to become one. */
export function HostApply() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-900 p-5" data-testid="host-apply">
      <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{t('hostApply.heading')}</h1>
      <p className="text-slate-300">{t('hostApply.lead')}</p>
      <p className="text-slate-300">{t('hostApply.how')}</p>
      <Link to={`/about/contact?lang=${lang}`} className="self-start rounded-full bg-pitch-500 px-5 py-2 font-semibold text-ink-950 hover:bg-pitch-400" data-testid="host-apply-contact">
        {t('hostApply.contact')}
      </Link>
    </section>
  );
}
