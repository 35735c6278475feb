import type { RoomInformation } from '@placar/contract/live-entities';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { FollowButton } from './follow-button.tsx';

/** The host: avatar, stream name, followers and the follow button. */
export function HostRow({
  host,
  following,
  onFollowChange,
}: {
  host: RoomInformation['host'];
  following: boolean;
  onFollowChange?: () => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState({
    following,
    followers: host.followers,
    from: { following, followers: host.followers },
  });
  // A newer room answer (another tab followed) replaces what this row knows.
  if (state.from.following !== following || state.from.followers !== host.followers) {
    setState({ following, followers: host.followers, from: { following, followers: host.followers } });
  }
  return (
    <div className="flex items-center gap-3" data-testid="room-host" data-host-id={host.id}>
      {host.avatar ? (
        <img src={host.avatar} alt="" className="size-11 shrink-0 rounded-full object-cover ring-2 ring-ink-700" />
      ) : (
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-ink-700 text-slate-300">
          <UserIcon className="size-6" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold text-white" data-testid="room-host-name">
          {host.name}
        </p>
        <p className="text-xs text-slate-400" data-testid="room-followers">
          {t('rooms.followers', { count: state.followers })}
        </p>
      </div>
      <FollowButton
        hostId={host.id}
        following={state.following}
        onChange={(next) => {
          setState((current) => ({ ...current, ...next }));
          onFollowChange?.();
        }}
      />
    </div>
  );
}
