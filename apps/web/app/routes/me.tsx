import type { Route } from './+types/me';
import { MePanel } from '../features/profile/me-panel.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'me');

export default function Me() {
  return <MePanel />;
}
