import { useRouteLoaderData } from 'react-router';
import { DEFAULT_TIME_ZONE } from './time-zone.ts';
import { knowZoneOffsets } from './zone-offsets.ts';
import type { ZoneOffsets } from './zone-offsets.ts';

/**
 * The zone this render shows times in (the root loader's): the same on server and client. Its
 * offsets, from the same loader, are made known here (idempotent), before any time is written.
 */
export function useTimeZone(): string {
  const root = useRouteLoaderData('root') as { tz?: string; zoneOffsets?: ZoneOffsets } | undefined;
  knowZoneOffsets(root?.zoneOffsets);
  return root?.tz ?? DEFAULT_TIME_ZONE;
}
