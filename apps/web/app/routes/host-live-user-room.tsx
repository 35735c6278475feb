import { roomInformationV2 } from '@placar/contract/calls/live';
import { toLanguage } from '@placar/contract/languages';
import type { Route } from './+types/host-live-user-room';
import { ViewerRoom } from '../features/live-room/room/viewer-room.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';
import { isNumericId, notFound } from '../lib/page/route-params.ts';
import { loadCall } from '../lib/api/server-api.server.ts';

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isNumericId(params.id) || Number(params.id) > 2_147_483_647) return notFound();
  const room = await loadCall({ request, lang: toLanguage(params.lang) }, roomInformationV2, {
    roomId: Number(params.id),
  });
  return { room };
}

export const meta: Route.MetaFunction = (args) => {
  const room = args.loaderData?.room;
  return pageMeta(args, 'hostLiveUserRoom', room ? `${room.title} · ${room.host.name}` : undefined);
};

export default function HostLiveUserRoom({ loaderData, params }: Route.ComponentProps) {
  return <ViewerRoom key={loaderData.room.id} initial={loaderData.room} lang={toLanguage(params.lang)} />;
}
