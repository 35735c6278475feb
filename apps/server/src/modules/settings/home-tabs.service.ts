import type { z } from 'zod';
import type { HomeTabSetting, TabDownItemSetting } from '@placar/contract/admin-entities';
import type { updateTabDownList, updateTabList } from '@placar/contract/calls/admin';
import type { MATCH_TABS } from '@placar/contract/match-tabs';
import { Code } from '@placar/contract/codes';
import type { Language } from '@placar/contract/languages';
import { ApiError } from '../../http/api-error.ts';
import { recordChange } from '../audit/audit.service.ts';
import type { SettingCentreDeps } from './setting-centre.service.ts';
import { completeTabs } from './setting-keys.ts';
import type { SettingsService } from './settings.service.ts';

type Tab = (typeof MATCH_TABS)[number];
type CompetitionLabels = Map<number, { name: string; sport: string; logo: string | null }>;

export interface HomeTabsDeps extends SettingCentreDeps {
  /** Every competition's name in a language (the schedule service). */
  competitionLabels(language: Language): Promise<CompetitionLabels>;
}

async function tabsWithCounts(settings: SettingsService) {
  const { values } = await settings.snapshot();
  return {
    tabs: completeTabs(values.homeTabs).map((tab) => ({ ...tab, items: values.tabDown[tab.key]?.length ?? 0 })),
  };
}

export async function tabList(deps: Pick<HomeTabsDeps, 'settings'>) {
  return tabsWithCounts(deps.settings);
}

/** /admin/updateTabList: the seven tabs' order, visibility and labels, recorded in the audit log. */
export async function updateTabs(deps: HomeTabsDeps, actorId: number, input: z.output<(typeof updateTabList)['body']>) {
  const before = completeTabs(await deps.settings.get('homeTabs'));
  const after: HomeTabSetting[] = input.tabs.map((tab) => ({
    key: tab.key,
    visible: tab.visible,
    label: { en: tab.label.en, br: tab.label.br },
  }));
  await deps.settings.set('homeTabs', after);
  await recordChange(deps.db, {
    actorId,
    action: 'updateTabList',
    target: 'setting:homeTabs',
    before,
    after,
    at: new Date(deps.clock.now()),
  });
  return tabsWithCounts(deps.settings);
}

export async function tabDownList(deps: HomeTabsDeps, tab: Tab, language: Language) {
  const [items, labels] = await Promise.all([deps.settings.get('tabDown'), deps.competitionLabels(language)]);
  return {
    tab,
    items: (items[tab] ?? []).map((item) => {
      const competition = labels.get(item.competitionId);
      return { ...item, competition: competition === undefined ? null : { id: item.competitionId, ...competition } };
    }),
  };
}

/** /admin/updateTabDownList: one tab's drop-down items, competitions that exist. */
export async function updateTabDown(
  deps: HomeTabsDeps,
  actorId: number,
  input: z.output<(typeof updateTabDownList)['body']>,
  language: Language,
) {
  const missing = await deps.known.missingCompetitions(input.items.map((item) => item.competitionId));
  if (missing.length > 0) {
    throw new ApiError(Code.notFound, {
      en: `Competition not found: ${missing.join(', ')}`,
      br: `Competição não encontrada: ${missing.join(', ')}`,
    });
  }
  const all = await deps.settings.get('tabDown');
  const items: TabDownItemSetting[] = input.items.map((item) => ({
    competitionId: item.competitionId,
    visible: item.visible,
    label: { en: item.label.en, br: item.label.br },
  }));
  await deps.settings.set('tabDown', { ...all, [input.tab]: items });
  await recordChange(deps.db, {
    actorId,
    action: 'updateTabDownList',
    target: `setting:tabDown:${input.tab}`,
    before: all[input.tab] ?? [],
    after: items,
    at: new Date(deps.clock.now()),
  });
  return tabDownList(deps, input.tab, language);
}

/** The home tabs as every visitor gets them: visible, in order, labels and items in their language. */
export async function publicTabs(deps: Pick<HomeTabsDeps, 'settings' | 'competitionLabels'>, language: Language) {
  const { values } = await deps.settings.snapshot();
  const tabs = completeTabs(values.homeTabs).filter((tab) => tab.visible);
  const needsLabels = tabs.some((tab) => (values.tabDown[tab.key] ?? []).some((item) => item.visible));
  const labels: CompetitionLabels = needsLabels ? await deps.competitionLabels(language) : new Map();
  return tabs.map((tab) => ({
    key: tab.key,
    label: tab.label[language] === '' ? null : tab.label[language],
    items: (values.tabDown[tab.key] ?? []).flatMap((item) => {
      const competition = labels.get(item.competitionId);
      if (!item.visible || competition === undefined) return [];
      return [
        {
          competitionId: item.competitionId,
          label: item.label[language] === '' ? competition.name : item.label[language],
          logo: competition.logo,
        },
      ];
    }),
  }));
}
