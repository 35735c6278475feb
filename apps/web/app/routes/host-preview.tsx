import type { Route } from './+types/host-preview';
import { HostPreview as HostPreviewPage } from '../features/host/preview/host-preview.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'hostPreview');

export default function HostPreview() {
  return <HostPreviewPage />;
}
