import { adminUserList } from '@placar/contract/calls/admin-users';
import type { CallData } from '@placar/contract/call';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { AdminButton, AdminSection, inputClass } from './admin-ui.tsx';
import { readFresh, useAdminData } from './use-admin-data.ts';
import { UserDetail } from './user-detail.tsx';

type Row = CallData<typeof adminUserList>['list'][number];
const PAGE_SIZE = 20;

/** Users: found by any part of the e-mail or username; a row opens the user's detail. */
export function UsersPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [suspendedOnly, setSuspendedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const { data, failed, reload } = useAdminData(
    () => readFresh(adminUserList, { query, page, limit: PAGE_SIZE, ...(suspendedOnly ? { suspended: true } : {}) }),
    [query, page, suspendedOnly],
  );
  const pages = data === null ? 1 : Math.max(1, Math.ceil(data.total / PAGE_SIZE));

  return (
    <AdminSection title={t('admin.sections.users')} testId="admin-users">
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setQuery(draft.trim());
        }}
      >
        <input
          className={`${inputClass} min-w-0 basis-full sm:basis-0 sm:flex-1`}
          type="search"
          value={draft}
          maxLength={100}
          placeholder={t('admin.users.searchPlaceholder')}
          aria-label={t('admin.users.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
          data-testid="users-query"
        />
        <AdminButton type="submit" kind="primary" testId="users-search">
          {t('admin.users.search')}
        </AdminButton>
        <label className="flex items-center gap-2 text-sm text-slate-300">
          <input
            type="checkbox"
            checked={suspendedOnly}
            onChange={(event) => (setPage(1), setSuspendedOnly(event.target.checked))}
          />
          {t('admin.users.suspendedOnly')}
        </label>
      </form>
      {failed ? (
        <p className="mt-3 text-slate-400">{t('admin.loadFailed')}</p>
      ) : data === null ? (
        <p className="mt-3 text-slate-400">{t('common.loading')}</p>
      ) : data.list.length === 0 ? (
        <p className="mt-3 text-slate-400" data-testid="users-empty">
          {t('admin.users.none')}
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2" data-testid="users-list">
          {data.list.map((row) => (
            <UserRow
              key={row.id}
              row={row}
              open={open === row.id}
              onToggle={() => setOpen(open === row.id ? null : row.id)}
              onChanged={() => void reload()}
            />
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

function UserRow({
  row,
  open,
  onToggle,
  onChanged,
}: {
  row: Row;
  open: boolean;
  onToggle: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl bg-ink-850" data-testid={`user-${row.username}`}>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 text-left"
      >
        <span className="font-semibold text-white">{row.username}</span>
        <span className="min-w-0 flex-1 truncate text-sm text-slate-400">{row.email}</span>
        <span className="rounded-full bg-ink-700 px-2 py-0.5 text-xs font-semibold text-slate-200">
          {t(`admin.users.roles.${row.role}`)}
        </span>
        {row.suspended ? (
          <span
            className="rounded-full bg-red-600/20 px-2 py-0.5 text-xs font-semibold text-red-300"
            data-testid="user-suspended"
          >
            {t('admin.users.suspended')}
          </span>
        ) : null}
      </button>
      {open ? <UserDetail userId={row.id} onChanged={onChanged} /> : null}
    </li>
  );
}
