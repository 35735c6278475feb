import type { Route } from './+types/host-live-room';
import { PageShell } from '../features/pages/page-shell.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { isNumericId, notFound } from '../lib/route-params.ts';

export function loader({ params }: Route.LoaderArgs) {
  if (!isNumericId(params.id)) return notFound();
  return { id: params.id };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'hostLiveRoom', args.loaderData?.id);

export default function HostLiveRoom({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-5">
      <PageShell page="hostLiveRoom" values={{ id: loaderData.id }} rows={3} />
    </div>
  );
}
