import type { Database } from '../../db/client.ts';
import { competitions, countries, sports } from '../../db/schema.ts';
import { fromExcluded } from '../../db/upsert.ts';
import { serializeTieBreak } from '../../modules/schedule/tie-break-rule.ts';
import { COMPETITION_ROWS, COUNTRY_ROWS, SPORT_ROWS, TIE_BREAKS } from './reference-data.ts';
import type { CompetitionRow } from './reference-data.ts';

/** Writes the sports, countries and competitions of reference-data.ts; safe to repeat (names follow the code). */
export async function upsertReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const sportRows = await tx
      .insert(sports)
      .values(SPORT_ROWS.map((row) => ({ ...row })))
      .onConflictDoUpdate({ target: sports.code, set: fromExcluded(sports, ['nameEn', 'nameBr']) })
      .returning({ id: sports.id, code: sports.code });
    const countryRows = await tx
      .insert(countries)
      .values(COUNTRY_ROWS.map((row) => ({ ...row })))
      .onConflictDoUpdate({ target: countries.code, set: fromExcluded(countries, ['nameEn', 'nameBr']) })
      .returning({ id: countries.id, code: countries.code });
    const sportId = new Map(sportRows.map((row) => [row.code, row.id]));
    const countryId = new Map(countryRows.map((row) => [row.code, row.id]));
    await tx
      .insert(competitions)
      .values(
        COMPETITION_ROWS.map((row) => ({
          code: row.code,
          sportId: sportId.get(row.sport) ?? 0,
          countryId: countryId.get(row.country) ?? null,
          nameEn: row.nameEn,
          nameBr: row.nameBr,
          shortName: row.shortName,
          tieBreak: tieBreakOf(row),
          priority: row.priority,
          hot: row.hot,
        })),
      )
      .onConflictDoUpdate({
        target: competitions.code,
        set: fromExcluded(competitions, [
          'sportId',
          'countryId',
          'nameEn',
          'nameBr',
          'shortName',
          'tieBreak',
          'priority',
          'hot',
        ]),
      });
  });
}

/** The competition's regulation as stored; one without a list keeps its plain rule. */
function tieBreakOf(row: CompetitionRow): string {
  const rule = TIE_BREAKS[row.code];
  return rule === undefined ? row.tieBreak : serializeTieBreak(rule);
}
