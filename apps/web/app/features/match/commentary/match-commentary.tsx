import type { MatchDetail } from '@placar/contract/schedule-entities';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { INCIDENT_MARKS } from '../match-timeline.tsx';
import { commentaryLines, commentaryText } from './commentary-lines.ts';

/**
 * The minute-by-minute commentary, newest first. It is drawn from the match the page keeps live
 * (incidents and status from the live connection), so a goal posted to the feed shows here with
 * the score in the header, without a call of its own.
 */
export function MatchCommentary({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  const lines = useMemo(() => commentaryLines(match), [match]);
  if (lines.length === 0)
    return (
      <p className="px-4 py-10 text-center text-slate-400" data-testid="commentary-empty">
        {t('commentary.empty')}
      </p>
    );
  return (
    <ol
      className="flex flex-col divide-y divide-ink-800 overflow-hidden rounded-2xl border border-ink-800 bg-ink-900"
      data-testid="match-commentary"
      aria-live="polite"
    >
      {lines.map((line) => {
        const { stamp, words } = commentaryText(line, match, t);
        const mark = line.kind === 'start' || line.kind === 'period' ? null : INCIDENT_MARKS[line.kind];
        const marker = mark === null;
        return (
          <li
            key={line.id}
            className={`flex items-start gap-3 px-4 py-2.5 text-sm ${marker ? 'bg-ink-850/60 font-semibold text-slate-200' : 'text-slate-200'}`}
            data-testid="commentary-line"
            data-kind={line.kind}
          >
            <span
              className="w-10 shrink-0 pt-0.5 text-center text-xs font-bold text-slate-400 tabular-nums"
              data-testid="commentary-stamp"
            >
              {stamp}
            </span>
            <span aria-hidden className={`w-5 shrink-0 pt-0.5 text-center ${mark?.className ?? 'text-slate-500'}`}>
              {mark?.symbol ?? '•'}
            </span>
            <span className="min-w-0 flex-1 leading-snug" data-testid="commentary-words">
              {words}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
