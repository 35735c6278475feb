import type { Season } from '@placar/contract/schedule-entities';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useNavigate } from 'react-router';

/** The seasons of a competition (seasonSelection); picking one opens it. */
export function SeasonPicker({
  seasons,
  seasonId,
  href,
}: {
  seasons: Season[];
  seasonId: number;
  href: (seasonId: number) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-400">
      {t('league.season')}
      <select
        value={seasonId}
        onChange={(event) => void navigate(href(Number(event.target.value)))}
        className="rounded-xl border border-ink-700 bg-ink-850 px-3 py-1.5 font-semibold text-white"
        data-testid="season-select"
      >
        {seasons.map((season) => (
          <option key={season.id} value={season.id}>
            {season.name}
          </option>
        ))}
      </select>
    </label>
  );
}
