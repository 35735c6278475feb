import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { drawCrest } from './crest-drawing.ts';
import { competitionCrestSource, teamCrestSource } from './crests.repository.ts';
import { LEAGUE_TEAM_CODES } from './league-codes.ts';

/** The demo competitions' colours; others get colours from their name. */
const COMPETITION_COLORS: Record<string, [string, string]> = {
  'bra.1': ['#009c3b', '#ffdf00'],
  'eng.1': ['#3d195b', '#00ff85'],
  'esp.1': ['#ee2737', '#ff9e1b'],
  'ita.1': ['#024494', '#ffffff'],
  'ger.1': ['#d20515', '#ffffff'],
  'fra.1': ['#091c3e', '#dae025'],
  'por.1': ['#00205b', '#ffd100'],
  'uefa.cl': ['#0b1f5c', '#c0c8d8'],
  nba: ['#1d428a', '#c8102e'],
  nbb: ['#0a7a3b', '#f4c20d'],
};

interface Crest {
  svg: string;
  etag: string;
}

const CACHE_LIMIT = 5000;

/**
 * Drawn crests, kept in memory once drawn: a page of a hundred teams costs a hundred map
 * look-ups after the first visit. Entries expire so new colours from a feed show within minutes.
 */
export class CrestService {
  private readonly cache = new Map<string, { crest: Crest; until: number }>();
  private readonly db: Database;
  private readonly now: () => number;

  constructor(db: Database, now: () => number) {
    this.db = db;
    this.now = now;
  }

  async crest(kind: 'team' | 'competition', id: number): Promise<Crest | undefined> {
    const key = `${kind}:${id}`;
    const cached = this.cache.get(key);
    if (cached !== undefined && cached.until > this.now()) return cached.crest;
    const svg = await this.draw(kind, id);
    if (svg === undefined) return undefined;
    const crest = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"` };
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, { crest, until: this.now() + 10 * 60_000 });
    return crest;
  }

  private async draw(kind: 'team' | 'competition', id: number): Promise<string | undefined> {
    if (kind === 'team') {
      const team = await teamCrestSource(this.db, id);
      return (
        team &&
        drawCrest({
          kind,
          shortName: team.shortName,
          colors: team.colors,
          key: team.code,
          letters: LEAGUE_TEAM_CODES[team.code],
        })
      );
    }
    const competition = await competitionCrestSource(this.db, id);
    return (
      competition &&
      drawCrest({
        kind,
        shortName: competition.shortName,
        colors: COMPETITION_COLORS[competition.code] ?? null,
        key: competition.code,
      })
    );
  }
}
