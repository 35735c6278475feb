import { liveClose, steamRecord } from '@placar/contract/calls/live';
import type { HostRoom, StreamRecord } from '@placar/contract/live-entities';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { FormMessage } from '../../../components/forms/form-status.tsx';
import { useSubmit } from '../../../components/forms/use-submit.ts';
import { LiveBadge } from '../../../components/rooms/room-badges.tsx';
import { roomPath } from '../../../components/rooms/room-card.tsx';
import { openDialog } from '../../../state/dialog-store.ts';
import { callApi } from '../../../lib/api/contract-call.ts';
import { decimalText } from '../../../i18n/decimal-text.ts';
import { useAppStore } from '../../../state/app-store.ts';
import { useLang } from '../../../lib/page/use-lang.ts';
import { useLeavePageGuard } from '../../../lib/page/use-leave-page-guard.ts';
import { ChatPanel } from '../../chat/chat-panel.tsx';
import { LivePlayer } from '../../../components/live-player/live-player.tsx';
import { HostContentGate, NeedsRoom } from '../host-content-gate.tsx';
import { HostCard } from '../host-frame.tsx';
import { consolePlayerState } from '../preview/stream-live-state.ts';
import { useStablePlayback } from '../preview/use-stable-playback.ts';
import { RefusedPublishes } from '../refused-publishes.tsx';
import { StreamHealth } from '../stream-health.tsx';
import { type HostContent, useHostContent } from '../use-host-content.ts';
import { RecordFigures } from './record-summary.tsx';
import { useCurrentRecord } from './use-current-record.ts';

/**
 * /host/liveRoom/{id}: the host's console while live: preview, viewers, health, the room's chat
 * with its moderation (issue 34: no second page to run the room), and closing the room.
 */
export function HostConsole({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const { state, reload } = useHostContent(2000);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 lg:p-5" data-testid="page-hostLiveRoom">
      <h1 className="text-xl font-extrabold tracking-tight text-white sm:text-2xl">
        {t('pages.hostLiveRoom.heading')}
      </h1>
      <HostContentGate state={state} onRetry={() => void reload()}>
        {(data) => (
          <NeedsRoom data={data}>
            {(room) =>
              room.id === roomId ? (
                <ConsoleBody room={room} stream={data.stream} onChanged={() => void reload()} />
              ) : (
                <NotYourRoom roomId={roomId} />
              )
            }
          </NeedsRoom>
        )}
      </HostContentGate>
    </div>
  );
}

function NotYourRoom({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <HostCard testId="console-not-yours">
      <p className="text-slate-300">{t('host.console.notYours')}</p>
      <Link to={roomPath(lang, roomId)} className="mt-3 inline-block font-semibold text-pitch-400">
        {t('host.console.watchIt')} →
      </Link>
    </HostCard>
  );
}

