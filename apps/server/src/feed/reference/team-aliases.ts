import { NBA, NBB } from './simulated-teams-basketball.ts';
import { BUNDESLIGA, CHAMPIONS_LEAGUE, LIGUE_1, PRIMEIRA_LIGA, SERIE_A } from './simulated-teams-europe.ts';
import { BRASILEIRAO, LA_LIGA, PREMIER_LEAGUE } from './simulated-teams.ts';
import { CLUB_ALIASES } from './team-alias-names.ts';
import { teamCode } from './team-code.ts';

/** Every listed name's code, to its club's code. */
const ALIASES = new Map(
  Object.entries(CLUB_ALIASES).flatMap(([club, names]) => names.map((name) => [teamCode(name), club] as const)),
);

/** Words that official names add around a club's name: FC Porto, Juventus FC, Bologna FC 1909. */
// Brazil's too: Grêmio FBPA, SE Palmeiras, CR Flamengo, EC Bahia, Botafogo FR, SC Corinthians Paulista.
const AFFIXES = new Set([
  'fc',
  'afc',
  'cf',
  'ac',
  'acf',
  'as',
  'ss',
  'ssc',
  'us',
  'bc',
  'cd',
  'ca',
  'ud',
  'rcd',
  'sv',
  'tsg',
  'fsv',
  'vfl',
  'kv',
  'calcio',
  'cfc',
  'osc',
  'sco',
  'de',
  'sc',
  'ec',
  'cr',
  'se',
  'fr',
  'fbpa',
  'paulista',
]);

const DEMO_CODES = new Set(
  [
    ...BRASILEIRAO,
    ...PREMIER_LEAGUE,
    ...LA_LIGA,
    ...SERIE_A,
    ...BUNDESLIGA,
    ...LIGUE_1,
    ...PRIMEIRA_LIGA,
    ...CHAMPIONS_LEAGUE,
    ...NBA,
    ...NBB,
  ].map((team) => team.code),
);

/**
 * A team's code whatever its source calls it, so imported results and the demo's matches meet
 * in head-to-heads and team pages: "Liverpool FC" and "Liverpool" are one club, and so are
 * "FC København" and "Копенгаген" (team-alias-names.ts). Names that do not reduce to a demo
 * club keep their own code, in their own script: a new team, never a guess at an old one.
 */
export function canonicalTeamCode(name: string): string {
  const code = teamCode(name);
  const alias = ALIASES.get(code);
  if (alias !== undefined) return alias;
  if (DEMO_CODES.has(code)) return code;
  const stripped = code
    .split('-')
    .filter((word) => !AFFIXES.has(word) && !/^\d+$/.test(word))
    .join('-');
  return DEMO_CODES.has(stripped) ? stripped : code;
}
