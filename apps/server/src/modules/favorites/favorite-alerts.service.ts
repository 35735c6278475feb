import type { MatchUpdate } from '@placar/contract/live-update';
import { matchPhase } from '@placar/contract/match-status';
import { sportRules } from '@placar/contract/sports/sport-registry';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { matchSummaries } from '../schedule/match-lookup.service.ts';
import { sendMessages } from '../account/message.service.ts';
import type { OutgoingMessage } from '../account/message.service.ts';
import { claimAlert } from './match-alerts.repository.ts';
import { alertSubscribers } from './favorites.repository.ts';

/** Marks claimed lately, so most live updates cost no query (the database keeps them too). */
const REMEMBERED_MARKS = 5000;

interface FavoriteAlertsDeps {
  db: Database;
  clock: Clock;
  /** Sends each message to the user's browsers too (Web Push); its failures are its own. */
  push?: { send(messages: readonly OutgoingMessage[]): Promise<void> };
  log: { warn(object: object, message: string): void };
}

/** The match page path, without the language: /live/{home}-vs-{away}/{id}, as the web app builds it. */
function matchLink(match: MatchSummary): string {
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'team';
  return `/live/${`${slug(match.home.team.name)}-vs-${slug(match.away.team.name)}`.slice(0, 80)}/${match.id}`;
}

function startText(en: MatchSummary, br: MatchSummary) {
  return {
    title: {
      en: `${en.home.team.name} vs ${en.away.team.name} has started`,
      br: `${br.home.team.name} x ${br.away.team.name} começou`,
    },
    body: {
      en: `${en.competition.name}: the match is live now.`,
      br: `${br.competition.name}: a partida está ao vivo agora.`,
    },
  };
}

function goalText(en: MatchSummary, br: MatchSummary, score: { home: number; away: number }) {
  const line = (match: MatchSummary) => `${match.home.team.name} ${score.home}-${score.away} ${match.away.team.name}`;
  return {
    title: { en: `Goal! ${line(en)}`, br: `Gol! ${line(br)}` },
    body: { en: en.competition.name, br: br.competition.name },
  };
}

/**
 * Favorite-match messages (issue 13): when a match goes live, users whose favorite is the match,
 * its competition or one of its teams get a /user/message (if their favorite and their profile
 * ask for it); for each football goal, those whose favorite asks for goals. Each start and each
 * score is told once, whatever the feed repeats or how many instances listen.
 */
export function createFavoriteAlerts(deps: FavoriteAlertsDeps) {
  const remembered = new Set<string>();

  async function claim(matchId: number, mark: string): Promise<boolean> {
    const key = `${matchId}:${mark}`;
    if (remembered.has(key)) return false;
    const claimed = await claimAlert(deps.db, matchId, mark, new Date(deps.clock.now()));
    if (remembered.size >= REMEMBERED_MARKS) remembered.clear();
    remembered.add(key);
    return claimed;
  }

  async function tell(update: MatchUpdate, kind: 'start' | 'goal') {
    const [en, br] = await Promise.all([
      matchSummaries(deps.db, [update.id], { language: 'en', tz: 'UTC' }),
      matchSummaries(deps.db, [update.id], { language: 'br', tz: 'UTC' }),
    ]);
    const matchEn = en.get(update.id);
    const matchBr = br.get(update.id);
    if (matchEn === undefined || matchBr === undefined) return;
    const subscribers = await alertSubscribers(deps.db, {
      matchId: update.id,
      competitionId: matchEn.competition.id,
      teamIds: [matchEn.home.team.id, matchEn.away.team.id],
    });
    const text =
      kind === 'start'
        ? startText(matchEn, matchBr)
        : goalText(matchEn, matchBr, { home: update.home.score ?? 0, away: update.away.score ?? 0 });
    const at = new Date(deps.clock.now());
    const messages: OutgoingMessage[] = subscribers
      .filter((user) => (kind === 'start' ? user.start : user.goals))
      .map((user) => ({
        userId: user.userId,
        language: user.language,
        kind: kind === 'start' ? 'favoriteStart' : 'favoriteGoal',
        ...text,
        link: matchLink(matchEn),
        at,
      }));
    await sendMessages(deps.db, messages);
    await deps.push?.send(messages);
  }

  async function onMatchUpdated(update: MatchUpdate): Promise<void> {
    if (matchPhase(update.sport, update.status) !== 'live') return;
    if (await claim(update.id, 'start')) await tell(update, 'start');
    const home = update.home.score ?? 0;
    const away = update.away.score ?? 0;
    // Only sports whose goals are told (basketball scores every few seconds).
    if (
      sportRules(update.sport).goalIncidents.length > 0 &&
      home + away > 0 &&
      (await claim(update.id, `goal:${home}-${away}`))
    )
      await tell(update, 'goal');
  }

  return {
    /** The matchUpdated listener; a failure is logged, never thrown at the feed. */
    async onMatchUpdated(update: MatchUpdate): Promise<void> {
      try {
        await onMatchUpdated(update);
      } catch (error) {
        deps.log.warn({ err: error, matchId: update.id }, 'favorite alerts failed');
      }
    },
  };
}
