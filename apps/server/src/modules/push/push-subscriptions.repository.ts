import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';

export interface StoredSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The user id an endpoint is kept for, or undefined. */
export async function ownerOfEndpoint(db: Database, endpoint: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row?.userId;
}

/**
 * Keeps the subscription for its user (new keys for an endpoint the user had), then drops the
 * user's oldest past `max`, in one transaction. How many the user has after.
 */
export async function keepSubscription(
  db: Database,
  subscription: StoredSubscription,
  max: number,
  at: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ ...subscription, createdAt: at })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: subscription.p256dh, auth: subscription.auth, createdAt: at },
        where: eq(pushSubscriptions.userId, subscription.userId),
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, subscription.userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(max);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, subscription.userId), notInArray(pushSubscriptions.id, newest)));
    return subscriptionCount(tx, subscription.userId);
  });
}

export async function subscriptionCount(db: Pick<Database, 'select'>, userId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.count ?? 0;
}

/** Drops the user's subscription with this endpoint; false when the user has none such. */
export async function dropSubscription(db: Database, userId: number, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** Drops an endpoint the push service says is gone (404, 410), whoever kept it. */
export async function dropDeadEndpoint(db: Database, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function subscriptionsOf(db: Database, userIds: readonly number[]): Promise<StoredSubscription[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
}
