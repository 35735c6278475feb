import type { FastifyInstance } from 'fastify';
import { userMessage } from '@placar/contract/calls/user';
import { registerCall } from '../../http/register-call.ts';

export default async function userRoutes(app: FastifyInstance): Promise<void> {
  // Role `user`: with no accounts yet, the role rule answers 4010001 before this runs.
  registerCall(app, userMessage, () => ({ list: [], total: 0, unread: 0 }));
}
