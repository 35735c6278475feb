import type { TableZone, ZoneKind } from '@placar/contract/league-format';
import { useTranslation } from '../../i18n/use-translation.tsx';

/**
 * The colour band of each zone kind: the top places blue (the main prize), the next ones orange
 * and lime, the play-in and play-offs to relegation rose, relegation red. A place out of every
 * zone has no band. Colour is never the only cue: each row says its zone to screen readers and
 * on hover, and the legend gives each colour its words and its places.
 */
const ZONE_COLOUR: Readonly<Record<ZoneKind, string>> = {
  champions_league: 'bg-sky-500',
  champions_league_qualifying: 'bg-sky-300',
  europa_league: 'bg-orange-400',
  conference_league: 'bg-lime-400',
  libertadores: 'bg-sky-500',
  libertadores_qualifying: 'bg-sky-300',
  sudamericana: 'bg-orange-400',
  round_of_16: 'bg-sky-500',
  knockout_playoffs: 'bg-orange-400',
  quarter_finals: 'bg-sky-500',
  playoffs: 'bg-sky-500',
  play_in: 'bg-orange-400',
  eliminated: 'bg-slate-600',
  relegation_playoff: 'bg-rose-300',
  relegation: 'bg-red-500',
};

export function zoneAt(zones: readonly TableZone[], position: number): TableZone | undefined {
  return zones.find((zone) => position >= zone.from && position <= zone.to);
}

/** The band drawn at a row's left edge; the zone's name for screen readers and on hover. */
export function ZoneBand({ zone }: { zone: TableZone | undefined }) {
  const { t } = useTranslation();
  if (zone === undefined) return null;
  const name = t(`league.zones.${zone.kind}`);
  return (
    <>
      <span
        aria-hidden
        title={name}
        className={`absolute inset-y-0 left-0 w-1 ${ZONE_COLOUR[zone.kind]}`}
        data-testid="zone-band"
        data-zone={zone.kind}
      />
      <span className="sr-only">{name}</span>
    </>
  );
}

const places = (zone: TableZone) => (zone.from === zone.to ? String(zone.from) : `${zone.from}–${zone.to}`);

/** Under the table: each zone's colour, its places and what they lead to. */
export function ZoneLegend({ zones }: { zones: readonly TableZone[] }) {
  const { t } = useTranslation();
  if (zones.length === 0) return null;
  return (
    <section aria-label={t('league.zones.legend')} data-testid="zone-legend">
      <ul className="flex flex-wrap gap-x-4 gap-y-1.5 px-1 text-xs text-slate-300">
        {zones.map((zone) => (
          <li key={zone.kind} className="flex items-center gap-1.5" data-zone={zone.kind}>
            <span aria-hidden className={`inline-block h-3 w-1.5 rounded-sm ${ZONE_COLOUR[zone.kind]}`} />
            <span className="tabular-nums text-slate-400">{places(zone)}</span>
            <span>{t(`league.zones.${zone.kind}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
