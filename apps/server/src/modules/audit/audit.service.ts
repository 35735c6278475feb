import type { AuditEntry } from '@placar/contract/admin-entities';
import type { Database } from '../../db/client.ts';
import { insertAuditRow, listAuditRows } from './audit.repository.ts';

/** One admin change: who made it, with which call, on what, and the value before and after. */
interface AuditChange {
  actorId: number;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** Values are stored as JSON; undefined (nothing there before) is stored as null. */
const json = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/** Writes a change to the audit log. Every admin call that changes something calls this. */
export async function recordChange(db: Database, change: AuditChange): Promise<void> {
  await insertAuditRow(db, {
    actorId: change.actorId,
    action: change.action,
    target: change.target,
    before: json(change.before),
    after: json(change.after),
    at: change.at,
  });
}

export async function auditEntries(
  db: Database,
  input: {
    actorId?: number | undefined;
    action?: string | undefined;
    target?: string | undefined;
    page: number;
    limit: number;
  },
) {
  const { rows, total } = await listAuditRows(db, { ...input, offset: (input.page - 1) * input.limit });
  const list: AuditEntry[] = rows.map(({ entry, actor }) => ({
    id: entry.id,
    actor: actor === null || actor.id === null ? null : { id: actor.id, username: actor.username },
    action: entry.action,
    target: entry.target,
    before: entry.before,
    after: entry.after,
    at: entry.at.toISOString(),
  }));
  return { list, total };
}
