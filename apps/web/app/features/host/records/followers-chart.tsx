import { subscriptionRecord } from '@placar/contract/calls/live';
import type { CallData } from '@placar/contract/call';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { callApi } from '../../../lib/api/contract-call.ts';
import { dayLabel } from '../../../lib/matches/match-date.ts';
import { useLang } from '../../../lib/page/use-lang.ts';
import { HostCard } from '../host-frame.tsx';

type Series = CallData<typeof subscriptionRecord>;

/** Followers over the last 30 days: the count per day, and who came and went. */
export function FollowersChart() {
  const { t } = useTranslation();
  const lang = useLang();
  const [series, setSeries] = useState<Series | null>(null);
  useEffect(() => {
    callApi(subscriptionRecord, { days: 30 }).then(setSeries, () => undefined);
  }, []);
  if (!series) return null;
  const points = series.series;
  const max = Math.max(1, ...points.map((point) => point.followers));
  const gained = points.reduce((sum, point) => sum + point.gained, 0);
  const lost = points.reduce((sum, point) => sum + point.lost, 0);
  const first = points[0];
  const last = points.at(-1);
  return (
    <HostCard title={t('host.records.followers')} testId="followers-chart">
      <p className="text-3xl font-black text-white tabular-nums" data-testid="followers-now">
        {series.followers}
      </p>
      <p className="text-sm text-slate-400">{t('host.records.followersChange', { gained, lost })}</p>
      <div className="mt-3 flex h-20 items-end gap-[2px]" aria-hidden>
        {points.map((point) => (
          <span
            key={point.date}
            className="flex-1 rounded-t bg-pitch-500/70"
            style={{ height: `${Math.max(4, (point.followers / max) * 100)}%` }}
            title={`${point.date}: ${point.followers}`}
          />
        ))}
      </div>
      {first && last ? (
        <p className="mt-1 flex justify-between text-[11px] text-slate-400">
          <span>{dayLabel(first.date, lang)}</span>
          <span>{dayLabel(last.date, lang)}</span>
        </p>
      ) : null}
    </HostCard>
  );
}
