import type { HostApplication } from '@placar/contract/live-entities';
import { useTranslation } from '../../../i18n/use-translation.tsx';

const TONE: Record<HostApplication['status'], string> = {
  pending: 'border-amber-500/40 bg-amber-500/10 text-amber-200',
  approved: 'border-pitch-500/40 bg-pitch-500/10 text-pitch-50',
  rejected: 'border-red-500/40 bg-red-500/10 text-red-200',
  suspended: 'border-red-500/40 bg-red-500/10 text-red-200',
};

/** Where the application stands, with the admin's reason when rejected or suspended. */
export function ApplicationStatus({ application }: { application: HostApplication }) {
  const { t } = useTranslation();
  return (
    <div
      className={`rounded-2xl border px-4 py-3 ${TONE[application.status]}`}
      data-testid="host-application"
      data-status={application.status}
      role="status"
    >
      <p className="font-bold">{t(`host.application.${application.status}.title`)}</p>
      <p className="mt-0.5 text-sm opacity-90">{t(`host.application.${application.status}.lead`)}</p>
      {application.reason ? (
        <p className="mt-2 text-sm" data-testid="host-application-reason">
          <span className="font-semibold">{t('host.application.reason')}</span> {application.reason}
        </p>
      ) : null}
    </div>
  );
}
