import type { Language } from '@placar/contract/languages';
import type { seasonTable } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import type { CompetitionSummary, Season } from '@placar/contract/schedule-entities';
import { COMPETITIONS_WITHOUT_TABLE } from '@placar/contract/constants';
import { COMPETITIONS_WITH_KNOCKOUT, isKnockoutRound } from '@placar/contract/knockout-rounds';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { RoundFixtures, type RoundList } from './round-fixtures.tsx';
import { StandingsTable } from '../../components/standings/standings-table.tsx';
import { TableDetail } from './table-detail.tsx';
import { TieBreakNotes } from './tie-break-notes.tsx';
import { GroupedStandings } from './grouped-standings.tsx';
import { KnockoutBracket } from './knockout-bracket.tsx';
import { SeasonLeaders } from './season-leaders.tsx';
import { ZoneLegend } from '../../components/standings/table-zones.tsx';
import { tabPillClass } from '../../components/ui/tab-pill.ts';
import { onTabListKeyDown } from '../../components/ui/tab-keys.ts';
import { TabButton, tabPanel } from '../../components/ui/tab-button.tsx';

const VIEWS = ['fixtures', 'table', 'bracket', 'detail'] as const;
type View = (typeof VIEWS)[number];

/** A competition with a knockout phase, known to have one or with a knockout round in its fixtures, shows a bracket tab. */
const hasKnockout = (competition: CompetitionSummary, fixtures: RoundList | null) =>
  COMPETITIONS_WITH_KNOCKOUT.includes(competition.code) || (fixtures?.rounds ?? []).some(isKnockoutRound);

interface LeagueViewProps {
  competition: CompetitionSummary;
  seasonId: number;
  seasons: readonly Season[];
  fixtures: RoundList | null;
  table: Pick<CallData<typeof seasonTable>, 'rows' | 'tieBreak' | 'unresolved' | 'zones' | 'groups'> | null;
  lang: Language;
  timeZone: string;
  roundHref: (round: string) => string;
}

/**
 * Fixtures by round, the standings (zones, conferences, top scorers), the bracket of a knockout
 * phase and the table detail, as tabs; friendlies have fixtures only.
 */
export function LeagueView({
  competition,
  seasonId,
  seasons,
  fixtures,
  table,
  lang,
  timeZone,
  roundHref,
}: LeagueViewProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('fixtures');
  const fixtureList = fixtures ? (
    <RoundFixtures initial={fixtures} lang={lang} timeZone={timeZone} roundHref={roundHref} />
  ) : (
    <p className="text-slate-400">{t('matches.loadFailed')}</p>
  );
  if (COMPETITIONS_WITHOUT_TABLE.includes(competition.code)) return fixtureList;
  const level = new Set(table?.unresolved.flatMap((tie) => tie.teamIds) ?? []);
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        onKeyDown={onTabListKeyDown}
        className="flex gap-1 rounded-full bg-ink-900 p-1"
        data-testid="league-tabs"
      >
        {VIEWS.filter((value) => value !== 'bracket' || hasKnockout(competition, fixtures)).map((value) => (
          <TabButton
            key={value}
            strip="league"
            value={value}
            selected={view === value}
            onSelect={() => setView(value)}
            data-testid={`league-tab-${value}`}
            className={`${tabPillClass(view === value)} sm:px-2`}
          >
            {t(`league.views.${value}`)}
          </TabButton>
        ))}
      </div>
      <div hidden={view !== 'fixtures'} {...tabPanel('league', 'fixtures')}>
        {fixtureList}
      </div>
      <div hidden={view !== 'table'} {...tabPanel('league', 'table')}>
        {table ? (
          table.rows.length > 0 ? (
            <div className="flex flex-col gap-3">
              {table.groups.length > 0 ? (
                <GroupedStandings
                  groups={table.groups}
                  rows={table.rows}
                  sport={competition.sport}
                  lang={lang}
                  level={level}
                />
              ) : (
                <>
                  <StandingsTable
                    rows={table.rows}
                    sport={competition.sport}
                    lang={lang}
                    level={level}
                    zones={table.zones}
                  />
                  <ZoneLegend zones={table.zones} />
                </>
              )}
              <TieBreakNotes tieBreak={table.tieBreak} unresolved={table.unresolved} rows={table.rows} />
              {view === 'table' ? <SeasonLeaders seasonId={seasonId} sport={competition.sport} lang={lang} /> : null}
            </div>
          ) : (
            <p className="text-slate-400">{t('standings.empty')}</p>
          )
        ) : (
          <p className="text-slate-400">{t('matches.loadFailed')}</p>
        )}
      </div>
      {view === 'bracket' ? (
        <div {...tabPanel('league', 'bracket')}>
          <KnockoutBracket seasons={seasons} seasonId={seasonId} lang={lang} timeZone={timeZone} />
        </div>
      ) : null}
      {view === 'detail' ? (
        <div {...tabPanel('league', 'detail')}>
          <TableDetail seasonId={seasonId} sport={competition.sport} lang={lang} />
        </div>
      ) : null}
    </div>
  );
}
