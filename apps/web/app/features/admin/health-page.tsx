import { systemHealth } from '@placar/contract/calls/system';
import type { CallData } from '@placar/contract/call';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { AdminButton, AdminSection } from './admin-ui.tsx';
import { readFresh, useAdminData } from './use-admin-data.ts';

type Health = CallData<typeof systemHealth>;

const STATE_LOOK = {
  up: 'bg-pitch-500 text-ink-950',
  down: 'bg-red-600 text-white',
  unknown: 'bg-ink-700 text-slate-200',
} as const;

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt className="text-slate-400">{label}</dt>
      <dd className="font-mono break-all text-slate-100" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

/** "3 d 04 h 05 min", "12 min", "45 s". */
function useUptime(): (seconds: number) => string {
  const { t } = useTranslation();
  return (seconds) => {
    const days = Math.floor(seconds / 86_400);
    const hours = Math.floor((seconds % 86_400) / 3600);
    const minutes = Math.floor((seconds % 3600) / 60);
    const unit = (name: 'd' | 'h' | 'min' | 's') => t(`admin.health.units.${name}`);
    if (days > 0)
      return `${days} ${unit('d')} ${String(hours).padStart(2, '0')} ${unit('h')} ${String(minutes).padStart(2, '0')} ${unit('min')}`;
    if (hours > 0) return `${hours} ${unit('h')} ${String(minutes).padStart(2, '0')} ${unit('min')}`;
    if (minutes > 0) return `${minutes} ${unit('min')}`;
    return `${seconds} ${unit('s')}`;
  };
}

function HealthFigures({ health }: { health: Health }) {
  const { t } = useTranslation();
  const uptime = useUptime();
  const { version, connections, memory } = health;
  return (
    <div className="flex flex-col gap-5 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <Row label={t('admin.health.commit')} testId="health-commit">
          {version.commit ?? t('admin.health.none')}
        </Row>
        <Row label={t('admin.health.webBuild')} testId="health-web-build">
          {version.webBuild ?? t('admin.health.none')}
        </Row>
        <Row label={t('admin.health.node')}>{version.node}</Row>
        <Row label={t('admin.health.uptime')} testId="health-uptime">
          {uptime(health.uptimeSeconds)} ·{' '}
          {t('admin.health.since', { at: new Date(health.startedAt).toLocaleString() })}
        </Row>
      </dl>
      <div>
        <h3 className="mb-2 font-semibold text-white">{t('admin.health.engines')}</h3>
        <ul className="flex flex-col gap-2" data-testid="health-engines">
          {health.engines.map((engine) => (
            <li
              key={engine.engine}
              className="rounded-xl bg-ink-850 p-3"
              data-testid={`health-engine-${engine.engine}`}
              data-state={engine.state}
            >
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-semibold text-white">{t(`admin.health.engine.${engine.engine}`)}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-bold uppercase ${STATE_LOOK[engine.state]}`}>
                  {t(`admin.health.state.${engine.state}`)}
                </span>
                <span className="flex-1 text-right font-mono text-xs text-slate-400">{engine.kind}</span>
              </div>
              <p className="mt-1 text-slate-300">{engine.detail}</p>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-white">{t('admin.health.connections')}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="health-connections">
          <Row label={t('admin.health.http')}>{connections.http}</Row>
          {connections.mqtt !== null && <Row label={t('admin.health.mqtt')}>{connections.mqtt}</Row>}
          <Row label={t('admin.health.database')}>{connections.database ?? '—'}</Row>
        </dl>
        <p className="mt-1 text-slate-400">{t('admin.health.pool', connections.databasePool)}</p>
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-white">{t('admin.health.memory')}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="health-memory">
          <Row label={t('admin.health.rss')}>{megabytes(memory.rssBytes)}</Row>
          <Row label={t('admin.health.heap')}>
            {t('admin.health.ofHeap', {
              used: megabytes(memory.heapUsedBytes),
              total: megabytes(memory.heapTotalBytes),
            })}
          </Row>
          <Row label={t('admin.health.external')}>{megabytes(memory.externalBytes)}</Row>
        </dl>
      </div>
    </div>
  );
}

/** The health of the server the admin is on (issue 37 item 6): asked when opened and on Refresh. */
export function HealthPage() {
  const { t } = useTranslation();
  const { data, failed, reload } = useAdminData(() => readFresh(systemHealth, {}), []);
  return (
    <AdminSection
      title={t('admin.sections.health')}
      testId="admin-health"
      actions={
        <AdminButton onClick={() => void reload()} testId="health-refresh">
          {t('admin.health.refresh')}
        </AdminButton>
      }
    >
      {failed ? (
        <p className="text-slate-400">{t('admin.loadFailed')}</p>
      ) : data === null ? (
        <p className="text-slate-400">{t('common.loading')}</p>
      ) : (
        <HealthFigures health={data} />
      )}
    </AdminSection>
  );
}
