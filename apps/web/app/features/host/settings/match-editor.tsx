import { liveMatchSearchSort, liveSetting, previewMatchSearchSort } from '@placar/contract/calls/live';
import type { CallData } from '@placar/contract/call';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { FormMessage } from '../../../components/forms/form-status.tsx';
import { useSubmit } from '../../../components/forms/use-submit.ts';
import { TeamBadge } from '../../../components/matches/team-badge.tsx';
import { callApi } from '../../../lib/api/contract-call.ts';
import { kickoffDate } from '../../../lib/matches/match-date.ts';
import { kickoffTime } from '../../../lib/matches/match-time.ts';
import { useLang } from '../../../lib/page/use-lang.ts';
import { useTimeZone } from '../../../lib/time/use-time-zone.ts';
import type { EditorProps } from './editor-props.ts';
import { SavedNote } from './saved-note.tsx';
import { onTabListKeyDown } from '../../../components/ui/tab-keys.ts';
import { TabButton, panelId, tabPanel } from '../../../components/ui/tab-button.tsx';

type Groups = CallData<typeof liveMatchSearchSort>['groups'];
type Phase = 'live' | 'upcoming';

/** Search a live or upcoming match (by team or competition) and bind the room to it, or unbind. */
export function MatchEditor({ room, onSaved }: EditorProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const timeZone = useTimeZone();
  const [phase, setPhase] = useState<Phase>('live');
  const [keyword, setKeyword] = useState('');
  const [groups, setGroups] = useState<Groups | null>(null);
  const [saved, setSaved] = useState(false);
  const call = useSubmit();

  useEffect(() => {
    let cancelled = false;
    const search = phase === 'live' ? liveMatchSearchSort : previewMatchSearchSort;
    const timer = setTimeout(() => {
      callApi(search, { keyword: keyword.trim() || undefined, limit: 30 }).then(
        (answer) => !cancelled && setGroups(answer.groups),
        () => !cancelled && setGroups([]),
      );
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [phase, keyword]);

  // A room follows the sport of its match, so it is listed with that sport's rooms.
  const bind = (match: MatchSummary | null) =>
    void call.run(async () => {
      setSaved(false);
      const answer = await callApi(
        liveSetting,
        match === null ? { matchId: null } : { matchId: match.id, sport: match.sport },
      );
      onSaved(answer.room);
      setSaved(true);
    });

  const label = (match: MatchSummary) =>
    match.status.phase === 'live'
      ? match.status.text
      : `${kickoffDate(match.kickoff, timeZone, lang)} ${kickoffTime(match.kickoff, timeZone, lang)}`;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-ink-850 px-4 py-3" data-testid="host-bound-match">
        {room.match ? (
          <>
            <p className="min-w-0 flex-1 text-sm text-white">
              <span className="text-slate-400">{t('host.settings.boundTo')} </span>
              <span className="font-bold" data-testid="host-bound-match-name">
                {room.match.home.team.name} {t('rooms.versus')} {room.match.away.team.name}
              </span>
            </p>
            <button
              type="button"
              onClick={() => bind(null)}
              disabled={call.busy}
              className="rounded-full border border-ink-600 px-3 py-1 text-sm font-semibold text-white"
              data-testid="host-unbind"
            >
              {t('host.settings.unbind')}
            </button>
          </>
        ) : (
          <p className="text-sm text-slate-400">{t('host.settings.noMatchBound')}</p>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div role="tablist" onKeyDown={onTabListKeyDown} className="flex gap-1 rounded-full bg-ink-850 p-1">
          {(['live', 'upcoming'] as const).map((value) => (
            <TabButton
              key={value}
              strip="host-match"
              value={value}
              selected={phase === value}
              onSelect={() => setPhase(value)}
              panel={panelId('host-match', 'list')}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ${phase === value ? 'bg-white text-ink-950' : 'text-slate-400'}`}
              data-testid={`host-match-${value}`}
            >
              {t(`host.settings.phase.${value}`)}
            </TabButton>
          ))}
        </div>
        <input
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          maxLength={40}
          placeholder={t('host.settings.searchMatch')}
          aria-label={t('host.settings.searchMatch')}
          className="min-w-0 flex-1 rounded-full border border-ink-700 bg-ink-950/60 px-4 py-2 text-sm text-white"
          data-testid="host-match-search"
        />
      </div>
      {call.error ? (
        <FormMessage tone="error" testId="host-match-failed">
          {call.error}
        </FormMessage>
      ) : null}
      <SavedNote show={saved} testId="host-match-saved" />
      <div {...tabPanel('host-match', phase, 'list')}>
        {groups === null ? (
          <p className="text-sm text-slate-400">{t('common.loading')}</p>
        ) : groups.length === 0 ? (
          <p className="text-sm text-slate-400" data-testid="host-match-none">
            {t('host.settings.noMatches')}
          </p>
        ) : (
          <div className="flex max-h-[28rem] flex-col gap-3 overflow-y-auto" data-testid="host-match-results">
            {groups.map((group) => (
              <section key={group.competition.id}>
                <h3 className="mb-1 text-xs font-bold tracking-wider text-slate-400 uppercase">
                  {group.competition.name}
                </h3>
                <ul className="flex flex-col gap-1">
                  {group.matches.map((match) => {
                    const bound = room.match?.id === match.id;
                    return (
                      <li
                        key={match.id}
                        className="flex items-center gap-3 rounded-xl bg-ink-850 px-3 py-2"
                        data-testid="host-match-option"
                        data-match-id={match.id}
                      >
                        <span
                          className={`w-16 shrink-0 text-xs font-semibold ${match.status.phase === 'live' ? 'text-pitch-400' : 'text-slate-400'}`}
                        >
                          {label(match)}
                        </span>
                        <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm text-white">
                          <span className="flex min-w-0 items-center gap-2">
                            <TeamBadge name={match.home.team.name} logo={match.home.team.logo} />
                            <span className="truncate">{match.home.team.name}</span>
                          </span>
                          <span className="flex min-w-0 items-center gap-2">
                            <TeamBadge name={match.away.team.name} logo={match.away.team.logo} />
                            <span className="truncate">{match.away.team.name}</span>
                          </span>
                        </span>
                        <button
                          type="button"
                          onClick={() => bind(match)}
                          disabled={call.busy || bound}
                          className={`shrink-0 rounded-full px-3 py-1 text-sm font-bold ${bound ? 'bg-ink-700 text-slate-300' : 'bg-pitch-500 text-ink-950 hover:bg-pitch-400'}`}
                          data-testid="host-match-bind"
                        >
                          {bound ? t('host.settings.bound') : t('host.settings.bind')}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
