import { useTranslation } from '../../i18n/use-translation.tsx';
import type { AlertSwitch, FavoriteAlertRow } from './favorite-alert-rows.ts';

const SWITCHES: readonly AlertSwitch[] = ['notifyStart', 'notifyGoals'];

/** Each favorite with its "starts" and "goals" switches. */
export function FavoriteAlertsList({
  rows,
  disabled,
  onToggle,
}: {
  rows: readonly FavoriteAlertRow[];
  disabled: boolean;
  onToggle: (row: FavoriteAlertRow, key: AlertSwitch) => void;
}) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <p className="text-sm text-slate-400" data-testid="favorite-alerts-empty">
        {t('favoriteAlerts.empty')}
      </p>
    );
  return (
    <ul className="flex flex-col divide-y divide-ink-700">
      {rows.map((row) => (
        <li
          key={`${row.kind}:${row.id}`}
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          data-testid={`favorite-alert-${row.kind}-${row.id}`}
        >
          <div className="flex min-w-0 items-center gap-3">
            {row.logo ? (
              <img src={row.logo} alt="" width={28} height={28} className="size-7 shrink-0 object-contain" />
            ) : (
              <span aria-hidden className="size-7 shrink-0 rounded-full bg-ink-700" />
            )}
            <div className="min-w-0">
              <p className="truncate font-semibold text-white">{row.name}</p>
              <p className="text-xs text-slate-400">{t(`favoriteAlerts.kind.${row.kind}`)}</p>
            </div>
          </div>
          <div className="flex shrink-0 gap-4">
            {SWITCHES.map((key) => (
              <label key={key} className="flex cursor-pointer items-center gap-2 text-sm text-slate-200">
                <input
                  type="checkbox"
                  role="switch"
                  className="peer sr-only"
                  checked={row[key]}
                  disabled={disabled}
                  onChange={() => onToggle(row, key)}
                  aria-label={t(`favoriteAlerts.${key}Of`, { name: row.name })}
                  data-testid={`favorite-alert-${row.kind}-${row.id}-${key === 'notifyStart' ? 'start' : 'goals'}`}
                />
                <span
                  aria-hidden
                  className="relative h-6 w-11 shrink-0 rounded-full bg-ink-700 transition peer-checked:bg-pitch-500 peer-focus-visible:ring-2 peer-focus-visible:ring-pitch-400 peer-disabled:opacity-60 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:transition peer-checked:after:translate-x-5"
                />
                {t(`favoriteAlerts.${key}`)}
              </label>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
