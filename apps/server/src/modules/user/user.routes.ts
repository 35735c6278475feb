import type { FastifyInstance } from 'fastify';
import { userMessage } from '@placar/contract/calls/user';
import { registerCall } from '../../http/register-call.ts';
import type { Accounts } from './accounts.ts';
import { myMessages } from './message.service.ts';
import { userIdOf } from './caller.ts';

export default async function userRoutes(app: FastifyInstance, options: { accounts: Accounts }): Promise<void> {
  const { accounts } = options;
  registerCall(app, userMessage, ({ session, query }) => myMessages(accounts.db, userIdOf(session), query));
}
