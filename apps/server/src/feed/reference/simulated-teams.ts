import { teamCode } from './team-code.ts';

/** A club the simulator plays with; strength (1-100) tilts its scoring, colours draw its crest. */
export interface SimTeam {
  code: string;
  nameEn: string;
  nameBr: string | null;
  shortName: string;
  country: string | null;
  strength: number;
  /** Primary and secondary colour (#rrggbb): the drawn crest's field and band. */
  colors: [string, string];
}

type Row = [nameEn: string, shortName: string, strength: number, colors: string, nameBr?: string];

/** Rows as [name, short name, strength, "primary/secondary" colours, Portuguese name]. */
export function simTeams(country: string | null, rows: Row[]): SimTeam[] {
  return rows.map(([nameEn, shortName, strength, colors, nameBr]) => {
    const [primary = '#334155', secondary = '#ffffff'] = colors.split('/');
    return {
      code: teamCode(nameEn),
      nameEn,
      nameBr: nameBr ?? null,
      shortName,
      country,
      strength,
      colors: [primary, secondary],
    };
  });
}

export const BRASILEIRAO = simTeams('BR', [
  ['Atlético Mineiro', 'Atlético-MG', 72, '#111111/#ffffff'],
  ['Bahia', 'Bahia', 70, '#0033a0/#e30613'],
  ['Botafogo', 'Botafogo', 78, '#111111/#ffffff'],
  ['Ceará', 'Ceará', 60, '#222222/#f2f2f2'],
  ['Corinthians', 'Corinthians', 68, '#ffffff/#111111'],
  ['Cruzeiro', 'Cruzeiro', 76, '#003da5/#ffffff'],
  ['Flamengo', 'Flamengo', 85, '#c8102e/#111111'],
  ['Fluminense', 'Fluminense', 70, '#7a0026/#00613c'],
  ['Fortaleza', 'Fortaleza', 62, '#0033a0/#e30613'],
  ['Grêmio', 'Grêmio', 66, '#0d80bf/#111111'],
  ['Internacional', 'Inter', 68, '#e30613/#ffffff'],
  ['Juventude', 'Juventude', 55, '#009739/#ffffff'],
  ['Mirassol', 'Mirassol', 64, '#ffd100/#00843d'],
  ['Palmeiras', 'Palmeiras', 84, '#006437/#ffffff'],
  ['Red Bull Bragantino', 'Bragantino', 64, '#ffffff/#e30613'],
  ['Santos', 'Santos', 62, '#f5f5f5/#111111'],
  ['São Paulo', 'São Paulo', 68, '#ffffff/#e30613'],
  ['Sport Recife', 'Sport', 52, '#e30613/#111111'],
  ['Vasco da Gama', 'Vasco', 63, '#111111/#ffffff'],
  ['Vitória', 'Vitória', 58, '#e30613/#111111'],
]);

export const PREMIER_LEAGUE = simTeams('ENG', [
  ['Arsenal', 'Arsenal', 88, '#ef0107/#ffffff'],
  ['Aston Villa', 'Aston Villa', 76, '#670e36/#95bfe5'],
  ['Bournemouth', 'Bournemouth', 68, '#da291c/#111111'],
  ['Brentford', 'Brentford', 66, '#e30613/#ffffff'],
  ['Brighton & Hove Albion', 'Brighton', 70, '#0057b8/#ffffff'],
  ['Burnley', 'Burnley', 56, '#6c1d45/#99d6ea'],
  ['Chelsea', 'Chelsea', 80, '#034694/#ffffff'],
  ['Crystal Palace', 'Crystal Palace', 68, '#1b458f/#c4122e'],
  ['Everton', 'Everton', 62, '#003399/#ffffff'],
  ['Fulham', 'Fulham', 64, '#ffffff/#111111'],
  ['Leeds United', 'Leeds', 58, '#ffffff/#1d428a'],
  ['Liverpool', 'Liverpool', 88, '#c8102e/#f6eb61'],
  ['Manchester City', 'Man City', 87, '#6cabdd/#ffffff'],
  ['Manchester United', 'Man United', 72, '#da291c/#fbe122'],
  ['Newcastle United', 'Newcastle', 78, '#241f20/#ffffff'],
  ['Nottingham Forest', "Nott'm Forest", 66, '#dd0000/#ffffff'],
  ['Sunderland', 'Sunderland', 58, '#eb172b/#ffffff'],
  ['Tottenham Hotspur', 'Tottenham', 74, '#ffffff/#132257'],
  ['West Ham United', 'West Ham', 64, '#7a263a/#1bb1e7'],
  ['Wolverhampton Wanderers', 'Wolves', 60, '#fdb913/#231f20'],
]);

export const LA_LIGA = simTeams('ES', [
  ['Alavés', 'Alavés', 58, '#0761af/#ffffff'],
  ['Athletic Club', 'Athletic', 74, '#ee2523/#ffffff'],
  ['Atlético Madrid', 'Atlético', 82, '#cb3524/#272e61', 'Atlético de Madrid'],
  ['Barcelona', 'Barcelona', 89, '#a50044/#004d98'],
  ['Celta Vigo', 'Celta', 64, '#8ac3ee/#ffffff', 'Celta de Vigo'],
  ['Elche', 'Elche', 56, '#05642c/#ffffff'],
  ['Espanyol', 'Espanyol', 60, '#007fc8/#ffffff'],
  ['Getafe', 'Getafe', 60, '#005999/#ffffff'],
  ['Girona', 'Girona', 64, '#cd2534/#ffffff'],
  ['Levante', 'Levante', 55, '#b4053f/#004f9f'],
  ['Mallorca', 'Mallorca', 60, '#e20613/#111111'],
  ['Osasuna', 'Osasuna', 62, '#d91a21/#0a346f'],
  ['Rayo Vallecano', 'Rayo', 62, '#ffffff/#e53027'],
  ['Real Betis', 'Betis', 70, '#0bb363/#ffffff'],
  ['Real Madrid', 'Real Madrid', 90, '#ffffff/#febe10'],
  ['Real Oviedo', 'Oviedo', 54, '#0033a0/#ffffff'],
  ['Real Sociedad', 'Real Sociedad', 68, '#0067b1/#ffffff'],
  ['Sevilla', 'Sevilla', 64, '#ffffff/#d81920'],
  ['Valencia', 'Valencia', 62, '#ffffff/#111111'],
  ['Villarreal', 'Villarreal', 74, '#ffe667/#005187'],
]);
