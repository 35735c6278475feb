import { Code } from '@placar/contract/codes';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { activeSanctions, insertSanction, liftActive, sanctionsOf } from './sanctions.repository.ts';

const DAY_MS = 86_400_000;

export interface Suspension {
  reason: string;
  until: Date | null;
}

/** Each user's suspension in force at `now` (the longest when several). */
export async function suspensionsOf(
  db: Database,
  userIds: readonly number[],
  now: Date,
): Promise<Map<number, Suspension>> {
  const found = new Map<number, Suspension>();
  for (const row of await activeSanctions(db, userIds, now)) {
    const known = found.get(row.userId);
    if (known === undefined || (known.until !== null && (row.endsAt === null || row.endsAt > known.until)))
      found.set(row.userId, { reason: row.reason, until: row.endsAt });
  }
  return found;
}

/** Login and sign-in refuse a suspended account: 4030001 with the reason and the end. */
export async function assertNotSuspended(db: Database, userId: number, now: Date): Promise<void> {
  const suspension = (await suspensionsOf(db, [userId], now)).get(userId);
  if (suspension === undefined) return;
  const until = suspension.until === null ? null : suspension.until.toISOString().slice(0, 16).replace('T', ' ');
  throw new ApiError(Code.forbidden, {
    en: `This account is suspended${until === null ? '' : ` until ${until} UTC`}: ${suspension.reason}`,
    br: `Esta conta está suspensa${until === null ? '' : ` até ${until} UTC`}: ${suspension.reason}`,
  });
}

export async function suspend(
  db: Database,
  input: { userId: number; reason: string; days?: number | undefined; by: number; now: Date },
) {
  return insertSanction(db, {
    userId: input.userId,
    kind: 'suspend',
    reason: input.reason,
    startsAt: input.now,
    endsAt: input.days === undefined ? null : new Date(input.now.getTime() + input.days * DAY_MS),
    createdBy: input.by,
  });
}

export async function lift(db: Database, userId: number, by: number, now: Date): Promise<number> {
  return liftActive(db, userId, by, now);
}

export async function sanctionHistory(db: Database, userId: number, now: Date) {
  return (await sanctionsOf(db, userId)).map(({ sanction, by }) => ({
    id: sanction.id,
    kind: 'suspend' as const,
    reason: sanction.reason,
    startsAt: sanction.startsAt.toISOString(),
    endsAt: sanction.endsAt?.toISOString() ?? null,
    liftedAt: sanction.liftedAt?.toISOString() ?? null,
    by: by === null || by.id === null ? null : { id: by.id, username: by.username },
    active:
      sanction.liftedAt === null && sanction.startsAt <= now && (sanction.endsAt === null || sanction.endsAt > now),
  }));
}
