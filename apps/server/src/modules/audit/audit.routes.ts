import type { FastifyInstance } from 'fastify';
import { auditLog } from '@placar/contract/calls/admin-users';
import type { Database } from '../../db/client.ts';
import { registerCall } from '../../http/register-call.ts';
import { auditEntries } from './audit.service.ts';

/** /admin/auditLog: every change admins made. */
export default async function auditRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  registerCall(app, auditLog, ({ body }) => auditEntries(options.db, body));
}
