import { NBA, NBB } from './simulated-teams-basketball.ts';
import { BUNDESLIGA, CHAMPIONS_LEAGUE, LIGUE_1, PRIMEIRA_LIGA, SERIE_A } from './simulated-teams-europe.ts';
import { BRASILEIRAO, LA_LIGA, PREMIER_LEAGUE } from './simulated-teams.ts';
import { teamCode } from './team-code.ts';

/** Official names whose words do not reduce to the demo club's name. */
const ALIASES: Record<string, string> = {
  'fc-internazionale-milano': 'inter',
  'fc-bayern-munchen': 'bayern-munich',
  'sport-lisboa-e-benfica': 'benfica',
  'sporting-clube-de-portugal': 'sporting-cp',
  'sporting-clube-de-braga': 'braga',
  'vitoria-guimaraes': 'vitoria-de-guimaraes',
  'real-sociedad-de-futbol': 'real-sociedad',
  'rayo-vallecano-de-madrid': 'rayo-vallecano',
  'rcd-espanyol-de-barcelona': 'espanyol',
  'club-atletico-de-madrid': 'atletico-madrid',
  'real-betis-balompie': 'real-betis',
  'rc-celta-de-vigo': 'celta-vigo',
  'deportivo-alaves': 'alaves',
  'gd-estoril-praia': 'estoril',
  'cf-estrela-da-amadora': 'estrela-da-amadora',
  'psv': 'psv-eindhoven',
  'royale-union-saint-gilloise': 'union-saint-gilloise',
  'sk-slavia-praha': 'slavia-prague',
  'fc-kobenhavn': 'copenhagen',
  'fk-bodo-glimt': 'bodo-glimt',
  'qarabag-agdam-fk': 'qarabag',
  'fc-kairat': 'kairat-almaty',
  'pafos-fc': 'pafos',
  'olympiakos-piraeus': 'olympiacos',
  'afc-ajax': 'ajax',
  'galatasaray-sk': 'galatasaray',
  'olympique-de-marseille': 'marseille',
  'olympique-lyonnais': 'lyon',
  'ogc-nice': 'nice',
  'rc-lens': 'lens',
  'stade-rennais-fc-1901': 'rennes',
  'rc-strasbourg-alsace': 'strasbourg',
  'stade-brestois-29': 'brest',
  'aj-auxerre': 'auxerre',
  'angers-sco': 'angers',
  'fc-lorient': 'lorient',
  'fc-metz': 'metz',
  '1-fc-heidenheim-1846': '1-fc-heidenheim',
  '1-fc-union-berlin': 'union-berlin',
  '1-fsv-mainz-05': 'mainz-05',
  'fc-st-pauli-1910': 'fc-st-pauli',
  'tsg-1899-hoffenheim': 'tsg-hoffenheim',
  'sv-werder-bremen': 'werder-bremen',
  'bayer-04-leverkusen': 'bayer-leverkusen',
  // Brazilian clubs by openfootball's official names.
  'ca-mineiro': 'atletico-mineiro',
  'sc-recife': 'sport-recife',
  'rb-bragantino': 'red-bull-bragantino',
};

/** Words that official names add around a club's name: FC Porto, Juventus FC, Bologna FC 1909. */
// Brazil's too: Grêmio FBPA, SE Palmeiras, CR Flamengo, EC Bahia, Botafogo FR, SC Corinthians Paulista.
const AFFIXES = new Set(['fc', 'afc', 'cf', 'ac', 'acf', 'as', 'ss', 'ssc', 'us', 'bc', 'cd', 'ca', 'ud', 'rcd', 'sv', 'tsg', 'fsv', 'vfl', 'kv', 'calcio', 'cfc', 'osc', 'sco', 'de', 'sc', 'ec', 'cr', 'se', 'fr', 'fbpa', 'paulista']);

const DEMO_CODES = new Set([...BRASILEIRAO, ...PREMIER_LEAGUE, ...LA_LIGA, ...SERIE_A, ...BUNDESLIGA, ...LIGUE_1, ...PRIMEIRA_LIGA, ...CHAMPIONS_LEAGUE, ...NBA, ...NBB].map((team) => team.code));

/**
 * A team's code whatever its source calls it, so imported results and the demo's matches meet
 * in head-to-heads and team pages: "Liverpool FC" and "Liverpool" are one club. Names that do
 * not reduce to a demo club keep their own code.
 */
export function canonicalTeamCode(name: string): string {
  const code = teamCode(name);
  const alias = ALIASES[code];
  if (alias !== undefined) return alias;
  if (DEMO_CODES.has(code)) return code;
  const stripped = code
    .split('-')
    .filter((word) => !AFFIXES.has(word) && !/^\d+$/.test(word))
    .join('-');
  return DEMO_CODES.has(stripped) ? stripped : code;
}
