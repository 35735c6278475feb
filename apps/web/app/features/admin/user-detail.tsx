import { adminUpdateUser, adminUserDetail } from '@placar/contract/calls/admin-users';
import { REASON_LENGTH } from '@placar/contract/live-rules';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { callApi } from '../../lib/api/contract-call.ts';
import { AdminButton, Field, SaveStatus, inputClass } from './admin-ui.tsx';
import { readFresh, useAdminData, useSave } from './use-admin-data.ts';

const when = (iso: string | null) => (iso === null ? '—' : new Date(iso).toLocaleString());

/** One user opened from the list: role, host application, sanctions, sessions, and the actions on them. */
export function UserDetail({ userId, onChanged }: { userId: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const { data, setData, failed } = useAdminData(() => readFresh(adminUserDetail, { userId }), [userId]);
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('');
  const { status, busy, save } = useSave();

  if (failed) return <p className="px-3 pb-3 text-sm text-slate-400">{t('admin.loadFailed')}</p>;
  if (data === null) return <p className="px-3 pb-3 text-sm text-slate-400">{t('common.loading')}</p>;
  const act = async (body: Parameters<typeof callApi<typeof adminUpdateUser>>[1]) => {
    const answer = await save(() => callApi(adminUpdateUser, body));
    if (answer !== null) {
      setData(answer);
      setReason('');
      onChanged();
    }
  };
  const { user, sessions, sanctions, hostApplication } = data;
  const liveSessions = sessions.filter((session) => session.revokedAt === null);

  return (
    <div
      className="flex flex-col gap-3 border-t border-ink-700 px-3 py-3 text-sm text-slate-300"
      data-testid="user-detail"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-400">{t('admin.users.nickname')}</dt>
        <dd>{user.nickname}</dd>
        <dt className="text-slate-400">{t('admin.users.joined')}</dt>
        <dd>{when(user.createdAt)}</dd>
        <dt className="text-slate-400">{t('admin.users.language')}</dt>
        <dd>{user.language}</dd>
        <dt className="text-slate-400">{t('admin.users.host')}</dt>
        <dd>{hostApplication ? t(`admin.hosts.status.${hostApplication.status}`) : '—'}</dd>
      </dl>

      {user.suspended ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-red-600/10 p-3">
          <p className="flex-1 text-red-200" data-testid="user-suspension">
            {t('admin.users.suspendedBecause', {
              reason: user.suspended.reason,
              until: user.suspended.until ? when(user.suspended.until) : t('admin.users.untilLifted'),
            })}
          </p>
          <AdminButton
            kind="primary"
            disabled={busy}
            testId="user-lift"
            onClick={() => void act({ action: 'lift', userId })}
          >
            {t('admin.users.lift')}
          </AdminButton>
        </div>
      ) : user.role === 'admin' ? null : (
        <div className="grid gap-2 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
          <Field label={t('admin.users.reason')}>
            <input
              className={inputClass}
              value={reason}
              maxLength={REASON_LENGTH.max}
              onChange={(event) => setReason(event.target.value)}
              data-testid="user-reason"
            />
          </Field>
          <Field label={t('admin.users.days')}>
            <input
              className={inputClass}
              inputMode="numeric"
              value={days}
              placeholder={t('admin.users.untilLifted')}
              onChange={(event) => setDays(event.target.value.replace(/\D/g, ''))}
            />
          </Field>
          <AdminButton
            kind="danger"
            disabled={busy || reason.trim().length < REASON_LENGTH.min}
            testId="user-suspend"
            onClick={() =>
              void act({
                action: 'suspend',
                userId,
                reason: reason.trim(),
                ...(days === '' ? {} : { days: Number(days) }),
              })
            }
          >
            {t('admin.users.suspend')}
          </AdminButton>
        </div>
      )}

      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-white">{t('admin.users.sessions', { count: liveSessions.length })}</h3>
          {liveSessions.length > 0 ? (
            <AdminButton disabled={busy} onClick={() => void act({ action: 'endSessions', userId })}>
              {t('admin.users.endSessions')}
            </AdminButton>
          ) : null}
        </div>
        <ul className="mt-1 flex flex-col gap-1 text-xs">
          {sessions.slice(0, 10).map((session) => (
            <li key={session.id} className="flex flex-wrap gap-x-3 text-slate-400">
              <span className="font-mono">{session.id}</span>
              <span>{when(session.createdAt)}</span>
              <span>{session.ip ?? '—'}</span>
              <span className="min-w-0 truncate">{session.userAgent ?? ''}</span>
              {session.revokedAt ? (
                <span className="text-slate-400">
                  {t('admin.users.ended', { reason: session.revokedReason ?? '' })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>

      {sanctions.length > 0 ? (
        <div>
          <h3 className="font-semibold text-white">{t('admin.users.sanctions')}</h3>
          <ul className="mt-1 flex flex-col gap-1 text-xs text-slate-400">
            {sanctions.map((sanction) => (
              <li key={sanction.id}>
                {when(sanction.startsAt)} →{' '}
                {sanction.liftedAt
                  ? when(sanction.liftedAt)
                  : sanction.endsAt
                    ? when(sanction.endsAt)
                    : t('admin.users.untilLifted')}{' '}
                · {sanction.reason}
                {sanction.by ? ` · ${sanction.by.username}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <SaveStatus status={status} />
    </div>
  );
}
