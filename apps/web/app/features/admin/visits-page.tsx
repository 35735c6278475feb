import { visitStats } from '@placar/contract/calls/visits';
import type { CallData } from '@placar/contract/call';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { addDays, browserTimeZone, dayInZone } from '../../lib/time/time-zone.ts';
import { appStore } from '../../state/app-store.ts';
import { AdminButton, AdminSection, Field, inputClass } from './admin-ui.tsx';
import { readFresh, useAdminData } from './use-admin-data.ts';

type Stats = CallData<typeof visitStats>;
type Figures = Stats['totals'];

/** Seconds as "1 min 05 s" or "42 s". */
function duration(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s` : `${whole} s`;
}

/** Today in the admin's zone by the app's clock (corrected to the server's), and the 6 days before. */
function lastWeek(): { from: string; to: string } {
  const clock = appStore.getState().clock;
  const to = dayInZone(new Date(clock > 0 ? clock : Date.now()), browserTimeZone());
  return { from: addDays(to, -6), to };
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl bg-ink-850 p-3">
      <p className="text-xs font-semibold text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-extrabold text-white tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function Ranked({ title, rows, testId }: { title: string; rows: { name: string; count: number }[]; testId: string }) {
  const { t } = useTranslation();
  const top = rows[0]?.count ?? 1;
  return (
    <div className="rounded-xl bg-ink-850 p-3" data-testid={testId}>
      <h3 className="text-sm font-bold text-white">{title}</h3>
      {rows.length === 0 ? <p className="mt-2 text-sm text-slate-400">{t('admin.visits.nothing')}</p> : null}
      <ol className="mt-2 flex flex-col gap-1">
        {rows.map((row) => (
          <li key={row.name} className="relative flex justify-between gap-2 overflow-hidden rounded px-2 py-1 text-sm">
            <span
              className="absolute inset-y-0 left-0 bg-pitch-500/15"
              style={{ width: `${(row.count / top) * 100}%` }}
              aria-hidden
            />
            <span className="relative min-w-0 truncate text-slate-200">{row.name}</span>
            <span className="relative text-slate-400 tabular-nums">{row.count}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Visits, the way Plausible or Umami show them: totals over a range, each day, the tops, and who is here now. */
export function VisitsPage() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState(lastWeek);
  const [draft, setDraft] = useState(range);
  const { data, failed, reload } = useAdminData(() => readFresh(visitStats, range), [range.from, range.to]);
  const countries = new Intl.DisplayNames([i18n.language === 'br' ? 'pt-BR' : 'en'], { type: 'region' });
  const countryName = (code: string) => {
    try {
      return countries.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const totals = (figures: Figures, prefix: string) =>
    [
      { key: 'visitors', value: String(figures.visitors) },
      { key: 'visits', value: String(figures.visits) },
      { key: 'pageViews', value: String(figures.pageViews) },
      { key: 'duration', value: duration(figures.averageDurationSeconds) },
    ].map((item) => ({ ...item, testId: `${prefix}-${item.key}` }));

  return (
    <div className="flex flex-col gap-5" data-testid="admin-visits">
      <AdminSection title={t('admin.sections.visits')}>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            // The same range again asks again: the figures move while the page is open.
            if (draft.from === range.from && draft.to === range.to) void reload();
            else if (draft.from !== '' && draft.to !== '') setRange(draft);
          }}
        >
          <Field label={t('admin.visits.from')}>
            <input
              type="date"
              className={inputClass}
              value={draft.from}
              max={draft.to}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
              data-testid="visits-from"
            />
          </Field>
          <Field label={t('admin.visits.to')}>
            <input
              type="date"
              className={inputClass}
              value={draft.to}
              min={draft.from}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
              data-testid="visits-to"
            />
          </Field>
          <AdminButton type="submit" kind="primary" testId="visits-show">
            {t('admin.visits.show')}
          </AdminButton>
        </form>
        {failed ? <p className="mt-3 text-slate-400">{t('admin.loadFailed')}</p> : null}
        {data === null ? null : (
          <>
            <p className="mt-4 flex items-center gap-2 text-sm text-slate-300">
              <span className="size-2 rounded-full bg-pitch-400" aria-hidden />
              <span data-testid="visits-live">{t('admin.visits.liveNow', { count: data.liveNow })}</span>
            </p>
            <div className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-4">
              {totals(data.totals, 'visits-total').map((item) => (
                <Figure key={item.key} label={t(`admin.visits.${item.key}`)} value={item.value} testId={item.testId} />
              ))}
            </div>
          </>
        )}
      </AdminSection>
      {data === null ? null : (
        <>
          <AdminSection title={t('admin.visits.byDay')}>
            <div className="overflow-x-auto">
              <table className="w-full text-right text-sm tabular-nums" data-testid="visits-days">
                <thead className="text-xs text-slate-400">
                  <tr>
                    <th className="py-1 text-left font-semibold">{t('admin.visits.day')}</th>
                    {(['visitors', 'visits', 'pageViews', 'duration'] as const).map((key) => (
                      <th key={key} className="px-2 py-1 font-semibold">
                        {t(`admin.visits.${key}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="text-slate-200">
                  {data.days.map((day) => (
                    <tr key={day.day} className="border-t border-ink-700" data-testid={`visits-day-${day.day}`}>
                      <td className="py-1.5 text-left whitespace-nowrap">{day.day}</td>
                      <td className="px-2">{day.visitors}</td>
                      <td className="px-2">{day.visits}</td>
                      <td className="px-2">{day.pageViews}</td>
                      <td className="px-2">{duration(day.averageDurationSeconds)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-2 text-xs text-slate-400">{t('admin.visits.zone', { zone: data.tz })}</p>
          </AdminSection>
          <div className="grid gap-3 md:grid-cols-2">
            <Ranked
              title={t('admin.visits.topRoutes')}
              rows={data.topRoutes.map((row) => ({ name: row.route, count: row.count }))}
              testId="visits-routes"
            />
            <Ranked
              title={t('admin.visits.topCountries')}
              rows={data.topCountries.map((row) => ({ name: countryName(row.country), count: row.count }))}
              testId="visits-countries"
            />
            <Ranked
              title={t('admin.visits.topLanguages')}
              rows={data.topLanguages.map((row) => ({ name: row.language, count: row.count }))}
              testId="visits-languages"
            />
            <Ranked
              title={t('admin.visits.topBrowsers')}
              rows={data.topBrowsers.map((row) => ({ name: row.browser, count: row.count }))}
              testId="visits-browsers"
            />
          </div>
        </>
      )}
    </div>
  );
}
