import type { z } from 'zod';
import type { sessionItemSchema } from '@placar/contract/account-entities';
import type { Accounts } from './accounts.ts';
import { deviceOf } from './device-name.ts';

/** sessionList: my open sessions, the one asking marked current. */
export async function mySessions(
  accounts: Accounts,
  userId: number,
  currentSessionId: string,
): Promise<z.infer<typeof sessionItemSchema>[]> {
  const rows = await accounts.sessions.list(userId);
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    ...deviceOf(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
  }));
}
