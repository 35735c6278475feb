import { useTranslation } from '../../../i18n/use-translation.tsx';

const ROWS = ['service', 'keyframe', 'tune', 'bframes', 'rate', 'audio', 'reconnect'] as const;

/** OBS settings that keep a viewer about a second behind (docs/OPERATIONS.md, Live video). */
export function ObsSettings() {
  const { t } = useTranslation();
  return (
    <section className="rounded-xl border border-ink-700 bg-ink-850 p-4" data-testid="host-obs-settings">
      <h3 className="font-bold text-white">{t('host.obs.title')}</h3>
      <p className="mt-1 text-sm text-slate-400">{t('host.obs.lead')}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
        {ROWS.map((row) => (
          <div key={row} className="contents">
            <dt className="font-semibold text-slate-300">{t(`host.obs.${row}.name`)}</dt>
            <dd className="text-slate-400">{t(`host.obs.${row}.value`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
