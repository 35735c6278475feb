import type { h2hList, seasonTable } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import type { Language } from '@placar/contract/languages';
import type { MatchDetail } from '@placar/contract/schedule-entities';
import { sportRules } from '@placar/contract/sports/sport-registry';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { kickoffDate } from '../../../lib/matches/match-date.ts';
import { kickoffTime } from '../../../lib/matches/match-time.ts';
import { useAppStore } from '../../../state/app-store.ts';
import { FormDots } from '../../../components/standings/standings-table.tsx';
import { MeetingList } from '../match-h2h.tsx';
import { kickoffCountdown } from './kickoff-countdown.ts';

type Table = CallData<typeof seasonTable>;
type H2h = CallData<typeof h2hList>;

/** How many past meetings the preview lists; the H2H tab has them all. */
const MEETINGS = 3;

interface MatchPreviewProps {
  match: MatchDetail;
  /** The season's table; null where the competition has none (a cup) or it failed to load. */
  table: Table | null;
  h2h: H2h | null;
  lang: Language;
  timeZone: string;
  /** The server's time when the page was drawn: the countdown until the app's clock has synced. */
  drawnAt: number;
}

/**
 * What a fan looks at before kick-off: where and when (with a countdown on the app's
 * server-corrected clock), both teams' places in the table and their form (oldest first, as the
 * tables read), and the last meetings with their years. No referee: no feed Placar reads names
 * one (decision 0148).
 */
export function MatchPreview({ match, table, h2h, lang, timeZone, drawnAt }: MatchPreviewProps) {
  const { t } = useTranslation();
  const clock = useAppStore((state) => state.clock);
  const rules = sportRules(match.sport);
  const rowOf = (teamId: number) => table?.rows.find((row) => row.team.id === teamId);
  return (
    <div className="flex flex-col gap-4" data-testid="match-preview">
      <section className="grid gap-3 rounded-2xl border border-ink-800 bg-ink-900 p-4 text-sm sm:grid-cols-2">
        <div>
          <h3 className="text-xs font-bold tracking-wider text-slate-400 uppercase">{t('preview.kickoff')}</h3>
          <p className="mt-1 font-semibold text-white">
            <time dateTime={match.kickoff}>
              {kickoffDate(match.kickoff, timeZone, lang)} · {kickoffTime(match.kickoff, timeZone, lang)}
            </time>
          </p>
          <p className="mt-0.5 font-bold text-pitch-400" data-testid="preview-countdown">
            {kickoffCountdown(match.kickoff, clock > 0 ? clock : drawnAt, t)}
          </p>
        </div>
        {match.venue ? (
          <div>
            <h3 className="text-xs font-bold tracking-wider text-slate-400 uppercase">{t('preview.venue')}</h3>
            <p className="mt-1 font-semibold text-white" data-testid="preview-venue">
              {match.venue}
            </p>
          </div>
        ) : null}
      </section>

      {/* Predicted line-ups (issue 33 item 1, built beside this): <PredictedLineups match={match} /> goes on this line. */}

      {table ? (
        <section className="rounded-2xl border border-ink-800 bg-ink-900 p-4" data-testid="preview-table">
          <h3 className="mb-3 text-xs font-bold tracking-wider text-slate-400 uppercase">{t('preview.table')}</h3>
          <div className="grid grid-cols-2 gap-4 text-sm">
            {[match.home.team, match.away.team].map((team) => {
              const row = rowOf(team.id);
              return (
                <div
                  key={team.id}
                  className="flex min-w-0 flex-col gap-1.5"
                  data-testid="preview-team"
                  data-team-id={team.id}
                >
                  <span className="truncate font-semibold text-white">{team.name}</span>
                  {row ? (
                    <>
                      <span className="text-slate-300" data-testid="preview-position">
                        {t('preview.position', { position: row.position, size: table.rows.length })} ·{' '}
                        {rules.table.points === null
                          ? t('preview.record', { won: row.won, lost: row.lost })
                          : t('preview.points', { points: row.points })}
                      </span>
                      <FormDots form={row.form} />
                    </>
                  ) : (
                    <span className="text-slate-400">{t('preview.notInTable')}</span>
                  )}
                </div>
              );
            })}
          </div>
        </section>
      ) : null}

      {h2h ? (
        <section data-testid="preview-meetings">
          <h3 className="mb-2 text-xs font-bold tracking-wider text-slate-400 uppercase">{t('preview.meetings')}</h3>
          {h2h.meetings.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-ink-700 px-4 py-6 text-center text-slate-400">
              {t('preview.noMeetings')}
            </p>
          ) : (
            <MeetingList meetings={h2h.meetings.slice(0, MEETINGS)} lang={lang} timeZone={timeZone} />
          )}
        </section>
      ) : null}
    </div>
  );
}
