import type { Route } from './+types/host-live-set';
import { PageShell } from '../features/pages/page-shell.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { isSlug, notFound } from '../lib/route-params.ts';

/** {type} names the setup step; its values come with the host issue, any slug is accepted. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isSlug(params.type)) return notFound();
  return { type: params.type };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'hostLiveSet');

export default function HostLiveSet({ loaderData }: Route.ComponentProps) {
  return <PageShell page="hostLiveSet" values={{ type: loaderData.type }} rows={3} />;
}
