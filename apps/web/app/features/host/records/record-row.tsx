import type { StreamRecord } from '@placar/contract/live-entities';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { kickoffDate } from '../../../lib/matches/match-date.ts';
import { kickoffTime } from '../../../lib/matches/match-time.ts';
import { useLang } from '../../../lib/page/use-lang.ts';
import { useTimeZone } from '../../../lib/time/use-time-zone.ts';
import { useFormatDuration } from '../use-duration-units.ts';

/** One past (or running) live: when, how long, its audience, and the bound match with its score. */
export function RecordRow({ record }: { record: StreamRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  const timeZone = useTimeZone();
  const duration = useFormatDuration();
  const { match } = record;
  const score =
    match && match.home.score !== null && match.away.score !== null ? `${match.home.score}-${match.away.score}` : null;
  return (
    <li
      className="flex flex-col gap-2 rounded-2xl border border-ink-800 bg-ink-900 p-4 sm:flex-row sm:items-center"
      data-testid="record-row"
      data-record-id={record.id}
    >
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 truncate font-bold text-white">
          {record.endedAt === null ? (
            <span className="rounded bg-red-600 px-1.5 text-[11px] font-extrabold text-white uppercase">
              {t('player.state.live')}
            </span>
          ) : null}
          <span className="truncate" data-testid="record-title">
            {record.title}
          </span>
        </p>
        <p className="text-sm text-slate-400">
          <time dateTime={record.startedAt}>
            {kickoffDate(record.startedAt, timeZone, lang)} · {kickoffTime(record.startedAt, timeZone, lang)}
          </time>
          {record.endReason && record.endReason !== 'host' ? (
            <span className="text-amber-300"> · {t(`host.records.endReason.${record.endReason}`)}</span>
          ) : null}
        </p>
        {match ? (
          <p className="truncate text-sm text-slate-300" data-testid="record-match">
            {match.home.team.name} {score ?? t('rooms.versus')} {match.away.team.name}
            <span className="text-slate-400"> · {match.status.text || match.competition.name}</span>
          </p>
        ) : null}
      </div>
      <dl className="grid shrink-0 grid-cols-3 gap-3 text-center sm:w-72">
        <div>
          <dt className="text-[11px] text-slate-400">{t('host.figures.duration')}</dt>
          <dd
            className="font-bold text-white tabular-nums"
            data-testid="record-duration"
            data-seconds={record.durationSeconds}
          >
            {duration(record.durationSeconds)}
          </dd>
        </div>
        <div>
          <dt className="text-[11px] text-slate-400">{t('host.figures.peak')}</dt>
          <dd className="font-bold text-white tabular-nums" data-testid="record-peak">
            {record.peakViewers}
          </dd>
        </div>
        <div>
          <dt className="text-[11px] text-slate-400">{t('host.figures.average')}</dt>
          <dd className="font-bold text-white tabular-nums" data-testid="record-average">
            {record.averageViewers.toFixed(1)}
          </dd>
        </div>
      </dl>
    </li>
  );
}
