import { liveRecommendList } from '@placar/contract/calls/live';
import type { Language } from '@placar/contract/languages';
import type { RoomSummary } from '@placar/contract/live-entities';
import { lazy, Suspense, useEffect, useState } from 'react';
import { callApi } from '../../lib/api/contract-call.ts';
import { patientComponent } from '../../lib/boot/patient-import.ts';
import { liveFeed } from '../../lib/realtime/live-feed.ts';

// The cards and their badges load only once a room is on air: most of the day none is, and home's
// first load no longer carries them (decision 0100). In the browser the boundary stays as the
// server drew it until the chunk is here, then hydrates. The server loads the module once at
// start (no static import: the bundler would then put it in home's chunk), so a page with rooms
// on air gets them in its HTML, not streamed after an empty fallback.
const loadSection = () => import('./live-rooms-section.tsx');
let serverSection: Awaited<ReturnType<typeof loadSection>> | undefined;
if (import.meta.env.SSR) void loadSection().then((module) => (serverSection = module));
const LazySection = lazy(() => patientComponent(loadSection, 'LiveRoomsSection'));

const REFRESH_MS = 60_000;
const isOnAir = (room: RoomSummary) => room.liveState === 'live' || room.liveState === 'reconnecting';

/** Home: the rooms streaming now, in a strip above the matches; nothing when none are live. */
export function LiveRoomsStrip({ initial, lang }: { initial: RoomSummary[]; lang: Language }) {
  const [rooms, setRooms] = useState(initial);
  useEffect(() => {
    let cancelled = false;
    const load = () => {
      if (document.visibilityState !== 'visible') return;
      callApi(liveRecommendList, { limit: 8 }).then(
        (answer) => !cancelled && setRooms(answer.list),
        () => undefined,
      );
    };
    const timer = setInterval(load, REFRESH_MS);
    const off = liveFeed.onConnect(load);
    return () => {
      cancelled = true;
      clearInterval(timer);
      off();
    };
  }, []);
  const onAir = rooms.filter(isOnAir);
  if (onAir.length === 0) return null;
  const Section = serverSection?.LiveRoomsSection ?? LazySection;
  return (
    <Suspense fallback={null}>
      <Section rooms={onAir} lang={lang} />
    </Suspense>
  );
}
