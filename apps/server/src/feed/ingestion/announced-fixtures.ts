import { and, eq, inArray } from 'drizzle-orm';
import { Code } from '@placar/contract/codes';
import type { FixtureInput, MatchUpdateInput } from '@placar/contract/live-update';
import type { Database } from '../../db/client.ts';
import { competitions, seasons } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { saveFixtures } from '../fixtures.repository.ts';
import type { Fixture, FixtureTeam } from '../provider.ts';
import { teamCode } from '../reference/team-code.ts';

const teamOf = (team: FixtureInput['home']): FixtureTeam => ({
  code: teamCode(team.name),
  nameEn: team.name,
  shortName: team.shortName ?? team.name.slice(0, 20),
});

/**
 * Stores the fixtures a feed announces with its updates (matches it knows before we do), so the
 * updates that follow find them. A known external ref gets its schedule corrected, never its state.
 */
export async function saveAnnouncedFixtures(db: Database, inputs: MatchUpdateInput[]): Promise<void> {
  const announced = inputs.flatMap((input) =>
    input.fixture !== undefined && input.externalRef !== undefined
      ? [{ ref: input.externalRef, fixture: input.fixture }]
      : [],
  );
  if (announced.length === 0) return;
  const codes = [...new Set(announced.map(({ fixture }) => fixture.competition))];
  const known = await db
    .select({ id: competitions.id, code: competitions.code })
    .from(competitions)
    .where(inArray(competitions.code, codes));
  const unknown = codes.find((code) => !known.some((row) => row.code === code));
  if (unknown !== undefined)
    throw new ApiError(Code.notFound, {
      en: `fixture.competition: no competition ${unknown}`,
      br: `fixture.competition: nenhuma competição ${unknown}`,
    });
  const current = await db
    .select({
      competitionId: seasons.competitionId,
      name: seasons.name,
      startsOn: seasons.startsOn,
      endsOn: seasons.endsOn,
    })
    .from(seasons)
    .where(
      and(
        inArray(
          seasons.competitionId,
          known.map((row) => row.id),
        ),
        eq(seasons.current, true),
      ),
    );
  const fixtures: Fixture[] = announced.map(({ ref, fixture }) => {
    const competitionId = known.find((row) => row.code === fixture.competition)?.id;
    const season = current.find(
      (row) => row.competitionId === competitionId && (fixture.season === undefined || row.name === fixture.season),
    );
    const day = fixture.kickoff.slice(0, 10);
    if (season === undefined && fixture.season === undefined) {
      throw new ApiError(Code.invalidInput, {
        en: 'fixture.season: this competition has no current season: name one',
        br: 'fixture.season: esta competição não tem temporada atual: informe uma',
      });
    }
    return {
      externalRef: ref,
      competitionCode: fixture.competition,
      // A named season that is new starts with this fixture; a known one keeps its range.
      season: season ?? { name: fixture.season ?? '', startsOn: day, endsOn: day },
      round: fixture.round ?? null,
      roundOrder: null,
      kickoff: new Date(fixture.kickoff),
      home: teamOf(fixture.home),
      away: teamOf(fixture.away),
      venue: fixture.venue ?? null,
    };
  });
  await saveFixtures(db, fixtures);
}
