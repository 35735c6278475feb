import { teamCode } from './team-code.ts';

/** A club the simulator plays with; strength (1-100) tilts its scoring. */
export interface SimTeam {
  code: string;
  nameEn: string;
  nameBr: string | null;
  shortName: string;
  country: string | null;
  strength: number;
}

type Row = [nameEn: string, shortName: string, strength: number, nameBr?: string];

function teams(country: string | null, rows: Row[]): SimTeam[] {
  return rows.map(([nameEn, shortName, strength, nameBr]) => ({ code: teamCode(nameEn), nameEn, nameBr: nameBr ?? null, shortName, country, strength }));
}

export const BRASILEIRAO = teams('BR', [
  ['Atlético Mineiro', 'Atlético-MG', 72], ['Bahia', 'Bahia', 70], ['Botafogo', 'Botafogo', 78], ['Ceará', 'Ceará', 60],
  ['Corinthians', 'Corinthians', 68], ['Cruzeiro', 'Cruzeiro', 76], ['Flamengo', 'Flamengo', 85], ['Fluminense', 'Fluminense', 70],
  ['Fortaleza', 'Fortaleza', 62], ['Grêmio', 'Grêmio', 66], ['Internacional', 'Inter', 68], ['Juventude', 'Juventude', 55],
  ['Mirassol', 'Mirassol', 64], ['Palmeiras', 'Palmeiras', 84], ['Red Bull Bragantino', 'Bragantino', 64], ['Santos', 'Santos', 62],
  ['São Paulo', 'São Paulo', 68], ['Sport Recife', 'Sport', 52], ['Vasco da Gama', 'Vasco', 63], ['Vitória', 'Vitória', 58],
]);

export const PREMIER_LEAGUE = teams('ENG', [
  ['Arsenal', 'Arsenal', 88], ['Aston Villa', 'Aston Villa', 76], ['Bournemouth', 'Bournemouth', 68], ['Brentford', 'Brentford', 66],
  ['Brighton & Hove Albion', 'Brighton', 70], ['Burnley', 'Burnley', 56], ['Chelsea', 'Chelsea', 80], ['Crystal Palace', 'Crystal Palace', 68],
  ['Everton', 'Everton', 62], ['Fulham', 'Fulham', 64], ['Leeds United', 'Leeds', 58], ['Liverpool', 'Liverpool', 88],
  ['Manchester City', 'Man City', 87], ['Manchester United', 'Man United', 72], ['Newcastle United', 'Newcastle', 78], ['Nottingham Forest', "Nott'm Forest", 66],
  ['Sunderland', 'Sunderland', 58], ['Tottenham Hotspur', 'Tottenham', 74], ['West Ham United', 'West Ham', 64], ['Wolverhampton Wanderers', 'Wolves', 60],
]);

export const LA_LIGA = teams('ES', [
  ['Alavés', 'Alavés', 58], ['Athletic Club', 'Athletic', 74], ['Atlético Madrid', 'Atlético', 82, 'Atlético de Madrid'], ['Barcelona', 'Barcelona', 89],
  ['Celta Vigo', 'Celta', 64, 'Celta de Vigo'], ['Elche', 'Elche', 56], ['Espanyol', 'Espanyol', 60], ['Getafe', 'Getafe', 60],
  ['Girona', 'Girona', 64], ['Levante', 'Levante', 55], ['Mallorca', 'Mallorca', 60], ['Osasuna', 'Osasuna', 62],
  ['Rayo Vallecano', 'Rayo', 62], ['Real Betis', 'Betis', 70], ['Real Madrid', 'Real Madrid', 90], ['Real Oviedo', 'Oviedo', 54],
  ['Real Sociedad', 'Real Sociedad', 68], ['Sevilla', 'Sevilla', 64], ['Valencia', 'Valencia', 62], ['Villarreal', 'Villarreal', 74],
]);

/** Champions League: clubs of the leagues above plus the continent's usual contenders. */
export const CHAMPIONS_LEAGUE: SimTeam[] = [
  ...LA_LIGA.filter((team) => ['real-madrid', 'barcelona', 'atletico-madrid'].includes(team.code)),
  ...PREMIER_LEAGUE.filter((team) => ['arsenal', 'liverpool', 'manchester-city', 'chelsea'].includes(team.code)),
  ...teams('DE', [['Bayern Munich', 'Bayern', 88, 'Bayern de Munique'], ['Borussia Dortmund', 'Dortmund', 76]]),
  ...teams('IT', [['Inter', 'Inter', 84, 'Internazionale'], ['Juventus', 'Juventus', 76], ['Napoli', 'Napoli', 78]]),
  ...teams('FR', [['Paris Saint-Germain', 'PSG', 88]]),
  ...teams('PT', [['Benfica', 'Benfica', 74], ['Porto', 'Porto', 72]]),
  ...teams('NL', [['PSV Eindhoven', 'PSV', 70]]),
];

export const NBA = teams('US', [
  ['Atlanta Hawks', 'Hawks', 70], ['Boston Celtics', 'Celtics', 85], ['Brooklyn Nets', 'Nets', 58], ['Charlotte Hornets', 'Hornets', 58],
  ['Chicago Bulls', 'Bulls', 66], ['Cleveland Cavaliers', 'Cavaliers', 86], ['Dallas Mavericks', 'Mavericks', 72], ['Denver Nuggets', 'Nuggets', 82],
  ['Detroit Pistons', 'Pistons', 74], ['Golden State Warriors', 'Warriors', 76], ['Houston Rockets', 'Rockets', 80], ['Indiana Pacers', 'Pacers', 74],
  ['LA Clippers', 'Clippers', 76], ['Los Angeles Lakers', 'Lakers', 78], ['Memphis Grizzlies', 'Grizzlies', 72], ['Miami Heat', 'Heat', 68],
  ['Milwaukee Bucks', 'Bucks', 72], ['Minnesota Timberwolves', 'Timberwolves', 80], ['New Orleans Pelicans', 'Pelicans', 60], ['New York Knicks', 'Knicks', 82],
  ['Oklahoma City Thunder', 'Thunder', 90], ['Orlando Magic', 'Magic', 74], ['Philadelphia 76ers', '76ers', 64], ['Phoenix Suns', 'Suns', 66],
  ['Portland Trail Blazers', 'Trail Blazers', 62], ['Sacramento Kings', 'Kings', 64], ['San Antonio Spurs', 'Spurs', 70], ['Toronto Raptors', 'Raptors', 64],
  ['Utah Jazz', 'Jazz', 56], ['Washington Wizards', 'Wizards', 54],
]);

export const NBB = teams('BR', [
  ['Flamengo', 'Flamengo', 84], ['Franca', 'Franca', 86], ['Minas', 'Minas', 74], ['Paulistano', 'Paulistano', 70],
  ['Pinheiros', 'Pinheiros', 72], ['Bauru', 'Bauru', 70], ['Brasília', 'Brasília', 66], ['Corinthians', 'Corinthians', 68],
  ['São Paulo', 'São Paulo', 76], ['Mogi', 'Mogi', 64], ['Unifacisa', 'Unifacisa', 64], ['Fortaleza Basquete Cearense', 'Fortaleza', 62],
  ['Caxias do Sul', 'Caxias', 60], ['Pato Basquete', 'Pato', 60], ['Vasco da Gama', 'Vasco', 66], ['União Corinthians', 'União', 58],
]);
