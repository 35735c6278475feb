import type { Fixture } from '../provider.ts';
import { BRASILEIRAO, CHAMPIONS_LEAGUE, LA_LIGA, NBA, NBB, PREMIER_LEAGUE } from '../reference/simulated-teams.ts';
import type { SimTeam } from '../reference/simulated-teams.ts';
import { basketballTimeline } from './basketball-timeline.ts';
import { footballTimeline } from './football-timeline.ts';
import { seededRandom } from './random.ts';
import type { Timeline } from './timeline.ts';

const DAY = 86_400_000;

interface CompetitionPlan {
  code: string;
  sport: 'football' | 'basketball';
  teams: SimTeam[];
  perDay: number;
  /** Hours after midnight UTC of the first kickoff: competitions interleave so some match is always on. */
  offsetHours: number;
  calendarSeason?: boolean;
  rounds: 'league' | 'champions' | 'none';
}

const PLANS: CompetitionPlan[] = [
  { code: 'bra.1', sport: 'football', teams: BRASILEIRAO, perDay: 10, offsetHours: 0, calendarSeason: true, rounds: 'league' },
  { code: 'eng.1', sport: 'football', teams: PREMIER_LEAGUE, perDay: 10, offsetHours: 0.8, rounds: 'league' },
  { code: 'esp.1', sport: 'football', teams: LA_LIGA, perDay: 10, offsetHours: 1.6, rounds: 'league' },
  { code: 'uefa.cl', sport: 'football', teams: CHAMPIONS_LEAGUE, perDay: 8, offsetHours: 0.4, rounds: 'champions' },
  { code: 'nba', sport: 'basketball', teams: NBA, perDay: 15, offsetHours: 0.3, rounds: 'none' },
  { code: 'nbb', sport: 'basketball', teams: NBB, perDay: 8, offsetHours: 1.5, rounds: 'none' },
];

const BRAZILIAN_NAMES = ['Hugo Souza', 'Gabriel', 'Pedro', 'Lucas', 'Rodrigo', 'Matheus', 'Vitor Roque', 'Everton', 'Gerson', 'Bruno Henrique', 'Wesley', 'Léo Ortiz', 'Danilo', 'Rafael', 'Thiago', 'Luiz Henrique', 'Igor Jesus', 'Kaio Jorge', 'Estêvão', 'Marcos', 'Alex Sandro', 'Fabrício', 'João Pedro', 'Caio', 'Renan', 'Jorginho', 'Paulinho', 'Arthur', 'Fernandinho', 'Cássio'];
const EUROPEAN_NAMES = ['Smith', 'García', 'Müller', 'Rossi', 'Martin', 'Silva', 'Johnson', 'Fernández', 'Schmidt', 'Bianchi', 'Dubois', 'Santos', 'Walker', 'López', 'Wagner', 'Ricci', 'Moreau', 'Costa', 'Taylor', 'Sánchez', 'Becker', 'Romano', 'Laurent', 'Pereira', 'Wilson', 'Romero', 'Hoffmann', 'Conti', 'Lefebvre', 'Oliveira'];

/** 16 players: a goalkeeper, ten outfield starters, five on the bench. */
function squad(seed: string, team: SimTeam): string[] {
  const random = seededRandom(`${seed}:squad:${team.code}`);
  const pool = [...(team.country === 'BR' ? BRAZILIAN_NAMES : EUROPEAN_NAMES)];
  const names: string[] = [];
  while (names.length < 16) {
    const name = pool.length > 0 ? pool.splice(random.int(0, pool.length - 1), 1)[0] : undefined;
    names.push(name ?? `Player ${names.length + 1}`);
  }
  return names;
}

/** Round `round` of a double round robin (circle method): pairs of team indexes, home first. */
function roundPairs(teams: number, round: number): [number, number][] {
  const leg = round % (teams - 1);
  const order = [0, ...Array.from({ length: teams - 1 }, (_, index) => ((index + leg) % (teams - 1)) + 1)];
  const pairs: [number, number][] = [];
  for (let index = 0; index < teams / 2; index += 1) {
    const a = order[index] ?? 0;
    const b = order[teams - 1 - index] ?? 0;
    const swap = ((leg + index) % 2 === 1) !== (round >= teams - 1);
    pairs.push(swap ? [b, a] : [a, b]);
  }
  return pairs;
}

function seasonOf(day: Date, plan: CompetitionPlan): Fixture['season'] {
  const year = day.getUTCFullYear();
  if (plan.calendarSeason) return { name: String(year), startsOn: `${year}-01-01`, endsOn: `${year}-12-31` };
  const first = day.getUTCMonth() >= (plan.sport === 'basketball' ? 9 : 6) ? year : year - 1;
  return { name: `${first}/${String((first + 1) % 100).padStart(2, '0')}`, startsOn: `${first}-${plan.sport === 'basketball' ? '10' : '08'}-01`, endsOn: `${first + 1}-06-30` };
}

export interface SimulatedFixture extends Fixture {
  timeline: Timeline;
}

/** The fixtures of one UTC day, the same for the same seed whenever they are made. */
export function fixturesOfDay(seed: string, dayNumber: number): SimulatedFixture[] {
  const dayStart = dayNumber * DAY;
  const date = new Date(dayStart).toISOString().slice(0, 10);
  const fixtures: SimulatedFixture[] = [];
  for (const plan of PLANS) {
    const random = seededRandom(`${seed}:${plan.code}:${date}`);
    const roundCount = 2 * (plan.teams.length - 1);
    const round = ((dayNumber % roundCount) + roundCount) % roundCount;
    const knockout = plan.rounds === 'champions' && dayNumber % 2 === 1;
    const label =
      plan.rounds === 'league' ? `Round ${round + 1}` : plan.rounds === 'none' ? null : knockout ? 'Knockout play-offs' : `League phase, Matchday ${(round % 8) + 1}`;
    const order = plan.rounds === 'league' ? round + 1 : plan.rounds === 'none' ? null : knockout ? 9 : (round % 8) + 1;
    const spacing = (24 / plan.perDay) * 3_600_000;
    roundPairs(plan.teams.length, round)
      .slice(0, plan.perDay)
      .forEach(([homeIndex, awayIndex], index) => {
        const home = plan.teams[homeIndex];
        const away = plan.teams[awayIndex];
        if (home === undefined || away === undefined) return;
        const jitter = random.int(-2, 2) * 5 * 60_000;
        const kickoff = new Date(Math.round((dayStart + plan.offsetHours * 3_600_000 + index * spacing + jitter) / 300_000) * 300_000);
        const externalRef = `sim:${plan.code}:${date}:${index + 1}`;
        const matchRandom = seededRandom(`${seed}:${externalRef}`);
        const timeline =
          plan.sport === 'football'
            ? footballTimeline(matchRandom, { homeStrength: home.strength, awayStrength: away.strength, homePlayers: squad(seed, home), awayPlayers: squad(seed, away), knockout })
            : basketballTimeline(matchRandom, {
                homeStrength: home.strength,
                awayStrength: away.strength,
                quarterSeconds: plan.code === 'nba' ? 720 : 600,
                quarterPoints: plan.code === 'nba' ? 28 : 20,
              });
        fixtures.push({
          externalRef,
          competitionCode: plan.code,
          season: seasonOf(new Date(dayStart), plan),
          round: label,
          roundOrder: order,
          kickoff,
          home,
          away,
          hot: (home.strength + away.strength) / 2 >= 80,
          timeline,
        });
      });
  }
  return fixtures;
}

export function dayNumberOf(time: number): number {
  return Math.floor(time / DAY);
}
