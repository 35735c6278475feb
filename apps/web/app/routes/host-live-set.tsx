import type { Route } from './+types/host-live-set';
import { HostSettings } from '../features/host/settings/host-settings.tsx';
import { isSettingType } from '../features/host/settings/setting-types.ts';
import { pageMeta } from '../lib/page/page-meta.ts';
import { notFound } from '../lib/page/route-params.ts';

/** {type} names the editor: title, category, cover, notice, match, key or outage. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isSettingType(params.type)) return notFound();
  return { type: params.type };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'hostLiveSet');

export default function HostLiveSet({ loaderData }: Route.ComponentProps) {
  return <HostSettings type={loaderData.type} />;
}
