import { useRouteLoaderData } from 'react-router';
import { DEFAULT_TIME_ZONE } from '../../lib/time-zone.ts';

/** The zone this render shows times in (the root loader's): the same on server and client. */
export function useTimeZone(): string {
  const root = useRouteLoaderData('root') as { tz?: string } | undefined;
  return root?.tz ?? DEFAULT_TIME_ZONE;
}
