import type { Route } from './+types/host-live-room';
import { HostConsole } from '../features/host/console/host-console.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';
import { isNumericId, notFound } from '../lib/page/route-params.ts';

export function loader({ params }: Route.LoaderArgs) {
  if (!isNumericId(params.id) || Number(params.id) > 2_147_483_647) return notFound();
  return { id: params.id };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'hostLiveRoom', args.loaderData?.id);

export default function HostLiveRoom({ loaderData }: Route.ComponentProps) {
  return <HostConsole roomId={Number(loaderData.id)} />;
}
