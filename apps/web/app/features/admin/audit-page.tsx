import { auditLog } from '@placar/contract/calls/admin-users';
import type { AuditEntry } from '@placar/contract/admin-entities';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { AdminButton, AdminSection, Field, inputClass } from './admin-ui.tsx';
import { readFresh, useAdminData } from './use-admin-data.ts';

const PAGE_SIZE = 20;

/** A stored value as short readable JSON. */
function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
}

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl bg-ink-850 p-3 text-sm" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-white">{entry.action}</span>
        <span className="font-mono text-xs text-pitch-400">{entry.target}</span>
        <span className="flex-1 text-right text-xs text-slate-400">
          {entry.actor?.username ?? t('admin.audit.deleted')} · {new Date(entry.at).toLocaleString()}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        <dt className="text-slate-400">{t('admin.audit.before')}</dt>
        <dd className="font-mono break-all text-slate-400">{show(entry.before)}</dd>
        <dt className="text-slate-400">{t('admin.audit.after')}</dt>
        <dd className="font-mono break-all text-slate-200">{show(entry.after)}</dd>
      </dl>
    </li>
  );
}

/** Every change admins made, newest first, filtered by action or exact target. */
export function AuditPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ action: '', target: '' });
  const [filter, setFilter] = useState(draft);
  const [page, setPage] = useState(1);
  const { data, failed } = useAdminData(
    () =>
      readFresh(auditLog, {
        page,
        limit: PAGE_SIZE,
        ...(filter.action ? { action: filter.action } : {}),
        ...(filter.target ? { target: filter.target } : {}),
      }),
    [page, filter.action, filter.target],
  );
  const pages = data === null ? 1 : Math.max(1, Math.ceil(data.total / PAGE_SIZE));

  return (
    <AdminSection title={t('admin.sections.audit')} testId="admin-audit">
      <form
        className="mb-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setFilter({ action: draft.action.trim(), target: draft.target.trim() });
        }}
      >
        <Field label={t('admin.audit.action')}>
          <input
            className={inputClass}
            value={draft.action}
            maxLength={60}
            placeholder="updateAnchor"
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
          />
        </Field>
        <Field label={t('admin.audit.target')}>
          <input
            className={inputClass}
            value={draft.target}
            maxLength={100}
            placeholder="user:12"
            onChange={(event) => setDraft({ ...draft, target: event.target.value })}
          />
        </Field>
        <AdminButton type="submit" kind="primary">
          {t('admin.audit.filter')}
        </AdminButton>
      </form>
      {failed ? (
        <p className="text-slate-400">{t('admin.loadFailed')}</p>
      ) : data === null ? (
        <p className="text-slate-400">{t('common.loading')}</p>
      ) : data.list.length === 0 ? (
        <p className="text-slate-400">{t('admin.audit.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="audit-list">
          {data.list.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className="mt-3 flex items-center gap-2 text-sm text-slate-400">
          <AdminButton disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('admin.previous')}
          </AdminButton>
          {t('admin.pageOf', { page, pages })}
          <AdminButton disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('admin.next')}
          </AdminButton>
        </div>
      ) : null}
    </AdminSection>
  );
}
