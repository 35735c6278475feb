import type { Route } from './+types/home';
import { HomeTabs } from '../features/schedule/home-tabs.tsx';
import { PageShell } from '../features/pages/page-shell.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'home');

export default function Home() {
  return (
    <PageShell page="home" rows={6}>
      <HomeTabs />
    </PageShell>
  );
}
