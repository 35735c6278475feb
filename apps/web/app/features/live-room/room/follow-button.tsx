import { closeSubscribeUser, subscribeUser } from '@placar/contract/calls/follows';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { showToast } from '../../../state/toast-store.ts';
import { ApiError } from '../../../lib/api/api-client.ts';
import { callApi } from '../../../lib/api/contract-call.ts';
import { accountPagePath } from '../../../lib/page/redirect-target.ts';
import { sessionUser, signedInFrom } from '../../../lib/session/session.ts';
import { useAppStore, useHydrated } from '../../../state/app-store.ts';
import { useLang } from '../../../lib/page/use-lang.ts';

interface FollowButtonProps {
  hostId: number;
  following: boolean;
  onChange: (state: { following: boolean; followers: number }) => void;
}

/** Follow or unfollow the host; a visitor is sent to log in and back. Hidden on one's own room. */
export function FollowButton({ hostId, following, onChange }: FollowButtonProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const hydrated = useHydrated();
  const userInfo = useAppStore((state) => state.userInfo);
  const [busy, setBusy] = useState(false);
  const user = sessionUser(userInfo);
  if (hydrated && user?.id === hostId) return null;
  // Known from storage at once: a tab without a token yet still gets the button (the call waits for the refresh).
  const signedIn = hydrated && signedInFrom(userInfo);
  const style = following
    ? 'border border-ink-600 bg-ink-850 text-slate-200 hover:border-slate-400'
    : 'bg-pitch-500 text-ink-950 hover:bg-pitch-400';
  if (!signedIn) {
    const here = typeof location === 'undefined' ? null : location.pathname + location.search;
    return (
      <Link
        to={accountPagePath(lang, 'login', here)}
        className={`rounded-full px-4 py-1.5 text-sm font-bold ${style}`}
        data-testid="follow-button"
      >
        {t('rooms.follow')}
      </Link>
    );
  }
  const toggle = async () => {
    setBusy(true);
    try {
      const answer = await callApi(following ? closeSubscribeUser : subscribeUser, { hostId });
      onChange({ following: answer.following, followers: answer.followers });
    } catch (error) {
      // Transport failures already got their toast from the API client.
      if (error instanceof ApiError && error.status !== 0) showToast(error.message, { type: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={following}
      className={`rounded-full px-4 py-1.5 text-sm font-bold transition disabled:opacity-60 ${style}`}
      data-testid="follow-button"
      data-following={following}
    >
      {following ? t('rooms.following') : t('rooms.follow')}
    </button>
  );
}
