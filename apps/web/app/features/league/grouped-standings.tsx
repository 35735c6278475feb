import type { TableGroup, TableZone } from '@placar/contract/league-format';
import type { Language } from '@placar/contract/languages';
import type { StandingRow } from '@placar/contract/schedule-entities';
import type { Sport } from '@placar/contract/sports/served-sports';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { StandingsTable } from '../../components/standings/standings-table.tsx';
import { ZoneLegend } from '../../components/standings/table-zones.tsx';

type By = 'conferences' | 'divisions';

/**
 * Rows of the given teams in that order, numbered from 1 within the group, and games behind
 * counted from the group's leader (the conference's, not the league's) where the sport counts them.
 */
function rowsOf(teamIds: readonly number[], rows: readonly StandingRow[]): StandingRow[] {
  const byTeam = new Map(rows.map((row) => [row.team.id, row]));
  const leader = byTeam.get(teamIds[0] ?? -1);
  return teamIds.flatMap((id, index) => {
    const row = byTeam.get(id);
    if (row === undefined) return [];
    const gamesBehind =
      row.gamesBehind === null || leader === undefined
        ? row.gamesBehind
        : (leader.won - row.won + (row.lost - leader.lost)) / 2;
    return [{ ...row, position: index + 1, gamesBehind }];
  });
}

/**
 * A league ranked by conference (the NBA): one table per conference with its zones, or, on
 * demand, one per division in conference order. Positions count within each table.
 */
export function GroupedStandings({
  groups,
  rows,
  sport,
  lang,
  level,
}: {
  groups: readonly TableGroup[];
  rows: readonly StandingRow[];
  sport: Sport;
  lang: Language;
  level: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const [by, setBy] = useState<By>('conferences');
  const hasDivisions = groups.some((group) => group.divisions.length > 0);
  const legend: TableZone[] = groups[0]?.zones ?? [];
  return (
    <div className="flex flex-col gap-4" data-testid="grouped-standings" data-by={by}>
      {hasDivisions ? (
        <div
          role="group"
          aria-label={t('league.groups.show')}
          className="flex gap-1 self-start rounded-full bg-ink-900 p-1 text-xs"
        >
          {(['conferences', 'divisions'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={by === value}
              onClick={() => setBy(value)}
              data-testid={`group-by-${value}`}
              className={`rounded-full px-3 py-1 font-semibold ${by === value ? 'bg-white text-ink-950' : 'text-slate-400 hover:text-white'}`}
            >
              {t(`league.groups.${value}`)}
            </button>
          ))}
        </div>
      ) : null}
      {groups.map((group) => (
        <section key={group.key} className="flex flex-col gap-2" data-testid="table-group" data-group={group.key}>
          <h2 className="px-1 text-sm font-bold tracking-wide text-white">{group.name}</h2>
          {by === 'conferences' ? (
            <StandingsTable
              rows={rowsOf(group.teamIds, rows)}
              sport={sport}
              lang={lang}
              level={level}
              zones={group.zones}
              label={group.name}
            />
          ) : (
            group.divisions.map((division) => (
              <div
                key={division.key}
                className="flex flex-col gap-1"
                data-testid="table-division"
                data-division={division.key}
              >
                <h3 className="px-1 text-xs font-semibold tracking-wide text-slate-400 uppercase">{division.name}</h3>
                <StandingsTable
                  rows={rowsOf(division.teamIds, rows)}
                  sport={sport}
                  lang={lang}
                  level={level}
                  label={`${group.name} · ${division.name}`}
                />
              </div>
            ))
          )}
        </section>
      ))}
      {by === 'conferences' ? <ZoneLegend zones={legend} /> : null}
    </div>
  );
}
