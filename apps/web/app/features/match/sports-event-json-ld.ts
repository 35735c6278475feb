import { sportRules } from '@placar/contract/sports/sport-registry';
import type { MatchDetail } from '@placar/contract/schedule-entities';

const EVENT_STATUS: Partial<Record<MatchDetail['status']['phase'], string>> = {
  postponed: 'https://schema.org/EventPostponed',
  canceled: 'https://schema.org/EventCancelled',
};

function team(side: MatchDetail['home']) {
  return {
    '@type': 'SportsTeam',
    name: side.team.name,
    ...(side.team.logo ? { logo: side.team.logo } : {}),
    ...(side.score !== null
      ? { additionalProperty: { '@type': 'PropertyValue', name: 'score', value: side.score } }
      : {}),
  };
}

/** schema.org SportsEvent of a match page. */
export function sportsEventJsonLd(match: MatchDetail, url: string): Record<string, unknown> {
  const name = `${match.home.team.name} vs ${match.away.team.name}`;
  const score =
    match.home.score !== null && match.away.score !== null
      ? `${match.home.team.name} ${match.home.score}–${match.away.score} ${match.away.team.name}`
      : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name,
    url,
    startDate: match.kickoff,
    sport: sportRules(match.sport).schemaOrgName,
    eventStatus: EVENT_STATUS[match.status.phase] ?? 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(score
      ? { description: `${score} · ${match.competition.name}` }
      : { description: `${name} · ${match.competition.name}` }),
    homeTeam: team(match.home),
    awayTeam: team(match.away),
    competitor: [team(match.home), team(match.away)],
    superEvent: { '@type': 'SportsEvent', name: `${match.competition.name} ${match.season}`.trim() },
    ...(match.venue
      ? {
          location: {
            '@type': 'Place',
            name: match.venue,
            ...(match.country ? { address: { '@type': 'PostalAddress', addressCountry: match.country.code } } : {}),
          },
        }
      : {}),
  };
}

/** JSON for a <script> element: `<` escaped so a name can never close the script. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
