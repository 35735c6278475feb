import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';

/** Whether the stored upload with this key belongs to the user. */
export async function isOwnUpload(db: Database, userId: number, storageKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.storageKey, storageKey)));
  return rows.length > 0;
}
