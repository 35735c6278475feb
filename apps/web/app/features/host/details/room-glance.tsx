import type { HostContent } from '../use-host-content.ts';
import type { HostRoom } from '@placar/contract/live-entities';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { LiveBadge, ViewerCount } from '../../../components/rooms/room-badges.tsx';
import { roomPath } from '../../../components/rooms/room-card.tsx';
import { useLang } from '../../../lib/page/use-lang.ts';
import { HostCard } from '../host-frame.tsx';

interface Step {
  key: 'title' | 'cover' | 'match' | 'key' | 'stream';
  done: boolean;
  to: string;
}

/** My room at a glance: its state and picture, what is set up, and where to go next. */
export function RoomGlance({ room, stream }: { room: HostRoom; stream: HostContent['stream'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const base = `/${lang}/host`;
  const steps: Step[] = [
    { key: 'title', done: room.title.length > 0, to: `${base}/liveSet/title` },
    { key: 'cover', done: room.cover !== null, to: `${base}/liveSet/cover` },
    { key: 'match', done: room.match !== null, to: `${base}/liveSet/match` },
    { key: 'key', done: room.hasKey, to: `${base}/liveSet/key` },
    { key: 'stream', done: stream?.state === 'publishing', to: `${base}/preview` },
  ];
  return (
    <div
      className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,1fr)_18rem]"
      data-testid="host-room-glance"
      data-room-id={room.id}
    >
      <HostCard>
        <div className="flex flex-col gap-4 sm:flex-row">
          <div className="relative aspect-video w-full shrink-0 overflow-hidden rounded-xl bg-gradient-to-br from-ink-700 to-ink-850 sm:w-56">
            {room.cover ? (
              <img src={room.cover} alt="" className="size-full object-cover" data-testid="host-room-cover" />
            ) : null}
            <span className="absolute top-1.5 left-1.5">
              <LiveBadge state={room.liveState} testId="host-room-state" />
            </span>
            {room.open ? (
              <span className="absolute right-1.5 bottom-1.5">
                <ViewerCount viewers={room.viewers} testId="host-room-viewers" />
              </span>
            ) : null}
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <p className="text-lg font-extrabold text-white" data-testid="host-room-title">
              {room.title}
            </p>
            <p className="text-sm text-slate-400">
              {t(`host.sports.${room.sport}`)} · {t(`rooms.language.${room.language}`)} ·{' '}
              {t('rooms.followers', { count: room.host.followers })}
            </p>
            {room.match ? (
              <p className="text-sm text-slate-300" data-testid="host-room-match">
                {room.match.home.team.name} {t('rooms.versus')} {room.match.away.team.name}
              </p>
            ) : (
              <p className="text-sm text-slate-400">{t('host.glance.noMatch')}</p>
            )}
            {room.notice ? (
              <p className="line-clamp-2 text-sm whitespace-pre-line text-slate-400">{room.notice}</p>
            ) : null}
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          {room.open ? (
            <Link
              to={`${base}/liveRoom/${room.id}`}
              className="rounded-full bg-red-600 px-4 py-2 text-sm font-bold text-white hover:bg-red-500"
              data-testid="host-open-console"
            >
              {t('host.glance.console')}
            </Link>
          ) : (
            <Link
              to={`${base}/preview`}
              className="rounded-full bg-pitch-500 px-4 py-2 text-sm font-bold text-ink-950 hover:bg-pitch-400"
              data-testid="host-go-preview"
            >
              {t('host.glance.previewAndGoLive')}
            </Link>
          )}
          <Link
            to={roomPath(lang, room.id)}
            className="rounded-full border border-ink-600 px-4 py-2 text-sm font-semibold text-white hover:border-slate-400"
            data-testid="host-view-as-viewer"
          >
            {t('host.glance.asViewer')}
          </Link>
        </div>
      </HostCard>
      <HostCard title={t('host.glance.checklist')}>
        <ol className="flex flex-col gap-1">
          {steps.map((step) => (
            <li key={step.key}>
              <Link
                to={step.to}
                className="flex items-center gap-3 rounded-xl px-2 py-2 text-sm hover:bg-ink-850"
                data-testid={`host-step-${step.key}`}
                data-done={step.done}
              >
                <span
                  aria-hidden
                  className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-black ${step.done ? 'bg-pitch-500 text-ink-950' : 'border border-ink-600 text-slate-400'}`}
                >
                  {step.done ? '✓' : ''}
                </span>
                <span className={step.done ? 'text-slate-300' : 'text-white'}>
                  {t(`host.glance.steps.${step.key}`)}
                </span>
                <span className="sr-only">{step.done ? t('host.glance.done') : t('host.glance.todo')}</span>
              </Link>
            </li>
          ))}
        </ol>
      </HostCard>
    </div>
  );
}
