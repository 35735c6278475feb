import type { Language } from '@placar/contract/languages';
import type { CompetitionSummary } from '@placar/contract/schedule-entities';
import { Link } from 'react-router';
import { TeamBadge } from './team-badge.tsx';

/** A short list of competitions linking to their pages (home sidebar, league list). */
export function LeagueLinks({ competitions, lang }: { competitions: CompetitionSummary[]; lang: Language }) {
  return (
    <ul className="flex flex-col">
      {competitions.map((competition) => (
        <li key={competition.id}>
          <Link
            to={`/${lang}/schedule/league/${competition.id}`}
            className="flex items-center gap-3 rounded-xl px-3 py-2 transition hover:bg-ink-800"
            data-testid="league-link"
            data-competition-id={competition.id}
          >
            <TeamBadge name={competition.name} logo={competition.logo} size="md" />
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 text-sm font-semibold break-words text-white" data-league-title>
                {competition.name}
              </span>
              {competition.country ? (
                <span className="block truncate text-xs text-slate-400">{competition.country.name}</span>
              ) : null}
            </span>
            {competition.live > 0 ? (
              <span className="flex items-center gap-1 rounded-full bg-red-500/15 px-2 py-0.5 text-[11px] font-bold text-red-400">
                <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-red-500" />
                {competition.live}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
