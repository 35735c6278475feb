import { teamCode } from '../reference/team-code.ts';
import { splitSuffix } from './openfootball-match.ts';
import type { FileMatch } from './openfootball-match.ts';

/**
 * The slug external refs were made with before team codes kept every script (issue 35): ASCII
 * only, so "Bodø" was "bod" and a Cyrillic name nothing at all. Used only to find matches
 * stored under those refs and move them to the new ones.
 */
function asciiSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The file's own name for a team, as a code: refs keep the file's names, not the club's alias. */
const sourceCode = (name: string, slug: (text: string) => string) => slug(splitSuffix(name).name);

function refWith(competitionCode: string, season: string, match: FileMatch, slug: (text: string) => string): string {
  return `openfootball:${competitionCode}:${season}:${slug(match.round)}:${sourceCode(match.team1, slug)}:${sourceCode(match.team2, slug)}`;
}

/** A match's external ref: one per round and pairing of a season, so a re-import updates it. */
export function matchRef(competitionCode: string, season: string, match: FileMatch): string {
  return refWith(competitionCode, season, match, teamCode);
}

/**
 * The ref an import before issue 35 gave the same match, when it differs and named both teams
 * (a name of another script had no ASCII slug: such refs were never one match's).
 */
export function formerMatchRef(competitionCode: string, season: string, match: FileMatch): string | undefined {
  const former = refWith(competitionCode, season, match, asciiSlug);
  const parts = [asciiSlug(match.round), sourceCode(match.team1, asciiSlug), sourceCode(match.team2, asciiSlug)];
  return parts.includes('') || former === matchRef(competitionCode, season, match) ? undefined : former;
}
