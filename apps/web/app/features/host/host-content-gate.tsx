import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import type { HostRoom } from '@placar/contract/live-entities';
import { accountPagePath } from '../../lib/page/redirect-target.ts';
import { useLang } from '../../lib/page/use-lang.ts';
import type { HostContent, HostContentState } from './use-host-content.ts';

function Note({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div
      className="rounded-2xl border border-ink-700 bg-ink-900 px-5 py-8 text-center text-slate-300"
      data-testid={testId}
    >
      {children}
    </div>
  );
}

/** What a host page shows before its content is known: loading, log in, a failure. */
export function HostContentGate({
  state,
  onRetry,
  children,
}: {
  state: HostContentState;
  onRetry: () => void;
  children: (data: HostContent) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (state.status === 'loading') {
    return (
      <div aria-busy className="flex flex-col gap-3" data-testid="host-loading">
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1].map((row) => (
          <div key={row} className="h-28 animate-pulse rounded-2xl bg-ink-900" />
        ))}
      </div>
    );
  }
  if (state.status === 'signedOut') {
    const here = typeof location === 'undefined' ? null : location.pathname;
    return (
      <Note testId="host-signed-out">
        <p>{t('host.signIn')}</p>
        <Link
          to={accountPagePath(lang, 'login', here)}
          className="mt-4 inline-block rounded-full bg-pitch-500 px-5 py-2 font-semibold text-ink-950"
        >
          {t('pages.me.login')}
        </Link>
      </Note>
    );
  }
  if (state.status === 'error') {
    return (
      <Note testId="host-error">
        <p>{t('host.loadFailed')}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 rounded-full border border-ink-600 px-5 py-2 font-semibold text-white"
        >
          {t('host.retry')}
        </button>
      </Note>
    );
  }
  return <>{children(state.data)}</>;
}

/** Pages that need an approved host's room: others are sent to the application. */
export function NeedsRoom({
  data,
  children,
}: {
  data: HostContent;
  children: (room: HostRoom, data: HostContent) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (data.room === null || data.application?.status !== 'approved') {
    return (
      <Note testId="host-not-host">
        <p>{data.application?.status === 'suspended' ? t('host.suspendedShort') : t('host.notHostYet')}</p>
        <Link
          to={`/${lang}/host/liveDetails`}
          className="mt-4 inline-block rounded-full bg-pitch-500 px-5 py-2 font-semibold text-ink-950"
          data-testid="host-apply-link"
        >
          {t('host.toApplication')}
        </Link>
      </Note>
    );
  }
  return <>{children(data.room, data)}</>;
}
