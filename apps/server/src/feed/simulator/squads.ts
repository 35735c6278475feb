import type { Sport } from '@placar/contract/sports/served-sports';
import type { SimTeam } from '../reference/simulated-teams.ts';
import { seededRandom } from './random.ts';
import { simulationOf } from './sports/sport-simulations.ts';

/** A position code of the sport (GK, DF ... in football; G, F, C in basketball). */
type Position = string;

/** One player of a simulated squad: the same seed always gives the same squad. */
interface SquadPlayer {
  name: string;
  number: number;
  position: Position;
}

const NAMES: Record<string, { first: string[]; last: string[] }> = {
  BR: {
    first: [
      'Gabriel',
      'Pedro',
      'Lucas',
      'Rodrigo',
      'Matheus',
      'Vitor',
      'Everton',
      'Bruno',
      'Wesley',
      'Léo',
      'Danilo',
      'Rafael',
      'Thiago',
      'Luiz',
      'Igor',
      'Kaio',
      'João',
      'Caio',
      'Renan',
      'Arthur',
      'Marcos',
      'Fabrício',
      'Guilherme',
      'Felipe',
    ],
    last: [
      'Souza',
      'Silva',
      'Santos',
      'Oliveira',
      'Pereira',
      'Costa',
      'Almeida',
      'Ribeiro',
      'Carvalho',
      'Gomes',
      'Martins',
      'Araújo',
      'Barbosa',
      'Rocha',
      'Lima',
      'Moura',
      'Nascimento',
      'Teixeira',
      'Cardoso',
      'Farias',
    ],
  },
  ENG: {
    first: [
      'Harry',
      'Jack',
      'James',
      'Oliver',
      'Declan',
      'Bukayo',
      'Jordan',
      'Reece',
      'Kyle',
      'Marcus',
      'Mason',
      'Phil',
      'Jarrod',
      'Ollie',
      'Ben',
      'Conor',
      'Trent',
      'Aaron',
    ],
    last: [
      'Smith',
      'Walker',
      'Taylor',
      'Wilson',
      'Johnson',
      'Brown',
      'Wright',
      'Hughes',
      'Clarke',
      'Ward',
      'Bowen',
      'Palmer',
      'Mount',
      'White',
      'Gibbs',
      'James',
      'Henderson',
      'Stones',
    ],
  },
  ES: {
    first: [
      'Pablo',
      'Álvaro',
      'Sergio',
      'Dani',
      'Rodrigo',
      'Mikel',
      'Iker',
      'Unai',
      'Fermín',
      'Nico',
      'Marc',
      'Pedro',
      'Jorge',
      'Raúl',
      'Alejandro',
      'Javi',
    ],
    last: [
      'García',
      'Fernández',
      'López',
      'Sánchez',
      'Martínez',
      'Romero',
      'Torres',
      'Navarro',
      'Ruiz',
      'Moreno',
      'Jiménez',
      'Herrera',
      'Ramos',
      'Vidal',
      'Castro',
      'Ortega',
    ],
  },
  IT: {
    first: [
      'Federico',
      'Nicolò',
      'Lorenzo',
      'Alessandro',
      'Davide',
      'Matteo',
      'Giacomo',
      'Sandro',
      'Gianluigi',
      'Andrea',
      'Riccardo',
      'Manuel',
      'Marco',
      'Simone',
    ],
    last: [
      'Rossi',
      'Bianchi',
      'Romano',
      'Ricci',
      'Conti',
      'Esposito',
      'Barella',
      'Bastoni',
      'Colombo',
      'Greco',
      'Ferrari',
      'Marino',
      'Galli',
      'Fontana',
    ],
  },
  DE: {
    first: [
      'Joshua',
      'Leon',
      'Florian',
      'Jamal',
      'Kai',
      'Niklas',
      'Thomas',
      'Leroy',
      'Serge',
      'Jonathan',
      'Maximilian',
      'Robin',
      'Felix',
      'Nico',
    ],
    last: [
      'Müller',
      'Schmidt',
      'Wagner',
      'Becker',
      'Hoffmann',
      'Schulz',
      'Koch',
      'Richter',
      'Klein',
      'Wolf',
      'Neumann',
      'Schröder',
      'Krüger',
      'Hartmann',
    ],
  },
  FR: {
    first: [
      'Kylian',
      'Antoine',
      'Ousmane',
      'Théo',
      'Aurélien',
      'Adrien',
      'Jules',
      'Lucas',
      'Mattéo',
      'Hugo',
      'Bradley',
      'Randal',
      'Warren',
      'Désiré',
    ],
    last: [
      'Martin',
      'Dubois',
      'Moreau',
      'Laurent',
      'Lefebvre',
      'Bernard',
      'Girard',
      'Fournier',
      'Mercier',
      'Rousseau',
      'Blanc',
      'Guerin',
      'Faure',
      'Chevalier',
    ],
  },
  PT: {
    first: [
      'João',
      'Rúben',
      'Bernardo',
      'Diogo',
      'Gonçalo',
      'Nuno',
      'Rafael',
      'Vitinha',
      'Pedro',
      'Francisco',
      'Tiago',
      'António',
      'Rui',
      'Otávio',
    ],
    last: [
      'Silva',
      'Dias',
      'Neves',
      'Ramos',
      'Mendes',
      'Cancelo',
      'Félix',
      'Leão',
      'Pereira',
      'Sousa',
      'Costa',
      'Fonseca',
      'Lopes',
      'Carvalho',
    ],
  },
  US: {
    first: [
      'Jalen',
      'Jayson',
      'Anthony',
      'Tyrese',
      'Donovan',
      'Devin',
      'Darius',
      'Cade',
      'Brandon',
      'Trae',
      'Zion',
      'Paolo',
      'Scottie',
      'Evan',
      'Jaren',
      'Derrick',
      'Marcus',
      'Kevin',
      'Chris',
      'Isaiah',
    ],
    last: [
      'Johnson',
      'Williams',
      'Brown',
      'Jones',
      'Davis',
      'Miller',
      'Wilson',
      'Moore',
      'Jackson',
      'Harris',
      'Martin',
      'Thompson',
      'White',
      'Robinson',
      'Walker',
      'Young',
      'Allen',
      'King',
      'Green',
      'Carter',
    ],
  },
  OTHER: {
    first: [
      'Luka',
      'Mateo',
      'Jan',
      'Erik',
      'Ivan',
      'Andrés',
      'Noah',
      'Emil',
      'Milan',
      'Viktor',
      'Dusan',
      'Ali',
      'Kerem',
      'Nikos',
    ],
    last: [
      'Novak',
      'Jensen',
      'Petrov',
      'Horvat',
      'De Jong',
      'Peeters',
      'Yilmaz',
      'Papadopoulos',
      'Larsen',
      'Kovac',
      'Berg',
      'Hansen',
      'Dvořák',
      'Aliyev',
    ],
  },
};

