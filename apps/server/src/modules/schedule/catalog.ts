import { Code } from '@placar/contract/codes';
import type { Language } from '@placar/contract/languages';
import type { CompetitionSummary } from '@placar/contract/schedule-entities';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { liveCounts } from './match.repository.ts';
import { competitionView } from './match-view.ts';
import { allCompetitions, allCountries, allSports } from './reference.repository.ts';
import type { CompetitionRow, CountryRow, SportRow } from './reference.repository.ts';

/** The reference data a schedule answer needs, read once per answer: a few small tables. */
export interface Catalog {
  competitions: CompetitionRow[];
  competitionById: Map<number, CompetitionRow>;
  countryById: Map<number, CountryRow>;
  countries: CountryRow[];
  sports: SportRow[];
  live: Map<number, number>;
}

export async function loadCatalog(db: Database): Promise<Catalog> {
  const [competitions, countries, sports, live] = await Promise.all([
    allCompetitions(db),
    allCountries(db),
    allSports(db),
    liveCounts(db),
  ]);
  return {
    competitions,
    competitionById: new Map(competitions.map((row) => [row.id, row])),
    countryById: new Map(countries.map((row) => [row.id, row])),
    countries,
    sports,
    live,
  };
}

export function notFound(en: string, br: string): ApiError {
  return new ApiError(Code.notFound, { en, br });
}

export function requireCompetition(catalog: Catalog, id: number): CompetitionRow {
  const row = catalog.competitionById.get(id);
  if (row === undefined) throw notFound(`Competition ${id} not found`, `Competição ${id} não encontrada`);
  return row;
}

export function requireCountry(catalog: Catalog, id: number): CountryRow {
  const row = catalog.countryById.get(id);
  if (row === undefined) throw notFound(`Country ${id} not found`, `País ${id} não encontrado`);
  return row;
}

export function summaryOf(catalog: Catalog, row: CompetitionRow, language: Language): CompetitionSummary {
  const country = row.countryId === null ? undefined : catalog.countryById.get(row.countryId);
  return competitionView(row, country, catalog.live.get(row.id) ?? 0, language);
}

/** Popular competitions: marked hot, or with a priority under 100. */
export function isPopular(row: CompetitionRow): boolean {
  return row.hot || row.priority < 100;
}

export function liveTotal(catalog: Catalog): number {
  let total = 0;
  for (const live of catalog.live.values()) total += live;
  return total;
}

/** Competitions with no country are listed under one international entry. */
export function countryOrWorld(catalog: Catalog, countryId: number | null, language: Language) {
  const country = countryId === null ? undefined : catalog.countryById.get(countryId);
  if (country === undefined) return { id: 0, code: 'INT', name: language === 'br' ? 'Internacional' : 'International' };
  return {
    id: country.id,
    code: country.code,
    name: language === 'br' && country.nameBr ? country.nameBr : country.nameEn,
  };
}
