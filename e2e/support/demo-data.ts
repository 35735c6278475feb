// Read what the demo server holds through its public API, so tests find their matches by what
// they are (a shoot-out, São Paulo's next match), never by ids or the machine's clock.
import type { Sport } from '@placar/contract/sports/served-sports';

interface Envelope<T> {
  code: number;
  data: T;
}

export interface ListedMatch {
  id: number;
  kickoff: string;
  round: string | null;
  sport: Sport;
  status: { code: number; phase: string };
  home: { team: { id: number; name: string }; score: number | null; penalties: number | null };
  away: { team: { id: number; name: string }; score: number | null; penalties: number | null };
}

interface Competition {
  id: number;
  code: string;
  sport: Sport;
}

async function call<T>(baseURL: string, path: string, body?: object, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as Envelope<T>;
  if (answer.code !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

export async function serverNow(baseURL: string): Promise<number> {
  return (await call<{ now: number }>(baseURL, '/system/time')).now;
}

export async function competition(baseURL: string, code: string): Promise<Competition> {
  const list = await call<{ popular: Competition[]; countries: { competitions: Competition[] }[] }>(
    baseURL,
    '/schedule/mobileCompetitionList',
    {},
  );
  const found = [...list.popular, ...list.countries.flatMap((country) => country.competitions)].find(
    (entry) => entry.code === code,
  );
  if (!found) throw new Error(`no competition ${code}`);
  return found;
}

/** Every finished match of a competition's seasons (the current one and the one before). */
export async function results(baseURL: string, code: string): Promise<ListedMatch[]> {
  const { id } = await competition(baseURL, code);
  const seasons = await call<{ list: { id: number }[] }>(baseURL, '/schedule/seasonSelection', { competitionId: id });
  const lists = await Promise.all(
    seasons.list.map((season) =>
      call<{ list: ListedMatch[] }>(baseURL, '/schedule/tabListInCompetition', {
        competitionId: id,
        seasonId: season.id,
        tab: 'results',
        limit: 500,
      }),
    ),
  );
  return lists.flatMap((list) => list.list);
}

/** A Champions League tie decided on penalties (status 110, AP). */
export async function shootOut(baseURL: string): Promise<ListedMatch> {
  const match = (await results(baseURL, 'uefa.cl')).find((entry) => entry.status.code === 110);
  if (!match) throw new Error('no match decided on penalties in the demo data');
  return match;
}

export async function todayMatches(baseURL: string, tab = 'all', tz = 'UTC'): Promise<ListedMatch[]> {
  const list = await call<{ groups: { matches: ListedMatch[] }[] }>(
    baseURL,
    `/schedule/mobilList?tab=${tab}&limit=500`,
    undefined,
    { tz },
  );
  return list.groups.flatMap((group) => group.matches);
}

/** The match page path the web app uses for a match. */
export const matchUrl = (lang: 'en' | 'br', match: { id: number }) => `/${lang}/live/match/${match.id}`;