function ConsoleBody({
  room,
  stream,
  onChanged,
}: {
  room: HostRoom;
  stream: HostContent['stream'];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const playback = useStablePlayback(room);
  const current = useCurrentRecord(room.open);
  const now = useAppStore((state) => state.clock);
  const [closed, setClosed] = useState<StreamRecord | null>(null);
  useEndedByItself(room.open, closed, setClosed);
  useLeavePageGuard(room.open, {
    title: t('host.console.leave.title'),
    message: t('host.console.leave.message'),
    confirmLabel: t('host.console.leave.confirm'),
    closeLabel: t('host.console.leave.stay'),
  });
  const player = consolePlayerState(room, stream);
  const call = useSubmit();
  const close = () =>
    void call.run(async () => {
      const confirmed = await openDialog({
        title: t('host.console.closeTitle'),
        message: t('host.console.closeMessage'),
        confirmLabel: t('host.console.close'),
        closeLabel: t('profile.cancel'),
      });
      if (!confirmed) return;
      const answer = await callApi(liveClose, {});
      setClosed(answer.record);
      onChanged();
    });
  const liveSeconds =
    room.startedAt && now > 0 ? (now - Date.parse(room.startedAt)) / 1000 : (current?.durationSeconds ?? 0);
  const base = `/${lang}/host`;

  return (
    <div
      className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      data-testid="host-console"
      data-open={room.open}
    >
      <div className="flex min-w-0 flex-col gap-4">
        <div className="-mx-4 sm:mx-0">
          <LivePlayer
            playback={playback}
            liveState={player.state}
            sourceHeight={room.sourceHeight}
            waitingText={t('host.preview.waiting')}
            reconnectingText={t('host.preview.reconnecting')}
            offlineText={t('host.console.playerOffline')}
            // Closed, the player still shows the incoming stream to its host, but nobody else sees it: not "live".
            badgeLabel={player.preview ? t('host.preview.badge') : undefined}
            testId="console-player"
          />
        </div>
        <HostCard>
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <LiveBadge state={room.liveState} testId="console-state" />
            <p className="min-w-0 flex-1 truncate font-bold text-white">{room.title}</p>
          </div>
          {closed ? (
            <div className="flex flex-col gap-3" data-testid="console-closed">
              <FormMessage tone="success" testId="console-closed-note">
                {t('host.console.closed')}
              </FormMessage>
              <RecordFigures record={closed} testId="console-record" />
              <Link to={`${base}/liveList`} className="self-start font-semibold text-pitch-400">
                {t('host.console.toRecords')} →
              </Link>
            </div>
          ) : room.open ? (
            <RecordFigures
              record={{
                durationSeconds: liveSeconds,
                peakViewers: Math.max(current?.peakViewers ?? 0, room.viewers),
                averageViewers: current?.averageViewers ?? 0,
              }}
              viewersNow={room.viewers}
              testId="console-figures"
            />
          ) : (
            <p className="text-slate-400" data-testid="console-not-open">
              {t('host.console.notOpen')}{' '}
              <Link to={`${base}/preview`} className="font-semibold text-pitch-400">
                {t('host.tabs.preview')}
              </Link>
            </p>
          )}
          {call.error ? (
            <div className="mt-3">
              <FormMessage tone="error" testId="console-close-failed">
                {call.error}
              </FormMessage>
            </div>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            {room.open ? (
              <button
                type="button"
                onClick={close}
                disabled={call.busy}
                className="rounded-full bg-red-600 px-5 py-2 text-sm font-bold text-white hover:bg-red-500 disabled:opacity-60"
                data-testid="console-close"
              >
                {t('host.console.close')}
              </button>
            ) : null}
            {(['title', 'notice', 'match'] as const).map((type) => (
              <Link
                key={type}
                to={`${base}/liveSet/${type}`}
                className="rounded-full border border-ink-600 px-4 py-2 text-sm font-semibold text-white hover:border-slate-400"
              >
                {t(`host.settings.types.${type}`)}
              </Link>
            ))}
            <Link
              to={roomPath(lang, room.id)}
              className="rounded-full border border-ink-600 px-4 py-2 text-sm font-semibold text-white hover:border-slate-400"
            >
              {t('host.glance.asViewer')}
            </Link>
          </div>
        </HostCard>
      </div>
      <aside className="flex flex-col gap-4" data-slot="room-side" data-testid="console-side">
        <ChatPanel kind="room" id={room.id} className="h-[60vh] min-h-[320px] lg:h-[calc(100vh-16rem)]" />
        <RefusedPublishes stream={stream} />
        <StreamHealth stream={stream} />
        <p className="px-1 text-xs text-slate-400" data-testid="console-grace">
          {t('host.console.grace', {
            minutes: decimalText(room.reconnectGraceSeconds / 60, lang, room.reconnectGraceSeconds % 60 === 0 ? 0 : 1),
          })}{' '}
          <Link
            to={`${base}/liveSet/outage`}
            className="font-semibold text-pitch-400"
            data-testid="console-change-grace"
          >
            {t('host.console.changeGrace')}
          </Link>
        </p>
      </aside>
    </div>
  );
}

/**
 * A room that closes while the console shows it (the encoder stopped and the grace ran out, or an
 * admin closed it) ends as one the host closed: the live's record, not a bare "not open". The room
 * reads closed a moment before its record is written, so an unfinished record is asked again.
 */
function useEndedByItself(open: boolean, closed: StreamRecord | null, setClosed: (record: StreamRecord) => void): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    const ended = wasOpen.current && !open;
    wasOpen.current = open;
    if (!ended || closed) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (triesLeft: number) =>
      callApi(steamRecord, { page: 1, limit: 1 }).then(
        (answer) => {
          const last = answer.list[0];
          if (cancelled || !last) return;
          if (last.endedAt !== null) setClosed(last);
          else if (triesLeft > 0) timer = setTimeout(() => void load(triesLeft - 1), RECORD_RETRY_MS);
        },
        () => undefined,
      );
    void load(5);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [open, closed, setClosed]);
}

const RECORD_RETRY_MS = 1000;
