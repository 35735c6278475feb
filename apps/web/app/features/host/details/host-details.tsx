import { useTranslation } from '../../../i18n/use-translation.tsx';
import { HostContentGate } from '../host-content-gate.tsx';
import { HostCard, HostFrame } from '../host-frame.tsx';
import { useHostContent } from '../use-host-content.ts';
import { ApplicationStatus } from './application-status.tsx';
import { ApplyForm } from './apply-form.tsx';
import { RoomGlance } from './room-glance.tsx';

/**
 * /host/liveDetails: for a host, the room at a glance; for anyone else the application, its
 * state and the form to apply (or to edit it while pending).
 */
export function HostDetails() {
  const { t } = useTranslation();
  const { state, reload } = useHostContent();
  return (
    <HostFrame page="hostLiveDetails" lead={t('host.details.lead')}>
      <HostContentGate state={state} onRetry={() => void reload()}>
        {(data) => {
          const { application, room, stream } = data;
          if (application?.status === 'approved' && room) return <RoomGlance room={room} stream={stream} />;
          return (
            <div className="flex flex-col gap-4">
              {application ? <ApplicationStatus application={application} /> : null}
              {application === null || application.status === 'pending' ? (
                <HostCard title={application ? t('host.apply.editTitle') : t('host.apply.title')}>
                  {application === null ? <p className="mb-4 text-sm text-slate-400">{t('host.apply.lead')}</p> : null}
                  <ApplyForm application={application} onDone={() => void reload()} />
                </HostCard>
              ) : null}
            </div>
          );
        }}
      </HostContentGate>
    </HostFrame>
  );
}
