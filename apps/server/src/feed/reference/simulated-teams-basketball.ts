import { simTeams } from './simulated-teams.ts';

export const NBA = simTeams('US', [
  ['Atlanta Hawks', 'Hawks', 70, '#e03a3e/#c1d32f'], ['Boston Celtics', 'Celtics', 85, '#007a33/#ffffff'],
  ['Brooklyn Nets', 'Nets', 58, '#111111/#ffffff'], ['Charlotte Hornets', 'Hornets', 58, '#1d1160/#00788c'],
  ['Chicago Bulls', 'Bulls', 66, '#ce1141/#111111'], ['Cleveland Cavaliers', 'Cavaliers', 86, '#860038/#fdbb30'],
  ['Dallas Mavericks', 'Mavericks', 72, '#00538c/#b8c4ca'], ['Denver Nuggets', 'Nuggets', 82, '#0e2240/#fec524'],
  ['Detroit Pistons', 'Pistons', 74, '#c8102e/#1d42ba'], ['Golden State Warriors', 'Warriors', 76, '#1d428a/#ffc72c'],
  ['Houston Rockets', 'Rockets', 80, '#ce1141/#c4ced4'], ['Indiana Pacers', 'Pacers', 74, '#002d62/#fdbb30'],
  ['LA Clippers', 'Clippers', 76, '#c8102e/#1d428a'], ['Los Angeles Lakers', 'Lakers', 78, '#552583/#fdb927'],
  ['Memphis Grizzlies', 'Grizzlies', 72, '#5d76a9/#12173f'], ['Miami Heat', 'Heat', 68, '#98002e/#f9a01b'],
  ['Milwaukee Bucks', 'Bucks', 72, '#00471b/#eee1c6'], ['Minnesota Timberwolves', 'Timberwolves', 80, '#0c2340/#78be20'],
  ['New Orleans Pelicans', 'Pelicans', 60, '#0c2340/#c8102e'], ['New York Knicks', 'Knicks', 82, '#006bb6/#f58426'],
  ['Oklahoma City Thunder', 'Thunder', 90, '#007ac1/#ef3b24'], ['Orlando Magic', 'Magic', 74, '#0077c0/#c4ced4'],
  ['Philadelphia 76ers', '76ers', 64, '#006bb6/#ed174c'], ['Phoenix Suns', 'Suns', 66, '#1d1160/#e56020'],
  ['Portland Trail Blazers', 'Trail Blazers', 62, '#e03a3e/#111111'], ['Sacramento Kings', 'Kings', 64, '#5a2d81/#63727a'],
  ['San Antonio Spurs', 'Spurs', 70, '#c4ced4/#111111'], ['Toronto Raptors', 'Raptors', 64, '#ce1141/#111111'],
  ['Utah Jazz', 'Jazz', 56, '#002b5c/#f9a01b'], ['Washington Wizards', 'Wizards', 54, '#002b5c/#e31837'],
]);

export const NBB = simTeams('BR', [
  ['Flamengo', 'Flamengo', 84, '#c8102e/#111111'], ['Franca', 'Franca', 86, '#0033a0/#ffffff'],
  ['Minas', 'Minas', 74, '#0b3d91/#f5f5f5'], ['Paulistano', 'Paulistano', 70, '#e30613/#ffffff'],
  ['Pinheiros', 'Pinheiros', 72, '#004b8d/#ffffff'], ['Bauru', 'Bauru', 70, '#111111/#f2c200'],
  ['Brasília', 'Brasília', 66, '#0033a0/#ffd100'], ['Corinthians', 'Corinthians', 68, '#ffffff/#111111'],
  ['São Paulo', 'São Paulo', 76, '#ffffff/#e30613'], ['Mogi', 'Mogi', 64, '#111111/#e30613'],
  ['Unifacisa', 'Unifacisa', 64, '#f57c00/#1a1a1a'], ['Fortaleza Basquete Cearense', 'Fortaleza', 62, '#0033a0/#e30613'],
  ['Caxias do Sul', 'Caxias', 60, '#7a0026/#ffffff'], ['Pato Basquete', 'Pato', 60, '#ffd100/#111111'],
  ['Vasco da Gama', 'Vasco', 66, '#111111/#ffffff'], ['União Corinthians', 'União', 58, '#00843d/#ffffff'],
]);
