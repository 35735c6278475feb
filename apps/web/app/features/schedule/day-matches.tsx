import { countryScheduleList } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import type { Language } from '@placar/contract/languages';
import { MatchGroups } from '../../components/matches/match-groups.tsx';
import { callApi } from '../../lib/contract-call.ts';
import { applyUpdateToGroups } from '../../lib/matches/apply-update.ts';
import { useLiveData } from '../../lib/realtime/use-live-data.ts';
import type { SportFilterValue } from './sport-filter.tsx';

export type DaySchedule = CallData<typeof countryScheduleList>;

/** A day's matches by country and competition, kept live. */
export function DayMatches({ initial, sport, lang, timeZone }: { initial: DaySchedule; sport: SportFilterValue; lang: Language; timeZone: string }) {
  const { data } = useLiveData<DaySchedule>(
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
  const groups = data.list.flatMap((country) =>
    country.competitions.map((group) => ({ ...group, competition: { ...group.competition, country: group.competition.country ?? country.country } })),
  );
  return <MatchGroups groups={groups} lang={lang} timeZone={timeZone} />;
}
