import { basename, dirname } from 'node:path';
import { z } from 'zod';
import { withTextRule } from '@placar/contract/text-rule';
import type { Fixture } from '../provider.ts';
import { competitionRow } from '../reference/reference-data.ts';
import { fileProblems, namesReadAsOne } from './file-problems.ts';
import type { ReadMatch } from './file-problems.ts';
import { arrayElementLines } from './json-lines.ts';
import { formerMatchRef, matchRef } from './match-refs.ts';
import { resultOf, teamOf } from './openfootball-match.ts';
import { roundOrder } from './round-order.ts';
import { zonedTimeToUtc } from './zoned-time.ts';

const pair = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
// The contract's text rule holds for files too: no NUL or lone surrogate reaches the database.
const fileSchema = withTextRule(
  z.object({
    name: z.string(),
    matches: z.array(
      z.object({
        round: z.string().min(1),
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        time: z
          .string()
          .regex(/^\d{2}:\d{2}$/)
          .optional(),
        team1: z.string().min(1),
        team2: z.string().min(1),
        score: z
          .object({ ht: pair.optional(), ft: pair.optional(), et: pair.optional(), p: pair.optional() })
          .optional(),
        // Not in the files kept as fixtures; read when a file marks a match that was not played.
        status: z.string().optional(),
      }),
    ),
  }),
);

/** openfootball's league keys to ours. */
const COMPETITIONS: Record<string, string> = {
  'br.1': 'bra.1',
  'en.1': 'eng.1',
  'es.1': 'esp.1',
  'it.1': 'ita.1',
  'de.1': 'ger.1',
  'fr.1': 'fra.1',
  'pt.1': 'por.1',
  'uefa.cl': 'uefa.cl',
};

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
    throw new ImportError(
      `${shown(path)}: expected openfootball's layout, 2025/br.1.json or 2024-25/es.1.json (or flat, 2024-25_es.1.json), with one of ${OPENFOOTBALL_LEAGUES.join(', ')}`,
    );
  }
  return { competitionCode: code, season };
}

/** The file as the messages show it: with its season folder when it has one. */
export function shown(path: string): string {
  const folder = basename(dirname(path));
  return seasonName(folder) === null ? basename(path) : `${folder}/${basename(path)}`;
}

/** A file read: its fixtures, and what the import should say about them without refusing it. */
interface OpenfootballSeason {
  fixtures: Fixture[];
  notices: string[];
}

/** At most this many problems are named; the count says how many more there were. */
const NAMED_PROBLEMS = 5;

function refuse(path: string, problems: readonly string[]): never {
  const more = problems.length > NAMED_PROBLEMS ? `; and ${problems.length - NAMED_PROBLEMS} more` : '';
  throw new ImportError(`${shown(path)}: not imported: ${problems.slice(0, NAMED_PROBLEMS).join('; ')}${more}`);
}

/**
 * One openfootball season file as fixtures (openfootball-match.ts says how a score is read).
 * Kickoffs are local times of the competition's zone; a match without a time gets 12:00 UTC.
 * Rounds are numbered in round order (round-order.ts). A file with a problem that would lose
 * or merge a fact is refused whole, each problem named with its line (file-problems.ts). A
 * UTF-8 byte order mark is read as nothing.
 */
export function readOpenfootball(path: string, content: string): OpenfootballSeason {
  const { competitionCode, season } = describeFile(path);
  const text = content.startsWith('\uFEFF') ? content.slice(1) : content;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportError(`${shown(path)}: not JSON`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success)
    throw new ImportError(
      `${shown(path)}: not an openfootball file (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`,
    );
  const competition = competitionRow(competitionCode);
  const international = competition.country === 'EU';
  const { matches } = parsed.data;
  if (matches.length === 0) return { fixtures: [], notices: [] };

  const lines = arrayElementLines(text, 'matches');
  const dates = matches.map((match) => match.date).sort();
  const seasonRange = { name: season, startsOn: dates[0] ?? '', endsOn: dates.at(-1) ?? '' };
  const order = roundOrder(matches);
  const problems: string[] = [];
  const read: ReadMatch[] = [];
  const fixtures = matches.map((match, index): Fixture => {
    const line = lines[index] ?? 0;
    const home = teamOf(match.team1, international ? null : competition.country);
    const away = teamOf(match.team2, international ? null : competition.country);
    const ref = matchRef(competitionCode, season, match);
    read.push({
      line,
      ref,
      round: match.round,
      home: { name: match.team1, code: home.code },
      away: { name: match.team2, code: away.code },
    });
    const outcome = resultOf(match);
    if ('problem' in outcome)
      problems.push(`line ${line}: ${match.team1} v ${match.team2} (${match.round}): ${outcome.problem}`);
    const formerRef = formerMatchRef(competitionCode, season, match);
    return {
      externalRef: ref,
      ...(formerRef === undefined ? {} : { formerRef }),
      competitionCode,
      season: seasonRange,
      round: match.round,
      roundOrder: order.get(match.round) ?? null,
      kickoff:
        match.time === undefined
          ? new Date(`${match.date}T12:00:00Z`)
          : zonedTimeToUtc(match.date, match.time, competition.timeZone),
      home,
      away,
      ...('result' in outcome && outcome.result !== undefined ? { result: outcome.result } : {}),
    };
  });
  problems.push(...fileProblems(read));
  if (problems.length > 0) refuse(path, problems);
  return { fixtures, notices: namesReadAsOne(read) };
}

/** readOpenfootball's fixtures alone. */
export function parseOpenfootball(path: string, content: string): Fixture[] {
  return readOpenfootball(path, content).fixtures;
}
