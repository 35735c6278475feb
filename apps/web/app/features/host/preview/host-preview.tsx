import { liveOpen } from '@placar/contract/calls/live';
import type { HostRoom } from '@placar/contract/live-entities';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link, useNavigate } from 'react-router';
import { FormMessage } from '../../../components/forms/form-status.tsx';
import { useSubmit } from '../../../components/forms/use-submit.ts';
import { callApi } from '../../../lib/api/contract-call.ts';
import { useLang } from '../../../lib/page/use-lang.ts';
import { LivePlayer } from '../../../components/live-player/live-player.tsx';
import { HostContentGate, NeedsRoom } from '../host-content-gate.tsx';
import { HostCard, HostFrame } from '../host-frame.tsx';
import { RefusedPublishes } from '../refused-publishes.tsx';
import { StreamHealth } from '../stream-health.tsx';
import { type HostContent, useHostContent } from '../use-host-content.ts';
import { previewState } from './stream-live-state.ts';
import { useStablePlayback } from './use-stable-playback.ts';

/** Stream health is sampled every 2 s of stream time. */
const POLL_MS = 2000;

/** /host/preview: the incoming stream and its health before the room opens; then open it. */
export function HostPreview() {
  const { t } = useTranslation();
  const { state, reload } = useHostContent(POLL_MS);
  return (
    <HostFrame page="hostPreview" lead={t('host.preview.lead')}>
      <HostContentGate state={state} onRetry={() => void reload()}>
        {(data) => <NeedsRoom data={data}>{(room) => <PreviewBody room={room} stream={data.stream} />}</NeedsRoom>}
      </HostContentGate>
    </HostFrame>
  );
}

function PreviewBody({ room, stream }: { room: HostRoom; stream: HostContent['stream'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const playback = useStablePlayback(room);
  const call = useSubmit();
  const open = () =>
    void call.run(async () => {
      const answer = await callApi(liveOpen, {});
      await navigate(`/${lang}/host/liveRoom/${answer.room.id}`);
    });
  const publishing = stream?.state === 'publishing';
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <div className="-mx-4 sm:mx-0">
          <LivePlayer
            playback={playback}
            liveState={previewState(stream)}
            sourceHeight={room.sourceHeight}
            waitingText={t('host.preview.waiting')}
            reconnectingText={t('host.preview.reconnecting')}
            badgeLabel={room.open ? undefined : t('host.preview.badge')}
            testId="preview-player"
          />
        </div>
        <HostCard>
          <div className="flex flex-wrap items-center gap-3">
            <div className="min-w-0 flex-1">
              <p className="font-bold text-white">{room.title}</p>
              <p className="text-sm text-slate-400">
                {room.open
                  ? t('host.preview.isOpen')
                  : publishing
                    ? t('host.preview.readyToOpen')
                    : t('host.preview.canOpenEarly')}
              </p>
            </div>
            {room.open ? (
              <Link
                to={`/${lang}/host/liveRoom/${room.id}`}
                className="rounded-full bg-red-600 px-5 py-2.5 font-bold text-white hover:bg-red-500"
                data-testid="preview-console"
              >
                {t('host.glance.console')}
              </Link>
            ) : (
              <button
                type="button"
                onClick={open}
                disabled={call.busy}
                className="rounded-full bg-red-600 px-5 py-2.5 font-bold text-white hover:bg-red-500 disabled:opacity-60"
                data-testid="preview-open-room"
              >
                {t('host.preview.open')}
              </button>
            )}
          </div>
          {call.error ? (
            <div className="mt-3">
              <FormMessage tone="error" testId="preview-open-failed">
                {call.error}
              </FormMessage>
            </div>
          ) : null}
          {!room.hasKey ? (
            <p className="mt-3 text-sm text-amber-300">
              {t('host.preview.noKey')}{' '}
              <Link to={`/${lang}/host/liveSet/key`} className="font-semibold underline">
                {t('host.settings.types.key')}
              </Link>
            </p>
          ) : null}
        </HostCard>
      </div>
      <aside className="flex flex-col gap-4" data-testid="preview-side">
        <RefusedPublishes stream={stream} />
        <StreamHealth stream={stream} />
      </aside>
    </div>
  );
}
