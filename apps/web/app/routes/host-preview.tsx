import type { Route } from './+types/host-preview';
import { PageShell } from '../features/pages/page-shell.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'hostPreview');

export default function HostPreview() {
  return <PageShell page="hostPreview" rows={3} />;
}
