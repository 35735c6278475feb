import type { FastifyInstance } from 'fastify';
import { adminUpdateUser, adminUserDetail, adminUserList } from '@placar/contract/calls/admin-users';
import { registerCall } from '../../http/register-call.ts';
import { userIdOf } from '../../http/caller.ts';
import { findUsers, updateUser, userDetail } from './admin-users.service.ts';
import type { AdminUsersDeps } from './admin-users.service.ts';

/** Users in the admin console: find, look at one, suspend, lift, end sessions. */
export default async function adminUsersRoutes(app: FastifyInstance, options: AdminUsersDeps): Promise<void> {
  registerCall(app, adminUserList, ({ body }) => findUsers(options, body));
  registerCall(app, adminUserDetail, ({ body }) => userDetail(options, body.userId));
  registerCall(app, adminUpdateUser, ({ body, session }) => updateUser(options, userIdOf(session), body));
}
