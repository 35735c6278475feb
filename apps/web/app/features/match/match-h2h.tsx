import type { h2hList } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import type { Language } from '@placar/contract/languages';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { MatchRow } from '../../components/matches/match-row.tsx';
import { FormDots } from '../../components/standings/standings-table.tsx';
import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Sport } from '@placar/contract/sports/served-sports';
import { kickoffDateWithYear } from '../../lib/matches/match-date.ts';

type H2h = CallData<typeof h2hList>;

/** W, D or L of a finished match for one team. */
function resultFor(match: MatchSummary, teamId: number): 'W' | 'D' | 'L' | null {
  if (match.status.phase !== 'finished' || match.home.score === null || match.away.score === null) return null;
  const home = match.home.team.id === teamId;
  const own =
    (home ? match.home.score : match.away.score) * 100 + ((home ? match.home.penalties : match.away.penalties) ?? 0);
  const other =
    (home ? match.away.score : match.home.score) * 100 + ((home ? match.away.penalties : match.home.penalties) ?? 0);
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

interface MatchH2hProps {
  h2h: H2h | null;
  sport: Sport;
  home: MatchSummary['home']['team'];
  away: MatchSummary['away']['team'];
  lang: Language;
  timeZone: string;
}

/** Past meetings with their tally, and each team's recent form. */
export function MatchH2h({ h2h, sport, home, away, lang, timeZone }: MatchH2hProps) {
  const { t } = useTranslation();
  if (!h2h) return <p className="px-4 py-10 text-center text-slate-400">{t('matches.loadFailed')}</p>;
  const { homeWins, draws, awayWins } = h2h.summary;
  const total = Math.max(1, homeWins + draws + awayWins);
  // Oldest to newest, left to right, as the tables and team pages read (the call lists newest first).
  const form = (list: MatchSummary[], teamId: number) =>
    [...list]
      .sort((a, b) => Date.parse(a.kickoff) - Date.parse(b.kickoff))
      .map((match) => resultFor(match, teamId))
      .filter((result) => result !== null);
  // A sport without draws (basketball) shows no draws count: overtime always finds a winner.
  const showDraws = sportRules(sport).draws;
  return (
    <div className="flex flex-col gap-4" data-testid="match-h2h">
      <section className="rounded-2xl border border-ink-800 bg-ink-900 p-4">
        <div className="mb-2 flex justify-between text-sm font-bold">
          <span className="text-pitch-400" data-testid="h2h-home-wins">
            {homeWins}
          </span>
          {showDraws ? (
            <span className="text-slate-400" data-testid="h2h-draws">
              {t('match.draws', { count: draws })}
            </span>
          ) : null}
          <span className="text-hoop-400" data-testid="h2h-away-wins">
            {awayWins}
          </span>
        </div>
        <div className="flex h-2 overflow-hidden rounded-full bg-ink-800">
          <span className="bg-pitch-400" style={{ width: `${(homeWins / total) * 100}%` }} />
          <span className="bg-slate-500" style={{ width: `${(draws / total) * 100}%` }} />
          <span className="bg-hoop-400" style={{ width: `${(awayWins / total) * 100}%` }} />
        </div>
        <div className="mt-4 grid grid-cols-2 gap-3 text-sm">
          {[
            { team: home, list: h2h.homeForm },
            { team: away, list: h2h.awayForm },
          ].map(({ team, list }) => (
            <div key={team.id} className="flex flex-col gap-1.5">
              <span className="truncate font-semibold text-white">{team.name}</span>
              <FormDots form={form(list, team.id)} />
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2 className="mb-2 text-xs font-bold tracking-wider text-slate-400 uppercase">{t('match.meetings')}</h2>
        {h2h.meetings.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-ink-700 px-4 py-8 text-center text-slate-400">
            {t('match.noMeetings')}
          </p>
        ) : (
          <MeetingList meetings={h2h.meetings} lang={lang} timeZone={timeZone} />
        )}
      </section>
    </div>
  );
}

/** Past meetings, newest first, each dated with its year ("Wed 15 Jul 2026"): they reach back seasons. */
export function MeetingList({
  meetings,
  lang,
  timeZone,
}: {
  meetings: MatchSummary[];
  lang: Language;
  timeZone: string;
}) {
  return (
    <ul
      className="divide-y divide-ink-800 overflow-hidden rounded-2xl border border-ink-800 bg-ink-900"
      data-testid="meetings"
    >
      {meetings.map((match) => (
        <li key={match.id}>
          <MatchRow
            match={match}
            lang={lang}
            timeZone={timeZone}
            date={kickoffDateWithYear(match.kickoff, timeZone, lang)}
          />
        </li>
      ))}
    </ul>
  );
}
