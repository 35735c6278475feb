import type { Route } from './+types/host-live-user-room';
import { PageShell } from '../features/pages/page-shell.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { isNumericId, notFound } from '../lib/route-params.ts';

export function loader({ params }: Route.LoaderArgs) {
  if (!isNumericId(params.id)) return notFound();
  return { id: params.id };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'hostLiveUserRoom', args.loaderData?.id);

export default function HostLiveUserRoom({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-5">
      <PageShell page="hostLiveUserRoom" values={{ id: loaderData.id }} rows={3} />
    </div>
  );
}
