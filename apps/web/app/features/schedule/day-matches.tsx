import { countryScheduleList } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import type { Language } from '@placar/contract/languages';
import { useMemo } from 'react';
import { MatchGroups } from '../../components/matches/match-groups.tsx';
import { firstScreenGroups } from '../../components/matches/use-first-screen.ts';
import { useWholeList } from '../../components/matches/use-whole-list.ts';
import { callApi } from '../../lib/contract-call.ts';
import { applyUpdateToGroups } from '../../lib/matches/apply-update.ts';
import { useLiveData } from '../../lib/realtime/use-live-data.ts';
import type { SportFilterValue } from './sport-filter.tsx';

/** A day's matches by country; `partial` while it holds only the first screen's groups, as the server sends it. */
export type DaySchedule = CallData<typeof countryScheduleList> & { partial?: boolean };

/**
 * The day as the schedule's loader sends it: the countries and competitions of the first screen
 * of matches, the part the HTML draws, marked partial; the rest comes once the page is up
 * (DayMatches, decision 0101). A day that fits on one screen is sent whole.
 */
export function firstScreenSchedule(schedule: DaySchedule): DaySchedule {
  const groups = schedule.list.flatMap((country) => country.competitions);
  let left = firstScreenGroups(groups);
  if (left >= groups.length) return schedule;
  const list: DaySchedule['list'] = [];
  for (const country of schedule.list) {
    if (left <= 0) break;
    list.push(left >= country.competitions.length ? country : { ...country, competitions: country.competitions.slice(0, left) });
    left -= country.competitions.length;
  }
  return { ...schedule, list, partial: true };
}

/**
 * A day's matches by country and competition, kept live. Like home, the server and the hydrating
 * browser draw the first screen's groups; the rest follows when the browser is idle.
 */
export function DayMatches({ initial, sport, lang, timeZone }: { initial: DaySchedule; sport: SportFilterValue; lang: Language; timeZone: string }) {
  const { data, refresh } = useLiveData<DaySchedule>(
    initial,
    (schedule, update) => {
      let changed = false;
      const list = schedule.list.map((country) => {
        const competitions = applyUpdateToGroups(country.competitions, update, lang);
        if (competitions === country.competitions) return country;
        changed = true;
        return { ...country, competitions };
      });
      return changed ? { ...schedule, list } : schedule;
    },
    () => callApi(countryScheduleList, { date: initial.date, ...(sport ? { sport } : {}) }),
  );
  const partial = data.partial === true;
  useWholeList(partial, refresh);
  // The same array while the day is unchanged: the groups drawn at idle follow it.
  const groups = useMemo(
    () =>
      data.list.flatMap((country) =>
        country.competitions.map((group) => ({ ...group, competition: { ...group.competition, country: group.competition.country ?? country.country } })),
      ),
    [data.list],
  );
  return <MatchGroups firstScreen more={partial} groups={groups} lang={lang} timeZone={timeZone} />;
}
