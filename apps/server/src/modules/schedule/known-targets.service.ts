import type { Language } from '@placar/contract/languages';
import type { Database } from '../../db/client.ts';
import { loadCatalog } from './catalog.ts';
import { nameIn } from './match-view.ts';
import { existingCompetitionIds, existingMatchIds } from './reference.repository.ts';

/** The ids of the list that name no match (admins may only point at matches that exist). */
export async function missingMatches(db: Database, ids: readonly number[]): Promise<number[]> {
  const found = await existingMatchIds(db, ids);
  return ids.filter((id) => !found.has(id));
}

export async function missingCompetitions(db: Database, ids: readonly number[]): Promise<number[]> {
  const found = await existingCompetitionIds(db, ids);
  return ids.filter((id) => !found.has(id));
}

/** Every competition by id with its name in a language, sport and logo (drop-down items, admin lists). */
export async function competitionLabels(
  db: Database,
  language: Language,
): Promise<Map<number, { name: string; sport: string; logo: string | null }>> {
  const catalog = await loadCatalog(db);
  return new Map(
    catalog.competitions.map((row) => [row.id, { name: nameIn(language, row), sport: row.sport, logo: row.logo }]),
  );
}
