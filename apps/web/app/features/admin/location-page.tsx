import { countryOf, getSettingCenterItem, updateSettingCenterItem } from '@placar/contract/calls/admin';
import type { CallData } from '@placar/contract/call';
import { COUNTRY_CODES } from '@placar/contract/countries';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { callApi } from '../../lib/api/contract-call.ts';
import { AdminButton, AdminSection, Field, SaveStatus, inputClass } from './admin-ui.tsx';
import { readFresh, useAdminData, useSave } from './use-admin-data.ts';

/** Country names in the page language; the code itself when the runtime has no name. */
function useCountryNames(): (code: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language === 'br' ? 'pt-BR' : 'en'], { type: 'region' });
    return (code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [i18n.language]);
}

/** Location rules: the countries whose visitors get /locationForbidden, 4510001 and no MQTT connection. */
export function LocationPage() {
  const { t } = useTranslation();
  const name = useCountryNames();
  const { data } = useAdminData(async () => (await readFresh(getSettingCenterItem, {})).settings.blockedCountries, []);
  const [blocked, setBlocked] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const { status, busy, save } = useSave();
  useEffect(() => {
    if (data !== null) setBlocked(data);
  }, [data]);
  const options = COUNTRY_CODES.filter((code) => !blocked.includes(code))
    .map((code) => ({ code, label: `${name(code)} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const matching =
    filter.trim() === ''
      ? []
      : options.filter((option) => option.label.toLowerCase().includes(filter.trim().toLowerCase())).slice(0, 8);

  return (
    <div className="flex flex-col gap-5" data-testid="admin-location">
      <AdminSection title={t('admin.location.blocked')}>
        <p className="mb-3 text-sm text-slate-400">{t('admin.location.lead')}</p>
        {blocked.length === 0 ? <p className="text-sm text-slate-400">{t('admin.location.none')}</p> : null}
        <ul className="flex flex-wrap gap-2" data-testid="blocked-countries">
          {blocked.map((code) => (
            <li
              key={code}
              className="flex items-center gap-1 rounded-full bg-red-600/15 py-1 pr-1 pl-3 text-sm text-red-200"
              data-testid={`blocked-${code}`}
            >
              {name(code)} ({code})
              <button
                type="button"
                className="grid size-6 place-items-center rounded-full hover:bg-red-600/30"
                aria-label={t('admin.location.unblock', { country: name(code) })}
                onClick={() => setBlocked(blocked.filter((entry) => entry !== code))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-col gap-1">
          <input
            className={inputClass}
            value={filter}
            placeholder={t('admin.location.add')}
            aria-label={t('admin.location.add')}
            onChange={(event) => setFilter(event.target.value)}
            data-testid="country-filter"
          />
          <ul className="flex flex-col">
            {matching.map((option) => (
              <li key={option.code}>
                <button
                  type="button"
                  className="w-full rounded px-2 py-1 text-left text-sm text-slate-200 hover:bg-ink-850"
                  data-testid={`country-option-${option.code}`}
                  onClick={() => {
                    setBlocked([...blocked, option.code]);
                    setFilter('');
                  }}
                >
                  {option.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-3 flex items-center gap-3">
          <AdminButton
            kind="primary"
            disabled={busy}
            testId="blocked-save"
            onClick={() =>
              void save(() => callApi(updateSettingCenterItem, { key: 'blockedCountries', value: blocked })).then(
                (answer) => answer && setBlocked(answer.settings.blockedCountries),
              )
            }
          >
            {t('admin.save')}
          </AdminButton>
          <SaveStatus status={status} />
        </div>
      </AdminSection>
      <AddressCheck name={name} />
    </div>
  );
}

/** Which country an address maps to in the shipped database, and whether it is blocked now. */
function AddressCheck({ name }: { name: (code: string) => string }) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [answer, setAnswer] = useState<CallData<typeof countryOf> | null>(null);
  const { status, busy, save } = useSave();
  return (
    <AdminSection title={t('admin.location.check')}>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void save(() => callApi(countryOf, { address: address.trim() })).then((result) => setAnswer(result));
        }}
      >
        <Field label={t('admin.location.address')}>
          <input
            className={inputClass}
            value={address}
            placeholder="203.0.113.7 / ::ffff:203.0.113.7"
            onChange={(event) => setAddress(event.target.value)}
            data-testid="address-input"
          />
        </Field>
        <AdminButton type="submit" kind="primary" disabled={busy || address.trim().length < 2} testId="address-check">
          {t('admin.location.checkButton')}
        </AdminButton>
      </form>
      {answer ? (
        <p className="mt-3 text-sm text-slate-200" data-testid="address-answer">
          {answer.country === null
            ? t('admin.location.unknown', { address: answer.address })
            : t(answer.blocked ? 'admin.location.isBlocked' : 'admin.location.isAllowed', {
                address: answer.address,
                country: `${name(answer.country)} (${answer.country})`,
              })}
        </p>
      ) : status?.kind === 'error' ? (
        <SaveStatus status={status} />
      ) : null}
      {answer ? <p className="mt-1 text-xs text-slate-400">{answer.database}</p> : null}
    </AdminSection>
  );
}
