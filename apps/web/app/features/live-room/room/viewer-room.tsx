import { roomInformationV2 } from '@placar/contract/calls/live';
import type { CallData } from '@placar/contract/call';
import type { Language } from '@placar/contract/languages';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useLocation } from 'react-router';
import { RoomCard } from '../../../components/rooms/room-card.tsx';
import { ChatPanel } from '../../chat/chat-panel.tsx';
import { LiveBadge, ViewerCount } from '../../../components/rooms/room-badges.tsx';
import { callApi } from '../../../lib/api/contract-call.ts';
import { readForcedEngine } from '../../../components/live-player/choose-engine.ts';
import { readDelay } from '../../../components/live-player/live-latency.ts';
import { useSpoilerGate } from '../score/use-spoiler-gate.ts';
import { BoundMatch } from './bound-match.tsx';
import { HostRow } from './host-row.tsx';
import { RoomNotice } from './room-notice.tsx';
import { RoomPlayer } from './room-player.tsx';
import { useLiveRoom } from './use-live-room.ts';

type ViewerRoomData = CallData<typeof roomInformationV2>;

/**
 * /host/liveUserRoom/{id}: a host's room as viewers see it. The player with the match score on
 * it, the title, viewers, host and follow button, the bound match and the notice; beside it an
 * aside that holds the room's chat (issue 12) above more live rooms.
 */
export function ViewerRoom({ initial, lang }: { initial: ViewerRoomData; lang: Language }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { room, setViewers, reload } = useLiveRoom(initial, () => callApi(roomInformationV2, { roomId: initial.id }));
  const gate = useSpoilerGate();
  const delaySeconds = useMemo(() => readDelay(search), [search]);
  const forcedEngine = useMemo(() => readForcedEngine(search), [search]);

  return (
    <div
      className="mx-auto w-full max-w-7xl lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-5 lg:p-5"
      data-testid="viewer-room"
      data-room-id={room.id}
    >
      <section className="flex min-w-0 flex-col gap-4">
        <div className="sticky top-0 z-20 lg:static">
          <RoomPlayer
            room={room}
            lang={lang}
            gate={gate}
            onViewers={setViewers}
            delaySeconds={delaySeconds}
            forcedEngine={forcedEngine}
            miniPlayerOnLeave
          />
        </div>
        <div className="flex flex-col gap-4 px-4 lg:px-0">
          <header className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <LiveBadge state={room.liveState} testId="room-live-state" />
              <ViewerCount viewers={room.viewers} testId="room-viewers" className="bg-ink-800" />
              <span className="text-xs text-slate-400">{t(`rooms.language.${room.language}`)}</span>
            </div>
            <h1 className="text-xl font-extrabold tracking-tight text-white sm:text-2xl" data-testid="room-title">
              {room.title}
            </h1>
          </header>
          <HostRow host={room.host} following={room.following} onFollowChange={() => void reload()} />
          {room.match ? <BoundMatch match={room.match} lang={lang} /> : null}
          {room.notice ? <RoomNotice notice={room.notice} /> : null}
        </div>
      </section>
      <aside
        className="mt-6 flex flex-col gap-4 px-4 pb-10 lg:mt-0 lg:px-0"
        data-slot="room-side"
        data-testid="room-side"
      >
        {/* Others' messages pass the player's spoiler gate: a goal in the chat shows with the picture. */}
        <ChatPanel
          kind="room"
          id={room.id}
          gate={gate}
          className="h-[60vh] min-h-[320px] lg:sticky lg:top-4 lg:h-[calc(100vh-12rem)]"
        />
        {room.more.length > 0 ? (
          <section>
            <h2 className="mb-2 text-sm font-bold text-slate-300">{t('rooms.more')}</h2>
            <ul className="grid grid-cols-2 gap-1 lg:grid-cols-1">
              {room.more.map((other) => (
                <li key={other.id}>
                  <RoomCard room={other} lang={lang} compact />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </aside>
    </div>
  );
}
