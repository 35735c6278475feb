import { sportRules } from '@placar/contract/sports/sport-registry';
import type { h2hList, seasonTable } from '@placar/contract/calls/schedule';
import { scheduleOne, statsData } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import type { Language } from '@placar/contract/languages';
import type { MatchDetail } from '@placar/contract/schedule-entities';
import type { MatchLineups } from '@placar/contract/player-entities';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { callApi } from '../../lib/api/contract-call.ts';
import { onDemand, preloadOnApproach } from '../../lib/boot/patient-import.ts';
import { applyUpdateToMatch } from '../../lib/matches/apply-update.ts';
import { liveFeed } from '../../lib/realtime/live-feed.ts';
import type { UpdateGate } from '../../lib/realtime/update-gate.ts';
import { useLiveData } from '../../lib/realtime/use-live-data.ts';
import { matchTitle } from '../../lib/matches/match-title.ts';
import { MatchH2h } from './match-h2h.tsx';
import { MatchHeader } from './match-header.tsx';
import { MatchStats } from './match-stats.tsx';
import { MatchTimeline } from './match-timeline.tsx';
import { BoxScore } from './box-score.tsx';
import { PinnedScore } from './pinned-score.tsx';
import { MatchCommentary } from './commentary/match-commentary.tsx';
import { MatchPreview } from './preview/match-preview.tsx';
import { LineupsView } from './lineups/match-lineups.tsx';
import { PlayerLinksProvider } from './lineups/player-links.tsx';
import { useMatchLineups } from './lineups/use-match-lineups.ts';
import { statUnit, withLiveStats } from './live-stats.ts';
import { tabPillClass } from '../../components/ui/tab-pill.ts';
import { onTabListKeyDown } from '../../components/ui/tab-keys.ts';
import { TabButton, tabPanel } from '../../components/ui/tab-button.tsx';

/**
 * The chat is drawn only once its tab is opened, so its code (and the contract schemas it
 * validates with) stays out of the match page's first load (issue 14): fetched when a finger or
 * pointer comes near the tab, shown with the chat's own loading line meanwhile.
 */
const { Component: ChatPanel, preload: loadChat } = onDemand(() => import('../chat/chat-panel.tsx'), 'ChatPanel');

type Stats = CallData<typeof statsData>;
type H2h = CallData<typeof h2hList>;
type Table = CallData<typeof seasonTable>;
/** Before kick-off the page opens on the preview (line-ups then are the predicted ones); once play starts, on what happened. */
const UPCOMING_TABS = ['preview', 'lineups', 'h2h', 'chat'] as const;
const PLAYED_TABS = ['timeline', 'commentary', 'lineups', 'stats', 'h2h', 'chat'] as const;
type Tab = (typeof UPCOMING_TABS)[number] | (typeof PLAYED_TABS)[number] | 'watch';

interface MatchPageProps {
  match: MatchDetail;
  /** Today in the fan's zone (yyyy-mm-dd): the title names the day of a kick-off that is not today. */
  today: string;
  stats: Stats | null;
  h2h: H2h | null;
  /** Both line-ups (null when they could not be loaded: the tab fetches them). */
  lineups: MatchLineups | null;
  /** The season's table, for an upcoming match's preview (null otherwise, or where there is none). */
  table?: Table | null;
  /** The server's time the page was drawn at (ms): the preview's countdown until the app's clock syncs. */
  drawnAt: number;
  lang: Language;
  timeZone: string;
  /** The Watch tab (live rooms bound to the match), composed by the route; first when rooms are live. */
  watch?: { rooms: number; content: ReactNode };
  /** Spoiler sync while a room plays on the page: the score waits for the picture. */
  gate?: UpdateGate;
}

/**
 * The match page body: header and the Preview (before kick-off) or the Timeline and Commentary
 * tabs, then Line-ups, Stats, H2H and Chat (and Watch when rooms are bound), kept live.
 */
