import { and, count, desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Database, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export async function listAuditRows(
  db: Database,
  filter: {
    actorId?: number | undefined;
    action?: string | undefined;
    target?: string | undefined;
    offset: number;
    limit: number;
  },
) {
  const conditions: SQL[] = [];
  if (filter.actorId !== undefined) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action !== undefined && filter.action !== '') conditions.push(eq(auditLog.action, filter.action));
  if (filter.target !== undefined && filter.target !== '') conditions.push(eq(auditLog.target, filter.target));
  const where = conditions.length === 0 ? undefined : and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: { id: users.id, username: users.username } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
