import type { Language } from '@placar/contract/languages';

/** Labels of the statistics the feeds send, in display order; unknown keys come after, by key. */
const LABELS: Record<string, { en: string; br: string; percent?: true }> = {
  possession: { en: 'Possession', br: 'Posse de bola', percent: true },
  shots: { en: 'Shots', br: 'Finalizações' },
  shots_on_target: { en: 'Shots on target', br: 'Chutes no gol' },
  shots_off_target: { en: 'Shots off target', br: 'Chutes para fora' },
  corners: { en: 'Corners', br: 'Escanteios' },
  offsides: { en: 'Offsides', br: 'Impedimentos' },
  fouls: { en: 'Fouls', br: 'Faltas' },
  yellow_cards: { en: 'Yellow cards', br: 'Cartões amarelos' },
  red_cards: { en: 'Red cards', br: 'Cartões vermelhos' },
  saves: { en: 'Saves', br: 'Defesas' },
  passes: { en: 'Passes', br: 'Passes' },
  pass_accuracy: { en: 'Pass accuracy', br: 'Precisão de passes', percent: true },
  field_goals: { en: 'Field goals', br: 'Arremessos de quadra' },
  field_goal_pct: { en: 'Field goal %', br: 'Aproveitamento de quadra', percent: true },
  three_pointers: { en: 'Three-pointers', br: 'Cestas de três' },
  three_point_pct: { en: 'Three-point %', br: 'Aproveitamento de três', percent: true },
  free_throws: { en: 'Free throws', br: 'Lances livres' },
  free_throw_pct: { en: 'Free throw %', br: 'Aproveitamento de lances livres', percent: true },
  rebounds: { en: 'Rebounds', br: 'Rebotes' },
  offensive_rebounds: { en: 'Offensive rebounds', br: 'Rebotes ofensivos' },
  defensive_rebounds: { en: 'Defensive rebounds', br: 'Rebotes defensivos' },
  assists: { en: 'Assists', br: 'Assistências' },
  steals: { en: 'Steals', br: 'Roubos de bola' },
  blocks: { en: 'Blocks', br: 'Tocos' },
  turnovers: { en: 'Turnovers', br: 'Desperdícios de posse' },
  personal_fouls: { en: 'Personal fouls', br: 'Faltas pessoais' },
  timeouts: { en: 'Timeouts', br: 'Pedidos de tempo' },
};
const ORDER = Object.keys(LABELS);

export function statLabel(key: string, language: Language): string {
  const known = LABELS[key];
  if (known !== undefined) return known[language];
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function statUnit(key: string): 'count' | 'percent' {
  return LABELS[key]?.percent === true || key.endsWith('_pct') ? 'percent' : 'count';
}

export function byStatOrder(a: string, b: string): number {
  const rank = (key: string) => {
    const index = ORDER.indexOf(key);
    return index === -1 ? ORDER.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}
