import type { SettingCentre } from '@placar/contract/admin-entities';
import { pointSeletionItem, updateSettingCenterItem } from '@placar/contract/calls/admin';
import { adminChatBlockedTerms, adminSetChatBlockedTerms } from '@placar/contract/calls/chat';
import { liveList } from '@placar/contract/calls/live';
import { mobilList } from '@placar/contract/calls/schedule';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { callApi } from '../../lib/api/contract-call.ts';
import { AdminButton, AdminSection, Field, SaveStatus, inputClass } from './admin-ui.tsx';
import { CompetitionPicker } from './home-tabs-editor.tsx';
import { readFresh, useAdminData, useSave } from './use-admin-data.ts';

type Apply = (settings: SettingCentre) => void;

/** Checkboxes over options (today's matches, open rooms), keeping the order they were ticked in. */
function IdChoice({
  options,
  chosen,
  onChange,
  testId,
}: {
  options: { id: number; label: string }[];
  chosen: number[];
  onChange: (ids: number[]) => void;
  testId: string;
}) {
  const known = new Map(options.map((option) => [option.id, option.label]));
  const extra = chosen.filter((id) => !known.has(id)).map((id) => ({ id, label: `#${id}` }));
  return (
    <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto" data-testid={testId}>
      {[...extra, ...options].map((option) => (
        <li key={option.id}>
          <label className="flex items-center gap-2 rounded-lg bg-ink-850 px-3 py-1.5 text-sm text-white">
            <input
              type="checkbox"
              checked={chosen.includes(option.id)}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))
              }
            />
            <span className="flex-1">{option.label}</span>
            {chosen.includes(option.id) ? (
              <span className="text-xs text-pitch-400">{chosen.indexOf(option.id) + 1}</span>
            ) : null}
          </label>
        </li>
      ))}
    </ul>
  );
}

/** Recommended matches and rooms, recommendation areas and hot groups: what the public calls answer first. */
export function PointedEditor({ settings, apply }: { settings: SettingCentre; apply: Apply }) {
  const { t } = useTranslation();
  const [matchIds, setMatchIds] = useState(settings.recommendList.matchIds);
  const [roomIds, setRoomIds] = useState(settings.recommendedRooms.roomIds);
  const [areas, setAreas] = useState(settings.recommendationArea.competitionIds);
  const [groups, setGroups] = useState(settings.hotGroups.competitionIds);
  const { status, busy, save } = useSave();
  const { data: today } = useAdminData(() => readFresh(mobilList, { tab: 'all' }), []);
  const { data: rooms } = useAdminData(() => readFresh(liveList, { page: 1, limit: 50 }), []);
  useEffect(() => {
    setMatchIds(settings.recommendList.matchIds);
    setRoomIds(settings.recommendedRooms.roomIds);
    setAreas(settings.recommendationArea.competitionIds);
    setGroups(settings.hotGroups.competitionIds);
  }, [settings]);

  const matches = (today?.groups ?? []).flatMap((group) =>
    group.matches.map((match) => ({
      id: match.id,
      label: `${match.localTime} ${match.home.team.name} – ${match.away.team.name} (${group.competition.name})`,
    })),
  );
  const roomOptions = (rooms?.list ?? []).map((room) => ({ id: room.id, label: `${room.title} · ${room.host.name}` }));
  const point = (body: Parameters<typeof callApi<typeof pointSeletionItem>>[1]) =>
    void save(() => callApi(pointSeletionItem, body)).then((answer) => answer && apply(answer.settings));

  return (
    <AdminSection title={t('admin.home.recommendations')} testId="admin-pointed">
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-bold text-white">{t('admin.home.recommendList')}</h3>
          <IdChoice options={matches} chosen={matchIds} onChange={setMatchIds} testId="pointed-matches" />
          <AdminButton kind="primary" disabled={busy} onClick={() => point({ area: 'recommendList', matchIds })}>
            {t('admin.save')}
          </AdminButton>
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-bold text-white">{t('admin.home.recommendedRooms')}</h3>
          <IdChoice options={roomOptions} chosen={roomIds} onChange={setRoomIds} testId="pointed-rooms" />
          <AdminButton kind="primary" disabled={busy} onClick={() => point({ area: 'recommendedRooms', roomIds })}>
            {t('admin.save')}
          </AdminButton>
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-bold text-white">{t('admin.home.recommendationArea')}</h3>
          <CompetitionPicker chosen={areas} names={new Map()} onChange={setAreas} />
          <AdminButton
            kind="primary"
            disabled={busy}
            onClick={() => point({ area: 'recommendationArea', competitionIds: areas })}
          >
            {t('admin.save')}
          </AdminButton>
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-bold text-white">{t('admin.home.hotGroups')}</h3>
          <CompetitionPicker chosen={groups} names={new Map()} onChange={setGroups} />
          <AdminButton
            kind="primary"
            disabled={busy}
            onClick={() => point({ area: 'hotGroups', competitionIds: groups })}
          >
            {t('admin.save')}
          </AdminButton>
        </div>
      </div>
      <p className="mt-3 text-xs text-slate-400">{t('admin.home.emptyIsAutomatic')}</p>
      <SaveStatus status={status} />
    </AdminSection>
  );
}

