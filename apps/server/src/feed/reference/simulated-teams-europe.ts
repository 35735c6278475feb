import { LA_LIGA, PREMIER_LEAGUE, simTeams } from './simulated-teams.ts';
import type { SimTeam } from './simulated-teams.ts';

export const SERIE_A = simTeams('IT', [
  ['Atalanta', 'Atalanta', 78, '#1e71b8/#111111'], ['Bologna', 'Bologna', 72, '#1a2f48/#a21c26'],
  ['Cagliari', 'Cagliari', 58, '#a50044/#002350'], ['Como', 'Como', 68, '#003da5/#ffffff'],
  ['Cremonese', 'Cremonese', 54, '#e30613/#8a8d8f'], ['Fiorentina', 'Fiorentina', 68, '#482e92/#ffffff'],
  ['Genoa', 'Genoa', 58, '#c8102e/#1b2a4a'], ['Hellas Verona', 'Verona', 56, '#ffd600/#0a3f8c'],
  ['Inter', 'Inter', 86, '#0068a8/#111111', 'Internazionale'], ['Juventus', 'Juventus', 80, '#111111/#ffffff'],
  ['Lazio', 'Lazio', 70, '#87d8f7/#ffffff'], ['Lecce', 'Lecce', 54, '#ffd500/#e30613'],
  ['Milan', 'Milan', 80, '#fb090b/#111111'], ['Napoli', 'Napoli', 84, '#12a0d7/#ffffff'],
  ['Parma', 'Parma', 58, '#ffd200/#1b3f8b'], ['Pisa', 'Pisa', 52, '#111111/#0033a0'],
  ['Roma', 'Roma', 76, '#8e1f2f/#f0bc42'], ['Sassuolo', 'Sassuolo', 60, '#00a752/#111111'],
  ['Torino', 'Torino', 62, '#8a1e03/#ffffff'], ['Udinese', 'Udinese', 60, '#111111/#ffffff'],
]);

export const BUNDESLIGA = simTeams('DE', [
  ['Bayern Munich', 'Bayern', 90, '#dc052d/#ffffff', 'Bayern de Munique'], ['Borussia Dortmund', 'Dortmund', 78, '#fde100/#111111'],
  ['Bayer Leverkusen', 'Leverkusen', 78, '#e32221/#111111'], ['RB Leipzig', 'Leipzig', 76, '#dd0741/#ffffff'],
  ['Eintracht Frankfurt', 'Frankfurt', 74, '#e1000f/#111111'], ['VfB Stuttgart', 'Stuttgart', 72, '#ffffff/#e32219'],
  ['SC Freiburg', 'Freiburg', 66, '#e2001a/#ffffff'], ['VfL Wolfsburg', 'Wolfsburg', 62, '#65b32e/#ffffff'],
  ['Borussia Mönchengladbach', 'Gladbach', 62, '#ffffff/#00a94f'], ['Werder Bremen', 'Bremen', 62, '#1d9053/#ffffff'],
  ['TSG Hoffenheim', 'Hoffenheim', 66, '#1c63b7/#ffffff'], ['Mainz 05', 'Mainz', 62, '#c3141e/#ffffff'],
  ['FC Augsburg', 'Augsburg', 58, '#ba3733/#46714d'], ['Union Berlin', 'Union', 60, '#eb1923/#ffffff'],
  ['1. FC Heidenheim', 'Heidenheim', 54, '#e2001a/#003b79'], ['FC St. Pauli', 'St. Pauli', 54, '#6e4b3a/#ffffff'],
  ['1. FC Köln', 'Köln', 58, '#ffffff/#ed1c24'], ['Hamburger SV', 'Hamburg', 58, '#0a3f86/#ffffff'],
]);

export const LIGUE_1 = simTeams('FR', [
  ['Paris Saint-Germain', 'PSG', 90, '#004170/#da291c'], ['Marseille', 'Marseille', 76, '#2faee0/#ffffff'],
  ['Monaco', 'Monaco', 74, '#e63031/#ffffff'], ['Lille', 'Lille', 72, '#e01e13/#20325f'],
  ['Lyon', 'Lyon', 72, '#ffffff/#14387f'], ['Nice', 'Nice', 68, '#e30613/#111111'],
  ['Lens', 'Lens', 70, '#ffd700/#e30613'], ['Rennes', 'Rennes', 66, '#e13327/#111111'],
  ['Strasbourg', 'Strasbourg', 66, '#009fe3/#ffffff'], ['Nantes', 'Nantes', 58, '#fcd405/#00893f'],
  ['Toulouse', 'Toulouse', 60, '#5b2c83/#ffffff'], ['Brest', 'Brest', 60, '#e30613/#ffffff'],
  ['Auxerre', 'Auxerre', 54, '#ffffff/#004a99'], ['Angers', 'Angers', 52, '#111111/#ffffff'],
  ['Le Havre', 'Le Havre', 54, '#0055a4/#8bc7ea'], ['Lorient', 'Lorient', 54, '#f58220/#111111'],
  ['Metz', 'Metz', 52, '#7a1e2b/#ffffff'], ['Paris FC', 'Paris FC', 56, '#002f5f/#7fb5e6'],
]);

