import type { Route } from './+types/host-live-user-room';
import { ChatPanel } from '../features/chat/chat-panel.tsx';
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
    // The room's chat beside where the player goes on a desktop, under it on a phone (the player is the live-room pages' work).
    <div className="mx-auto w-full max-w-7xl px-4 py-5 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-5">
      <PageShell page="hostLiveUserRoom" values={{ id: loaderData.id }} rows={3} />
      <ChatPanel kind="room" id={Number(loaderData.id)} className="mt-4 h-[60vh] min-h-[320px] lg:sticky lg:top-4 lg:mt-0 lg:h-[calc(100vh-8rem)]" />
    </div>
  );
}
