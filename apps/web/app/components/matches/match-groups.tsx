import type { Language } from '@placar/contract/languages';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { CompetitionGroup, type CompetitionGroupProps } from './competition-group.tsx';
import { useFirstScreen } from './use-first-screen.ts';

interface MatchGroupsProps {
  groups: { competition: CompetitionGroupProps['competition']; matches: MatchSummary[] }[];
  /** Shown instead of the default text when there are no groups. */
  empty?: string;
  lang: Language;
  timeZone: string;
  /** Render the first screen's groups first, the rest when the browser is idle (home). */
  firstScreen?: boolean;
  /** More groups are still to come (home's list before the rest of the day has arrived): not complete yet. */
  more?: boolean;
}

/** Matches grouped by competition, or a friendly empty state. */
export function MatchGroups({ groups, lang, timeZone, empty, firstScreen = false, more = false }: MatchGroupsProps) {
  const { t } = useTranslation();
  // Groups added after the first screen (from `end`) are laid out and painted only near the viewport.
  const { shown, end, complete } = useFirstScreen(groups, firstScreen);
  if (groups.length === 0) {
    return (
      <p
        className="rounded-2xl border border-dashed border-ink-700 px-4 py-10 text-center text-slate-400"
        data-testid="no-matches"
      >
        {empty ?? t('matches.none')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="match-groups" data-complete={!more && complete}>
      {shown.map(({ group, drawn }, index) => (
        <CompetitionGroup
          key={group.competition.id}
          competition={group.competition}
          matches={group.matches}
          drawn={drawn}
          lang={lang}
          timeZone={timeZone}
          offscreenUntilNear={index >= end}
        />
      ))}
    </div>
  );
}
