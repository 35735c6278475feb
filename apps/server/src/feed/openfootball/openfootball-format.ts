import { basename, dirname } from 'node:path';
import { z } from 'zod';
import { FootballStatus } from '@placar/contract/sports/football-statuses';
import { withTextRule } from '@placar/contract/text-rule';
import type { Fixture, FixtureTeam } from '../provider.ts';
import { competitionRow } from '../reference/reference-data.ts';
import { canonicalTeamCode } from '../reference/team-aliases.ts';
import { teamCode } from '../reference/team-code.ts';
import { zonedTimeToUtc } from './zoned-time.ts';

const pair = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
// The contract's text rule holds for files too: no NUL or lone surrogate reaches the database.
const fileSchema = withTextRule(z.object({
  name: z.string(),
  matches: z.array(
    z.object({
      round: z.string().min(1),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      time: z.string().regex(/^\d{2}:\d{2}$/).optional(),
      team1: z.string().min(1),
      team2: z.string().min(1),
      score: z.object({ ht: pair.optional(), ft: pair.optional(), et: pair.optional(), p: pair.optional() }).optional(),
    }),
  ),
}));

/** openfootball's league keys to ours. */
const COMPETITIONS: Record<string, string> = {
  'br.1': 'bra.1', 'en.1': 'eng.1', 'es.1': 'esp.1', 'it.1': 'ita.1', 'de.1': 'ger.1', 'fr.1': 'fra.1', 'pt.1': 'por.1', 'uefa.cl': 'uefa.cl',
};

/** Country suffixes of international competitions: "Liverpool FC (ENG)". */
const COUNTRIES: Record<string, string> = { ENG: 'ENG', ESP: 'ES', ITA: 'IT', GER: 'DE', FRA: 'FR', POR: 'PT', NED: 'NL', BRA: 'BR' };

export class ImportError extends Error {
  override name = 'ImportError';
}

export const OPENFOOTBALL_LEAGUES = Object.keys(COMPETITIONS);

const SPLIT = /^(\d{4})-(\d{2})$/;
const CALENDAR = /^\d{4}$/;

/** A season folder's name as Placar names the season: 2024-25 → 2024/25, 2025 → 2025. */
function seasonName(folder: string): string | null {
  const split = SPLIT.exec(folder);
  if (split !== null) return Number(split[2]) === (Number(split[1]) + 1) % 100 ? `${split[1]}/${split[2]}` : null;
  return CALENDAR.test(folder) ? folder : null;
}

/**
 * The competition and season of a file, by openfootball's own layout (`2025/br.1.json` for a
 * calendar-year league, `2024-25/es.1.json` for a split season) or the flat names
 * `2025_br.1.json` and `2024-25_es.1.json`.
 */
export function describeFile(path: string): { competitionCode: string; season: string } {
  const name = basename(path);
  const flat = /^(\d{4}(?:-\d{2})?)_([a-z0-9.]+)\.json$/.exec(name);
  const nested = /^([a-z0-9.]+)\.json$/.exec(name);
  const [folder, league] = flat !== null ? [flat[1], flat[2]] : [basename(dirname(path)), nested?.[1]];
  const season = folder === undefined ? null : seasonName(folder);
  const code = league === undefined ? undefined : COMPETITIONS[league];
  if (season === null || code === undefined) {
    throw new ImportError(`${shown(path)}: expected openfootball's layout, 2025/br.1.json or 2024-25/es.1.json (or flat, 2024-25_es.1.json), with one of ${OPENFOOTBALL_LEAGUES.join(', ')}`);
  }
  return { competitionCode: code, season };
}

/** The file as the messages show it: with its season folder when it has one. */
export function shown(path: string): string {
  const folder = basename(dirname(path));
  return seasonName(folder) === null ? basename(path) : `${folder}/${basename(path)}`;
}

/** The file's own name for a team, as a code: external refs stay as they were before aliases. */
function sourceCode(name: string): string {
  return teamCode(/^(.*?)\s*\(([A-Z]{3})\)$/.exec(name.trim())?.[1] ?? name.trim());
}

function team(name: string, defaultCountry: string | null): FixtureTeam {
  const suffix = /^(.*?)\s*\(([A-Z]{3})\)$/.exec(name.trim());
  const nameEn = suffix?.[1] ?? name.trim();
  const country = suffix?.[2] === undefined ? defaultCountry : (COUNTRIES[suffix[2]] ?? null);
  // "Liverpool FC" is the demo's Liverpool: one team row, so head-to-heads include imported history.
  return { code: canonicalTeamCode(nameEn), nameEn, country };
}

/**
 * One openfootball season file as fixtures: results as FT (AET, AP after extra time or
 * penalties) with the half-time split into periods, matches without a score as scheduled.
 * Kickoffs are local times of the competition's zone; a match without a time gets 12:00 UTC.
 */
export function parseOpenfootball(path: string, content: string): Fixture[] {
  const { competitionCode, season } = describeFile(path);
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new ImportError(`${shown(path)}: not JSON`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) throw new ImportError(`${shown(path)}: not an openfootball file (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`);
  const competition = competitionRow(competitionCode);
  const international = competition.country === 'EU';
  const { matches } = parsed.data;
  if (matches.length === 0) return [];

  const dates = matches.map((match) => match.date).sort();
  const seasonRange = { name: season, startsOn: dates[0] ?? '', endsOn: dates.at(-1) ?? '' };
  // Rounds in the order they start.
  const firstDate = new Map<string, string>();
  for (const match of matches) if ((firstDate.get(match.round) ?? '9999') > match.date) firstDate.set(match.round, match.date);
  const roundOrder = new Map([...firstDate.entries()].sort((a, b) => a[1].localeCompare(b[1])).map(([round], index) => [round, index + 1]));

  return matches.map((match): Fixture => {
    const home = team(match.team1, international ? null : competition.country);
    const away = team(match.team2, international ? null : competition.country);
    const { ht, ft, et, p } = match.score ?? {};
    const final = et ?? ft;
    const side = (index: 0 | 1) => ({
      score: final?.[index] ?? null,
      periods: ft === undefined || ht === undefined ? [] : [ht[index], ft[index] - ht[index], ...(et === undefined ? [] : [et[index] - ft[index]])],
      penalties: p?.[index] ?? null,
    });
    const status = final === undefined ? FootballStatus.notStarted : p !== undefined ? FootballStatus.afterPenalties : et !== undefined ? FootballStatus.afterExtraTime : FootballStatus.fullTime;
    return {
      externalRef: `openfootball:${competitionCode}:${season}:${teamCode(match.round)}:${sourceCode(match.team1)}:${sourceCode(match.team2)}`,
      competitionCode,
      season: seasonRange,
      round: match.round,
      roundOrder: roundOrder.get(match.round) ?? null,
      kickoff: match.time === undefined ? new Date(`${match.date}T12:00:00Z`) : zonedTimeToUtc(match.date, match.time, competition.timeZone),
      home,
      away,
      result: { status, home: side(0), away: side(1) },
    };
  });
}
