import type { Route } from './+types/live';
import { PageShell } from '../features/pages/page-shell.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { isNumericId, isSlug, notFound } from '../lib/route-params.ts';

/** {name} is the match slug, {id} the numeric match id. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isSlug(params.name) || !isNumericId(params.id)) return notFound();
  return { name: params.name, id: params.id };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'live', args.loaderData?.name);

export default function Live({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell page="live" values={{ name: loaderData.name, id: loaderData.id }} rows={3}>
      <div aria-hidden className="grid aspect-video w-full place-items-center rounded-2xl border border-ink-700 bg-gradient-to-br from-ink-850 to-ink-950">
        <span className="grid size-16 place-items-center rounded-full bg-pitch-500/20 text-3xl text-pitch-400">▶</span>
      </div>
    </PageShell>
  );
}