export function MatchPage({
  match: initial,
  stats: initialStats,
  h2h,
  lineups: initialLineups,
  table = null,
  drawnAt,
  lang,
  timeZone,
  today,
  watch,
  gate,
}: MatchPageProps) {
  const { t } = useTranslation();
  const { data: match } = useLiveData<MatchDetail>(
    initial,
    (current, update) => applyUpdateToMatch(current, update, lang),
    () => callApi(scheduleOne, { id: initial.id }),
    gate,
  );
  const played: readonly Tab[] = match.status.phase === 'upcoming' ? UPCOMING_TABS : PLAYED_TABS;
  const tabs: readonly Tab[] = watch ? ['watch', ...played] : played;
  const [chosen, setTab] = useState<Tab>(watch && watch.rooms > 0 ? 'watch' : played[0]!);
  // A match that kicks off while open loses its preview: the page moves on to what happens.
  const tab = tabs.includes(chosen) ? chosen : played[0]!;
  const [stats, setStats] = useState(initialStats);
  const { lineups, failed: lineupsFailed } = useMatchLineups(initial.id, initialLineups);

  // Statistics come with the live message when they change; a box score (basketball's; not in the
  // message, it is too big) is fetched again at most every 10 s while the match changes.
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      last = Date.now();
      callApi(statsData, { id: initial.id }).then(setStats, () => undefined);
    };
    const off = liveFeed.onUpdate((update) => {
      if (update.id !== initial.id) return;
      if (update.stats !== undefined && update.stats.length > 0)
        setStats((current) => withLiveStats(current, initial.id, update.stats ?? [], statUnit));
      if (sportRules(initial.sport).boxScore === null || timer) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          load();
        },
        Math.max(0, 10_000 - (Date.now() - last)),
      );
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [initial.id, initial.sport]);

  // The heading and the tab's title follow the match: result, live score, or kick-off.
  const title = matchTitle(match, t, lang, timeZone, today);
  useEffect(() => {
    const [, suffix] = document.title.split(' | ');
    if (suffix) document.title = `${title} | ${suffix}`;
  }, [title]);

  return (
    <PlayerLinksProvider lineups={lineups} lang={lang}>
      <div className="flex flex-col gap-4">
        <h1 className="sr-only" data-testid="match-title">
          {title}
        </h1>
        <MatchHeader match={match} lang={lang} timeZone={timeZone} />
        {/* Tabs as wide as their words (never cut: "Estatísticas" whole at 320 px in br), smaller below 360 px; five in br do not fit a phone's row, so they wrap to a second. */}
        <div
          role="tablist"
          onKeyDown={onTabListKeyDown}
          className="flex flex-wrap gap-0.5 rounded-2xl bg-ink-900 p-1 min-[360px]:gap-1 sm:rounded-full"
          data-testid="match-tabs"
        >
          {tabs.map((value) => (
            <TabButton
              key={value}
              strip="match"
              value={value}
              selected={tab === value}
              onSelect={() => setTab(value)}
              {...(value === 'chat' ? preloadOnApproach(loadChat) : {})}
              data-testid={`match-tab-${value}`}
              className={`${tabPillClass(tab === value, tabs.length >= 5)} sm:px-3`}
            >
              {value === 'chat' ? t('chat.title') : t(`match.tabs.${value}`)}
              {value === 'watch' && watch && watch.rooms > 0 ? (
                <span className="ml-1.5 rounded-full bg-red-600 px-1.5 text-[11px] text-white">{watch.rooms}</span>
              ) : null}
            </TabButton>
          ))}
        </div>
        {watch ? (
          <div hidden={tab !== 'watch'} {...tabPanel('match', 'watch')}>
            {watch.content}
          </div>
        ) : null}
        {tab === 'preview' ? (
          <div {...tabPanel('match', 'preview')}>
            <MatchPreview match={match} table={table} h2h={h2h} lang={lang} timeZone={timeZone} drawnAt={drawnAt} />
          </div>
        ) : null}
        <div hidden={tab !== 'timeline'} {...tabPanel('match', 'timeline')}>
          <MatchTimeline incidents={match.incidents} sport={match.sport} statusCode={match.status.code} />
        </div>
        <div hidden={tab !== 'commentary'} {...tabPanel('match', 'commentary')}>
          <MatchCommentary match={match} />
        </div>
        <div hidden={tab !== 'lineups'} {...tabPanel('match', 'lineups')}>
          {lineups ? (
            <LineupsView data={lineups} />
          ) : (
            <p className="px-4 py-10 text-center text-slate-400">
              {t(lineupsFailed ? 'lineups.failed' : 'lineups.none')}
            </p>
          )}
        </div>
        <div hidden={tab !== 'stats'} {...tabPanel('match', 'stats')}>
          <div className="flex flex-col gap-4">
            <MatchStats stats={stats?.stats ?? null} />
            {stats?.boxScore ? (
              <BoxScore
                box={stats.boxScore}
                sport={match.sport}
                home={match.home.team.name}
                away={match.away.team.name}
              />
            ) : null}
          </div>
        </div>
        <div hidden={tab !== 'h2h'} {...tabPanel('match', 'h2h')}>
          <MatchH2h
            h2h={h2h}
            sport={match.sport}
            home={match.home.team}
            away={match.away.team}
            lang={lang}
            timeZone={timeZone}
          />
        </div>
        {/* Mounted only while shown: the chat subscribes to its room and loads history when opened. */}
        {/* The pinned score sticks while its panel, the chat's, is in view. */}
        {tab === 'chat' ? (
          <div className="flex flex-col gap-4" {...tabPanel('match', 'chat')}>
            <PinnedScore match={match} />
            <Suspense fallback={<ChatLoading className={CHAT_BOX} />}>
              <ChatPanel kind="match" id={match.id} gate={gate} className={CHAT_BOX} />
            </Suspense>
          </div>
        ) : null}
      </div>
    </PlayerLinksProvider>
  );
}

const CHAT_BOX = 'h-[70vh] max-h-[640px] min-h-[360px]';

/** The chat's box while its code loads: the same size, frame and heading, with the chat's loading line. */
function ChatLoading({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('chat.title')}
      aria-busy="true"
      className={`flex flex-col overflow-hidden rounded-2xl border border-ink-800 bg-ink-900 ${className}`}
      data-testid="chat-loading"
    >
      <header className="flex items-center gap-2 border-b border-ink-800 px-3 py-2">
        <h2 className="text-sm font-bold text-white">{t('chat.title')}</h2>
      </header>
      <p className="px-3 py-6 text-center text-sm text-slate-400">{t('chat.loading')}</p>
    </section>
  );
}