function namePoolOf(team: SimTeam): { first: string[]; last: string[] } {
  return (
    NAMES[team.country === 'BR' ? 'BR' : team.country === 'US' ? 'US' : (team.country ?? 'OTHER')] ??
    NAMES.OTHER ?? { first: ['Coach'], last: [team.code] }
  );
}

/** A team's head coach, from its country's names on a stream of its own (the squads' draws stay as they were). */
export function coachOf(seed: string, team: SimTeam, sport: Sport): string {
  const random = seededRandom(`${seed}:coach:${sport}:${team.code}`);
  const pool = namePoolOf(team);
  return `${random.pick(pool.first)} ${random.pick(pool.last)}`;
}

/** The squad's positions for this team: its formation's starters (drawn on a stream of its own, so the squad's draws stay as they were), then the bench. */
function startersShape(seed: string, team: SimTeam, sport: Sport): readonly string[] {
  const { squadShape, startingShapes } = simulationOf(sport);
  if (startingShapes === undefined) return squadShape;
  const starters = seededRandom(`${seed}:formation:${sport}:${team.code}`).pick(startingShapes);
  return [...starters, ...squadShape.slice(starters.length)];
}

/**
 * A team's squad, drawn from its country's names in its sport's shape (sports/sport-simulations.ts:
 * football 18, basketball 12, starters first). Names never repeat inside a squad.
 */
export function squadOf(seed: string, team: SimTeam, sport: Sport): SquadPlayer[] {
  const random = seededRandom(`${seed}:squad:${sport}:${team.code}`);
  const pool = namePoolOf(team);
  const shape = startersShape(seed, team, sport);
  const used = new Set<string>();
  const numbers = new Set<number>();
  return shape.map((position, index) => {
    let name = '';
    for (let attempt = 0; attempt < 50 && (name === '' || used.has(name)); attempt += 1)
      name = `${random.pick(pool.first)} ${random.pick(pool.last)}`;
    if (used.has(name)) name = `${name} ${index + 1}`;
    used.add(name);
    let number =
      position === 'GK' ? (index === 0 ? 1 : random.int(12, 40)) : index < 11 ? index + 1 : random.int(12, 99);
    while (numbers.has(number)) number = random.int(2, 99);
    numbers.add(number);
    return { name, number, position };
  });
}
