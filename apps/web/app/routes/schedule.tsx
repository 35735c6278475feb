import { countryScheduleList } from '@placar/contract/calls/schedule';
import { toLanguage } from '@placar/contract/languages';
import { useTranslation } from '../i18n/use-translation.tsx';
import type { Route } from './+types/schedule';
import { LoadFailed } from '../components/matches/load-failed.tsx';
import { useTimeZone } from '../lib/time/use-time-zone.ts';
import { DayMatches, firstScreenSchedule } from '../features/schedule/day-matches.tsx';
import { DayStrip } from '../features/schedule/day-strip.tsx';
import { parseSport, SportFilter } from '../features/schedule/sport-filter.tsx';
import { dayLabel } from '../lib/matches/match-date.ts';
import { visitorCountries } from '../lib/matches/group-order.ts';
import { pageMeta } from '../lib/page/page-meta.ts';
import { isScheduleDay, notFound } from '../lib/page/route-params.ts';
import { serverNow } from '../lib/time/request-clock.ts';
import { loadOptional } from '../lib/api/server-api.server.ts';
import { dayInZone, requestTimeZone, routeDayToIso } from '../lib/time/time-zone.ts';

/** {id} is the day: `today` (in the user's time zone) or yyyymmdd. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isScheduleDay(params.id)) return notFound();
  const url = new URL(request.url);
  const sport = parseSport(url.searchParams.get('sport'));
  const zone = requestTimeZone(request.headers.get('cookie'));
  const today = dayInZone(serverNow(context), zone);
  const date = params.id === 'today' ? today : routeDayToIso(params.id);
  const lang = toLanguage(params.lang);
  const schedule = await loadOptional({ request, lang }, countryScheduleList, { date, ...(sport ? { sport } : {}) });
  // The HTML draws the first screen of matches, in the visitor's order (decision 0136); the
  // loader data carries just those (decision 0101). Favourites are the browser's: none here.
  const visitor = { favorites: new Set<string>(), countries: visitorCountries(lang, zone) };
  return { day: params.id, date, today, sport, schedule: schedule ? firstScreenSchedule(schedule, visitor) : schedule };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'schedule', args.loaderData?.date);

export default function Schedule({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = toLanguage(params.lang);
  const timeZone = useTimeZone();
  const { date, today, sport, schedule } = loaderData;
  const label =
    date === today ? t('days.todayInline') : dayLabel(date, lang, { weekday: 'long', day: 'numeric', month: 'long' });
  const search = sport ? `?sport=${sport}` : '';
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="page-schedule" data-date={date}>
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{t('pages.schedule.heading')}</h1>
        <p className="mt-1 text-sm text-slate-400">{t('pages.schedule.lead', { day: label })}</p>
      </header>
      <DayStrip day={date} today={today} lang={lang} search={search} />
      <SportFilter pathname={`/${lang}/schedule/${loaderData.day}`} sport={sport} />
      {schedule ? (
        <DayMatches key={`${date}-${sport ?? ''}`} initial={schedule} sport={sport} lang={lang} timeZone={timeZone} />
      ) : (
        <LoadFailed />
      )}
    </section>
  );
}
