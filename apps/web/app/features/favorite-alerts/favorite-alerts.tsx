import { love, loveSettingList } from '@placar/contract/calls/favorites';
import { scheduleOne } from '@placar/contract/calls/schedule';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { FormMessage } from '../../components/forms/form-status.tsx';
import { callApi } from '../../lib/api/contract-call.ts';
import { SettingsSection } from '../../components/ui/settings-section.tsx';
import {
  type AlertSwitch,
  type FavoriteAlertRow,
  favoriteAlertRows,
  NAMED_MATCHES_MAX,
  withSwitch,
} from './favorite-alert-rows.ts';
import { FavoriteAlertsList } from './favorite-alerts-list.tsx';
import { PushOnThisDevice } from './push-on-this-device.tsx';

/** Names of favorite matches ("Home x Away"); a match that cannot be read keeps its `#id`. */
async function matchNames(ids: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  await Promise.all(
    ids.slice(0, NAMED_MATCHES_MAX).map(async (id) => {
      try {
        const match = await callApi(scheduleOne, { id });
        names.set(id, `${match.home.team.name} x ${match.away.team.name}`);
      } catch {
        // The row stays named by its id.
      }
    }),
  );
  return names;
}

/** The /me card where a user turns start and goal alerts on and off per favorite. */
export function FavoriteAlerts({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<FavoriteAlertRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const settings = await callApi(loveSettingList, {});
      setRows(favoriteAlertRows(settings, new Map()));
      if (settings.matchIds.length > 0) setRows(favoriteAlertRows(settings, await matchNames(settings.matchIds)));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  // Loaded once this tab holds its token (it arrives from the refresh cookie after hydration).
  useEffect(() => {
    if (token) void load();
  }, [token, load]);

  const toggle = async (row: FavoriteAlertRow, key: AlertSwitch) => {
    const on = !row[key];
    setBusy(true);
    setFailed(false);
    setRows((current) => current && withSwitch(current, row, key, on));
    try {
      // `loved: true` keeps the favorite; only the switch changes.
      const answer = await callApi(love, { kind: row.kind, id: row.id, loved: true, [key]: on });
      setRows(
        (current) =>
          current &&
          withSwitch(
            withSwitch(current, row, 'notifyStart', answer.notifyStart),
            row,
            'notifyGoals',
            answer.notifyGoals,
          ),
      );
    } catch {
      setRows((current) => current && withSwitch(current, row, key, !on));
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t('favoriteAlerts.title')} testId="me-favorite-alerts">
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-400">{t('favoriteAlerts.lead')}</p>
        {failed ? (
          <FormMessage tone="error" testId="favorite-alerts-error">
            {t('favoriteAlerts.error')}
          </FormMessage>
        ) : null}
        {rows === null ? (
          <p className="text-sm text-slate-400">{t('common.loading')}</p>
        ) : (
          <FavoriteAlertsList rows={rows} disabled={busy} onToggle={(row, key) => void toggle(row, key)} />
        )}
        <PushOnThisDevice />
      </div>
    </SettingsSection>
  );
}
