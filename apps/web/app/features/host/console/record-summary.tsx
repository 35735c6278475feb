import type { StreamRecord } from '@placar/contract/live-entities';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { decimalText } from '../../../i18n/decimal-text.ts';
import { useLang } from '../../../lib/page/use-lang.ts';
import { useFormatDuration } from '../use-duration-units.ts';

/** Duration, peak and average viewers of a live: the console's figures and a closed room's summary. */
export function RecordFigures({
  record,
  viewersNow,
  testId,
}: {
  record: Pick<StreamRecord, 'durationSeconds' | 'peakViewers' | 'averageViewers'>;
  viewersNow?: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const duration = useFormatDuration();
  const lang = useLang();
  const figures = [
    ...(viewersNow === undefined ? [] : [{ key: 'now', value: String(viewersNow) }]),
    { key: 'duration', value: duration(record.durationSeconds) },
    { key: 'peak', value: String(record.peakViewers) },
    { key: 'average', value: decimalText(record.averageViewers, lang) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid={testId}>
      {figures.map((figure) => (
        <div key={figure.key} className="rounded-xl bg-ink-850 px-3 py-2">
          <dt className="text-xs font-semibold text-slate-400">{t(`host.figures.${figure.key}`)}</dt>
          <dd className="text-xl font-black text-white tabular-nums" data-testid={`${testId}-${figure.key}`}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