/** The analytics id, the announcement marquee and the chat terms blocked in every room. */
export function SiteSettingsEditor({ settings, apply }: { settings: SettingCentre; apply: Apply }) {
  const { t } = useTranslation();
  const [analyticsId, setAnalyticsId] = useState(settings.analyticsId);
  const [announcement, setAnnouncement] = useState(settings.announcement);
  // The chat checks every message against its own global list (/admin/chatBlockedTerms): edit that one.
  const [saved, setSaved] = useState<string[] | null>(null);
  const [terms, setTerms] = useState('');
  useEffect(() => {
    readFresh(adminChatBlockedTerms, {}).then(
      (answer) => {
        setSaved(answer.terms);
        setTerms(answer.terms.join('\n'));
      },
      () => undefined,
    );
  }, []);
  const { status, busy, save } = useSave();
  const update = (body: Parameters<typeof callApi<typeof updateSettingCenterItem>>[1]) =>
    void save(() => callApi(updateSettingCenterItem, body)).then((answer) => answer && apply(answer.settings));
  const termList = terms
    .split('\n')
    .map((term) => term.trim())
    .filter((term) => term !== '');

  const saveTerms = () => {
    const before = new Set(saved ?? []);
    const after = new Set(termList);
    const add = [...after].filter((term) => !before.has(term));
    const remove = [...before].filter((term) => !after.has(term));
    if (add.length === 0 && remove.length === 0) return;
    void save(() =>
      callApi(adminSetChatBlockedTerms, { ...(add.length ? { add } : {}), ...(remove.length ? { remove } : {}) }),
    ).then((answer) => {
      if (!answer) return;
      setSaved(answer.terms);
      setTerms(answer.terms.join('\n'));
    });
  };

  return (
    <AdminSection title={t('admin.home.site')} testId="admin-site">
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-2">
          <Field label={t('admin.home.analyticsId')}>
            <input
              className={inputClass}
              value={analyticsId}
              placeholder="G-XXXXXXXXXX"
              onChange={(event) => setAnalyticsId(event.target.value)}
              data-testid="analytics-id"
            />
          </Field>
          <AdminButton
            kind="primary"
            disabled={busy}
            onClick={() => update({ key: 'analyticsId', value: analyticsId })}
          >
            {t('admin.save')}
          </AdminButton>
        </div>
        <div className="flex flex-col gap-2">
          {(['en', 'br'] as const).map((language) => (
            <Field key={language} label={`${t('admin.home.announcement')} (${language})`}>
              <input
                className={inputClass}
                value={announcement[language]}
                onChange={(event) => setAnnouncement({ ...announcement, [language]: event.target.value })}
              />
            </Field>
          ))}
          <AdminButton
            kind="primary"
            disabled={busy}
            onClick={() => update({ key: 'announcement', value: announcement })}
          >
            {t('admin.save')}
          </AdminButton>
        </div>
        <div className="flex flex-col gap-2">
          <Field label={t('admin.home.chatTerms')}>
            <textarea
              className={inputClass}
              rows={4}
              value={terms}
              onChange={(event) => setTerms(event.target.value)}
              data-testid="chat-terms"
            />
          </Field>
          <AdminButton kind="primary" disabled={busy || saved === null} onClick={saveTerms}>
            {t('admin.save')}
          </AdminButton>
        </div>
      </div>
      <SaveStatus status={status} />
    </AdminSection>
  );
}
