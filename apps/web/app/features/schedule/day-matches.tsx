import { countryScheduleList } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import type { Language } from '@placar/contract/languages';
import { useMemo } from 'react';
import { MatchGroups } from '../../components/matches/match-groups.tsx';
import { firstScreenGroups } from '../../components/matches/use-first-screen.ts';
import { useWholeList } from '../../components/matches/use-whole-list.ts';
import { callApi } from '../../lib/api/contract-call.ts';
import { useFavoriteKeys } from '../../lib/favorites/favorites-store.ts';
import { orderMatchGroups, visitorCountries, type GroupOrderVisitor } from '../../lib/matches/group-order.ts';
import { applyUpdateToGroups } from '../../lib/matches/apply-update.ts';
import { useLiveData } from '../../lib/realtime/use-live-data.ts';
import type { SportFilterValue } from './sport-filter.tsx';

/** A day's matches by country; `partial` while it holds only the first screen's groups, as the server sends it. */
export type DaySchedule = CallData<typeof countryScheduleList> & { partial?: boolean };

type CountryEntry = DaySchedule['list'][number];
type DayGroup = CountryEntry['competitions'][number] & { country: CountryEntry['country'] };

/** The day's competitions in the visitor's order (group-order.ts), each with the country it sits under. */
function orderedGroups(list: DaySchedule['list'], visitor: GroupOrderVisitor): DayGroup[] {
  const groups = list.flatMap((country) =>
    country.competitions.map((group) => ({ ...group, country: country.country })),
  );
  return orderMatchGroups(groups, visitor, (group) => group.competition.country?.code ?? group.country.code);
}

/**
 * The day as the schedule's loader sends it: the competitions of the first screen of matches in
 * the visitor's order (live, then the visitor's country's: favourites are the browser's), the part
 * the HTML draws, marked partial, each under its country; the rest comes once the page is up
 * (DayMatches, decision 0101). A day that fits on one screen is sent whole, in that order.
 */
export function firstScreenSchedule(schedule: DaySchedule, visitor: GroupOrderVisitor): DaySchedule {
  const groups = orderedGroups(schedule.list, visitor);
  const count = firstScreenGroups(groups);
  const asSent = schedule.list.flatMap((country) => country.competitions);
  if (count >= groups.length && groups.every((group, index) => group.competition.id === asSent[index]?.competition.id))
    return schedule;
  const list: DaySchedule['list'] = [];
  for (const { country, ...group } of groups.slice(0, count)) {
    const last = list.at(-1);
    if (last?.country.id === country.id) last.competitions.push(group);
    else list.push({ country, competitions: [group] });
  }
  return count >= groups.length ? { ...schedule, list } : { ...schedule, list, partial: true };
}

/**
 * A day's matches by country and competition, kept live. Like home, the server and the hydrating
 * browser draw the first screen's groups; the rest follows when the browser is idle.
 */
export function DayMatches({
  initial,
  sport,
  lang,
  timeZone,
}: {
  initial: DaySchedule;
  sport: SportFilterValue;
  lang: Language;
  timeZone: string;
}) {
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
  const favorites = useFavoriteKeys();
  // The same array while the day and the favourites are unchanged: the groups drawn at idle follow it.
  const groups = useMemo(
    () =>
      orderedGroups(data.list, { favorites, countries: visitorCountries(lang, timeZone) }).map(
        ({ country, ...group }) => ({
          ...group,
          competition: { ...group.competition, country: group.competition.country ?? country },
        }),
      ),
    [data.list, favorites, lang, timeZone],
  );
  return <MatchGroups firstScreen more={partial} groups={groups} lang={lang} timeZone={timeZone} />;
}
