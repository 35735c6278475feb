import { userMessage } from '@placar/contract/calls/user';
import type { MatchUpdate } from '@placar/contract/live-update';
import { matchPhase } from '@placar/contract/match-status';
import { isLanguage } from '@placar/contract/languages';
import { useEffect } from 'react';
import { quietCall } from '../../lib/api/quiet-call.ts';
import { navigateTo } from '../../lib/page/app-navigation.ts';
import { liveFeed } from '../../lib/realtime/live-feed.ts';
import { storedLanguage } from '../../lib/session/session.ts';
import { useAppStore } from '../../state/app-store.ts';

const FAVORITE_KINDS = new Set(['favoriteStart', 'favoriteGoal']);
/** The server writes its messages when it stores the update: ask a moment after it arrives. */
const ASK_AFTER_MS = 1500;

/** A start or a score change: what can make the server write a favorite-match message. */
function mayAlert(previous: MatchUpdate | undefined, update: MatchUpdate): boolean {
  if (matchPhase(update.sport, update.status) !== 'live') return false;
  if (previous === undefined) return true;
  return (
    matchPhase(previous.sport, previous.status) !== 'live' ||
    previous.home.score !== update.home.score ||
    previous.away.score !== update.away.score
  );
}

/**
 * Browser notifications for favorite matches while a tab is open (issue 13): when a live update
 * may have made the server write a favorite-match /user/message, the newest messages are read
 * and each new one is shown, once the user has allowed notifications. The server decides who is
 * told (switches, team and competition favorites, one message per start or score); this mirrors it.
 */
export function useFavoriteNotifications(): void {
  const token = useAppStore((state) => state.userInfo?.accessToken);
  useEffect(() => {
    if (!token || typeof Notification === 'undefined') return;
    let newestSeen: number | null = null;
    let timer: number | undefined;
    const seen = new Map<number, MatchUpdate>();

    const check = async () => {
      const answer = await quietCall(userMessage, { page: 1, limit: 10 });
      if (answer === null) return;
      const newest = answer.list.reduce((max, message) => Math.max(max, message.id), newestSeen ?? 0);
      // Messages there when the tab opened are not news.
      if (newestSeen !== null && Notification.permission === 'granted') {
        for (const message of answer.list
          .filter((entry) => entry.id > (newestSeen ?? 0) && !entry.read && FAVORITE_KINDS.has(entry.kind))
          .reverse()) {
          const notification = new Notification(message.title, {
            body: message.body,
            tag: `placar-message-${message.id}`,
            icon: '/favicon.svg',
          });
          notification.onclick = () => {
            window.focus();
            const lang = storedLanguage();
            if (message.link) navigateTo(`/${isLanguage(lang) ? lang : 'en'}${message.link}`);
          };
        }
      }
      newestSeen = newest;
    };

    void check();
    // Only a browser that may show alerts listens to live updates (and so joins the live worker).
    if (Notification.permission !== 'granted') return;
    const off = liveFeed.onUpdate((update) => {
      const previous = seen.get(update.id);
      seen.set(update.id, update);
      if (!mayAlert(previous, update)) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void check(), ASK_AFTER_MS);
    });
    return () => {
      off();
      window.clearTimeout(timer);
    };
  }, [token]);
}
