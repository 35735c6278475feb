import { firstServedSport } from '@placar/contract/sports/served-sports';
import { getTabDownList, getTabList, updateTabDownList, updateTabList } from '@placar/contract/calls/admin';
import type { HomeTabSetting, TabDownItemSetting } from '@placar/contract/admin-entities';
import { MATCH_TABS } from '@placar/contract/match-tabs';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { callApi } from '../../lib/api/contract-call.ts';
import { AdminButton, AdminSection, SaveStatus, inputClass } from './admin-ui.tsx';
import { readFresh, useAdminData, useSave } from './use-admin-data.ts';
import { useCompetitions } from './use-competitions.ts';

type Tab = (typeof MATCH_TABS)[number];

function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The home tabs: order, shown or hidden, labels in en and br (empty keeps the app's own). */
export function HomeTabsEditor() {
  const { t } = useTranslation();
  const { data } = useAdminData(() => readFresh(getTabList, {}), []);
  const [tabs, setTabs] = useState<HomeTabSetting[]>([]);
  const { status, busy, save } = useSave();
  useEffect(() => {
    if (data) setTabs(data.tabs.map(({ key, visible, label }) => ({ key, visible, label })));
  }, [data]);
  const patch = (index: number, change: Partial<HomeTabSetting>) =>
    setTabs((list) => list.map((tab, at) => (at === index ? { ...tab, ...change } : tab)));

  return (
    <AdminSection title={t('admin.home.tabs')} testId="admin-tabs">
      <ol className="flex flex-col gap-2">
        {tabs.map((tab, index) => (
          <li
            key={tab.key}
            className="grid grid-cols-[auto_1fr] items-center gap-2 rounded-xl bg-ink-850 p-3 sm:grid-cols-[auto_8rem_1fr_1fr]"
            data-testid={`tab-setting-${tab.key}`}
          >
            <span className="flex gap-1">
              <AdminButton label={t('admin.up')} onClick={() => setTabs(move(tabs, index, -1))}>
                ↑
              </AdminButton>
              <AdminButton label={t('admin.down')} onClick={() => setTabs(move(tabs, index, 1))}>
                ↓
              </AdminButton>
            </span>
            <label className="flex items-center gap-2 text-sm font-semibold text-white">
              <input
                type="checkbox"
                checked={tab.visible}
                onChange={(event) => patch(index, { visible: event.target.checked })}
                data-testid={`tab-visible-${tab.key}`}
              />
              {t(`tabs.${tab.key}`)}
            </label>
            {(['en', 'br'] as const).map((language) => (
              <input
                key={language}
                className={inputClass}
                value={tab.label[language]}
                placeholder={`${t('admin.home.label')} (${language})`}
                aria-label={`${t(`tabs.${tab.key}`)}: ${t('admin.home.label')} (${language})`}
                onChange={(event) => patch(index, { label: { ...tab.label, [language]: event.target.value } })}
              />
            ))}
          </li>
        ))}
      </ol>
      <div className="mt-3 flex items-center gap-3">
        <AdminButton
          kind="primary"
          disabled={busy || tabs.length === 0}
          testId="tabs-save"
          onClick={() => void save(() => callApi(updateTabList, { tabs }))}
        >
          {t('admin.save')}
        </AdminButton>
        <SaveStatus status={status} />
      </div>
      <TabDownEditor />
    </AdminSection>
  );
}

/** A tab's drop-down: shortcuts to competitions. */
function TabDownEditor() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>(firstServedSport([]));
  const [items, setItems] = useState<TabDownItemSetting[]>([]);
  const [names, setNames] = useState<Map<number, string>>(new Map());
  const { data: competitions } = useAdminData(async () => (await readFresh(getTabDownList, { tab })).items, [tab]);
  const { status, busy, save } = useSave();
  useEffect(() => {
    if (competitions === null) return;
    setItems(competitions.map(({ competitionId, visible, label }) => ({ competitionId, visible, label })));
    setNames(
      new Map(competitions.map((item) => [item.competitionId, item.competition?.name ?? `#${item.competitionId}`])),
    );
  }, [competitions]);
  return (
    <div className="mt-5 border-t border-ink-700 pt-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-bold text-white">{t('admin.home.dropDown')}</h3>
        <select
          className={`${inputClass} w-auto`}
          value={tab}
          onChange={(event) => setTab(event.target.value as Tab)}
          aria-label={t('admin.home.dropDownTab')}
        >
          {MATCH_TABS.map((key) => (
            <option key={key} value={key}>
              {t(`tabs.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <CompetitionPicker
        chosen={items.map((item) => item.competitionId)}
        names={names}
        onChange={(ids, known) => {
          setNames((current) => new Map([...current, ...known]));
          setItems(
            ids.map(
              (id) =>
                items.find((item) => item.competitionId === id) ?? {
                  competitionId: id,
                  visible: true,
                  label: { en: '', br: '' },
                },
            ),
          );
        }}
      />
      <div className="mt-3 flex items-center gap-3">
        <AdminButton
          kind="primary"
          disabled={busy}
          onClick={() => void save(() => callApi(updateTabDownList, { tab, items }))}
        >
          {t('admin.save')}
        </AdminButton>
        <SaveStatus status={status} />
      </div>
    </div>
  );
}

/** An ordered choice of competitions: the chosen ones with up, down and remove, and a menu to add. */
export function CompetitionPicker({
  chosen,
  names,
  onChange,
}: {
  chosen: number[];
  names: Map<number, string>;
  onChange: (ids: number[], known: Map<number, string>) => void;
}) {
  const { t } = useTranslation();
  const options = useCompetitions();
  const known = new Map([...names, ...options.map((option) => [option.id, option.name] as const)]);
  return (
    <div className="mt-2 flex flex-col gap-2">
      <ol className="flex flex-col gap-1">
        {chosen.map((id, index) => (
          <li key={id} className="flex items-center gap-2 rounded-lg bg-ink-850 px-3 py-1.5 text-sm text-white">
            <span className="flex-1">{known.get(id) ?? `#${id}`}</span>
            <AdminButton label={t('admin.up')} onClick={() => onChange(move(chosen, index, -1), known)}>
              ↑
            </AdminButton>
            <AdminButton label={t('admin.down')} onClick={() => onChange(move(chosen, index, 1), known)}>
              ↓
            </AdminButton>
            <AdminButton
              label={t('admin.remove')}
              onClick={() =>
                onChange(
                  chosen.filter((entry) => entry !== id),
                  known,
                )
              }
            >
              ×
            </AdminButton>
          </li>
        ))}
      </ol>
      <select
        className={inputClass}
        value=""
        aria-label={t('admin.home.addCompetition')}
        onChange={(event) => {
          const id = Number(event.target.value);
          if (id > 0 && !chosen.includes(id)) onChange([...chosen, id], known);
        }}
      >
        <option value="">{t('admin.home.addCompetition')}</option>
        {options
          .filter((option) => !chosen.includes(option.id))
          .map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
      </select>
    </div>
  );
}
