import { sportRules } from '@placar/contract/sports/sport-registry';
import { teamDetail } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import type { Language } from '@placar/contract/languages';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { FavoriteStar } from '../../components/matches/favorite-star.tsx';
import { MatchRow } from '../../components/matches/match-row.tsx';
import { TeamBadge } from '../../components/matches/team-badge.tsx';
import { callApi } from '../../lib/api/contract-call.ts';
import { applyUpdateToList } from '../../lib/matches/apply-update.ts';
import { useLiveData } from '../../lib/realtime/use-live-data.ts';
import { FormDots } from '../../components/standings/standings-table.tsx';
import { pct, recordOf } from '../../components/standings/standings-columns.ts';
import { TeamSquad } from './team-squad.tsx';
import { kickoffDate } from '../../lib/matches/match-date.ts';

type TeamData = CallData<typeof teamDetail>;

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <section className="flex flex-col gap-2" data-testid={testId}>
      <h2 className="text-sm font-bold tracking-wide text-slate-400 uppercase">{title}</h2>
      {children}
    </section>
  );
}

function MatchList({
  matches,
  lang,
  timeZone,
  empty,
  testId,
}: {
  matches: TeamData['next'];
  lang: Language;
  timeZone: string;
  empty: string;
  testId: string;
}) {
  if (matches.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-ink-700 px-4 py-6 text-center text-slate-400">{empty}</p>
    );
  return (
    <ul
      className="divide-y divide-ink-800 overflow-hidden rounded-2xl border border-ink-800 bg-ink-900"
      data-testid={testId}
    >
      {matches.map((match) => (
        <li key={match.id}>
          <MatchRow match={match} lang={lang} timeZone={timeZone} date={kickoffDate(match.kickoff, timeZone, lang)} />
        </li>
      ))}
    </ul>
  );
}

/** A team's page: its next and last matches (kept live), its place in each table, its form and its squad. */
export function TeamPage({ data: initial, lang, timeZone }: { data: TeamData; lang: Language; timeZone: string }) {
  const { t } = useTranslation();
  const { data } = useLiveData<TeamData>(
    initial,
    (current, update) => {
      const next = applyUpdateToList(current.next, update, lang);
      const last = applyUpdateToList(current.last, update, lang);
      return next === current.next && last === current.last ? current : { ...current, next, last };
    },
    () => callApi(teamDetail, { id: initial.team.id }),
  );
  const { team } = data;
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6" data-testid="page-team" data-team-id={team.id}>
      <header className="flex items-center gap-4 rounded-2xl border border-ink-800 bg-gradient-to-br from-ink-850 to-ink-950 p-4">
        <TeamBadge name={team.name} logo={team.logo} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold tracking-wider text-slate-400 uppercase">{t('team.heading')}</p>
          <div className="flex items-center gap-1">
            <h1
              className="truncate text-2xl font-extrabold tracking-tight text-white"
              data-testid="team-name"
              translate="no"
            >
              {team.name}
            </h1>
            <FavoriteStar kind="team" id={team.id} name={team.name} />
          </div>
          <p className="text-sm text-slate-400">
            {[team.country?.name, t(`tabs.${team.sport}`)].filter(Boolean).join(' · ')}
          </p>
        </div>
        {data.form.length > 0 ? (
          <div className="hidden flex-col items-end gap-1 sm:flex">
            <span className="text-[11px] font-bold text-slate-400 uppercase">{t('team.form')}</span>
            <FormDots form={data.form} />
          </div>
        ) : null}
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('team.next')} testId="team-next">
          <MatchList
            matches={data.next}
            lang={lang}
            timeZone={timeZone}
            empty={t('team.noNext')}
            testId="team-next-list"
          />
        </Section>
        <Section title={t('team.last')} testId="team-last">
          <MatchList
            matches={data.last}
            lang={lang}
            timeZone={timeZone}
            empty={t('team.noLast')}
            testId="team-last-list"
          />
        </Section>
      </div>
      {data.tables.length > 0 ? (
        <Section title={t('team.tables')} testId="team-tables">
          <ul className="grid gap-2 sm:grid-cols-2">
            {data.tables.map((entry) => (
              <li key={entry.season.id}>
                <Link
                  to={`/${lang}/schedule/league/${entry.competition.id}?season=${entry.season.id}`}
                  className="flex items-center gap-3 rounded-2xl border border-ink-800 bg-ink-900 p-3 hover:bg-ink-850"
                  data-testid="team-table"
                >
                  <TeamBadge name={entry.competition.name} logo={entry.competition.logo} size="md" />
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 font-semibold break-words text-white" data-league-title>
                      {entry.competition.name}
                    </span>
                    <span className="text-xs text-slate-400">
                      {sportRules(team.sport).table.points !== null
                        ? `${entry.row.played} ${t('standings.col.played')} · ${recordOf(team.sport, entry.row)} · ${entry.row.points} ${t('standings.col.points')}`
                        : `${recordOf(team.sport, entry.row)} · ${pct(entry.row.winPercentage)}`}
                    </span>
                  </span>
                  <span className="text-lg font-black text-white tabular-nums" data-testid="team-position">
                    {t('team.position', { position: entry.row.position, size: entry.size })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={t('team.squad')} testId="team-squad">
        <TeamSquad squad={data.squad} sport={team.sport} lang={lang} />
      </Section>
    </section>
  );
}
