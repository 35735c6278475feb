import type { Language } from '@placar/contract/languages';
import type { seasonTable } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import type { CompetitionSummary } from '@placar/contract/schedule-entities';
import { COMPETITIONS_WITHOUT_TABLE } from '@placar/contract/constants';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { RoundFixtures, type RoundList } from './round-fixtures.tsx';
import { StandingsTable } from './standings-table.tsx';
import { TableDetail } from './table-detail.tsx';
import { TieBreakNotes } from './tie-break-notes.tsx';
import { tabPillClass } from '../../components/ui/tab-pill.ts';

const VIEWS = ['fixtures', 'table', 'detail'] as const;
type View = (typeof VIEWS)[number];

interface LeagueViewProps {
  competition: CompetitionSummary;
  seasonId: number;
  fixtures: RoundList | null;
  table: Pick<CallData<typeof seasonTable>, 'rows' | 'tieBreak' | 'unresolved'> | null;
  lang: Language;
  timeZone: string;
  roundHref: (round: string) => string;
}

/** Fixtures by round, the standings and the table detail, as tabs; friendlies have fixtures only. */
export function LeagueView({ competition, seasonId, fixtures, table, lang, timeZone, roundHref }: LeagueViewProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('fixtures');
  const fixtureList = fixtures ? <RoundFixtures initial={fixtures} lang={lang} timeZone={timeZone} roundHref={roundHref} /> : <p className="text-slate-400">{t('matches.loadFailed')}</p>;
  if (COMPETITIONS_WITHOUT_TABLE.includes(competition.code)) return fixtureList;
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" className="flex gap-1 rounded-full bg-ink-900 p-1" data-testid="league-tabs">
        {VIEWS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={view === value}
            onClick={() => setView(value)}
            data-testid={`league-tab-${value}`}
            className={`${tabPillClass(view === value)} sm:px-2`}
          >
            {t(`league.views.${value}`)}
          </button>
        ))}
      </div>
      <div hidden={view !== 'fixtures'}>
        {fixtureList}
      </div>
      <div hidden={view !== 'table'}>
        {table ? (
          table.rows.length > 0 ? (
            <>
              <StandingsTable rows={table.rows} sport={competition.sport} lang={lang} level={new Set(table.unresolved.flatMap((tie) => tie.teamIds))} />
              <TieBreakNotes tieBreak={table.tieBreak} unresolved={table.unresolved} rows={table.rows} />
            </>
          ) : (
            <p className="text-slate-400">{t('standings.empty')}</p>
          )
        ) : (
          <p className="text-slate-400">{t('matches.loadFailed')}</p>
        )}
      </div>
      {view === 'detail' ? <TableDetail seasonId={seasonId} sport={competition.sport} lang={lang} /> : null}
    </div>
  );
}
