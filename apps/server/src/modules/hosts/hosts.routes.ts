import type { FastifyInstance } from 'fastify';
import { confirmAnchor, getAnchorList, updateAnchor } from '@placar/contract/calls/hosts';
import { registerCall } from '../../http/register-call.ts';
import { userIdOf } from '../../http/caller.ts';
import { applications, apply, decide } from './host-applications.service.ts';
import type { HostDeps } from './host-applications.service.ts';

/** Becoming a host: /user/confirmAnchor, and the admin's /admin/updateAnchor and /admin/getAnchorList. */
export default async function hostRoutes(app: FastifyInstance, options: HostDeps): Promise<void> {
  registerCall(app, confirmAnchor, ({ body, session }) => apply(options, userIdOf(session), body));
  registerCall(app, updateAnchor, ({ body, session }) => decide(options, userIdOf(session), body));
  registerCall(app, getAnchorList, ({ body }) => applications(options, body));
}