export const PRIMEIRA_LIGA = simTeams('PT', [
  ['Benfica', 'Benfica', 80, '#e30613/#ffffff'], ['Porto', 'Porto', 80, '#003f87/#ffffff'],
  ['Sporting CP', 'Sporting', 82, '#008057/#ffffff'], ['Braga', 'Braga', 72, '#d71920/#ffffff'],
  ['Vitória de Guimarães', 'Vitória SC', 64, '#ffffff/#111111'], ['Famalicão', 'Famalicão', 62, '#002f6c/#ffffff'],
  ['Gil Vicente', 'Gil Vicente', 60, '#e30613/#0033a0'], ['Moreirense', 'Moreirense', 58, '#00843d/#ffffff'],
  ['Rio Ave', 'Rio Ave', 58, '#00843d/#f5f5f5'], ['Santa Clara', 'Santa Clara', 58, '#c8102e/#ffffff'],
  ['Estoril', 'Estoril', 58, '#ffd100/#0033a0'], ['Casa Pia', 'Casa Pia', 56, '#111111/#f5f5f5'],
  ['Arouca', 'Arouca', 56, '#ffcc00/#1f3a93'], ['Nacional', 'Nacional', 54, '#1a1a1a/#ffffff'],
  ['AVS', 'AVS', 52, '#b22222/#ffffff'], ['Estrela da Amadora', 'Estrela', 54, '#e30613/#00843d'],
  ['Alverca', 'Alverca', 52, '#d50000/#ffffff'], ['Tondela', 'Tondela', 52, '#00843d/#ffd100'],
]);

const clubs = (teams: SimTeam[], codes: string[]) => teams.filter((team) => codes.includes(team.code));

/** The league phase's 36 clubs (the 2025/26 field): the demo leagues' best and eleven from elsewhere. */
export const CHAMPIONS_LEAGUE: SimTeam[] = [
  ...clubs(PREMIER_LEAGUE, ['arsenal', 'liverpool', 'manchester-city', 'chelsea', 'newcastle-united', 'tottenham-hotspur']),
  ...clubs(LA_LIGA, ['real-madrid', 'barcelona', 'atletico-madrid', 'athletic-club', 'villarreal']),
  ...clubs(BUNDESLIGA, ['bayern-munich', 'borussia-dortmund', 'bayer-leverkusen', 'eintracht-frankfurt']),
  ...clubs(SERIE_A, ['inter', 'juventus', 'napoli', 'atalanta']),
  ...clubs(LIGUE_1, ['paris-saint-germain', 'marseille', 'monaco']),
  ...clubs(PRIMEIRA_LIGA, ['benfica', 'sporting-cp']),
  ...simTeams('NL', [['PSV Eindhoven', 'PSV', 72, '#ed1c24/#ffffff'], ['Ajax', 'Ajax', 70, '#ffffff/#d2122e']]),
  ...simTeams('BE', [['Club Brugge', 'Brugge', 68, '#0065b3/#111111'], ['Union Saint-Gilloise', 'Union SG', 64, '#ffd100/#0033a0']]),
  ...simTeams('TR', [['Galatasaray', 'Galatasaray', 72, '#a90432/#fdb912']]),
  ...simTeams('GR', [['Olympiacos', 'Olympiacos', 66, '#e30613/#ffffff']]),
  ...simTeams('CZ', [['Slavia Prague', 'Slavia', 64, '#e30613/#ffffff', 'Slavia Praga']]),
  ...simTeams('DK', [['Copenhagen', 'Copenhagen', 62, '#ffffff/#0033a0', 'Copenhague']]),
  ...simTeams('NO', [['Bodø/Glimt', 'Bodø/Glimt', 62, '#ffd100/#111111']]),
  ...simTeams('AZ', [['Qarabağ', 'Qarabağ', 58, '#111111/#ffffff']]),
  ...simTeams('KZ', [['Kairat Almaty', 'Kairat', 54, '#ffd100/#111111']]),
  ...simTeams('CY', [['Pafos', 'Pafos', 54, '#0033a0/#ffffff']]),
];
