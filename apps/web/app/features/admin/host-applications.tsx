import { getAnchorList, updateAnchor } from '@placar/contract/calls/hosts';
import type { CallData } from '@placar/contract/call';
import { HOST_APPLICATION_STATUSES } from '@placar/contract/live-entities';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { callApi } from '../../lib/api/contract-call.ts';
import { AdminButton, AdminSection, SaveStatus, inputClass } from './admin-ui.tsx';
import { readFresh, useAdminData, useSave } from './use-admin-data.ts';
import { onTabListKeyDown } from '../../components/ui/tab-keys.ts';
import { TabButton, panelId, tabPanel } from '../../components/ui/tab-button.tsx';

type Status = (typeof HOST_APPLICATION_STATUSES)[number];
type Application = CallData<typeof getAnchorList>['list'][number];
type Action = 'approve' | 'reject' | 'suspend' | 'reinstate' | 'reopen';

const ACTIONS: Record<Status, Action[]> = {
  pending: ['approve', 'reject'],
  approved: ['suspend'],
  rejected: ['reopen'],
  suspended: ['reinstate'],
};
const NEEDS_REASON = new Set<Action>(['reject', 'suspend']);

/** One application with the decisions its state allows; reject and suspend ask for the reason the applicant reads. */
function ApplicationCard({ application, onDecided }: { application: Application; onDecided: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const { status, busy, save } = useSave();

  const decide = async (action: Action) => {
    const done = await save(() =>
      callApi(updateAnchor, { userId: application.userId, action, ...(NEEDS_REASON.has(action) ? { reason } : {}) }),
    );
    if (done !== null) {
      setAsking(null);
      setReason('');
      onDecided();
    }
  };

  return (
    <li className="rounded-xl bg-ink-850 p-4" data-testid={`application-${application.userId}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-white">{application.streamName}</p>
        <p className="text-xs text-slate-400">
          {application.applicant.username} · {application.applicant.email}
        </p>
      </div>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-300">{application.intro}</p>
      <p className="mt-1 text-xs text-slate-400">
        {application.sports.map((sport) => t(`tabs.${sport}`)).join(', ')} ·{' '}
        {new Date(application.createdAt).toLocaleString()}
      </p>
      {application.reason ? (
        <p className="mt-1 text-sm text-amber-300">{t('admin.hosts.reason', { reason: application.reason })}</p>
      ) : null}
      {asking !== null ? (
        <div className="mt-3 flex flex-col gap-2">
          <textarea
            className={inputClass}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t('admin.hosts.reasonPlaceholder')}
            aria-label={t('admin.hosts.reasonLabel')}
            data-testid="application-reason"
          />
          <div className="flex gap-2">
            <AdminButton
              kind="danger"
              disabled={busy || reason.trim().length < 3}
              onClick={() => void decide(asking)}
              testId="application-confirm"
            >
              {t(`admin.hosts.actions.${asking}`)}
            </AdminButton>
            <AdminButton onClick={() => setAsking(null)}>{t('admin.cancel')}</AdminButton>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {ACTIONS[application.status].map((action) => (
            <AdminButton
              key={action}
              kind={action === 'approve' || action === 'reinstate' ? 'primary' : 'plain'}
              disabled={busy}
              testId={`application-${action}`}
              onClick={() => (NEEDS_REASON.has(action) ? setAsking(action) : void decide(action))}
            >
              {t(`admin.hosts.actions.${action}`)}
            </AdminButton>
          ))}
        </div>
      )}
      <SaveStatus status={status} />
    </li>
  );
}

/** Host applications by state: pending first (oldest first), then approved, rejected, suspended. */
export function HostApplications() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('pending');
  const { data, failed, reload } = useAdminData(
    () => readFresh(getAnchorList, { status, page: 1, limit: 50 }),
    [status],
  );
  return (
    <AdminSection title={t('admin.sections.hosts')} testId="admin-hosts">
      <div role="tablist" onKeyDown={onTabListKeyDown} className="mb-4 flex flex-wrap gap-2">
        {HOST_APPLICATION_STATUSES.map((entry) => (
          <TabButton
            key={entry}
            strip="applications"
            value={entry}
            selected={entry === status}
            panel={panelId('applications', 'list')}
            data-testid={`applications-${entry}`}
            onSelect={() => setStatus(entry)}
            className={`rounded-full px-3 py-1 text-sm font-semibold ${entry === status ? 'bg-white text-ink-950' : 'bg-ink-850 text-slate-300'}`}
          >
            {t(`admin.hosts.status.${entry}`)}
          </TabButton>
        ))}
      </div>
      <div {...tabPanel('applications', status, 'list')}>
        {failed ? (
          <p className="text-slate-400">{t('admin.loadFailed')}</p>
        ) : data === null ? (
          <p className="text-slate-400">{t('common.loading')}</p>
        ) : data.list.length === 0 ? (
          <p className="text-slate-400" data-testid="applications-empty">
            {t('admin.hosts.none')}
          </p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="applications">
            {data.list.map((application) => (
              <ApplicationCard key={application.id} application={application} onDecided={() => void reload()} />
            ))}
          </ul>
        )}
      </div>
    </AdminSection>
  );
}
