import type { h2hList } from '@placar/contract/calls/schedule';
import { scheduleOne, statsData } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import type { Language } from '@placar/contract/languages';
import type { MatchDetail } from '@placar/contract/schedule-entities';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/contract-call.ts';
import { ChatPanel } from '../chat/chat-panel.tsx';
import { applyUpdateToMatch } from '../../lib/matches/apply-update.ts';
import { liveFeed } from '../../lib/realtime/live-feed.ts';
import { useLiveData } from '../../lib/realtime/use-live-data.ts';
import { MatchH2h } from './match-h2h.tsx';
import { MatchHeader } from './match-header.tsx';
import { MatchStats } from './match-stats.tsx';
import { MatchTimeline } from './match-timeline.tsx';

type Stats = CallData<typeof statsData>;
type H2h = CallData<typeof h2hList>;
const TABS = ['timeline', 'stats', 'h2h', 'chat'] as const;
type Tab = (typeof TABS)[number];

interface MatchPageProps {
  match: MatchDetail;
  stats: Stats | null;
  h2h: H2h | null;
  lang: Language;
  timeZone: string;
}

/** The match page body: header and the Timeline, Stats, H2H and Chat tabs, kept live. */
export function MatchPage({ match: initial, stats: initialStats, h2h, lang, timeZone }: MatchPageProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('timeline');
  const { data: match } = useLiveData<MatchDetail>(initial, (current, update) => applyUpdateToMatch(current, update, lang), () => callApi(scheduleOne, { id: initial.id }));
  const [stats, setStats] = useState(initialStats);

  // Statistics are not in the live message: refetch them (at most every 5 s) while this match changes.
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      last = Date.now();
      callApi(statsData, { id: initial.id }).then(setStats, () => undefined);
    };
    const off = liveFeed.onUpdate((update) => {
      if (update.id !== initial.id || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        load();
      }, Math.max(0, 5000 - (Date.now() - last)));
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [initial.id]);

  return (
    <div className="flex flex-col gap-4">
      <MatchHeader match={match} lang={lang} timeZone={timeZone} />
      <div role="tablist" className="flex gap-1 rounded-full bg-ink-900 p-1" data-testid="match-tabs">
        {TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setTab(value)}
            data-testid={`match-tab-${value}`}
            className={`flex-1 rounded-full px-3 py-1.5 text-sm font-semibold transition ${tab === value ? 'bg-white text-ink-950' : 'text-slate-400 hover:text-white'}`}
          >
            {value === 'chat' ? t('chat.title') : t(`match.tabs.${value}`)}
          </button>
        ))}
      </div>
      <div hidden={tab !== 'timeline'}>
        <MatchTimeline incidents={match.incidents} />
      </div>
      <div hidden={tab !== 'stats'}>
        <MatchStats stats={stats?.stats ?? null} />
      </div>
      <div hidden={tab !== 'h2h'}>
        <MatchH2h h2h={h2h} home={match.home.team} away={match.away.team} lang={lang} timeZone={timeZone} />
      </div>
      {/* Mounted only while shown: the chat subscribes to its room and loads history when opened. */}
      {tab === 'chat' ? <ChatPanel kind="match" id={match.id} className="h-[70vh] max-h-[640px] min-h-[360px]" /> : null}
    </div>
  );
}
