import { liveRecordSearch, steamRecord } from '@placar/contract/calls/live';
import type { CallData } from '@placar/contract/call';
import type { StreamRecord } from '@placar/contract/live-entities';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { callApi } from '../../../lib/api/contract-call.ts';
import { HostContentGate, NeedsRoom } from '../host-content-gate.tsx';
import { HostCard, HostFrame } from '../host-frame.tsx';
import { useFormatDuration } from '../use-duration-units.ts';
import { useHostContent } from '../use-host-content.ts';
import { FollowersChart } from './followers-chart.tsx';
import { RecordRow } from './record-row.tsx';

type Totals = CallData<typeof steamRecord>['totals'];
interface Search {
  keyword: string;
  from: string;
  to: string;
}
const PAGE = 20;
const emptySearch: Search = { keyword: '', from: '', to: '' };

/** /host/liveList: my streams and their records, searchable, with my followers over time. */
export function HostRecords() {
  const { t } = useTranslation();
  const { state, reload } = useHostContent();
  return (
    <HostFrame page="hostLiveList" lead={t('host.records.lead')}>
      <HostContentGate state={state} onRetry={() => void reload()}>
        {(data) => <NeedsRoom data={data}>{() => <RecordsBody />}</NeedsRoom>}
      </HostContentGate>
    </HostFrame>
  );
}

function RecordsBody() {
  const { t } = useTranslation();
  const duration = useFormatDuration();
  const [list, setList] = useState<StreamRecord[] | null>(null);
  const [total, setTotal] = useState(0);
  const [totals, setTotals] = useState<Totals | null>(null);
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Search>(emptySearch);
  const [search, setSearch] = useState<Search>(emptySearch);
  const [failed, setFailed] = useState(false);
  const searching = search.keyword !== '' || search.from !== '' || search.to !== '';

  const load = useCallback(async (wanted: Search, at: number) => {
    setFailed(false);
    try {
      const filtered = wanted.keyword !== '' || wanted.from !== '' || wanted.to !== '';
      let answer: { list: StreamRecord[]; total: number };
      if (filtered) {
        answer = await callApi(liveRecordSearch, {
          keyword: wanted.keyword || undefined,
          from: wanted.from || undefined,
          to: wanted.to || undefined,
          page: at,
          limit: PAGE,
        });
      } else {
        const mine = await callApi(steamRecord, { page: at, limit: PAGE });
        setTotals(mine.totals);
        answer = mine;
      }
      setTotal(answer.total);
      setList((current) => (at === 1 || current === null ? answer.list : [...current, ...answer.list]));
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load(search, page);
  }, [load, search, page]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setSearch({ keyword: draft.keyword.trim(), from: draft.from, to: draft.to });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        {totals ? (
          <dl className="grid grid-cols-3 gap-2" data-testid="records-totals">
            {[
              { key: 'streams', value: String(totals.streams) },
              { key: 'time', value: duration(totals.seconds) },
              { key: 'bestPeak', value: String(totals.peakViewers) },
            ].map((item) => (
              <div key={item.key} className="rounded-2xl border border-ink-800 bg-ink-900 px-3 py-2">
                <dt className="text-xs text-slate-400">{t(`host.records.totals.${item.key}`)}</dt>
                <dd className="text-lg font-black text-white tabular-nums" data-testid={`records-total-${item.key}`}>
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" data-testid="records-search">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-semibold text-slate-400">
            {t('host.records.keyword')}
            <input
              type="search"
              maxLength={40}
              value={draft.keyword}
              onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
              className="rounded-xl border border-ink-700 bg-ink-950/60 px-3 py-2 text-sm text-white"
              data-testid="records-keyword"
            />
          </label>
          <label className="flex flex-col gap-1 text-xs font-semibold text-slate-400">
            {t('host.records.from')}
            <input
              type="date"
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
              className="rounded-xl border border-ink-700 bg-ink-950/60 px-3 py-2 text-sm text-white"
            />
          </label>
          <label className="flex flex-col gap-1 text-xs font-semibold text-slate-400">
            {t('host.records.to')}
            <input
              type="date"
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
              className="rounded-xl border border-ink-700 bg-ink-950/60 px-3 py-2 text-sm text-white"
            />
          </label>
          <button
            type="submit"
            className="rounded-full bg-pitch-500 px-5 py-2 text-sm font-bold text-ink-950"
            data-testid="records-search-submit"
          >
            {t('host.records.search')}
          </button>
          {searching ? (
            <button
              type="button"
              onClick={() => {
                setDraft(emptySearch);
                setPage(1);
                setSearch(emptySearch);
              }}
              className="rounded-full border border-ink-600 px-4 py-2 text-sm font-semibold text-white"
            >
              {t('host.records.clear')}
            </button>
          ) : null}
        </form>
        {failed ? <p className="text-slate-400">{t('host.loadFailed')}</p> : null}
        {list === null ? (
          <p className="text-slate-400">{t('common.loading')}</p>
        ) : list.length === 0 ? (
          <HostCard testId="records-empty">
            <p className="text-slate-400">{searching ? t('host.records.noneFound') : t('host.records.none')}</p>
          </HostCard>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="records-list">
            {list.map((record) => (
              <RecordRow key={record.id} record={record} />
            ))}
          </ul>
        )}
        {list !== null && list.length < total ? (
          <button
            type="button"
            onClick={() => setPage((current) => current + 1)}
            className="self-center rounded-full border border-ink-600 px-5 py-2 text-sm font-semibold text-white"
            data-testid="records-more"
          >
            {t('host.records.more')}
          </button>
        ) : null}
      </div>
      <FollowersChart />
    </div>
  );
}
