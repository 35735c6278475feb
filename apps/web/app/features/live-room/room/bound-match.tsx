import type { Language } from '@placar/contract/languages';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { TeamBadge } from '../../../components/matches/team-badge.tsx';
import { matchPath } from '../../../lib/matches/match-path.ts';

/** The match the room follows, linking to its page. No score here: the overlay shows it, in sync with the picture. */
export function BoundMatch({ match, lang }: { match: MatchSummary; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Link
      to={matchPath(lang, match)}
      className="flex items-center gap-3 rounded-2xl border border-ink-800 bg-ink-900 px-4 py-3 hover:border-ink-600"
      data-testid="room-match"
    >
      <TeamBadge name={match.home.team.name} logo={match.home.team.logo} size="md" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-bold text-white">
          {match.home.team.name} {t('rooms.versus')} {match.away.team.name}
        </p>
        <p className="truncate text-xs text-slate-400">{match.competition.name}</p>
      </div>
      <TeamBadge name={match.away.team.name} logo={match.away.team.logo} size="md" />
      <span className="hidden text-xs font-semibold text-pitch-400 sm:inline">{t('rooms.matchPage')} →</span>
    </Link>
  );
}
